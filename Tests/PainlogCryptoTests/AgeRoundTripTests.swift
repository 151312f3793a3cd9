import PainlogTestSupport
import Testing

@testable import PainlogCrypto

@Suite struct AgeRoundTripTests {
    static let chunk = AgeDecryptor.chunkSize

    /// decrypt(encrypt(x)) == x for lengths around the 64 KiB chunk edges, read back in chunks of
    /// several sizes.
    @Test(arguments: [
        0, 1, 15, 16, 17, chunk - 1, chunk, chunk + 1, 2 * chunk - 1, 2 * chunk, 2 * chunk + 1, 3 * chunk + 7,
    ])
    func roundTripsAroundChunkEdges(count: Int) throws {
        let identity = AgeIdentity.generate()
        let plaintext = AgeTestSupport.bytes(count, seed: UInt64(count))
        let file = try AgeTestSupport.encrypt(plaintext, to: .keys([identity.recipient]))
        for chunk in [1, 4096, 70_000] where chunk > 1 || count < 1000 {
            #expect(try AgeTestSupport.decrypt(file, identities: [identity], chunk: chunk) == plaintext)
        }
    }

    /// Random lengths within a few bytes of a chunk edge (seeded).
    @Test func roundTripsRandomLengthsNearTheEdges() throws {
        var random = SplitMix64(seed: 43)
        let identity = AgeIdentity.generate()
        for _ in 0..<12 {
            let count = Int(random.next() % 3) * Self.chunk + Int(random.next() % 33) - 16
            let plaintext = AgeTestSupport.bytes(max(0, count), seed: random.next())
            let file = try AgeTestSupport.encrypt(plaintext, to: .keys([identity.recipient]))
            #expect(try AgeTestSupport.decrypt(file, identities: [identity]) == plaintext)
        }
    }

    @Test func theFileSizeIsTheHeaderNonceAndOneTagPerChunk() throws {
        let identity = AgeIdentity.generate()
        let plaintext = AgeTestSupport.bytes(2 * Self.chunk + 5)
        let file = try AgeTestSupport.encrypt(plaintext, to: .keys([identity.recipient]))
        let headerEnd = try #require(file.firstRange(of: Array("\n---".utf8)))
        let macLineEnd = try #require(file[headerEnd.upperBound...].firstIndex(of: UInt8(ascii: "\n")))
        #expect(file.count - (macLineEnd + 1) == 16 + plaintext.count + 3 * 16)
    }

    @Test func anyOfSeveralRecipientsOpensTheFile() throws {
        let first = AgeIdentity.generate()
        let second = AgeIdentity.generate()
        let file = try AgeTestSupport.encrypt([1, 2, 3], to: .keys([first.recipient, second.recipient]))
        #expect(try AgeTestSupport.decrypt(file, identities: [second]) == [1, 2, 3])
        #expect(try AgeTestSupport.decrypt(file, identities: [AgeIdentity.generate(), first]) == [1, 2, 3])
    }

    @Test func armorRoundTrips() throws {
        let identity = AgeIdentity.generate()
        for count in [0, 1, 47, 48, 49, Self.chunk + 3] {
            let plaintext = AgeTestSupport.bytes(count)
            let file = try AgeTestSupport.encrypt(plaintext, to: .keys([identity.recipient]), armor: true)
            let text = String(decoding: file, as: UTF8.self)
            #expect(text.hasPrefix("-----BEGIN AGE ENCRYPTED FILE-----\n"))
            #expect(text.hasSuffix("\n-----END AGE ENCRYPTED FILE-----\n"))
            #expect(text.split(separator: "\n").allSatisfy { $0.count <= 64 })
            #expect(try AgeTestSupport.decrypt(file, identities: [identity]) == plaintext)
        }
    }

    @Test func aPassphraseRoundTrips() throws {
        let file = try AgeTestSupport.encrypt(
            Array("after gardening".utf8), to: .passphrase(Array("correct horse".utf8)))
        let header = String(decoding: file.prefix(200), as: UTF8.self)
        #expect(header.contains("-> scrypt ") && header.contains(" 18\n"))
        #expect(try AgeTestSupport.decrypt(file, passphrase: "correct horse") == Array("after gardening".utf8))
        #expect(AgeTestSupport.refusal(file, passphrase: "wrong horse")?.kind == .noMatchingKey)
        #expect(AgeTestSupport.refusal(file)?.kind == .noMatchingKey)
    }

    @Test func theIdentitysHMACKeyIsStableAndSecretDependent() throws {
        let identity = try AgeIdentity(parsing: Bech32Tests.specIdentity)
        #expect(identity.derivedKey(info: "painlog sync hmac v1") == identity.derivedKey(info: "painlog sync hmac v1"))
        #expect(
            identity.derivedKey(info: "painlog sync hmac v1")
                != AgeIdentity.generate().derivedKey(info: "painlog sync hmac v1"))
        #expect(identity.derivedKey(info: "painlog sync hmac v1").count == 32)
    }
}
