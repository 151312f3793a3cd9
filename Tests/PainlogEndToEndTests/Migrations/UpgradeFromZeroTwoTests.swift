import Foundation
import Testing

/// A diary made by the released painlog 0.2.0 (Fixtures/diary-0.2.0.sqlite, made by
/// Fixtures/make-diary-0.2.0.sh): what a 0.1.0 diary holds plus tombstones, impact records and an
/// impact tombstone, the diary's id and sync settings, doses, and tag and medication renames.
///
/// This painlog reads it, migrates it if it has migrations 0.2.0 did not (however many), and loses
/// nothing; undo still reverts the steps made under 0.2.0.
@Suite struct UpgradeFromZeroTwoTests {
    /// The migrations painlog 0.2.0 had, all of them applied when the fixture was made.
    private static let zeroTwoMigrations = 6

    /// The 0.2.0 diary as the diary of a new sandbox, private as painlog made it.
    private func sandbox() throws -> PainlogSandbox {
        let painlog = try PainlogSandbox()
        let fixture = try Data(contentsOf: ReliabilityPaths.fixture("diary-0.2.0.sqlite"))
        try fixture.write(to: URL(fileURLWithPath: painlog.database))
        #expect(chmod(painlog.database, 0o600) == 0)
        return painlog
    }

    /// Everything 0.2.0 wrote, byte for byte (names and notes as hex), table by table.
    ///
    /// Columns are named rather than `*`, so a later migration that adds one does not make the
    /// comparison fail while every value 0.2.0 wrote is still there.
    private static let zeroTwoTables = """
        SELECT id, uid, occurred_at, occurred_offset, intensity, hex(note), created_at, created_offset,
               updated_at, updated_offset FROM entries ORDER BY id;
        SELECT entry_id, area_id, position FROM entry_areas ORDER BY entry_id, position;
        SELECT entry_id, tag_id, position FROM entry_tags ORDER BY entry_id, position;
        SELECT entry_id, position, medication_id, hex(dose) FROM entry_medications ORDER BY entry_id, position;
        SELECT id, hex(name), hex(name_key) FROM areas ORDER BY id;
        SELECT id, hex(name), hex(name_key) FROM tags ORDER BY id;
        SELECT id, hex(name), hex(name_key) FROM medications ORDER BY id;
        SELECT uid, entry_id, deleted_at, deleted_offset FROM tombstones ORDER BY uid;
        SELECT id, uid, recorded_at, recorded_offset, pain, enjoyment, activity, created_at, created_offset,
               updated_at, updated_offset FROM impact_records ORDER BY id;
        SELECT uid, record_id, deleted_at, deleted_offset FROM impact_tombstones ORDER BY uid;
        SELECT key, hex(value) FROM diary_settings
        WHERE key IN ('diary_id', 'sync_folder') OR key LIKE 'sync_written %' ORDER BY key;
        SELECT id, command, hex(summary), created_at, created_offset FROM journal_steps ORDER BY id;
        SELECT step_id, entry_id, hex(before) FROM journal_entries ORDER BY step_id, entry_id;
        SELECT step_id, area_id, hex(name), hex(name_key) FROM journal_names ORDER BY step_id, area_id;
        SELECT step_id, name_table, name_id, hex(name), hex(name_key) FROM journal_renamed_names
        ORDER BY step_id, name_table, name_id;
        SELECT step_id, uid, entry_id, deleted_at, deleted_offset FROM journal_tombstones ORDER BY step_id, uid;
        SELECT step_id, record_id, hex(before), undo_buries FROM journal_impacts ORDER BY step_id, record_id;
        SELECT step_id, uid, record_id, deleted_at, deleted_offset FROM journal_impact_tombstones
        ORDER BY step_id, uid;
        SELECT version, name, checksum, applied_at FROM schema_migrations WHERE version <= 6 ORDER BY version;
        """

    @Test func theFixtureHoldsWhatZeroTwoAdded() throws {
        // Guards the fixture itself: each thing the upgrade must keep is really there.
        let painlog = try sandbox()
        let counts = try painlog.sqlite(
            """
            SELECT (SELECT count(*) FROM tombstones), (SELECT count(*) FROM impact_records),
                   (SELECT count(*) FROM impact_tombstones), (SELECT count(*) FROM journal_impacts),
                   (SELECT count(*) FROM journal_renamed_names), (SELECT count(*) FROM journal_tombstones),
                   (SELECT count(*) FROM entry_medications WHERE dose IS NOT NULL),
                   (SELECT count(*) FROM diary_settings WHERE key = 'diary_id'),
                   (SELECT count(*) FROM diary_settings WHERE key = 'sync_folder'),
                   (SELECT count(*) FROM diary_settings WHERE key LIKE 'sync_written %'),
                   (SELECT group_concat(version) FROM schema_migrations);
            """)
        #expect(counts == "2|4|1|4|2|2|11|1|1|1|1,2,3,4,5,6")
    }

