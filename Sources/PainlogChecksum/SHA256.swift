/// SHA-256 (FIPS 180-4) of a byte sequence, for migration checksums and the `rev` of an export's rows.
///
/// Written here rather than depending on swift-crypto: the hash of a few kilobytes of SQL does not
/// justify building BoringSSL in every CI run. Its own target so that the build tool that embeds
/// the migrations computes their checksums once, at build time, with the same code the tests check.
public enum SHA256 {
    private static let k: [UInt32] = [
        0x428a_2f98, 0x7137_4491, 0xb5c0_fbcf, 0xe9b5_dba5, 0x3956_c25b, 0x59f1_11f1, 0x923f_82a4, 0xab1c_5ed5,
        0xd807_aa98, 0x1283_5b01, 0x2431_85be, 0x550c_7dc3, 0x72be_5d74, 0x80de_b1fe, 0x9bdc_06a7, 0xc19b_f174,
        0xe49b_69c1, 0xefbe_4786, 0x0fc1_9dc6, 0x240c_a1cc, 0x2de9_2c6f, 0x4a74_84aa, 0x5cb0_a9dc, 0x76f9_88da,
        0x983e_5152, 0xa831_c66d, 0xb003_27c8, 0xbf59_7fc7, 0xc6e0_0bf3, 0xd5a7_9147, 0x06ca_6351, 0x1429_2967,
        0x27b7_0a85, 0x2e1b_2138, 0x4d2c_6dfc, 0x5338_0d13, 0x650a_7354, 0x766a_0abb, 0x81c2_c92e, 0x9272_2c85,
        0xa2bf_e8a1, 0xa81a_664b, 0xc24b_8b70, 0xc76c_51a3, 0xd192_e819, 0xd699_0624, 0xf40e_3585, 0x106a_a070,
        0x19a4_c116, 0x1e37_6c08, 0x2748_774c, 0x34b0_bcb5, 0x391c_0cb3, 0x4ed8_aa4a, 0x5b9c_ca4f, 0x682e_6ff3,
        0x748f_82ee, 0x78a5_636f, 0x84c8_7814, 0x8cc7_0208, 0x90be_fffa, 0xa450_6ceb, 0xbef9_a3f7, 0xc671_78f2,
    ]

    /// The digest as 64 lowercase hexadecimal digits.
    public static func hex<Bytes: Collection>(of bytes: Bytes) -> String where Bytes.Element == UInt8 {
        var out: [UInt8] = []
        out.reserveCapacity(64)
        appendHex(of: bytes, digits: 64, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// Appends the first `digits` (at most 64) lowercase hexadecimal digits of the digest to `out`.
    ///
    /// Without the copies of `hex(of:)`'s first version: an export computes one for every entry
    /// (its `rev`), so the message is read in place and the padding and the schedule live on the
    /// stack.
    public static func appendHex<Bytes: Collection>(of bytes: Bytes, digits: Int, to out: inout [UInt8])
    where Bytes.Element == UInt8 {
        let h =
            bytes.withContiguousStorageIfAvailable { digest(UnsafeRawBufferPointer($0)) }
            ?? Array(bytes).withUnsafeBytes { digest($0) }
        let hexDigits: StaticString = "0123456789abcdef"
        withUnsafeBytes(of: h) { words in
            hexDigits.withUTF8Buffer { hexDigits in
                for index in 0..<min(digits, 64) {
                    let word = words.load(fromByteOffset: index / 8 * 4, as: UInt32.self)
                    out.append(hexDigits[Int(word >> UInt32(28 - index % 8 * 4) & 0xF)])
                }
            }
        }
    }

    /// The eight words of a digest.
    private typealias Words = (UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32)

    /// The eight words of the digest of `message` (FIPS 180-4, 6.2).
    private static func digest(_ message: UnsafeRawBufferPointer) -> Words {
        var h: Words = (
            0x6a09_e667, 0xbb67_ae85, 0x3c6e_f372, 0xa54f_f53a, 0x510e_527f, 0x9b05_688c, 0x1f83_d9ab, 0x5be0_cd19
        )
        k.withUnsafeBufferPointer { k in
            withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { w in
                /// Mixes one 64-byte block into `h`.
                func compress(_ block: UnsafeRawBufferPointer) {
                    for i in 0..<16 {
                        let j = i &* 4
                        w[i] =
                            UInt32(block[j]) << 24 | UInt32(block[j &+ 1]) << 16 | UInt32(block[j &+ 2]) << 8
                            | UInt32(block[j &+ 3])
                    }
                    for i in 16..<64 {
                        let early = w[i &- 15]
                        let late = w[i &- 2]
                        let s0 = rotr(early, 7) ^ rotr(early, 18) ^ (early >> 3)
                        let s1 = rotr(late, 17) ^ rotr(late, 19) ^ (late >> 10)
                        w[i] = w[i &- 16] &+ s0 &+ w[i &- 7] &+ s1
                    }
                    var (a, b, c, d, e, f, g, hh) = h
                    for i in 0..<64 {
                        let s1 = rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)
                        let choice = (e & f) ^ (~e & g)
                        let t1 = hh &+ s1 &+ choice &+ k[i] &+ w[i]
                        let s0 = rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)
                        let majority = (a & b) ^ (a & c) ^ (b & c)
                        (hh, g, f, e, d, c, b, a) = (g, f, e, d &+ t1, c, b, a, t1 &+ s0 &+ majority)
                    }
                    h = (h.0 &+ a, h.1 &+ b, h.2 &+ c, h.3 &+ d, h.4 &+ e, h.5 &+ f, h.6 &+ g, h.7 &+ hh)
                }
                let whole = message.count / 64 * 64
                for offset in stride(from: 0, to: whole, by: 64) {
                    compress(UnsafeRawBufferPointer(rebasing: message[offset..<offset + 64]))
                }
                // The rest, then the padding (MessagePadding's, in place): one block, or two when
                // the length no longer fits after the rest.
                withUnsafeTemporaryAllocation(byteCount: 128, alignment: 8) { tail in
                    let rest = message.count - whole
                    let end = rest < 56 ? 64 : 128
                    tail.initializeMemory(as: UInt8.self, repeating: 0)
                    for i in 0..<rest { tail[i] = message[whole + i] }
                    tail[rest] = 0x80
                    let bitLength = UInt64(message.count) &* 8
                    for i in 0..<8 { tail[end - 1 - i] = UInt8(truncatingIfNeeded: bitLength >> UInt64(i * 8)) }
                    for offset in stride(from: 0, to: end, by: 64) {
                        compress(UnsafeRawBufferPointer(rebasing: tail[offset..<offset + 64]))
                    }
                }
            }
        }
        return h
    }

    private static func rotr(_ x: UInt32, _ n: UInt32) -> UInt32 { (x >> n) | (x << (32 - n)) }
}
