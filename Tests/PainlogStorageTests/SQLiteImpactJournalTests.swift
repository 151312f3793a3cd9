import Foundation
import PainlogDomain
import Testing

@testable import PainlogStorage

/// Impact records (migration 0006) in the change journal: each undo gives back the records and
/// their tombstones exactly, and undoing an `impact` buries the record so no copy revives it.
@Suite struct SQLiteImpactJournalTests {
    let folder = TemporaryFolder()

    private func impact(_ number: Int, pain: Int = 6, updatedAt: Timestamp = berlin(2026, 11, 20)) -> ImpactContent {
        ImpactContent(
            uid: testUID(number), recordedAt: berlin(2026, 11, 20, 9), pain: Intensity(pain)!, enjoyment: Intensity(4)!,
            activity: Intensity(5)!, createdAt: berlin(2026, 11, 20), updatedAt: updatedAt)
    }

    /// Records `content` as one step, as `ImpactInteractor` does.
    private func record(_ content: ImpactContent, in storage: SQLiteStorage, buryOnUndo: Bool) throws -> ImpactRecord {
        try storage.unitOfWork.inWriteTransaction { diary in
            let record = try diary.impacts.insert(content)
            let step = try diary.journal.record(
                .impact, summary: "impact #\(record.id)", at: berlin(2026, 11, 22), changing: [], created: [])
            try diary.journal.noteImpactsCreated([record.id], buryOnUndo: buryOnUndo, in: step)
            return record
        }
    }

    /// Every impact row and impact tombstone, as JSON arrays.
    private func impactTables(_ path: String) throws -> [String] {
        let connection = try SQLiteConnection(path: path, readOnly: true)
        var rows: [String] = []
        try connection.query(
            """
            SELECT json_array(\(ImpactRecord.selection)) FROM impact_records
            UNION ALL SELECT json_array(uid, record_id, deleted_at, deleted_offset) FROM impact_tombstones
            """, SingleColumn.self
        ) { rows.append(String(row: $0)) }
        return rows
    }

    @Test func undoingAnImpactRemovesItAndLeavesATombstoneDatedNow() throws {
        let path = folder.file("diary.sqlite")
        let storage = try openStorage(path)
        let kept = try record(impact(1), in: storage, buryOnUndo: true)
        let undone = try record(impact(2, pain: 2), in: storage, buryOnUndo: true)
        #expect(try storage.impacts.records().map(\.id) == [undone.id, kept.id])

        let step = try storage.journal.undoLatest(at: testZone.timestamp(at: testNow))

        #expect(step?.summary == "impact #\(undone.id)")
        #expect(step?.kind == .impact)
        #expect(try storage.impacts.records() == [kept])
        #expect(try storage.impacts.tombstone(uid: testUID(2)) == testZone.timestamp(at: testNow))
        #expect(try storage.impacts.tombstone(uid: testUID(1)) == nil)
        #expect(try storage.impacts.record(uid: testUID(2)) == nil)
    }

    @Test func aCreatedRecordThatIsNotBuriedLeavesNoTombstone() throws {
        let path = folder.file("diary.sqlite")
        let storage = try openStorage(path)
        _ = try record(impact(1), in: storage, buryOnUndo: false)
        _ = try storage.journal.undoLatest(at: testZone.timestamp(at: testNow))
        #expect(try impactTables(path).isEmpty)
    }

    /// Undoing a change of a record gives it back updated at the undo (an undo is a change), and
    /// its tombstones exactly; undoing a sync's merge gives back everything exactly.
    @Test(arguments: [ChangeKind.impact, .sync])
    func undoGivesBackAChangedRecordAndItsTombstones(kind: ChangeKind) throws {
        let path = folder.file("diary.sqlite")
        let storage = try openStorage(path)
        let first = try record(impact(1), in: storage, buryOnUndo: true)
        _ = try record(impact(2), in: storage, buryOnUndo: true)
        _ = try storage.journal.undoLatest(at: testZone.timestamp(at: testNow))  // buries uid 2
        let before = try impactTables(path)
        let recordBefore = try #require(try storage.impacts.record(uid: testUID(1)))

        // A step that changes record 1 and forgets the tombstone of uid 2 (as a merge reviving it would).
        try storage.unitOfWork.inWriteTransaction { diary in
            let step = try diary.journal.record(
                kind, summary: "change", at: berlin(2026, 11, 22), changing: [], created: [])
            try diary.journal.noteImpactsChanging([first.id], in: step)
            try diary.journal.noteImpactTombstones([testUID(2), testUID(3)], in: step)
        }
        let writer = try SQLiteConnection(path: path, readOnly: false)
        try writer.run("UPDATE impact_records SET pain = 9, updated_at = updated_at + 60 WHERE id = \(first.id)")
        try writer.run("DELETE FROM impact_tombstones")
        try writer.run(
            """
            INSERT INTO impact_tombstones (uid, record_id, deleted_at, deleted_offset)
            VALUES (\(testUID(3)), 7, 1, 0)
            """)
        writer.close()
        #expect(try impactTables(path) != before)

        let undoneAt = testZone.timestamp(at: testNow + 600)
        _ = try storage.journal.undoLatest(at: undoneAt)

        if kind == .sync {
            #expect(try impactTables(path) == before)
        } else {
            let old = recordBefore.content
            let restored = ImpactContent(
                uid: old.uid, recordedAt: old.recordedAt, pain: old.pain, enjoyment: old.enjoyment,
                activity: old.activity, createdAt: old.createdAt, updatedAt: undoneAt)
            #expect(try storage.impacts.record(uid: testUID(1)) == ImpactRecord(id: first.id, content: restored))
            // The record is the first row; the tombstones follow, exactly as they were.
            #expect(try impactTables(path).dropFirst() == before.dropFirst())
        }
    }

    @Test func answersOutsideTheScaleAreRefusedByTheSchema() throws {
        let path = folder.file("diary.sqlite")
        _ = try openStorage(path)
        let writer = try SQLiteConnection(path: path, readOnly: false)
        #expect(throws: DatabaseError.self) {
            try writer.run(
                """
                INSERT INTO impact_records (uid, recorded_at, recorded_offset, pain, enjoyment, activity,
                                            created_at, created_offset, updated_at, updated_offset)
                VALUES (\(testUID(1)), 0, 0, 11, 0, 0, 0, 0, 0, 0)
                """)
        }
    }

    @Test func everyDatabaseGetsADiaryIDOfItsOwn() throws {
        let ids = try ["a.sqlite", "b.sqlite"].map { name in
            let path = folder.file(name)
            _ = try openStorage(path)
            let connection = try SQLiteConnection(path: path, readOnly: true)
            return try connection.scalarText("SELECT value FROM diary_settings WHERE key = 'diary_id'")
        }
        #expect(ids[0].count == 32)
        #expect(ids[0] != ids[1])
    }
}
