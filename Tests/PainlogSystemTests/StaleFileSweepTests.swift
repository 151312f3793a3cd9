import Testing

@testable import PainlogSystem

@Suite struct StaleFileSweepTests {
    /// What the storage passes for a diary's companion files.
    let sqliteCompanions = ["-wal", "-shm", "-journal"]

    @Test(
        "painlog's own partial names, and only those",
        arguments: [
            ("d.sqlite.new-123-456", 123), ("d.sqlite.new-123-456-wal", 123), ("d.sqlite.new-123-456-shm", 123),
            ("d.sqlite.backup-1-to-5-20261123T101010Z.partial-77-9", 77), ("d.sqlite.painlog-partial-88", 88),
            ("d.sqlite.new-x-1", nil), ("d.sqlite.backup-1-to-5-20261123T101010Z", nil), ("d.sqlite.notes", nil),
            ("d.sqlite.again-5-6", nil), ("d.sqlite-wal", nil), ("other.sqlite.new-1-2", nil),
        ] as [(String, Int32?)])
    func staleNames(name: String, process: Int32?) {
        let companions = sqliteCompanions
        let stale = StaleFileSweep.isStale(name, of: "d.sqlite", companionSuffixes: companions, isAlive: { _ in false })
        #expect(stale == (process != nil))
        #expect(!StaleFileSweep.isStale(name, of: "d.sqlite", companionSuffixes: companions, isAlive: { _ in true }))
        if let process {
            let rest = String(name.dropFirst("d.sqlite.".count))
            #expect(StaleFileSweep.leftoverProcess(rest, companionSuffixes: companions) == process)
        }
    }
}
