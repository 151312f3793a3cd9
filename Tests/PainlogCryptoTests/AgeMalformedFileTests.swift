import Testing

@testable import PainlogCrypto

/// The malformed and hostile files the spec (and C2SP's CCTV cases) say a reader must refuse;
/// each is made here, from the spec.
@Suite struct AgeMalformedFileTests {
    let identity = AgeIdentity.generate()

    /// A header of `stanzas` with a valid MAC for `fileKey`, the payload nonce, and `plaintext`
    /// sealed as age does.
    func file(stanzas: [AgeStanza], fileKey: AgeFileKey, plaintext: [UInt8] = [1, 2, 3]) throws -> [UInt8] {
        var bytes = AgeHeader.encoded(stanzas: stanzas, fileKey: fileKey)
        let nonce = [UInt8](repeating: 7, count: 16)
        bytes += nonce
        bytes += PayloadSealer(fileKey: fileKey, nonce: nonce).seal(plaintext)
        return bytes
    }

    func valid(_ plaintext: [UInt8] = [1, 2, 3]) throws -> [UInt8] {
        try AgeTestSupport.encrypt(plaintext, to: .keys([identity.recipient]))
    }

    func refusal(_ file: [UInt8]) -> AgeError? {
        AgeTestSupport.refusal(file, identities: [identity])
    }

    @Test func aWrongKeyIsNoMatchingKey() throws {
        let error = AgeTestSupport.refusal(try valid(), identities: [AgeIdentity.generate()])
        #expect(error?.kind == .noMatchingKey)
        #expect(error?.reason.contains("not encrypted to this diary's identity") == true)
    }

    @Test func aChangedMACIsRefused() throws {
        var file = try valid()
        let mac = try #require(file.firstRange(of: Array("\n--- ".utf8)))
        file[mac.upperBound] = file[mac.upperBound] == UInt8(ascii: "A") ? UInt8(ascii: "B") : UInt8(ascii: "A")
        let error = refusal(file)
        #expect(error?.kind == .malformed)
        #expect(error?.reason.contains("MAC") == true)
    }

    @Test func aMissingMACIsRefused() throws {
        let file = try valid()
        let mac = try #require(file.firstRange(of: Array("\n--- ".utf8)))
        #expect(refusal(Array(file[..<mac.lowerBound]) + Array("\n".utf8))?.kind == .malformed)
        #expect(refusal(Array(file[..<mac.lowerBound]) + Array("\n---\n".utf8))?.kind == .malformed)
    }

    @Test func aChangedStanzaFailsTheMAC() throws {
        let fileKey = AgeFileKey.generate()
        let stanza = try X25519Stanza.make(for: identity.recipient, fileKey: fileKey)
        var file = try self.file(stanzas: [stanza, AgeStanza(arguments: ["grease"], body: [])], fileKey: fileKey)
        #expect(try AgeTestSupport.decrypt(file, identities: [identity]) == [1, 2, 3])
        let grease = try #require(file.firstRange(of: Array("grease".utf8)))
        file[grease.lowerBound] = UInt8(ascii: "G")
        #expect(refusal(file)?.reason.contains("MAC") == true)
    }

    @Test func aChangedPayloadByteIsRefused() throws {
        var file = try valid(AgeTestSupport.bytes(100_000))
        file[file.count - 40_000] ^= 1
        let error = refusal(file)
        #expect(error?.kind == .malformed)
        #expect(error?.reason.contains("does not verify") == true)
    }

    @Test func aTruncatedLastChunkIsRefused() throws {
        let file = try valid(AgeTestSupport.bytes(1000))
        #expect(refusal(Array(file.dropLast(1)))?.reason.contains("cut off") == true)
        #expect(refusal(Array(file.dropLast(1000)))?.kind == .malformed)
    }

    /// Cut exactly after a full chunk: the file would look complete if the reader did not demand
    /// the last-chunk flag.
    @Test func aFileCutAtAChunkEdgeIsRefused() throws {
        let file = try valid(AgeTestSupport.bytes(2 * AgeDecryptor.chunkSize + 10))
        let cut = Array(file.dropLast(10 + 16))
        #expect(refusal(cut)?.reason.contains("cut off") == true)
    }

    @Test func aFileWithoutPayloadIsRefused() throws {
        let file = try valid()
        #expect(refusal(Array(file.dropLast(3 + 16)))?.reason.contains("cut off") == true)
        #expect(refusal(Array(file.dropLast(3 + 16 + 16)))?.reason.contains("cut off") == true)
    }

