import Crypto

/// The MAC that ends an encrypted sync file's plaintext (docs/encryption.md, *The sync folder*):
/// HMAC-SHA-256 over every byte before the last line, keyed by HKDF-SHA-256 of the first
/// identity's X25519 secret (empty salt, info `painlog sync hmac v1`).
///
/// age alone does not authenticate the sender: anyone who knows a recipient can write a file for
/// it. Only a holder of the identity can compute this MAC, so a file that has it was written by
/// one of the person's own computers.
public struct SyncFileSeal {
    /// HKDF's info for the MAC key.
    public static let info = "painlog sync hmac v1"
    /// The plaintext is padded to a multiple of this many bytes (one age chunk).
    public static let blockSize = 64 * 1024
    /// The last line before its hex digits and after them.
    private static let linePrefix = Array(#"{"type": "mac", "hmac": ""#.utf8)
    private static let lineSuffix = Array("\"}\n".utf8)
    /// The length of the last line, line feed included.
    public static let lineLength = linePrefix.count + 64 + lineSuffix.count

    private var hmac: HMAC<SHA256>

    /// A MAC keyed for `identity`.
    public init(identity: AgeIdentity) {
        hmac = HMAC<SHA256>(key: SymmetricKey(data: identity.derivedKey(info: Self.info)))
    }

    /// Adds bytes of the plaintext before the last line.
    public mutating func add(_ bytes: some Collection<UInt8>) {
        hmac.update(data: Array(bytes))
    }

    /// The `\n` bytes that pad `count` bytes of records so that, with the last line, the whole is
    /// a multiple of `blockSize` (never empty).
    public static func padding(after count: Int) -> [UInt8] {
        let remainder = (count + lineLength) % blockSize
        return [UInt8](repeating: UInt8(ascii: "\n"), count: remainder == 0 ? 0 : blockSize - remainder)
    }

    /// The last line, for what was added.
    public func line() -> [UInt8] {
        let code = Array(hmac.finalize())
        return Self.linePrefix + Array(Self.hex(code).utf8) + Self.lineSuffix
    }

    /// Whether `line` has the form of the last line (whatever its MAC).
    public static func isLine(_ line: some Collection<UInt8>) -> Bool {
        let bytes = Array(line)
        return bytes.count == lineLength && bytes.starts(with: linePrefix) && bytes.suffix(3) == lineSuffix[...]
    }

    /// Whether `line` is the last line for what was added (compared in constant time).
    public func isValid(line: some Collection<UInt8>) -> Bool {
        let bytes = Array(line)
        guard Self.isLine(bytes) else { return false }
        let digits = bytes[Self.linePrefix.count..<(Self.linePrefix.count + 64)]
        guard let code = Self.bytes(hex: digits) else { return false }
        // swift-crypto compares a MAC in constant time.
        return hmac.finalize() == code
    }

    /// A fingerprint of a set of recipients (order and repeats aside): whether the files were
    /// sealed for the same set as now.
    public static func recipientsFingerprint(_ recipients: [AgeRecipient]) -> String {
        let texts = Set(recipients.map(\.text)).sorted().joined(separator: "\n")
        return hex(Array(SHA256.hash(data: Array(texts.utf8)))).prefix(32).description
    }

    private static func hex(_ bytes: [UInt8]) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count * 2)
        for byte in bytes {
            out.append(digits[Int(byte >> 4)])
            out.append(digits[Int(byte & 0x0F)])
        }
        return String(decoding: out, as: UTF8.self)
    }

    private static func bytes(hex: ArraySlice<UInt8>) -> [UInt8]? {
        func value(_ digit: UInt8) -> UInt8? {
            switch digit {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit - UInt8(ascii: "a") + 10
            default: nil
            }
        }
        var out: [UInt8] = []
        var index = hex.startIndex
        while index < hex.endIndex {
            guard let high = value(hex[index]), let low = value(hex[index + 1]) else { return nil }
            out.append(high << 4 | low)
            index += 2
        }
        return out
    }
}
