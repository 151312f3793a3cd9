import PainlogDomain
import Testing

@testable import PainlogStorage

/// Every row decoder reads its columns by their names in its layout, not by where a table keeps
/// them: each query below runs once over the real tables and once over the same tables with their
/// columns in reverse order, and both decode to the same values.
@Suite struct RowDecoderTests {
    private let folder = TemporaryFolder()

    /// A layout read in the order its cases are declared, the switch naming them in another order.
    private enum Layout: Int32, SQLColumn {
        case c, a, b

        static let list = selection { column in
            switch column {
            case .a: "a"
            case .b: "b"
            case .c: "c"
            }
        }
    }

    /// `Layout` with a column added in the middle.
    private enum WiderLayout: Int32, SQLColumn {
        case c, added, a, b

        static let list = selection { column in
            switch column {
            case .a: "a"
            case .added: "'new'"
            case .b: "b"
            case .c: "c"
            }
        }
    }

    /// A column selected after `Layout`'s.
    private enum AfterLayout: Int32, SQLColumn {
        case extra

        static let first = Layout.count
    }

    @Test func aLayoutSelectsItsColumnsInTheOrderOfItsCases() throws {
        #expect(Layout.list.sql == "c, a, b")
        #expect(Layout.count == 3)
        let connection = try diary()
        try connection.execute("CREATE TABLE t (a INTEGER, b TEXT, c INTEGER); INSERT INTO t VALUES (1, 'two', 3)")
        var read: [String] = []
        try connection.query("SELECT \(Layout.list) FROM t", Layout.self) { row in
            read.append("\(row.int(.a)) \(row.text(.b)) \(row.int(.c))")
        }
        try connection.query("SELECT \(WiderLayout.list) FROM t", WiderLayout.self) { row in
            read.append("\(row.int(.a)) \(row.text(.b)) \(row.int(.c)) \(row.text(.added))")
        }
        #expect(read == ["1 two 3", "1 two 3 new"])
    }

    @Test func columnsAfterAnotherLayoutAreReadAfterIt() throws {
        let connection = try diary()
        try connection.execute("CREATE TABLE t (a INTEGER, b TEXT, c INTEGER); INSERT INTO t VALUES (1, 'two', 3)")
        let statement = try connection.boundStatement("SELECT \(Layout.list), 'extra' FROM t")
        defer { statement.finish() }
        #expect(try statement.step())
        #expect(SQLRow<Layout>(statement).int(.c) == 3)
        #expect(SQLRow<AfterLayout>(statement).text(.extra) == "extra")
        #expect(EntryExtraColumn.first == Entry.Columns.count)
    }

    // MARK: - Each decoder over reordered tables

