/// The padding SHA-1 and SHA-256 both put after a message (FIPS 180-4, 5.1.1): a 1 bit, zeros to
/// 56 bytes past a multiple of 64, then the message's length in bits as a big-endian 64-bit number.
enum MessagePadding {
    static func padded<Bytes: Collection>(_ bytes: Bytes) -> [UInt8] where Bytes.Element == UInt8 {
        var message = Array(bytes)
        let bitLength = UInt64(message.count) &* 8
        message.append(0x80)
        while message.count % 64 != 56 { message.append(0) }
        for shift in stride(from: 56, through: 0, by: -8) {
            message.append(UInt8(truncatingIfNeeded: bitLength >> UInt64(shift)))
        }
        return message
    }

    /// The 16 big-endian 32-bit words of the 64-byte block at `chunk`, into `w[0..<16]`.
    static func loadWords(of message: [UInt8], at chunk: Int, into w: inout [UInt32]) {
        for i in 0..<16 {
            let j = chunk + i * 4
            w[i] =
                UInt32(message[j]) << 24 | UInt32(message[j + 1]) << 16 | UInt32(message[j + 2]) << 8
                | UInt32(message[j + 3])
        }
    }
}
