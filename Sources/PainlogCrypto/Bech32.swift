/// Bech32 (BIP 173) without its 90-character limit, as age spells keys.
///
/// `age1…` recipients and `AGE-SECRET-KEY-1…` identities. All upper or all lower case; the checksum is over the lower case.
enum Bech32 {
    private static let charset = Array("qpzry9x8gf2tvdw0s3jn54khce6mua7l".utf8)
    private static let generator: [UInt32] = [0x3b6a_57b2, 0x2650_8e6d, 0x1ea1_19fa, 0x3d42_33dd, 0x2a14_62b3]

    /// The human-readable part and the bytes of `text`, or nil if it is not valid Bech32.
    static func decode(_ text: String) -> (humanReadablePart: String, bytes: [UInt8])? {
        let characters = Array(text.utf8)
        guard characters.allSatisfy({ (33...126).contains($0) }) else { return nil }
        let hasLower = characters.contains { (97...122).contains($0) }
        let hasUpper = characters.contains { (65...90).contains($0) }
        guard !(hasLower && hasUpper) else { return nil }
        let lower = characters.map { (65...90).contains($0) ? $0 + 32 : $0 }
        guard let separator = lower.lastIndex(of: UInt8(ascii: "1")), separator >= 1,
            separator + 7 <= lower.count
        else { return nil }
        let prefix = Array(lower[..<separator])
        var data: [UInt8] = []
        for character in lower[(separator + 1)...] {
            guard let value = charset.firstIndex(of: character) else { return nil }
            data.append(UInt8(value))
        }
        guard polymod(expand(prefix) + data) == 1 else { return nil }
        guard let bytes = regroup(Array(data.dropLast(6)), from: 5, to: 8, pad: false) else { return nil }
        return (String(decoding: prefix, as: UTF8.self), bytes)
    }

    /// `bytes` under the human-readable part `prefix`, in lower case (the caller upper-cases an identity).
    static func encode(prefix: String, bytes: [UInt8]) -> String {
        let prefixBytes = Array(prefix.lowercased().utf8)
        // Always succeeds with padding.
        let data = regroup(bytes, from: 8, to: 5, pad: true) ?? []
        let checksumInput = expand(prefixBytes) + data + [0, 0, 0, 0, 0, 0]
        let checksum = polymod(checksumInput) ^ 1
        let checksumValues = (0..<6).map { UInt8(truncatingIfNeeded: checksum >> (5 * (5 - UInt32($0))) & 31) }
        let encoded = (data + checksumValues).map { charset[Int($0)] }
        return String(decoding: prefixBytes + [UInt8(ascii: "1")] + encoded, as: UTF8.self)
    }

    private static func polymod(_ values: [UInt8]) -> UInt32 {
        var checksum: UInt32 = 1
        for value in values {
            let top = checksum >> 25
            checksum = (checksum & 0x1ff_ffff) << 5 ^ UInt32(value)
            for index in 0..<5 where (top >> UInt32(index)) & 1 == 1 {
                checksum ^= generator[index]
            }
        }
        return checksum
    }

    private static func expand(_ prefix: [UInt8]) -> [UInt8] {
        prefix.map { $0 >> 5 } + [0] + prefix.map { $0 & 31 }
    }

    /// Regroups bits; without `pad`, leftover bits must be fewer than `from` and zero (BIP 173).
    private static func regroup(_ values: [UInt8], from: Int, to: Int, pad: Bool) -> [UInt8]? {
        var accumulator = 0
        var bits = 0
        var output: [UInt8] = []
        let maximum = (1 << to) - 1
        for value in values {
            guard Int(value) >> from == 0 else { return nil }
            accumulator = accumulator << from | Int(value)
            bits += from
            while bits >= to {
                bits -= to
                output.append(UInt8(accumulator >> bits & maximum))
            }
            accumulator &= (1 << bits) - 1
        }
        if pad {
            if bits > 0 { output.append(UInt8(accumulator << (to - bits) & maximum)) }
        } else if bits >= from || accumulator != 0 {
            return nil
        }
        return output
    }
}
