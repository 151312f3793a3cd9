import Testing

@testable import PainlogDomain

@Suite struct FileSystemPathTests {
    @Test(
        "any bytes come back exactly",
        arguments: [
            Array("plain.sqlite".utf8), Array("caf\u{E9}.sqlite".utf8), [0x64, 0xE4, 0x2E], [0xFF], [0xC3],
            [0xE2, 0x82],
            [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0x2F, 0x74, 0xC3, 0xA4, 0xFE, 0x2F],
        ] as [[UInt8]])
    func roundTrip(bytes: [UInt8]) {
        let path = FileSystemPath.string(fromBytes: bytes)
        #expect(FileSystemPath.bytes(path) == bytes)
        #expect(FileSystemPath.cString(path).dropLast().map { UInt8(bitPattern: $0) } == bytes)
        #expect(FileSystemPath.holdsEscapes(path) == (String(validating: bytes, as: UTF8.self) == nil))
    }

    @Test func derivedNamesKeepTheBytes() {
        let path = FileSystemPath.string(fromBytes: Array("/tmp/diary-".utf8) + [0xE4] + Array(".sqlite".utf8))
        #expect(FileSystemPath.bytes(path + "-wal") == Array("/tmp/diary-".utf8) + [0xE4] + Array(".sqlite-wal".utf8))
        #expect(FileSystemPath.displayed(path) == "/tmp/diary-\\xE4.sqlite")
        #expect(QuotedValue.shown(path) == "/tmp/diary-\\xE4.sqlite")
    }
}
