/// An age X25519 recipient, `age1…`: the public key a file is encrypted to.
public struct AgeRecipient: Sendable, Hashable {
    /// The 32-byte X25519 public key.
    let publicKey: [UInt8]

    init(publicKey: [UInt8]) {
        self.publicKey = publicKey
    }

    /// Reads `age1…`; refuses post-quantum, tagged and plugin recipients by name, as painlog writes
    /// only what Debian's age 1.1 reads.
    public init(parsing text: String) throws(AgeError) {
        let lower = text.lowercased()
        if lower.hasPrefix("age1pq1") {
            throw AgeError(
                .badKey, "\(AgeError.quoted(text)) is a post-quantum recipient; painlog writes X25519 (age1…) only")
        }
        if lower.hasPrefix("age1tag") {
            throw AgeError(
                .badKey, "\(AgeError.quoted(text)) is a hardware-key recipient; painlog writes X25519 (age1…) only")
        }
        // A plugin's recipient is `age1<name>1…`: its separator is not the `1` of `age1`.
        if lower.hasPrefix("age1"), let separator = lower.lastIndex(of: "1"),
            lower.distance(from: lower.startIndex, to: separator) > 3
        {
            throw AgeError(
                .badKey, "\(AgeError.quoted(text)) is a plugin recipient; painlog writes X25519 (age1…) only")
        }
        guard let decoded = Bech32.decode(text), decoded.humanReadablePart == "age", decoded.bytes.count == 32 else {
            throw AgeError(
                .badKey, "\(AgeError.quoted(text)) is not an age recipient (age1 and 58 more letters and digits)")
        }
        publicKey = decoded.bytes
    }

    /// `age1…`, in lower case as age prints it.
    public var text: String { Bech32.encode(prefix: "age", bytes: publicKey) }
}