    @Test func bytesAfterTheLastChunkAreRefused() throws {
        #expect(refusal(try valid() + [0])?.kind == .malformed)
    }

    @Test func anEmptyLastChunkAfterAFullOneIsRefused() throws {
        let fileKey = AgeFileKey.generate()
        let stanza = try X25519Stanza.make(for: identity.recipient, fileKey: fileKey)
        var bytes = AgeHeader.encoded(stanzas: [stanza], fileKey: fileKey)
        let nonce = [UInt8](repeating: 9, count: 16)
        bytes += nonce
        let sealer = PayloadSealer(fileKey: fileKey, nonce: nonce)
        bytes += sealer.sealChunk(AgeTestSupport.bytes(AgeDecryptor.chunkSize), counter: 0, last: false)
        bytes += sealer.sealChunk([], counter: 1, last: true)
        #expect(refusal(bytes)?.reason.contains("empty chunk") == true)
    }

    @Test func aNonCanonicalStanzaBodyIsRefused() throws {
        var file = try valid()
        // The X25519 body is 43 characters; its last one carries 2 unused bits, set here.
        let text = String(decoding: file.prefix(200), as: UTF8.self)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let bodyLine = lines[2]
        #expect(bodyLine.count == 43)
        let lastIndex = lines[0].utf8.count + lines[1].utf8.count + 2 + 42
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
        let value = try #require(alphabet.firstIndex(of: file[lastIndex]))
        file[lastIndex] = alphabet[value ^ 1]
        let error = refusal(file)
        #expect(error?.reason.contains("canonical base64") == true)
    }

    @Test func aPaddedStanzaBodyIsRefused() throws {
        let fileKey = AgeFileKey.generate()
        let stanza = try X25519Stanza.make(for: identity.recipient, fileKey: fileKey)
        var file = try self.file(stanzas: [stanza], fileKey: fileKey)
        let lines = String(decoding: file.prefix(200), as: UTF8.self).split(separator: "\n")
        let bodyEnd = lines[0].utf8.count + lines[1].utf8.count + lines[2].utf8.count + 2
        file.insert(UInt8(ascii: "="), at: bodyEnd)
        #expect(refusal(file)?.kind == .malformed)
    }

    @Test func aScryptStanzaBesideAnotherIsRefused() throws {
        let fileKey = AgeFileKey.generate()
        let scrypt = try ScryptStanza.make(passphrase: Array("pass".utf8), fileKey: fileKey, workFactor: 10)
        let x25519 = try X25519Stanza.make(for: identity.recipient, fileKey: fileKey)
        let file = try self.file(stanzas: [x25519, scrypt], fileKey: fileKey)
        let error = AgeTestSupport.refusal(file, identities: [identity], passphrase: "pass")
        #expect(error?.reason.contains("scrypt stanza beside another") == true)
        let twoScrypt = try self.file(stanzas: [scrypt, scrypt], fileKey: fileKey)
        #expect(AgeTestSupport.refusal(twoScrypt, passphrase: "pass")?.reason.contains("beside another") == true)
    }

    @Test func aScryptStanzaAloneOpensWithItsPassphrase() throws {
        let fileKey = AgeFileKey.generate()
        let scrypt = try ScryptStanza.make(passphrase: Array("pass".utf8), fileKey: fileKey, workFactor: 10)
        let file = try self.file(stanzas: [scrypt], fileKey: fileKey)
        #expect(try AgeTestSupport.decrypt(file, passphrase: "pass") == [1, 2, 3])
    }

    func scryptFile(workFactor: String) throws -> [UInt8] {
        let fileKey = AgeFileKey.generate()
        let made = try ScryptStanza.make(passphrase: Array("pass".utf8), fileKey: fileKey, workFactor: 10)
        let stanza = AgeStanza(arguments: ["scrypt", made.arguments[1], workFactor], body: made.body)
        return try file(stanzas: [stanza], fileKey: fileKey)
    }

    @Test(arguments: ["23", "30", "64", "99999999999999999999"])
    func aWorkFactorAbove22IsRefused(workFactor: String) throws {
        let error = AgeTestSupport.refusal(try scryptFile(workFactor: workFactor), passphrase: "pass")
        #expect(error?.kind == .tooExpensive)
        #expect(error?.reason.contains("at most 22") == true)
    }

