import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Issue #12, point 6: reading a diary during a read-only spell (mode 0400) leaves SQLite's
/// `-wal`/`-shm` at 0400; once the diary is writable again painlog puts the ones the user owns
/// back to the diary's mode, and names one it cannot fix with the fix.
///
/// No error shows SQL text. Runs painlog as `nobody`, for whom permissions apply.
@Suite struct ReadOnlySpellTests {
    /// A folder and a diary with one entry, both `nobody`'s.
    private func nobodysDiary(_ harness: ReliabilityHarness) throws -> String {
        let folder = harness.path("spell")
        mkdir(folder, 0o755)
        chown(folder, 65_534, 65_534)
        let db = folder + "/diary.sqlite"
        let logged = try harness.painlog(["log", "5", "--note", "before the spell"], db: .some(db), as: .nobody)
        try #require(logged.exited(0), "\(logged)")
        return db
    }

    @Test func writesWorkAgainAfterAReadOnlySpell() throws {
        try requireRoot("run painlog as nobody, for whom permissions apply")
        let harness = try ReliabilityHarness()
        let db = try nobodysDiary(harness)
        chmod(db, 0o400)
        let read = try harness.painlog(["list"], db: .some(db), as: .nobody)
        #expect(read.exited(0) && read.out.contains("before the spell"), "\(read)")
        let refused = try harness.painlog(["log", "6"], db: .some(db), as: .nobody)
        #expect(refused.exited(1) && refused.hasOneErrorLine && refused.err.contains("read-only"), "\(refused)")
        #expect(!refused.err.contains("BEGIN") && !refused.err.contains("while running"), "\(refused)")

        chmod(db, 0o600)
        let logged = try harness.painlog(["log", "6", "--note", "after the spell"], db: .some(db), as: .nobody)
        #expect(logged.exited(0), "\(logged)")
        #expect(try harness.count(db) == 2)
        for suffix in ["-wal", "-shm"] where Files.exists(db + suffix) {
            #expect(Files.mode(db + suffix) == 0o600, "\(suffix)")
        }
    }

    @Test func aCompanionFileOfAnotherUserIsNamedWithTheFix() throws {
        try requireRoot("run painlog as nobody, for whom permissions apply")
        let harness = try ReliabilityHarness()
        let db = try nobodysDiary(harness)
        let before = try harness.state(db)
        for suffix in ["-wal", "-shm"] {
            #expect(FileManager.default.createFile(atPath: db + suffix, contents: Data()))
            chmod(db + suffix, 0o400)
        }
        let refused = try harness.painlog(["log", "6"], db: .some(db), as: .nobody)
        #expect(refused.exited(1) && refused.hasOneErrorLine, "\(refused)")
        #expect(refused.err.contains("\(db)-wal") && refused.err.contains("chmod 0600"), "\(refused)")
        #expect(!refused.err.contains("SQLite error"), "\(refused)")
        for suffix in ["-wal", "-shm"] { unlink(db + suffix) }
        #expect(try harness.state(db) == before)
    }
}