    @Test func theReorderedTablesHaveTheirColumnsLastFirst() throws {
        let connection = try diary()
        #expect(
            try reversedColumns("tombstones", connection) == "deleted_by, deleted_offset, deleted_at, entry_id, uid")
        #expect(
            try reversedColumns("entries", connection).hasPrefix("symptoms, ended_offset, ended_at, updated_offset"))
    }

    @Test func entriesTheirNamesAndTimes() throws {
        let connection = try diary()
        let entry = try check(
            connection, Entry.Columns.self, decode: { try Entry(row: $0, areas: [], tags: [], medications: []) },
            query: { source in
                "SELECT \(Entry.selection) FROM \(source("entries")) e ORDER BY e.id"
            })
        #expect(
            entry.first
                == Entry(
                    id: 1, uid: Self.uid(1), occurredAt: Timestamp(seconds: 1_000_000, offset: 3600),
                    endedAt: Timestamp(seconds: 1_007_200, offset: 7200), intensity: Intensity(7)!, areas: [],
                    tags: [], medications: [], note: "one", createdAt: Timestamp(seconds: 999_000, offset: 60),
                    updatedAt: Timestamp(seconds: 999_500, offset: 120)))
        let medications = try check(
            connection, Medication.Columns.self, decode: { Medication(row: $0) },
            query: { source in
                """
                SELECT \(Medication.selection) FROM \(source("entry_medications")) l
                JOIN \(source("medications")) m ON m.id = l.medication_id ORDER BY l.entry_id, l.position
                """
            })
        #expect(medications == [Medication(name: "Ibuprofen", dose: "400 mg")])
        let lastDoses = try check(
            connection, Medication.LastDoseColumns.self, decode: { Medication(row: $0) },
            query: { source in
                "SELECT \(Medication.lastDoseSelection) FROM \(source("medications")) n ORDER BY n.id"
            })
        #expect(lastDoses == [Medication(name: "Ibuprofen", dose: "400 mg")])
        let streamed = try check(
            connection, LinkCursor.Columns.self, decode: { Medication(row: $0) },
            query: { source in
                """
                SELECT \(LinkCursor.selection(dose: true)) FROM \(source("entries")) e
                CROSS JOIN \(source("entry_medications")) x ON x.entry_id = e.id
                CROSS JOIN \(source("medications")) m ON m.id = x.medication_id ORDER BY e.id
                """
            })
        #expect(streamed == medications)
        let times = try check(
            connection, TimeColumns.self, decode: { Timestamp(row: $0) },
            query: { source in
                "SELECT \(TimeColumns.list) FROM \(source("entries")) e ORDER BY e.id"
            })
        #expect(times == [Timestamp(seconds: 1_000_000, offset: 3600), Timestamp(seconds: 2_000_000, offset: 0)])
    }

    @Test func names() throws {
        let connection = try diary()
        let records = try check(
            connection, NameRecord.Columns.self, decode: { NameRecord(row: $0) },
            query: { source in
                "SELECT \(NameRecord.selection) FROM \(source("areas")) n ORDER BY n.id"
            })
        #expect(records == [NameRecord(id: 1, name: "Head")])
        let usage = try check(
            connection, NameUsage.Columns.self, decode: { NameUsage(row: $0) },
            query: { source in
                """
                SELECT \(NameUsage.selection(of: .areas)) FROM \(source("areas")) n
                JOIN \(source("entry_areas")) l ON l.area_id = n.id GROUP BY n.id
                """
            })
        #expect(
            usage == [NameUsage(name: "Head", entryCount: 2, lastLogged: Timestamp(seconds: 2_000_000, offset: 0))])
        let top = try check(
            connection, TopName.Columns.self, decode: { TopName(row: $0) },
            query: { source in
                """
                SELECT \(TopName.selection) FROM (SELECT area_id AS id, count(*) AS uses FROM entry_areas GROUP BY area_id) c
                JOIN \(source("areas")) n ON n.id = c.id
                """
            })
        #expect(top.map { "\($0.id) \($0.name) \($0.uses)" } == ["1 Head 2"])
        let medications = try check(
            connection, MedicationName.Columns.self, decode: { MedicationName(row: $0) },
            query: { source in
                "SELECT \(MedicationName.selection) FROM \(source("medications"))"
            })
        #expect(medications.map { "\($0.id) \($0.name)" } == ["1 Ibuprofen"])
        let classes = try check(
            connection, MedicationClass.Columns.self, decode: { MedicationClass(row: $0) },
            query: { source in
                """
                SELECT \(MedicationClass.selection) FROM \(source("medication_classes")) c
                JOIN \(source("medications")) m ON m.id = c.medication_id
                """
            })
        #expect(classes.map { "\($0.name) \($0.medicationClass)" } == ["Ibuprofen triptan"])
    }

    @Test func medicationFigures() throws {
        let connection = try diary()
        let uses = try check(
            connection, MedicationUse.Columns.self, decode: { MedicationUse(row: $0) },
            query: { source in
                """
                SELECT \(MedicationUse.selection) FROM \(source("entries")) e
                JOIN \(source("entry_medications")) l ON l.entry_id = e.id
                JOIN \(source("medications")) m ON m.id = l.medication_id GROUP BY m.id
                """
            })
        #expect(
            uses == [
                MedicationUse(
                    name: "Ibuprofen", doses: 1, days: 1, lastTaken: Timestamp(seconds: 1_000_000, offset: 3600))
            ])
        let intakes = try check(
            connection, Intake.Columns.self, decode: { Intake(row: $0) },
            query: { source in
                """
                SELECT \(Intake.selection) FROM \(source("entries")) e
                JOIN \(source("entry_medications")) l ON l.entry_id = e.id
                """
            })
        #expect(intakes.map { "\($0.wallSeconds) \($0.medicationID) \($0.dose)" } == ["1003600 1 400 mg"])
        let days = try check(
            connection, MedicationDay.Columns.self, decode: { MedicationDay(row: $0) },
            query: { source in
                """
                SELECT \(MedicationDay.selection) FROM \(source("entries")) e
                JOIN \(source("entry_medications")) l ON l.entry_id = e.id
                """
            })
        #expect(days.map { "\($0.day) \($0.medicationID) \($0.dose)" } == ["11 1 400 mg"])
        let responses = try check(
            connection, ResponseRow.Columns.self,
            decode: { row in
                let found = ResponseRow(row: row)
                let entry = ResponseRow.Entry(row: row)
                return "\(found.id) \(entry.occurredAt) \(entry.intensity) \(found.area ?? 0) "
                    + "\(ResponseRow.isNamed(row: row)) \(found.medication ?? 0) \(entry.matches)"
            },
            query: { source in
                """
                SELECT \(ResponseRow.selection(named: "\(1)", matches: "e.intensity > \(5)")) FROM \(source("entries")) e
                LEFT JOIN \(source("entry_areas")) a ON a.entry_id = e.id
                LEFT JOIN \(source("entry_medications")) m ON m.entry_id = e.id ORDER BY e.id
                """
            })
        #expect(
            responses == ["1 1000000 7 1 true 1 true", "2 2000000 3 1 true 0 false"])
        let tagDays = try check(
            connection, TagDaysRow.Columns.self, decode: { TagDaysRow(row: $0) },
            query: { source in
                """
                WITH days AS (SELECT 1 AS d, 2 AS c, 5.0 AS m), tagged AS (SELECT 1 AS tag_id, 1 AS d, 2 AS c,
                    9 AS last_at, 60 AS last_offset)
                SELECT \(TagDaysRow.allDaysSelection) FROM days
                UNION ALL
                SELECT \(TagDaysRow.tagSelection) FROM tagged t JOIN days ON days.d = t.d
                JOIN \(source("tags")) n ON n.id = t.tag_id GROUP BY t.tag_id
                ORDER BY is_tag, entries DESC, name_key
                """
            })
        #expect(tagDays.map(\.isTag) == [false, true])
        #expect(
            tagDays.map(\.days) == [
                TagDays(name: "", entryCount: 2, days: 1, dayMeanSum: 5, dayMeanSquareSum: 25, lastLogged: nil),
                TagDays(
                    name: "Work", entryCount: 2, days: 1, dayMeanSum: 5, dayMeanSquareSum: 25,
                    lastLogged: Timestamp(seconds: 9, offset: 60)),
            ])
    }

    @Test func theJournal() throws {
        let connection = try diary()
        let steps = try check(
            connection, JournalStep.Columns.self, decode: { JournalStep(row: $0) },
            query: { source in
                "SELECT \(JournalStep.selection) FROM \(source("journal_steps")) s"
            })
        #expect(
            steps == [
                JournalStep(
                    id: 1, kind: .log, summary: "Logged", recordedAt: Timestamp(seconds: 5000, offset: 3600),
                    entryCount: 2)
            ])
        let touched = try check(
            connection, TouchedEntry.Columns.self, decode: { TouchedEntry(row: $0) },
            query: { source in
                "SELECT \(TouchedEntry.selection) FROM \(source("journal_entries")) ORDER BY entry_id"
            })
        #expect(touched.map { "\($0.id) \($0.before ?? "nil")" } == ["1 nil", "2 {\"note\":\"x\"}"])
        let synced = try check(
            connection, SyncedEntry.Columns.self, decode: { SyncedEntry(row: $0) },
            query: { source in
                """
                SELECT \(SyncedEntry.selection) FROM \(source("journal_entries")) j
                JOIN \(source("entries")) e ON e.id = j.entry_id JOIN sync_stamps s ON s.uid = e.uid
                WHERE j.before IS NULL
                """
            })
        #expect(synced.map { "\($0.id) \($0.uid)" } == ["1 \(Self.uid(1))"])
        let impacts = try check(
            connection, TouchedImpact.Columns.self, decode: { TouchedImpact(row: $0) },
            query: { source in
                "SELECT \(TouchedImpact.selection) FROM \(source("journal_impacts"))"
            })
        #expect(impacts.map { "\($0.id) \($0.hadBefore) \($0.buries)" } == ["1 false true"])
        let notes = try check(
            connection, ImageNote.Columns.self, decode: { ImageNote(row: $0) },
            query: { _ in
                "SELECT \(ImageNote.selection(of: #"{"note_hex":"6869","note":"old"}"#))"
            })
        #expect(notes.map { "\($0.hex ?? "nil") \($0.text)" } == ["6869 old"])
    }

    @Test func tombstonesImpactsAndSync() throws {
        let connection = try diary()
        let tombstones = try check(
            connection, Tombstone.Columns.self, decode: { Tombstone(row: $0) },
            query: { source in
                "SELECT \(Tombstone.selection) FROM \(source("tombstones"))"
            })
        #expect(
            tombstones == [
                Tombstone(uid: Self.uid(9), entryID: 9, deletedAt: Timestamp(seconds: 3000, offset: -3600))
            ])
        let records = try check(
            connection, ImpactRecord.Columns.self, decode: { try ImpactRecord(row: $0) },
            query: { source in
                "SELECT \(ImpactRecord.selection) FROM \(source("impact_records"))"
            })
        let content = ImpactContent(
            uid: Self.uid(5), recordedAt: Timestamp(seconds: 4000, offset: 3600), pain: Intensity(6)!,
            enjoyment: Intensity(4)!, activity: Intensity(5)!, createdAt: Timestamp(seconds: 3900, offset: 60),
            updatedAt: Timestamp(seconds: 3950, offset: 120))
        #expect(records == [ImpactRecord(id: 1, content: content)])
        let impactTombstones = try check(
            connection, ImpactTombstone.Columns.self, decode: { ImpactTombstone(row: $0) },
            query: { source in
                "SELECT \(ImpactTombstone.selection) FROM \(source("impact_tombstones"))"
            })
        #expect(impactTombstones.map(\.uid) == [Self.uid(6)])
        #expect(impactTombstones.map(\.deletedAt) == [Timestamp(seconds: 4500, offset: 0)])
        let states = try check(
            connection, StampState.Columns.self, decode: { StampState(row: $0) },
            query: { source in
                "SELECT \(StampState.selection) FROM \(source("sync_stamps"))"
            })
        #expect(states.map { "\($0.uid) \($0.state)" } == ["\(Self.uid(1)) state"])
        let stamp = ChangeStamp(seconds: 1_795_332_600, counter: 2, diary: "0123456789abcdef0123456789abcdef")
        let values = try check(
            connection, SetAsideValue.Columns.self, decode: { SetAsideValue(row: $0) },
            query: { source in
                "SELECT \(SetAsideValue.selection) FROM \(source("sync_history"))"
            })
        #expect(values == [SetAsideValue(uid: Self.uid(1), field: "note", value: "older", stamp: stamp, seenAt: 77)])
        let renames = try check(
            connection, NameRename.Columns.self, decode: { NameRename(row: $0) },
            query: { source in
                "SELECT \(NameRename.selection) FROM \(source("name_renames"))"
            })
        #expect(
            renames == [
                NameRename(id: 1, kind: .tag, fromKey: "work", toName: "Job", renamedAt: 88, stamp: nil)
            ])
    }

    // MARK: - Support

    private static func uid(_ number: Int) -> String {
        let digits = String(number)
        return "00000000-0000-4000-8000-" + String(repeating: "0", count: 12 - digits.count) + digits
    }

    /// A diary with a row in every table a decoder reads, each column holding a value of its own.
    private func diary() throws -> SQLiteConnection {
        let path = folder.file("diary.sqlite")
        try createDatabase(path)
        let connection = try SQLiteConnection(path: path)
        let stamp = ChangeStamp(seconds: 1_795_332_600, counter: 2, diary: "0123456789abcdef0123456789abcdef")
        try connection.execute(
            """
            INSERT INTO entries (id, uid, occurred_at, occurred_offset, intensity, note, created_at, created_offset,
                                 updated_at, updated_offset, ended_at, ended_offset)
            VALUES (1, '\(Self.uid(1))', 1000000, 3600, 7, 'one', 999000, 60, 999500, 120, 1007200, 7200),
                   (2, '\(Self.uid(2))', 2000000, 0, 3, 'two', 1999000, 0, 1999000, 0, NULL, NULL);
            INSERT INTO areas (id, name, name_key) VALUES (1, 'Head', 'head');
            INSERT INTO tags (id, name, name_key) VALUES (1, 'Work', 'work');
            INSERT INTO medications (id, name, name_key) VALUES (1, 'Ibuprofen', 'ibuprofen');
            INSERT INTO entry_areas (entry_id, area_id, position) VALUES (1, 1, 0), (2, 1, 0);
            INSERT INTO entry_medications (entry_id, position, medication_id, dose) VALUES (1, 0, 1, '400 mg');
            INSERT INTO medication_classes (medication_id, class) VALUES (1, 'triptan');
            INSERT INTO tombstones (uid, entry_id, deleted_at, deleted_offset) VALUES ('\(Self.uid(9))', 9, 3000, -3600);
            INSERT INTO impact_records (id, uid, recorded_at, recorded_offset, pain, enjoyment, activity, created_at,
                                        created_offset, updated_at, updated_offset)
            VALUES (1, '\(Self.uid(5))', 4000, 3600, 6, 4, 5, 3900, 60, 3950, 120);
            INSERT INTO impact_tombstones (uid, record_id, deleted_at, deleted_offset) VALUES ('\(Self.uid(6))', 8, 4500, 0);
            INSERT INTO journal_steps (id, command, summary, created_at, created_offset) VALUES (1, 'log', 'Logged', 5000, 3600);
            INSERT INTO journal_entries (step_id, entry_id, before) VALUES (1, 1, NULL), (1, 2, '{"note":"x"}');
            INSERT INTO journal_impacts (step_id, record_id, before, undo_buries) VALUES (1, 1, NULL, 1);
            INSERT INTO sync_stamps (uid, state) VALUES ('\(Self.uid(1))', 'state');
            INSERT INTO sync_history (id, uid, field, value, stamp, seen_at)
            VALUES (1, '\(Self.uid(1))', 'note', 'older', '\(stamp.text)', 77);
            INSERT INTO name_renames (id, list, from_key, to_name, renamed_at, stamp, step_id)
            VALUES (1, 'tag', 'work', 'Job', 88, NULL, NULL);
            """)
        return connection
    }

    /// The columns of `table`, last first.
    private func reversedColumns(_ table: String, _ connection: SQLiteConnection) throws -> String {
        try connection.scalarText(
            "SELECT group_concat(name, ', ') FROM (SELECT name FROM pragma_table_info(\(table)) ORDER BY cid DESC)")
    }

    /// The values `decode` makes of the rows `query` selects, which must be the same whether each
    /// table is read as it is or with its columns in reverse order (`source` gives one or the other).
    private func check<Column: SQLColumn, Value>(
        _ connection: SQLiteConnection, _ columns: Column.Type,
        decode: (SQLRow<Column>) throws -> Value, query: ((String) -> SQLFragment) throws -> SQLFragment,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> [Value] {
        var direct: [Value] = []
        try connection.query(try query { SQLFragment(sql: $0) }, Column.self) { direct.append(try decode($0)) }
        var reordered: [Value] = []
        let reversedTables = try query { table in
            SQLFragment(sql: "(SELECT \((try? reversedColumns(table, connection)) ?? "*") FROM \(table))")
        }
        try connection.query(reversedTables, Column.self) { reordered.append(try decode($0)) }
        #expect(!direct.isEmpty, sourceLocation: sourceLocation)
        #expect("\(direct)" == "\(reordered)", sourceLocation: sourceLocation)
        return direct
    }
}
