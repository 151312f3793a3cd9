import Testing

@testable import PainlogCrypto

@Suite struct Base64Tests {
    @Test(arguments: 0..<10)
    func roundTrips(count: Int) {
        let bytes = AgeTestSupport.bytes(count, seed: UInt64(count))
        #expect(Base64.decode(Array(Base64.encode(bytes, padded: false).utf8), padded: false) == bytes)
        #expect(Base64.decode(Array(Base64.encode(bytes, padded: true).utf8), padded: true) == bytes)
    }

    @Test func nonCanonicalEncodingsAreRefused() {
        // "QQ" is "A"; "QR" sets a bit past the last whole byte.
        #expect(Base64.decode(Array("QQ".utf8), padded: false) == [0x41])
        #expect(Base64.decode(Array("QR".utf8), padded: false) == nil)
        #expect(Base64.decode(Array("QUI".utf8), padded: false) == [0x41, 0x42])
        #expect(Base64.decode(Array("QUJ".utf8), padded: false) == nil)
        #expect(Base64.decode(Array("Q".utf8), padded: false) == nil)
    }

    @Test func paddingIsRefusedWhereAgeHasNone() {
        #expect(Base64.decode(Array("QQ==".utf8), padded: false) == nil)
    }

    @Test func paddingMustBeExact() {
        #expect(Base64.decode(Array("QQ==".utf8), padded: true) == [0x41])
        #expect(Base64.decode(Array("QQ".utf8), padded: true) == nil)
        #expect(Base64.decode(Array("QQ=".utf8), padded: true) == nil)
        #expect(Base64.decode(Array("QUI=".utf8), padded: true) == [0x41, 0x42])
        #expect(Base64.decode(Array("QUJ=".utf8), padded: true) == nil)
        #expect(Base64.decode(Array("Q===".utf8), padded: true) == nil)
    }

    @Test func otherCharactersAreRefused() {
        #expect(Base64.decode(Array("QU I".utf8), padded: false) == nil)
        #expect(Base64.decode(Array("QU-_".utf8), padded: false) == nil)
    }
}
