import Foundation
import Testing

/// A diary made by an older painlog (only the first migration applied): every command migrates it
/// first, after a backup when it holds entries, and several painlogs starting at once all succeed.
@Suite struct OldDatabaseTests {
    /// A diary at schema version 1 holding one entry, in rollback-journal mode, as sqlite3 makes it
    /// from the repository's first migration and the history row painlog itself writes for it.
    static let versionOne = DiaryTemplate { maker in
        let reference = maker.path("reference.sqlite")
        let made = try maker.run(["--db", reference, "list"], withDatabase: false)
        guard made.status == 0 else { throw HarnessError("could not make a reference diary\n\(made)") }
        let checksum = try maker.sqlite("SELECT checksum FROM schema_migrations WHERE version = 1;", file: reference)

        let root = ReliabilityPaths.repository
        let firstMigration = try String(
            contentsOf: root.appendingPathComponent("migrations/0001_create_entries.sql"), encoding: .utf8)
        _ = try maker.sqlite(firstMigration)
        _ = try maker.sqlite(
            """
            CREATE TABLE schema_migrations (
                version INTEGER PRIMARY KEY, name TEXT NOT NULL, checksum TEXT NOT NULL, applied_at TEXT NOT NULL);
            INSERT INTO schema_migrations VALUES (1, 'create_entries', '\(checksum)', '2026-01-05T09:00:00+01:00');
            INSERT INTO entries (uid, occurred_at, occurred_offset, intensity, note, created_at, created_offset,
                updated_at, updated_offset)
            VALUES ('00000000-0000-4000-8000-000000000001', 1767600000, 3600, 4, 'from an older painlog',
                1767600000, 3600, 1767600000, 3600);
            """)
    }

    /// The backups painlog wrote beside the diary.
    private func backups(_ painlog: PainlogSandbox) throws -> [String] {
        try folderContents(painlog.folder.path).filter { $0.hasPrefix("diary.sqlite.backup") }
    }

    @Test func anyCommandBacksUpThenMigratesAnOldDiaryWithEntries() throws {
        let painlog = try PainlogSandbox()
        try Self.versionOne.copy(into: painlog)
        _ = try painlog.sqlite("PRAGMA journal_mode = WAL;")
        let migrations = try migrationFileNames()
        try #require(migrations.count > 1, "needs a migration after the first")
        let before = try painlog.dump()

        let status = try painlog.run(["migrate", "--status"])
        expectSuccess(status)
        #expect(status.stdoutLines.count == migrations.count, "\(status)")
        #expect(status.stdoutLines.first?.contains("applied 2026-01-05T09:00:00+01:00") == true, "\(status)")
        #expect(status.stdoutLines.dropFirst().allSatisfy { $0.hasSuffix("pending") }, "\(status)")
        #expect(try painlog.dump() == before, "--status never writes")

        let list = try painlog.run(["list", "--format", "json"])

        #expect(list.status == 0, "\(list)")
        let entries = try PainlogSandbox.jsonArray(list.stdoutBytes)
        #expect(entries.compactMap { $0["note"] as? String } == ["from an older painlog"])
        let backup = try #require(try backups(painlog).first, "a backup beside the diary\n\(list)")
        #expect(try backups(painlog).count == 1)
        #expect(list.stderr.contains(backup), "says so on stderr\n\(list)")
        #expect(!list.stderr.contains("error"), "\(list)")
        #expect(permissions(painlog.path(backup)) == 0o600)
        // The backup is the diary as it was: version 1, with its entry.
        let backupPath = painlog.path(backup)
        #expect(try painlog.sqlite("SELECT group_concat(version) FROM schema_migrations;", file: backupPath) == "1")
        #expect(try painlog.entryCount(file: backupPath) == 1)
        // The diary is at the newest schema, and the next command has nothing to do or say.
        #expect(try painlog.sqlite("SELECT count(*) FROM schema_migrations;") == "\(migrations.count)")
        let again = try painlog.run(["list"])
        expectSuccess(again)
        #expect(try backups(painlog).count == 1)
    }

    @Test func anOldDiaryWithoutEntriesNeedsNoBackup() throws {
        let painlog = try PainlogSandbox()
        try Self.versionOne.copy(into: painlog)
        _ = try painlog.sqlite("DELETE FROM entries;")

        let run = try painlog.run(["migrate"])

        #expect(run.status == 0, "\(run)")
        #expect(!run.stdout.isEmpty, "says what it applied\n\(run)")
        #expect(try backups(painlog).isEmpty)
        #expect(try painlog.sqlite("SELECT count(*) FROM schema_migrations;") == "\(try migrationFileNames().count)")
    }

    @Test(arguments: ["wal", "delete"])
    func eightLogsAtOnceOnAnOldDiaryAllSucceed(journalMode: String) throws {
        let painlog = try PainlogSandbox()
        try Self.versionOne.copy(into: painlog)
        _ = try painlog.sqlite("PRAGMA journal_mode = \(journalMode);")

        let started = try (1...8).map { try painlog.start(["log", "\($0)"]) }
        let runs = started.map { $0.wait() }

        for run in runs {
            #expect(run.status == 0, "\(run)")
            #expect(run.stdout.hasPrefix("Logged #"), "\(run)")
            #expect(!run.stderr.contains("error"), "\(run)")
        }
        // One of them migrated, after one backup; the others waited and went on.
        #expect(runs.filter { $0.stderr.contains("backup") }.count == 1, "\(runs)")
        #expect(try backups(painlog).count == 1)
        #expect(try painlog.entryCount() == 9)
        let migrations = try migrationFileNames()
        #expect(try painlog.sqlite("SELECT count(DISTINCT version) FROM schema_migrations;") == "\(migrations.count)")
        #expect(try painlog.sqlite("SELECT count(*) FROM schema_migrations;") == "\(migrations.count)")
    }
}