    @Test func readingMigratingAndWritingKeepEverythingByteForByte() throws {
        let painlog = try sandbox()
        let before = try painlog.sqlite(Self.zeroTwoTables)
        let versions = ReliabilityPaths.migrationVersions
        let pending = versions.filter { $0 > Self.zeroTwoMigrations }
        try #require(Array(versions.prefix(Self.zeroTwoMigrations)) == Array(1...Self.zeroTwoMigrations))

        // A read command that says what is pending, and writes nothing.
        let status = try painlog.run(["migrate", "--status"])
        #expect(status.status == 0, "\(status)")
        #expect(status.stdoutLines.count == versions.count, "\(status)")
        #expect(
            status.stdoutLines.prefix(Self.zeroTwoMigrations).allSatisfy {
                $0.hasSuffix("applied 2026-11-01T09:00:00+01:00")
            }, "\(status)")
        #expect(
            status.stdoutLines.dropFirst(Self.zeroTwoMigrations).allSatisfy { $0.hasSuffix("pending") }, "\(status)")
        #expect(try painlog.sqlite(Self.zeroTwoTables) == before, "--status never writes")

        // The first other command: exactly the export 0.2.0 wrote of this diary, and a backup only
        // when there was something to migrate.
        let export = try painlog.run(["export"])
        #expect(export.status == 0, "\(export)")
        let zeroTwoExport = exportWithColumnsSince(
            try Data(contentsOf: ReliabilityPaths.fixture("diary-0.2.0.export.csv")))
        #expect(export.stdoutBytes == zeroTwoExport, "\(export)")
        let backups = try folderContents(painlog.folder.path).filter { $0.hasPrefix("diary.sqlite.backup") }
        if pending.isEmpty {
            #expect(backups.isEmpty, "\(export)")
            #expect(export.stderr.isEmpty, "\(export)")
        } else {
            let backup = try #require(backups.first, "\(export)")
            #expect(backups.count == 1)
            #expect(
                export.stderr.contains("notice: backed up the database to \(painlog.path(backup)) before migrating"),
                "\(export)")
            #expect(permissions(painlog.path(backup)) == 0o600)
            #expect(try painlog.sqlite(Self.zeroTwoTables, file: painlog.path(backup)) == before)
            #expect(
                try painlog.sqlite("SELECT group_concat(version) FROM schema_migrations;", file: painlog.path(backup))
                    == "1,2,3,4,5,6")
        }

        // The migrated diary: everything 0.2.0 wrote is untouched, and every migration is applied.
        #expect(try painlog.sqlite(Self.zeroTwoTables) == before)
        #expect(try painlog.sqlite("PRAGMA integrity_check;") == "ok")
        let after = try painlog.run(["migrate", "--status"])
        #expect(after.status == 0, "\(after)")
        #expect(after.stdoutLines.allSatisfy { $0.contains("  applied ") }, "\(after)")
        #expect(
            after.stdoutLines.map { String($0.prefix(4)) } == versions.map { String(format: "%04d", $0) }, "\(after)")
        let migrate = try painlog.run(["migrate"])
        #expect(migrate.status == 0, "\(migrate)")
        #expect(try painlog.sqlite(Self.zeroTwoTables) == before)

        // The impact records as 0.2.0 listed them, and the export again.
        let impacts = try painlog.run(["impact", "--list", "--format", "csv"])
        #expect(impacts.status == 0, "\(impacts)")
        let zeroTwoImpacts = try Data(contentsOf: ReliabilityPaths.fixture("diary-0.2.0.impact.csv"))
        #expect(impacts.stdoutBytes == zeroTwoImpacts, "\(impacts)")
        #expect(try painlog.run(["export"]).stdoutBytes == zeroTwoExport)
        #expect(try painlog.run(["list"]).stderr.isEmpty, "nothing more to migrate or back up")
    }

    @Test func undoStillRevertsTheStepsMadeUnderZeroTwo() throws {
        let painlog = try sandbox()
        func undo() throws -> String {
            let run = try painlog.run(["undo"])
            #expect(run.status == 0, "\(run)")
            return run.stdoutLines.first ?? ""
        }
        func entry(_ id: Int) throws -> [String: Any] {
            try PainlogSandbox.jsonObject(try painlog.run(["show", "\(id)", "--json"]).stdoutBytes)
        }
        func column(_ sql: String) throws -> String { try painlog.sqlite(sql) }
        #expect(try painlog.run(["migrate"]).status == 0)
        let folder = try column("SELECT value FROM diary_settings WHERE key = 'sync_folder';")
        let buried = "SELECT group_concat(record_id) FROM (SELECT record_id FROM impact_tombstones ORDER BY record_id);"
        #expect(try column(buried) == "3")
        #expect(try column("SELECT group_concat(entry_id) FROM tombstones;") == "7,8")

        #expect(try undo().hasPrefix("Undid log #13 "))
        #expect(try painlog.entryCount() == 10)
        #expect(try undo().hasPrefix("Undid sync \(folder) (1 entry"))
        #expect(try painlog.entryCount() == 9)
        #expect(try column("SELECT group_concat(id) FROM (SELECT id FROM impact_records ORDER BY id);") == "1,2,4")
        #expect(try undo().hasPrefix("Undid impact #4 "))
        #expect(try column(buried) == "3,4", "undoing an impact buries it, as under 0.2.0")
        #expect(try undo().hasPrefix("Undid meds rename 'paracetamol' 'sumatriptan'"))
        #expect(try entry(5)["medications"] as? [String] == ["paracetamol 1 g", "sumatriptan"])
        #expect(try entry(6)["medications"] as? [String] == ["naproxen 500 mg", "paracetamol 500mg"])
        #expect(try undo().hasPrefix("Undid meds rename 'codeine' 'Codeine phosphate'"))
        #expect(try entry(1)["medications"] as? [String] == ["ibuprofen 400mg", "codeine 30 mg"])
        #expect(try undo().hasPrefix("Undid tags rename 'Sleep, poor' 'weather'"))
        #expect(try entry(3)["tags"] as? [String] == ["Sleep, poor", "weather"])
        #expect(try undo().hasPrefix("Undid tags rename 'to rename' 'renamed'"))
        #expect(try entry(6)["tags"] as? [String] == ["to rename"])
        #expect(try undo().hasPrefix("Undid areas rename 'lower back' 'Knee'"))
        #expect(try entry(5)["areas"] as? [String] == ["Knee", "lower back"])
        #expect(try undo().hasPrefix("Undid areas rename 'Head' 'Kopf'"))
        #expect(try entry(1)["areas"] as? [String] == ["lower back", "Head"])
        #expect(try undo().hasPrefix("Undid import import-0.2.0.csv"))
        #expect(try painlog.entryCount() == 7)
        #expect(try column("SELECT group_concat(entry_id) FROM tombstones;") == "7,8")
        #expect(try undo().hasPrefix("Undid delete #7, #8"))
        #expect(try entry(7)["note"] as? String == "to be deleted")
        #expect(try column("SELECT count(*) FROM tombstones;") == "0")
        #expect(try undo().hasPrefix("Undid edit #6"))
        let edited = try entry(6)
        #expect(edited["intensity"] as? Int == 5)
        #expect(edited["note"] as? String == "to be edited")
        #expect(edited["areas"] as? [String] == ["hip"])
        #expect(edited["medications"] as? [String] == ["naproxen 250mg"])
        #expect(try undo().hasPrefix("Undid impact #2 "))
        #expect(try column(buried) == "2,3,4")
        #expect(try painlog.entryCount() == 9)
        #expect(try column("PRAGMA integrity_check;") == "ok")
    }

    /// Issue 27: the first sync after the upgrade gives every entry and impact record stamps from
    /// its `updated_at`, made by this diary, and writes format 2; the 0.2.0 file it wrote before (in
    /// format 1) is this diary's own, not another's.
    @Test func theFirstSyncStampsEveryRecordFromItsUpdatedAt() throws {
        let painlog = try sandbox()
        let folder = painlog.path("sync")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let run = try painlog.run(["sync", folder])
        #expect(run.status == 0, "\(run)")
        let diary = try painlog.sqlite("SELECT value FROM diary_settings WHERE key = 'diary_id';")
            .trimmingCharacters(in: .whitespacesAndNewlines)
        let text = try String(contentsOfFile: folder + "/painlog-\(diary).jsonl", encoding: .utf8)
        let lines = text.split(separator: "\n")
        #expect(lines.first?.hasPrefix("{\"painlog_sync\":3,") == true)
        var records = 0
        for line in lines.dropFirst().dropLast() {
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            guard object["type"] as? String == "entry" || object["type"] as? String == "impact" else { continue }
            records += 1
            let updatedText = try #require(object["updated_at"] as? String)
            let updated = try #require(ISO8601DateFormatter().date(from: updatedText))
            let stamps = try #require(object["stamps"] as? [String])
            let first = try #require(stamps.first?.split(separator: " ").last.map(String.init))
            #expect(
                first.hasPrefix(String(format: "%011lld.", Int64(updated.timeIntervalSince1970)))
                    && first.hasSuffix("." + diary), "\(line)")
        }
        #expect(records >= 9)
        #expect(
            try painlog.sqlite("SELECT count(*) FROM sync_stamps;").trimmingCharacters(in: .whitespacesAndNewlines)
                == String(records))
    }
}
