/// Base64 as age writes it (RFC 4648 section 4): unpadded in the header, padded in the armor, and
/// only ever canonical — a decoder that accepted two spellings of one value would make the file
/// malleable.
enum Base64 {
    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    private static let values: [Int8] = {
        var table = [Int8](repeating: -1, count: 256)
        for (index, character) in alphabet.enumerated() { table[Int(character)] = Int8(index) }
        return table
    }()

    /// The encoding of `bytes`, with `=` padding when `padded`.
    static func encode(_ bytes: some Collection<UInt8>, padded: Bool) -> String {
        String(decoding: encodeBytes(bytes, padded: padded), as: UTF8.self)
    }

    /// The encoding of `bytes` as ASCII bytes.
    static func encodeBytes(_ bytes: some Collection<UInt8>, padded: Bool) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity((bytes.count + 2) / 3 * 4)
        var iterator = bytes.makeIterator()
        while let first = iterator.next() {
            let second = iterator.next()
            let third = second == nil ? nil : iterator.next()
            let group = UInt32(first) << 16 | UInt32(second ?? 0) << 8 | UInt32(third ?? 0)
            output.append(alphabet[Int(group >> 18 & 63)])
            output.append(alphabet[Int(group >> 12 & 63)])
            if second != nil {
                output.append(alphabet[Int(group >> 6 & 63)])
            } else if padded {
                output.append(UInt8(ascii: "="))
            }
            if third != nil {
                output.append(alphabet[Int(group & 63)])
            } else if padded {
                output.append(UInt8(ascii: "="))
            }
        }
        return output
    }

    /// The bytes `text` encodes, or nil unless it is canonical base64: unpadded (no `=` at all)
    /// unless `padded`, then with exactly the padding its length needs; unused low bits zero.
    static func decode(_ text: some Collection<UInt8>, padded: Bool) -> [UInt8]? {
        var characters = Array(text)
        if padded {
            guard characters.count % 4 == 0 else { return nil }
            var padding = 0
            while padding < 2, characters.last == UInt8(ascii: "=") {
                characters.removeLast()
                padding += 1
            }
            guard (characters.count + padding) % 4 == 0, padding == (4 - characters.count % 4) % 4 else {
                return nil
            }
        }
        if characters.count % 4 == 1 { return nil }
        var output: [UInt8] = []
        output.reserveCapacity(characters.count * 3 / 4)
        var accumulator: UInt32 = 0
        var bits = 0
        for character in characters {
            let value = values[Int(character)]
            guard value >= 0 else { return nil }
            accumulator = accumulator << 6 | UInt32(value)
            bits += 6
            if bits >= 8 {
                bits -= 8
                output.append(UInt8(truncatingIfNeeded: accumulator >> UInt32(bits)))
                accumulator &= (1 << UInt32(bits)) - 1
            }
        }
        // Canonical: the bits left over after the last whole byte are zero.
        guard accumulator == 0 else { return nil }
        return output
    }
}
