import PainlogChecksum
import Testing

@Suite struct SHA256Tests {
    struct Vector: Sendable, CustomTestStringConvertible {
        let label: String
        let message: [UInt8]
        let digest: String
        var testDescription: String { label }
    }

    static func repeated(_ byte: Character, _ count: Int) -> [UInt8] {
        Array(String(repeating: byte, count: count).utf8)
    }

    /// FIPS 180-4 examples, plus lengths either side of the 56-byte point where the length no
    /// longer fits in the last block, and of the 64-byte block size.
    @Test(arguments: [
        Vector(
            label: "empty", message: [],
            digest: "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        Vector(
            label: "abc", message: Array("abc".utf8),
            digest: "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        Vector(
            label: "448-bit FIPS message",
            message: Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8),
            digest: "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"),
        Vector(
            label: "55 bytes", message: repeated("a", 55),
            digest: "9f4390f8d30c2dd92ec9f095b65e2b9ae9b0a925a5258e241c9f1e910f734318"),
        Vector(
            label: "56 bytes", message: repeated("a", 56),
            digest: "b35439a4ac6f0948b6d6f9e3c6af0f5f590ce20f1bde7090ef7970686ec6738a"),
        Vector(
            label: "63 bytes", message: repeated("a", 63),
            digest: "7d3e74a05d7db15bce4ad9ec0658ea98e3f06eeecf16b4c6fff2da457ddc2f34"),
        Vector(
            label: "64 bytes", message: repeated("a", 64),
            digest: "ffe054fe7ae0cb6dc65c3af9b61d5209f439851db43d0ba5997337df154668eb"),
        Vector(
            label: "65 bytes", message: repeated("a", 65),
            digest: "635361c48bb9eab14198e76ea8ab7f1a41685d6ad62aa9146d301d4f17eb0ae0"),
        Vector(
            label: "120 bytes", message: repeated("a", 120),
            digest: "2f3d335432c70b580af0e8e1b3674a7c020d683aa5f73aaaedfdc55af904c21c"),
        Vector(
            label: "every byte value", message: (0...255).map { UInt8($0) },
            digest: "40aff2e9d2d8922e47afd4648e6967497158785fbd1da870e7110266bf944880"),
        Vector(
            label: "non-ASCII UTF-8", message: Array("Rücken 😖".utf8),
            digest: "d0696b0aa16cf203a0339223b0ecc9c92a35895a06d1b3a32b755f2144cc6434"),
    ])
    func matchesKnownDigests(vector: Vector) {
        #expect(SHA256.hex(of: vector.message) == vector.digest)
    }

    @Test func hashesOneMillionAs() {
        let message = [UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000)
        #expect(SHA256.hex(of: message) == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    @Test func hashesAStringsUTF8View() {
        #expect(SHA256.hex(of: "abc".utf8) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    }
}
