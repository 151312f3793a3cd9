/// SHA-1 (FIPS 180-4) of a byte sequence, for name-based UUIDs (RFC 9562 version 5) only.
///
/// SHA-1 is broken for collision resistance; a version 5 UUID needs it anyway, and an inbox line's
/// id only has to be the same in every diary that reads the line, not secret or unforgeable.
public enum SHA1 {
    /// The 20-byte digest.
    public static func digest<Bytes: Collection>(of bytes: Bytes) -> [UInt8] where Bytes.Element == UInt8 {
        let message = MessagePadding.padded(bytes)
        var h: [UInt32] = [0x6745_2301, 0xEFCD_AB89, 0x98BA_DCFE, 0x1032_5476, 0xC3D2_E1F0]
        var w = [UInt32](repeating: 0, count: 80)
        for chunk in stride(from: 0, to: message.count, by: 64) {
            MessagePadding.loadWords(of: message, at: chunk, into: &w)
            for i in 16..<80 { w[i] = rotl(w[i - 3] ^ w[i - 8] ^ w[i - 14] ^ w[i - 16], 1) }
            var (a, b, c, d, e) = (h[0], h[1], h[2], h[3], h[4])
            for i in 0..<80 {
                let (f, k): (UInt32, UInt32) =
                    switch i {
                    case 0..<20: ((b & c) | (~b & d), 0x5A82_7999)
                    case 20..<40: (b ^ c ^ d, 0x6ED9_EBA1)
                    case 40..<60: ((b & c) | (b & d) | (c & d), 0x8F1B_BCDC)
                    default: (b ^ c ^ d, 0xCA62_C1D6)
                    }
                let t = rotl(a, 5) &+ f &+ e &+ k &+ w[i]
                (e, d, c, b, a) = (d, c, rotl(b, 30), a, t)
            }
            h[0] &+= a
            h[1] &+= b
            h[2] &+= c
            h[3] &+= d
            h[4] &+= e
        }
        return h.flatMap { word in
            stride(from: 24, through: 0, by: -8).map { UInt8(truncatingIfNeeded: word >> UInt32($0)) }
        }
    }

    private static func rotl(_ x: UInt32, _ n: UInt32) -> UInt32 { (x << n) | (x >> (32 - n)) }
}

/// Name-based UUIDs (RFC 9562 section 5.5, version 5: SHA-1).
public enum NameBasedUUID {
    /// The version 5 UUID of `name` (its UTF-8 bytes) in `namespace` (a UUID in its usual text form),
    /// in lowercase text form; nil when `namespace` is not a UUID.
    public static func version5(namespace: String, name: String) -> String? {
        let hex = Array(namespace.utf8).filter { $0 != UInt8(ascii: "-") }
        guard hex.count == 32 else { return nil }
        var space: [UInt8] = []
        for i in stride(from: 0, to: 32, by: 2) {
            guard let high = nibble(hex[i]), let low = nibble(hex[i + 1]) else { return nil }
            space.append(high << 4 | low)
        }
        var bytes = Array(SHA1.digest(of: space + Array(name.utf8)).prefix(16))
        bytes[6] = (bytes[6] & 0x0F) | 0x50
        bytes[8] = (bytes[8] & 0x3F) | 0x80
        let digits = Array("0123456789abcdef")
        var text = ""
        for (index, byte) in bytes.enumerated() {
            if [4, 6, 8, 10].contains(index) { text.append("-") }
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0x0F)])
        }
        return text
    }

    private static func nibble(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
