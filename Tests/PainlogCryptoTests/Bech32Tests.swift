import Testing

@testable import PainlogCrypto

@Suite struct Bech32Tests {
    /// The spec's example identity (32 bytes of 0x42) and the recipient `age-keygen -y` gives for it.
    static let specIdentity = "AGE-SECRET-KEY-1GFPYYSJZGFPYYSJZGFPYYSJZGFPYYSJZGFPYYSJZGFPYYSJZGFPQ4EGAEX"

    @Test func theSpecsIdentityDecodesToItsBytes() throws {
        let identity = try AgeIdentity(parsing: Self.specIdentity)
        #expect(identity.secret == [UInt8](repeating: 0x42, count: 32))
        #expect(identity.text == Self.specIdentity)
    }

    @Test func aRecipientRoundTrips() throws {
        let identity = AgeIdentity.generate()
        let text = identity.recipient.text
        #expect(text.hasPrefix("age1") && text.count == 62)
        #expect(try AgeRecipient(parsing: text) == identity.recipient)
        #expect(try AgeRecipient(parsing: text.uppercased()) == identity.recipient)
    }

    @Test func aChangedLetterFailsTheChecksum() throws {
        var letters = Array(AgeIdentity.generate().recipient.text)
        letters[10] = letters[10] == "q" ? "p" : "q"
        #expect(throws: AgeError.self) { try AgeRecipient(parsing: String(letters)) }
    }

    @Test func mixedCaseIsRefused() {
        let text = AgeIdentity.generate().recipient.text
        let mixed = text.prefix(5).uppercased() + text.dropFirst(5)
        #expect(Bech32.decode(mixed) == nil)
    }

    @Test(arguments: [
        ("age1pq1qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqq", "post-quantum"),
        ("age1tag1qt8lw0ual6avlwmwatk888yqnmdamm7xfd0wak53ut6elz5c4swx2yqdj4e", "hardware-key"),
        ("age1yubikey1qwt50d05nh5vutpdzmlg5wn80xq5negm4uj9ghv0snvdd3yysf5yw3rhl3t", "plugin"),
        ("nonsense", "not an age recipient"),
    ])
    func otherRecipientsAreRefusedByName(text: String, naming: String) throws {
        let error = try #require(throws: AgeError.self) { try AgeRecipient(parsing: text) }
        #expect(error.reason.contains(naming))
    }

    @Test func anIdentityInLowerCaseIsNotAnIdentity() {
        #expect(throws: AgeError.self) { try AgeIdentity(parsing: Self.specIdentity.lowercased()) }
    }
}
