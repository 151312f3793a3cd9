import PainlogDomain
import Testing

@Suite struct EntryKeyTests {
    @Test func aKeyIsEightDigitsWhenNoNeighbourSharesThem() {
        let uid = "3f2a9c1e-5a4d-4e8f-9b1a-2c3d4e5f6a7b"
        #expect(EntryKey.length(of: uid, neighbours: []) == 8)
        #expect(EntryKey.length(of: uid, neighbours: ["3f2a0000-0000-4000-8000-000000000000"]) == 8)
        #expect(EntryKey.key(of: uid, length: 8) == "3f2a9c1e")
    }

    @Test func aSharedPrefixLengthensTheKeyPastIt() {
        let uid = "3f2a9c1e-5a4d-4e8f-9b1a-2c3d4e5f6a7b"
        // Ten digits shared (the dash is not a digit): the key takes eleven.
        let length = EntryKey.length(of: uid, neighbours: ["3f2a9c1e-5a00-4e8f-9b1a-2c3d4e5f6a7b"])
        #expect(length == 11)
        #expect(EntryKey.key(of: uid, length: length) == "3f2a9c1e5a4")
    }

    @Test func theUIDPrefixPutsTheDashesBack() {
        #expect(EntryKey.uidPrefix(ofDigits: "3f2a") == "3f2a")
        #expect(EntryKey.uidPrefix(ofDigits: "3f2a9c1e") == "3f2a9c1e")
        #expect(EntryKey.uidPrefix(ofDigits: "3f2a9c1e5a") == "3f2a9c1e-5a")
        #expect(EntryKey.uidPrefix(ofDigits: "3f2a9c1e5a4d4e8f9b") == "3f2a9c1e-5a4d-4e8f-9b")
    }

    @Test(arguments: [
        ("@3f2a", "3f2a"), ("@1234", "1234"), ("3f2a9c1e", "3f2a9c1e"), ("@3F2A-9C1E", "3f2a9c1e"),
        ("abcd", "abcd"), ("3f2a9c1e-5a4d-4e8f-9b1a-2c3d4e5f6a7b", "3f2a9c1e5a4d4e8f9b1a2c3d4e5f6a7b"),
        ("@12-34", "1234"),
    ])
    func aTypedKeyIsItsDigits(text: String, digits: String) {
        #expect(EntryKey.typedPrefix(text) == digits)
    }

    @Test(arguments: [
        "1234", "12345678", "@abc", "abc", "@", "@3f2g", "3f2a 9c1e", "#3f2a", "@@3f2a", "xyzw", "",
        "@3f2a9c1e5a4d4e8f9b1a2c3d4e5f6a7b0",
    ])
    func otherTextIsNoKey(text: String) {
        #expect(EntryKey.typedPrefix(text) == nil)
    }
}
