/// What may open an age file: identities, and a passphrase asked for only when the file has a
/// scrypt stanza.
public struct AgeDecryptionKeys {
    /// The identities to try, in order.
    public let identities: [AgeIdentity]
    /// The passphrase, asked for when the file holds a scrypt stanza; nil when there is none to give.
    public let passphrase: () throws -> [UInt8]?
    /// The most memory scrypt may use: half the machine's.
    public let memoryLimit: Int

    /// Keys to try on a file.
    public init(identities: [AgeIdentity], memoryLimit: Int, passphrase: @escaping () throws -> [UInt8]? = { nil }) {
        self.identities = identities
        self.passphrase = passphrase
        self.memoryLimit = memoryLimit
    }
}
