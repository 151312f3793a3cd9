import Crypto
public import PainlogDomain

/// An age file's plaintext as a `ByteSource`, one 64 KiB chunk at a time: the header (and its MAC)
/// is checked when it is made, before any payload is read, and each chunk is handed out only once
/// its tag is verified; a file that ends without its last chunk throws at the end.
///
/// Reads binary and armored files alike (the armor is recognised by its first line).
public final class AgeDecryptor: ByteSource {
    static let chunkSize = 64 * 1024
    private static let tagSize = 16

    private let reader: ByteReader
    private let payloadKey: SymmetricKey
    private var counter: UInt64 = 0
    private var finished = false

    /// Opens `source`, reading and checking its header with `keys`.
    ///
    /// Throws an `AgeError`, or what the passphrase closure throws.
    public init(source: any ByteSource, keys: AgeDecryptionKeys) throws {
        let first: [UInt8]
        let plain = ByteReader(source)
        do { first = try plain.peek(AgeArmor.beginLine.count) } catch {
            throw AgeError.malformed("could not be read: \(error)")
        }
        reader = first == AgeArmor.beginLine ? ByteReader(AgeArmorDecoder(plain)) : plain
        let header = try AgeHeader.read(from: reader)
        let fileKey = try Self.fileKey(header: header, keys: keys)
        guard fileKey.isValidHeaderMAC(header.mac, for: header.authenticated) else {
            throw AgeError.malformed("has a header whose MAC does not match (the header was changed)")
        }
        let nonce: [UInt8]
        do { nonce = try reader.read(16) } catch { throw AgeError.malformed("could not be read: \(error)") }
        guard nonce.count == 16 else { throw AgeError.malformed("is cut off before its payload") }
        payloadKey = fileKey.payloadKey(nonce: nonce)
    }

    /// How many first bytes `isAgeFile(beginning:)` needs.
    public static let recognisedPrefixLength = AgeArmor.beginLine.count

    /// Whether `bytes` begin as an age file, binary or armored.
    public static func isAgeFile(beginning bytes: [UInt8]) -> Bool {
        bytes.starts(with: Array("age-encryption.org/".utf8)) || bytes.starts(with: AgeArmor.beginLine)
    }

    private static func fileKey(header: AgeHeader, keys: AgeDecryptionKeys) throws -> AgeFileKey {
        let scrypt = header.stanzas.filter { $0.type == ScryptStanza.type }
        if !scrypt.isEmpty {
            guard header.stanzas.count == 1 else {
                throw AgeError.malformed("has a scrypt stanza beside another stanza (a passphrase must stand alone)")
            }
            guard let passphrase = try keys.passphrase() else {
                throw AgeError(.noMatchingKey, "is encrypted with a passphrase, and none was given")
            }
            return try ScryptStanza.unwrap(scrypt[0], passphrase: passphrase, memoryLimit: keys.memoryLimit)
        }
        for stanza in header.stanzas where stanza.type == X25519Stanza.type {
            for identity in keys.identities {
                if let fileKey = try X25519Stanza.unwrap(stanza, with: identity) { return fileKey }
            }
        }
        if keys.identities.isEmpty {
            throw AgeError(.noMatchingKey, "is encrypted to a key, and there is no identity to open it")
        }
        throw AgeError(.noMatchingKey, "is not encrypted to this diary's identity (no stanza opens with it)")
    }

    /// The next chunk of plaintext; empty at the end.
    ///
    /// Throws on a bad tag, a cut-off file or
    /// anything after the last chunk.
    public func nextChunk() throws -> [UInt8] {
        guard !finished else { return [] }
        let sealed = try reader.read(Self.chunkSize + Self.tagSize)
        guard sealed.count >= Self.tagSize else {
            throw AgeError.malformed("is cut off (its last chunk is missing)")
        }
        let last = try sealed.count < Self.chunkSize + Self.tagSize || reader.isAtEnd()
        if last && sealed.count == Self.tagSize && counter > 0 {
            throw AgeError.malformed("ends with an empty chunk, which age never writes")
        }
        guard let plaintext = open(sealed, last: last) else {
            throw AgeError.malformed(
                last
                    ? "is cut off or changed (its last chunk does not verify)"
                    : "was changed (chunk \(counter + 1) does not verify)")
        }
        counter += 1
        finished = last
        return plaintext
    }

    private func open(_ sealed: [UInt8], last: Bool) -> [UInt8]? {
        AgePayloadChunk.open(sealed, key: payloadKey, counter: counter, last: last)
    }
}
