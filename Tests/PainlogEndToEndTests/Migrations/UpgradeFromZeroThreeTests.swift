import Foundation
import Testing

/// A diary made by the released painlog 0.3 (Fixtures/diary-0.3.0.sqlite, made by
/// Fixtures/make-diary-0.3.0.sh): what a 0.2.0 diary holds plus entries with an end, medication
/// classes, the inbox ledger, and the sync stamps, field history and name renames of a sync with
/// another diary.
///
/// This painlog reads it, migrates it if it has migrations 0.3 did not (however many), and loses
/// nothing; undo still reverts the steps made under 0.3, and a sync keeps the stamps 0.3 stored.
@Suite struct UpgradeFromZeroThreeTests {
    /// The migrations painlog 0.3 had, all of them applied when the fixture was made.
    private static let zeroThreeMigrations = 11

    /// The 0.3 diary as the diary of a new sandbox, private as painlog made it.
    private func sandbox() throws -> PainlogSandbox {
        let painlog = try PainlogSandbox()
        let fixture = try Data(contentsOf: ReliabilityPaths.fixture("diary-0.3.0.sqlite"))
        try fixture.write(to: URL(fileURLWithPath: painlog.database))
        #expect(chmod(painlog.database, 0o600) == 0)
        return painlog
    }

    /// Everything 0.3 wrote, byte for byte (names and notes as hex), table by table.
    ///
    /// Columns are named rather than `*`, so a later migration that adds one does not make the
    /// comparison fail while every value 0.3 wrote is still there.
    private static let zeroThreeTables = """
        SELECT id, uid, occurred_at, occurred_offset, intensity, hex(note), created_at, created_offset,
               updated_at, updated_offset, ended_at, ended_offset FROM entries ORDER BY id;
        SELECT entry_id, area_id, position FROM entry_areas ORDER BY entry_id, position;
        SELECT entry_id, tag_id, position FROM entry_tags ORDER BY entry_id, position;
        SELECT entry_id, position, medication_id, hex(dose) FROM entry_medications ORDER BY entry_id, position;
        SELECT id, hex(name), hex(name_key) FROM areas ORDER BY id;
        SELECT id, hex(name), hex(name_key) FROM tags ORDER BY id;
        SELECT id, hex(name), hex(name_key) FROM medications ORDER BY id;
        SELECT medication_id, class FROM medication_classes ORDER BY medication_id;
        SELECT uid, entry_id, deleted_at, deleted_offset FROM tombstones ORDER BY uid;
        SELECT id, uid, recorded_at, recorded_offset, pain, enjoyment, activity, created_at, created_offset,
               updated_at, updated_offset FROM impact_records ORDER BY id;
        SELECT uid, record_id, deleted_at, deleted_offset FROM impact_tombstones ORDER BY uid;
        SELECT key, hex(value) FROM diary_settings ORDER BY key;
        SELECT uid, hex(state) FROM sync_stamps ORDER BY uid;
        SELECT id, uid, field, hex(value), stamp, seen_at FROM sync_history ORDER BY id;
        SELECT id, list, hex(from_key), hex(to_name), renamed_at, stamp, step_id FROM name_renames ORDER BY id;
        SELECT id, command, hex(summary), created_at, created_offset FROM journal_steps ORDER BY id;
        SELECT step_id, entry_id, hex(before) FROM journal_entries ORDER BY step_id, entry_id;
        SELECT step_id, medication_id, class FROM journal_medication_classes ORDER BY step_id, medication_id;
        SELECT step_id, uid, hex(state) FROM journal_sync_stamps ORDER BY step_id, uid;
        SELECT step_id, name_table, name_id, hex(name), hex(name_key) FROM journal_renamed_names
        ORDER BY step_id, name_table, name_id;
        SELECT step_id, uid, entry_id, deleted_at, deleted_offset FROM journal_tombstones ORDER BY step_id, uid;
        SELECT step_id, record_id, hex(before), undo_buries FROM journal_impacts ORDER BY step_id, record_id;
        SELECT version, name, checksum, applied_at FROM schema_migrations WHERE version <= 11 ORDER BY version;
        """

    @Test func theFixtureHoldsWhatZeroThreeAdded() throws {
        // Guards the fixture itself: each thing the upgrade must keep is really there.
        let painlog = try sandbox()
        let counts = try painlog.sqlite(
            """
            SELECT (SELECT count(*) FROM entries), (SELECT count(*) FROM tombstones),
                   (SELECT count(*) FROM impact_records), (SELECT count(*) FROM impact_tombstones),
                   (SELECT count(*) FROM entries WHERE ended_at IS NOT NULL),
                   (SELECT count(*) FROM medication_classes), (SELECT count(*) FROM journal_medication_classes),
                   (SELECT count(*) FROM inbox_lines), (SELECT count(*) FROM sync_stamps),
                   (SELECT count(*) FROM sync_history), (SELECT count(*) FROM name_renames),
                   (SELECT count(*) FROM journal_sync_stamps),
                   (SELECT count(*) FROM diary_settings WHERE key LIKE 'sync_written %'),
                   (SELECT group_concat(version) FROM schema_migrations);
            """)
        #expect(counts == "11|2|4|1|7|2|2|2|15|2|4|4|1|1,2,3,4,5,6,7,8,9,10,11")
    }

