import PainlogChecksum
import Testing

@Suite struct SHA1Tests {
    private static func hex(_ bytes: [UInt8]) -> String {
        bytes.map { byte in
            let digits = Array("0123456789abcdef")
            return String([digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]])
        }.joined()
    }

    /// FIPS 180-4's examples, and a message longer than one block.
    @Test func digestsMatchTheStandardsExamples() {
        #expect(Self.hex(SHA1.digest(of: [UInt8]())) == "da39a3ee5e6b4b0d3255bfef95601890afd80709")
        #expect(Self.hex(SHA1.digest(of: Array("abc".utf8))) == "a9993e364706816aba3e25717850c26c9cd0d89d")
        #expect(
            Self.hex(SHA1.digest(of: Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8)))
                == "84983e441c3bd26ebaae4aa1f95129e5e54670f1")
        #expect(
            Self.hex(SHA1.digest(of: Array(String(repeating: "a", count: 1000).utf8)))
                == "291e9a6c66994949b57ba5e650361e98fc36b1ba")
    }

    /// Python's `uuid.uuid5(uuid.NAMESPACE_DNS, "python.org")`, the usual check of an implementation.
    @Test func version5UUIDsMatchOtherImplementations() {
        #expect(
            NameBasedUUID.version5(namespace: "6ba7b810-9dad-11d1-80b4-00c04fd430c8", name: "python.org")
                == "886313e1-3b8a-5372-9b90-0c9aee199e5d")
        #expect(NameBasedUUID.version5(namespace: "not a uuid", name: "x") == nil)
    }
}
