import Foundation
import Testing

/// A diary made by the released painlog 0.1.0 (Fixtures/diary-0.1.0.sqlite, made by
/// Fixtures/make-diary-0.1.0.sh): entries with tricky notes, every kind of journal step and renamed
/// and merged areas.
///
/// The first command of this painlog on it backs it up, migrates it and loses nothing; undo still
/// reverts the steps made under 0.1.0.
@Suite struct UpgradeFromOneZeroTests {
    /// The 0.1.0 diary as the diary of a new sandbox, private as painlog made it.
    private func sandbox() throws -> PainlogSandbox {
        let painlog = try PainlogSandbox()
        let fixture = try Data(contentsOf: ReliabilityPaths.fixture("diary-0.1.0.sqlite"))
        try fixture.write(to: URL(fileURLWithPath: painlog.database))
        #expect(chmod(painlog.database, 0o600) == 0)
        return painlog
    }

    /// Everything 0.1.0 wrote, byte for byte (notes as hex), table by table.
    private static let oneZeroTables = """
        SELECT id, uid, occurred_at, occurred_offset, intensity, hex(note), created_at, created_offset,
               updated_at, updated_offset FROM entries ORDER BY id;
        SELECT * FROM entry_areas ORDER BY entry_id, position;
        SELECT * FROM entry_tags ORDER BY entry_id, position;
        SELECT entry_id, position, medication_id, hex(dose) FROM entry_medications ORDER BY entry_id, position;
        SELECT id, hex(name), hex(name_key) FROM areas ORDER BY id;
        SELECT id, hex(name), hex(name_key) FROM tags ORDER BY id;
        SELECT id, hex(name), hex(name_key) FROM medications ORDER BY id;
        SELECT * FROM journal_steps ORDER BY id;
        SELECT step_id, entry_id, hex(before) FROM journal_entries ORDER BY step_id, entry_id;
        SELECT step_id, area_id, hex(name), hex(name_key) FROM journal_names ORDER BY step_id, area_id;
        SELECT version, name, checksum, applied_at FROM schema_migrations WHERE version <= 2 ORDER BY version;
        """

    @Test func theFirstCommandBacksUpMigratesAndKeepsEveryEntryByteForByte() throws {
        let painlog = try sandbox()
        let before = try painlog.sqlite(Self.oneZeroTables)
        let versions = ReliabilityPaths.migrationVersions
        try #require(versions.count > 2)

        let status = try painlog.run(["migrate", "--status"])
        #expect(status.status == 0, "\(status)")
        #expect(status.stdoutLines.count == versions.count, "\(status)")
        #expect(
            status.stdoutLines.prefix(2).allSatisfy { $0.hasSuffix("applied 2026-10-01T09:00:00+02:00") }, "\(status)")
        #expect(status.stdoutLines.dropFirst(2).allSatisfy { $0.hasSuffix("pending") }, "\(status)")
        #expect(try painlog.sqlite(Self.oneZeroTables) == before, "--status never writes")

        let export = try painlog.run(["export"])

        #expect(export.status == 0, "\(export)")
        // Exactly the export 0.1.0 wrote of this diary.
        let oneZeroExport = exportWithColumnsSince(
            try Data(contentsOf: ReliabilityPaths.fixture("diary-0.1.0.export.csv")))
        #expect(export.stdoutBytes == oneZeroExport, "\(export)")
        // One backup, announced, private, and the 0.1.0 diary as it was.
        let backups = try folderContents(painlog.folder.path).filter { $0.hasPrefix("diary.sqlite.backup") }
        let backup = try #require(backups.first, "\(export)")
        #expect(backups.count == 1)
        #expect(
            export.stderr.contains("notice: backed up the database to \(painlog.path(backup)) before migrating"),
            "\(export)")
        #expect(export.stderr.contains("0003_create_tombstones.sql"), "\(export)")
        #expect(permissions(painlog.path(backup)) == 0o600)
        #expect(try painlog.sqlite(Self.oneZeroTables, file: painlog.path(backup)) == before)
        #expect(
            try painlog.sqlite("SELECT group_concat(version) FROM schema_migrations;", file: painlog.path(backup))
                == "1,2")
        // The migrated diary: everything 0.1.0 wrote is untouched, and every migration is applied.
        #expect(try painlog.sqlite(Self.oneZeroTables) == before)
        #expect(try painlog.sqlite("PRAGMA integrity_check;") == "ok")
        let after = try painlog.run(["migrate", "--status"])
        #expect(after.status == 0, "\(after)")
        #expect(after.stdoutLines.count == versions.count, "\(after)")
        #expect(after.stdoutLines.allSatisfy { $0.contains("  applied ") }, "\(after)")
        #expect(
            after.stdoutLines.map { String($0.prefix(4)) } == versions.map { String(format: "%04d", $0) }, "\(after)")
        #expect(try painlog.run(["list"]).stderr.isEmpty, "nothing more to migrate or back up")
    }

    @Test func undoStillRevertsTheStepsMadeUnderOneZero() throws {
        let painlog = try sandbox()
        func undo() throws -> String {
            let run = try painlog.run(["undo"])
            #expect(run.status == 0, "\(run)")
            return run.stdoutLines.first ?? ""
        }
        func entry(_ id: Int) throws -> [String: Any] {
            try PainlogSandbox.jsonObject(try painlog.run(["show", "\(id)", "--json"]).stdoutBytes)
        }
        // A delete made under 0.1.0 left no tombstone, and the migration makes none.
        #expect(try painlog.run(["migrate"]).status == 0)
        #expect(try painlog.sqlite("SELECT count(*) FROM tombstones;") == "0")

        #expect(try undo().hasPrefix("Undid areas rename 'lower back' 'Knee'"))
        #expect(try entry(5)["areas"] as? [String] == ["Knee", "lower back"])
        #expect(try undo().hasPrefix("Undid areas rename 'Head' 'Kopf'"))
        #expect(try entry(1)["areas"] as? [String] == ["lower back", "Head"])
        #expect(try undo().hasPrefix("Undid import import-0.1.0.csv"))
        #expect(try painlog.entryCount() == 7)
        #expect(try undo().hasPrefix("Undid delete #7"))
        #expect(try entry(7)["note"] as? String == "to be deleted")
        #expect(try painlog.sqlite("SELECT count(*) FROM tombstones;") == "0")
        #expect(try undo().hasPrefix("Undid edit #6"))
        let edited = try entry(6)
        #expect(edited["intensity"] as? Int == 5)
        #expect(edited["note"] as? String == "to be edited")
        #expect(edited["areas"] as? [String] == ["hip"])
        #expect(try painlog.entryCount() == 8)
    }
}
