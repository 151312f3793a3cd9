import Testing

@testable import PainlogCrypto

@Suite struct AgeIdentityFileTests {
    @Test func readsWhatItWrites() throws {
        let identity = AgeIdentity.generate()
        let text = AgeIdentityFile.contents(of: identity, created: "2026-11-28T05:00:00Z")
        #expect(text.hasPrefix("# created: 2026-11-28T05:00:00Z\n# public key: age1"))
        #expect(try AgeIdentityFile.identities(in: Array(text.utf8)) == [identity])
    }

    @Test func readsSeveralIdentitiesCommentsBlankLinesAndCRLF() throws {
        let first = AgeIdentity.generate()
        let second = AgeIdentity.generate()
        let text = "# one\r\n\(first.text)\r\n\n   # indented comment\n\(second.text)"
        #expect(try AgeIdentityFile.identities(in: Array(text.utf8)) == [first, second])
    }

    @Test(arguments: [
        ("AGE-PLUGIN-YUBIKEY-1QQQQQQ\n", "plugin identity"),
        ("AGE-SECRET-KEY-PQ-1XX76JRALNLXDMEW0CRK45QMCCH4X06SE84UN3VPM33W6HWDX0H3SK3ZQFR\n", "post-quantum"),
        ("age-encryption.org/v1\n-> scrypt abc 18\n", "passphrase-protected"),
        ("-----BEGIN AGE ENCRYPTED FILE-----\nYWdl\n", "passphrase-protected"),
        ("# nothing here\n\n", "holds no identity"),
        ("hello\n", "not an age identity"),
    ])
    func refusesWhatItCannotUseByName(text: String, naming: String) {
        let error = #expect(throws: AgeError.self) { try AgeIdentityFile.identities(in: Array(text.utf8)) }
        #expect(error?.reason.contains(naming) == true, "\(String(describing: error))")
        #expect(error?.kind == .badKey)
    }
}
