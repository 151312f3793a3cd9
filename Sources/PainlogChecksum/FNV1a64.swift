/// The 64-bit FNV-1a hash (Fowler, Noll, Vo): a few instructions a byte, for telling whether bytes
/// changed (an export row's `rev`, a sync file's fingerprint, a stamped field's digest); not a
/// defence against anyone who wants a collision.
public struct FNV1a64: Sendable, Equatable {
    /// The hash of the bytes added so far.
    public var value: UInt64 = 0xCBF2_9CE4_8422_2325

    public init() {}

    /// Adds `bytes` to the hash.
    @inlinable public mutating func add<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8 {
        var hash = value
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        value = hash
    }

    /// Adds one byte to the hash.
    @inlinable public mutating func add(byte: UInt8) {
        value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
    }

    /// Adds the decimal digits of `number` (not negative) to the hash, as the bytes of its text
    /// would be, without writing the text anywhere.
    @inlinable public mutating func add(decimal number: Int) {
        var unit = 1
        while unit <= number / 10 { unit &*= 10 }
        var rest = number
        repeat {
            add(byte: UInt8(truncatingIfNeeded: rest / unit) &+ UInt8(ascii: "0"))
            rest %= unit
            unit /= 10
        } while unit > 0
    }

    /// The hash of `bytes`.
    @inlinable public static func hash<Bytes: Sequence>(_ bytes: Bytes) -> UInt64 where Bytes.Element == UInt8 {
        var fnv = FNV1a64()
        fnv.add(bytes)
        return fnv.value
    }

    /// Writes `value` as 16 lowercase hexadecimal digits into the first 16 bytes of `buffer`.
    @inlinable public static func writeHex(_ value: UInt64, into buffer: UnsafeMutableBufferPointer<UInt8>) {
        for index in 0..<16 {
            let nibble = UInt8(truncatingIfNeeded: value >> UInt64(60 - 4 * index)) & 0xF
            buffer[index] = nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "a") - 10 + nibble
        }
    }

    /// Appends `value` as 16 lowercase hexadecimal digits to `out`.
    ///
    /// The digits are worked out on the stack and appended in one copy: an export writes one rev a row.
    public static func appendHex(_ value: UInt64, to out: inout [UInt8]) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 16) { buffer in
            writeHex(value, into: buffer)
            out.append(contentsOf: UnsafeBufferPointer(buffer))
        }
    }
}
