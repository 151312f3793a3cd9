import Foundation
import PainlogDomain
import Testing

@testable import PainlogStorage

/// The impact store, the tombstones sync learns from other diaries, and the diary's settings, on
/// real SQLite files.
@Suite struct SQLiteImpactStoreTests {
    let folder = TemporaryFolder()

    private func content(_ number: Int, pain: Int, updatedAt: Timestamp) -> ImpactContent {
        ImpactContent(
            uid: testUID(number), recordedAt: berlin(2026, 11, 20, 9), pain: Intensity(pain)!, enjoyment: Intensity(4)!,
            activity: Intensity(5)!, createdAt: berlin(2026, 11, 20), updatedAt: updatedAt)
    }

    @Test func recordsAreUpdatedDeletedAndBuriedByUID() throws {
        let storage = try openStorage(folder.file("diary.sqlite"))
        let record = try storage.impacts.insert(content(1, pain: 3, updatedAt: berlin(2026, 11, 20)))
        let changed = content(1, pain: 8, updatedAt: berlin(2026, 11, 21))
        try storage.impacts.update(id: record.id, with: changed)
        #expect(try storage.impacts.record(uid: testUID(1)) == ImpactRecord(id: record.id, content: changed))

        try storage.impacts.delete(id: record.id)
        try storage.impacts.bury(uid: testUID(1), recordID: record.id, at: berlin(2026, 11, 22))
        #expect(try storage.impacts.records().isEmpty)
        // A later deletion learnt elsewhere moves the time and keeps the id it had here.
        try storage.impacts.bury(uid: testUID(1), recordID: 0, at: berlin(2026, 11, 23))
        #expect(try storage.impacts.tombstones().map(\.deletedAt) == [berlin(2026, 11, 23)])
        let connection = try SQLiteConnection(path: folder.file("diary.sqlite"), readOnly: true)
        #expect(try connection.scalarInt("SELECT record_id FROM impact_tombstones") == record.id)

        try storage.impacts.removeTombstone(uid: testUID(1))
        #expect(try storage.impacts.tombstone(uid: testUID(1)) == nil)
    }

    @Test func aDeletionLearntElsewhereIsATombstoneWithoutAnEntry() throws {
        let storage = try openStorage(folder.file("diary.sqlite"))
        try storage.unitOfWork.inWriteTransaction { diary in
            try diary.tombstones.bury(uid: testUID(2), entryID: 0, at: berlin(2026, 11, 21))
            try diary.tombstones.bury(uid: testUID(1), entryID: 7, at: berlin(2026, 11, 20))
        }
        #expect(
            try storage.unitOfWork.inWriteTransaction { try $0.tombstones.all() } == [
                Tombstone(uid: testUID(1), entryID: 7, deletedAt: berlin(2026, 11, 20)),
                Tombstone(uid: testUID(2), entryID: 0, deletedAt: berlin(2026, 11, 21)),
            ])
    }

    /// A sync writes every deletion again: it reads them a page at a time, by uid, never all.
    @Test func tombstonesOfEntriesAndImpactRecordsAreReadAPageAtATimeByUID() throws {
        let storage = try openStorage(folder.file("diary.sqlite"))
        try storage.unitOfWork.inWriteTransaction { diary in
            for number in [5, 1, 4, 2, 3] {
                try diary.tombstones.bury(uid: testUID(number), entryID: 0, at: berlin(2026, 11, 20 + number))
                try diary.impacts.bury(uid: testUID(number), recordID: 0, at: berlin(2026, 11, 20 + number))
            }
        }
        try storage.unitOfWork.inWriteTransaction { diary in
            #expect(try diary.tombstones.page(after: "", limit: 2).map(\.uid) == [testUID(1), testUID(2)])
            #expect(try diary.tombstones.page(after: testUID(2), limit: 2).map(\.uid) == [testUID(3), testUID(4)])
            #expect(
                try diary.tombstones.page(after: testUID(4), limit: 2) == [
                    Tombstone(uid: testUID(5), entryID: 0, deletedAt: berlin(2026, 11, 25))
                ])
            #expect(try diary.tombstones.page(after: testUID(5), limit: 2).isEmpty)
            #expect(try diary.impacts.tombstones(after: "", limit: 3).map(\.uid) == [1, 2, 3].map(testUID))
            let last = try diary.impacts.tombstones(after: testUID(3), limit: 3)
            #expect(last.map(\.uid) == [testUID(4), testUID(5)])
            #expect(last.map(\.deletedAt) == [berlin(2026, 11, 24), berlin(2026, 11, 25)])
            #expect(try diary.impacts.tombstoneCount() == 5)
        }
    }

    @Test func settingsKeepTheirValues() throws {
        let storage = try openStorage(folder.file("diary.sqlite"))
        #expect(try storage.settings.value("sync_folder") == nil)
        try storage.settings.set("sync_folder", to: "/a")
        try storage.settings.set("sync_folder", to: "/b")
        #expect(try storage.settings.value("sync_folder") == "/b")
        #expect(try storage.settings.diaryID().count == 32)
    }
}