    @Test func readingMigratingAndWritingKeepEverythingByteForByte() throws {
        let painlog = try sandbox()
        let before = try painlog.sqlite(Self.zeroThreeTables)
        let ledger = try painlog.sqlite("SELECT line_id, logged_at FROM inbox_lines ORDER BY line_id;")
        let versions = ReliabilityPaths.migrationVersions
        let pending = versions.filter { $0 > Self.zeroThreeMigrations }
        try #require(Array(versions.prefix(Self.zeroThreeMigrations)) == Array(1...Self.zeroThreeMigrations))

        // A read command that says what is pending, and writes nothing.
        let status = try painlog.run(["migrate", "--status"])
        #expect(status.status == 0, "\(status)")
        #expect(status.stdoutLines.count == versions.count, "\(status)")
        #expect(
            status.stdoutLines.prefix(Self.zeroThreeMigrations).allSatisfy {
                $0.contains("  applied 2026-11-01T09:00")
            },
            "\(status)")
        #expect(
            status.stdoutLines.dropFirst(Self.zeroThreeMigrations).allSatisfy { $0.hasSuffix("pending") },
            "\(status)")
        #expect(try painlog.sqlite(Self.zeroThreeTables) == before, "--status never writes")

        // The first other command: exactly the export 0.3 wrote of this diary, and a backup only
        // when there was something to migrate.
        let export = try painlog.run(["export"])
        #expect(export.status == 0, "\(export)")
        // 0.4 adds the `symptoms` column (empty here); every other byte is 0.3's.
        let zeroThreeExport = exportWithColumnsSinceZeroThree(
            try Data(contentsOf: ReliabilityPaths.fixture("diary-0.3.0.export.csv")))
        #expect(export.stdoutBytes == zeroThreeExport, "\(export)")
        let backups = try folderContents(painlog.folder.path).filter { $0.hasPrefix("diary.sqlite.backup") }
        if pending.isEmpty {
            #expect(backups.isEmpty, "\(export)")
        } else {
            let backup = try #require(backups.first, "\(export)")
            #expect(backups.count == 1)
            #expect(
                export.stderr.contains("notice: backed up the database to \(painlog.path(backup)) before migrating"),
                "\(export)")
            #expect(try painlog.sqlite(Self.zeroThreeTables, file: painlog.path(backup)) == before)
        }

        // The migrated diary: everything 0.3 wrote is untouched, and every migration is applied.
        #expect(try painlog.sqlite(Self.zeroThreeTables) == before)
        // 0.3's inbox ledger lives on in the ledger per file (migration 0012), each line as logged.
        #expect(
            try painlog.sqlite("SELECT line_id, logged_at FROM inbox_file_lines WHERE file = '' ORDER BY line_id;")
                == ledger)
        #expect(try painlog.sqlite("PRAGMA integrity_check;") == "ok")
        let after = try painlog.run(["migrate", "--status"])
        #expect(after.status == 0, "\(after)")
        #expect(after.stdoutLines.allSatisfy { $0.contains("  applied ") }, "\(after)")

        // The impact records as 0.3 listed them, the classes, and the export again.
        let impacts = try painlog.run(["impact", "--list", "--format", "csv"])
        #expect(impacts.status == 0, "\(impacts)")
        #expect(impacts.stdoutBytes == (try Data(contentsOf: ReliabilityPaths.fixture("diary-0.3.0.impact.csv"))))
        let meds = try painlog.run(["meds", "--json"])
        #expect(meds.status == 0, "\(meds)")
        #expect(meds.stdout.contains("\"triptan\""), "\(meds)")
        #expect(meds.stdout.contains("\"combination_analgesic\""), "\(meds)")
        #expect(try painlog.run(["export"]).stdoutBytes == zeroThreeExport)
        #expect(try painlog.sqlite(Self.zeroThreeTables) == before)
    }

    @Test func undoStillRevertsTheStepsMadeUnderZeroThree() throws {
        let painlog = try sandbox()
        func undo() throws -> String {
            let run = try painlog.run(["undo"])
            #expect(run.status == 0, "\(run)")
            return run.stdoutLines.first ?? ""
        }
        func column(_ sql: String) throws -> String { try painlog.sqlite(sql) }
        #expect(try painlog.run(["migrate"]).status == 0)
        #expect(try undo().hasPrefix("Undid log #13 "))
        #expect(try painlog.entryCount() == 10)
        #expect(try undo().hasPrefix("Undid impact #5 "))
        #expect(try undo().hasPrefix("Undid inbox: 2 entries"))
        #expect(try painlog.entryCount() == 8, "both inbox lines' entries go")
        #expect(try undo().hasPrefix("Undid sync "))
        #expect(try painlog.entryCount() == 7, "the entry from the other diary goes")
        #expect(try undo().hasPrefix("Undid edit #1"))
        #expect(try column("SELECT intensity FROM entries WHERE id = 1;") == "6")
        #expect(try column("PRAGMA integrity_check;") == "ok")
    }

    /// The first sync after the upgrade keeps the stamps 0.3 stored (it adds those of the records
    /// made since 0.3's last sync).
    @Test func aSyncKeepsTheStampsZeroThreeStored() throws {
        let painlog = try sandbox()
        func stamps() throws -> Set<String> {
            Set(
                try painlog.sqlite("SELECT uid || ' ' || hex(state) FROM sync_stamps ORDER BY uid;")
                    .split(separator: "\n").map(String.init))
        }
        let stored = try stamps()
        let folder = painlog.path("sync")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let run = try painlog.run(["sync", folder])
        #expect(run.status == 0, "\(run)")
        let after = try stamps()
        #expect(stored.count == 15 && stored.isSubset(of: after), "\(stored.subtracting(after))")
        #expect(try painlog.sqlite("SELECT count(*) FROM sync_history;") == "2")
        #expect(try painlog.sqlite("SELECT count(*) FROM name_renames;") == "4")
    }
}
