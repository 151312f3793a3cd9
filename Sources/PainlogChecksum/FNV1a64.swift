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

    /// The hash of `bytes`.
    @inlinable public static func hash<Bytes: Sequence>(_ bytes: Bytes) -> UInt64 where Bytes.Element == UInt8 {
        var fnv = FNV1a64()
        fnv.add(bytes)
        return fnv.value
    }

    /// Appends `value` as 16 lowercase hexadecimal digits to `out`.
    public static func appendHex(_ value: UInt64, to out: inout [UInt8]) {
        let hexDigits: StaticString = "0123456789abcdef"
        hexDigits.withUTF8Buffer { hexDigits in
            for index in stride(from: 60, through: 0, by: -4) {
                out.append(hexDigits[Int(value >> UInt64(index) & 0xF)])
            }
        }
    }
}
