import Testing

@testable import PainlogDomain

@Suite struct FileSystemPathTests {
    @Test(
        "any bytes come back exactly",
        arguments: [
            Array("plain.sqlite".utf8), Array("caf\u{E9}.sqlite".utf8), [0x64, 0xE4, 0x2E], [0xFF], [0xC3], [0xE2, 0x82],
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

@Suite struct StaleFileSweepTests {
    @Test(
        "painlog's own partial names, and only those",
        arguments: [
            ("d.sqlite.new-123-456", 123), ("d.sqlite.new-123-456-wal", 123), ("d.sqlite.new-123-456-shm", 123),
            ("d.sqlite.backup-1-to-5-20261123T101010Z.partial-77-9", 77), ("d.sqlite.painlog-partial-88", 88),
            ("d.sqlite.new-x-1", nil), ("d.sqlite.backup-1-to-5-20261123T101010Z", nil), ("d.sqlite.notes", nil),
            ("d.sqlite.again-5-6", nil), ("d.sqlite-wal", nil), ("other.sqlite.new-1-2", nil),
        ] as [(String, Int32?)])
    func staleNames(name: String, process: Int32?) {
        #expect(StaleFileSweep.isStale(name, of: "d.sqlite", isAlive: { _ in false }) == (process != nil))
        #expect(!StaleFileSweep.isStale(name, of: "d.sqlite", isAlive: { _ in true }))
        if let process { #expect(StaleFileSweep.leftoverProcess(String(name.dropFirst("d.sqlite.".count))) == process) }
    }
}