    @Test(arguments: ["010", "0", "-1", "1e1", "+10"])
    func aWorkFactorNotInDecimalIsRefused(workFactor: String) throws {
        let error = AgeTestSupport.refusal(try scryptFile(workFactor: workFactor), passphrase: "pass")
        #expect(error?.kind == .malformed)
    }

    @Test func aWorkFactorNeedingMoreThanTheMemoryLimitIsRefusedNamingTheFigures() throws {
        let error = AgeTestSupport.refusal(try scryptFile(workFactor: "20"), passphrase: "pass", memoryLimit: 512 << 20)
        #expect(error?.kind == .tooExpensive)
        #expect(error?.reason.contains("1024 MiB") == true)
        #expect(error?.reason.contains("512 MiB") == true)
    }

    @Test func anUnknownStanzaAloneOpensWithNothing() throws {
        let fileKey = AgeFileKey.generate()
        let file = try self.file(
            stanzas: [AgeStanza(arguments: ["example.com/enigma", "x"], body: [1, 2])], fileKey: fileKey)
        #expect(refusal(file)?.kind == .noMatchingKey)
    }

    @Test func anAllZeroSharedSecretIsRefused() throws {
        let fileKey = AgeFileKey.generate()
        let lowOrder = AgeStanza(
            arguments: ["X25519", Base64.encode([UInt8](repeating: 0, count: 32), padded: false)],
            body: [UInt8](repeating: 1, count: 32))
        let file = try self.file(stanzas: [lowOrder], fileKey: fileKey)
        let error = refusal(file)
        #expect(error?.reason.contains("all-zero shared secret") == true)
    }

    @Test func anX25519StanzaWithTheWrongShapeIsRefused() throws {
        let fileKey = AgeFileKey.generate()
        let good = try X25519Stanza.make(for: identity.recipient, fileKey: fileKey)
        let extra = AgeStanza(arguments: good.arguments + ["more"], body: good.body)
        #expect(refusal(try file(stanzas: [extra], fileKey: fileKey))?.kind == .malformed)
        let shortBody = AgeStanza(arguments: good.arguments, body: Array(good.body.prefix(31)))
        #expect(refusal(try file(stanzas: [shortBody], fileKey: fileKey))?.reason.contains("31 bytes") == true)
    }

    @Test func anotherVersionAndOtherFilesAreRefused() {
        #expect(refusal(Array("age-encryption.org/v2\n".utf8))?.reason.contains("another version") == true)
        #expect(refusal(Array("hello\n".utf8))?.reason.contains("not an age file") == true)
        #expect(refusal([])?.kind == .malformed)
    }

    @Test func aHeaderWithoutStanzasIsRefused() {
        let header = Array("age-encryption.org/v1\n--- \(String(repeating: "A", count: 43))\n".utf8)
        #expect(refusal(header)?.reason.contains("without any recipient stanza") == true)
    }

    @Test func armorMustBeStrict() throws {
        let file = try AgeTestSupport.encrypt(AgeTestSupport.bytes(200), to: .keys([identity.recipient]), armor: true)
        let text = String(decoding: file, as: UTF8.self)
        #expect(try AgeTestSupport.decrypt(Array((text + "\n  \n").utf8), identities: [identity]).count == 200)
        #expect(
            try AgeTestSupport.decrypt(
                Array(text.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\r\n").utf8),
                identities: [identity]
            ).count == 200)
        // Junk after the end, a line rewrapped, a missing end line.
        #expect(refusal(Array((text + "junk\n").utf8))?.kind == .malformed)
        var lines = text.split(separator: "\n").map(String.init)
        let moved = String(lines[1].suffix(4))
        lines[1] = String(lines[1].dropLast(4))
        lines[2] = moved + lines[2]
        #expect(refusal(Array((lines.joined(separator: "\n") + "\n").utf8))?.kind == .malformed)
        #expect(refusal(Array(text.split(separator: "\n").dropLast().joined(separator: "\n").utf8))?.kind == .malformed)
    }
}

/// Seals a payload as age does, chunk by chunk, for files the tests put together by hand.
struct PayloadSealer {
    let fileKey: AgeFileKey
    let nonce: [UInt8]

    func seal(_ plaintext: [UInt8]) -> [UInt8] {
        sealChunk(plaintext, counter: 0, last: true)
    }

    func sealChunk(_ chunk: [UInt8], counter: UInt64, last: Bool) -> [UInt8] {
        AgePayloadChunk.seal(chunk[...], key: fileKey.payloadKey(nonce: nonce), counter: counter, last: last)
    }
}
