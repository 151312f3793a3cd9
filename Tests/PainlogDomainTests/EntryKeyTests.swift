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

    /// The digits are read byte by byte for an ASCII uid (issue 37's start-up work) and by Unicode's
    /// lowercasing otherwise: both give what `lowercased()` without dashes gives.
    @Test(arguments: [
        "3F2A9C1E-5A4D-4E8F-9B1A-2C3D4E5F6A7B", "3f2a9c1e-5a4d-4e8f-9b1a-2c3d4e5f6a7b", "--ab-CD--", "",
        "ÄBC-dé-F", "Straße-ΣΑ-1",
    ])
    func theDigitsAreTheLowercasedUIDWithoutDashes(uid: String) {
        let expected = String(String.UnicodeScalarView(uid.lowercased().unicodeScalars.filter { $0 != "-" }))
        #expect(EntryKey.digits(of: uid) == expected)
        for length in [0, 1, 3, 8, 11, 40] {
            #expect(EntryKey.key(of: uid, length: length) == String(expected.prefix(length)))
        }
        // A neighbour with the same digits shares all of them: the key is the whole uid.
        let length = EntryKey.length(of: uid, neighbours: [uid.lowercased()])
        #expect(length == max(expected.utf8.count, EntryKey.shortestKey))
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
