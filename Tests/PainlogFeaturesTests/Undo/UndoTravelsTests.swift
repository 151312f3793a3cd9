import Foundation
import PainlogDomain
import PainlogFeatures
import Testing

/// An undo is a change made when it is typed (issue 27).
///
/// What it puts back is updated then, so it wins over the change it took back wherever that change
/// went, by export and import as by sync, and the next sync does not revert it. Undoing a sync
/// stays exact.
@Suite struct UndoTravelsTests {
    private let folder = MemorySyncFolder()
    private let laptop: MergeTestDiary
    private let desktop: MergeTestDiary

    init() throws {
        laptop = try MergeTestDiary(uidPrefix: "1")
        desktop = try MergeTestDiary(uidPrefix: "2")
    }

    /// The laptop's time, as a timestamp in Berlin.
    private var laptopNow: Timestamp { berlinZone.timestamp(at: laptop.now) }

    /// Syncs laptop, desktop, laptop: both in step.
    private func syncBoth() throws {
        for diary in [laptop, desktop, laptop] {
            diary.wait(5)
            try diary.sync(folder)
        }
    }

    /// An entry logged on the laptop and imported into the desktop; its uid.
    private func sharedByExport() throws -> String {
        let entry = try laptop.log(5, note: "first", areas: ["back"])
        desktop.now = laptop.now + 60
        _ = try desktop.importCSV(try laptop.export())
        laptop.now = desktop.now
        return entry.uid
    }

    // MARK: - export and import

    @Test func anUndoneEditWinsAnImportIntoADiaryThatHasTheEdit() throws {
        let uid = try sharedByExport()
        let id = try #require(try laptop.entry(uid: uid)).id
        laptop.wait()
        try laptop.edit(id, intensity: 8, note: "typo")
        desktop.now = laptop.now + 60
        _ = try desktop.importCSV(try laptop.export())
        #expect(try desktop.entry(uid: uid)?.note == "typo")

        laptop.now = desktop.now + 60
        try laptop.undo()
        let undone = try #require(try laptop.entry(uid: uid))
        #expect(undone.note == "first" && undone.intensity.value == 5)
        #expect(undone.updatedAt == laptopNow, "an undo is a change made now")
        #expect(undone.createdAt.seconds < undone.updatedAt.seconds, "created_at stays")

        desktop.now = laptop.now + 60
        let (report, _) = try desktop.importCSV(try laptop.export())
        #expect(report.updated == 1, "\(report)")
        let there = try #require(try desktop.entry(uid: uid))
        #expect(there.note == "first" && there.intensity.value == 5)
        #expect(there.updatedAt == undone.updatedAt)
        #expect(try desktop.contents() == laptop.contents())
    }

    @Test func anUndoneDeleteWinsAnImportIntoADiaryThatHasTheDeletion() throws {
        let uid = try sharedByExport()
        let id = try #require(try laptop.entry(uid: uid)).id
        laptop.wait()
        try laptop.delete([id])
        let deletedAt = laptop.now
        laptop.wait()
        try laptop.undo()
        #expect(try laptop.entry(uid: uid)?.updatedAt == laptopNow)

        // The desktop deleted it too, after the laptop's delete but before its undo.
        desktop.now = deletedAt + 30
        try desktop.delete([try #require(try desktop.entry(uid: uid)).id])
        desktop.now = laptop.now + 60
        let (report, _) = try desktop.importCSV(try laptop.export())
        #expect(report.added == 1, "the undo is later than the deletion there: \(report)")
        #expect(try desktop.entry(uid: uid)?.note == "first")
    }

    @Test func anUndoneImportPutsEveryEntryItChangedBackUpdatedAtTheUndo() throws {
        let uid = try sharedByExport()
        laptop.wait()
        try laptop.edit(try #require(try laptop.entry(uid: uid)).id, note: "from the laptop")
        let before = try #require(try desktop.entry(uid: uid))
        desktop.now = laptop.now + 60
        _ = try desktop.importCSV(try laptop.export())
        desktop.wait()
        #expect(try desktop.undo().kind == .import)
        #expect(try desktop.entry(uid: uid) == before.updated(at: berlinZone.timestamp(at: desktop.now)))
    }

    // MARK: - sync

    @Test func anUndoOfAnEditMadeAfterASyncReachesTheOtherDiaryAndStays() throws {
        let entry = try laptop.log(5, note: "first", areas: ["back"])
        try syncBoth()
        laptop.wait()
        try laptop.edit(entry.id, intensity: 9, note: "typo")
        try syncBoth()
        #expect(try desktop.entry(uid: entry.uid)?.note == "typo")

        laptop.wait(600)
        try laptop.undo()
        let undoneAt = laptopNow
        try syncBoth()
        for diary in [laptop, desktop] {
            let there = try #require(try diary.entry(uid: entry.uid))
            #expect(there.note == "first" && there.intensity.value == 5)
            #expect(there.updatedAt == undoneAt, "the undo's time travels with it")
        }
        // It stays: more syncs, and the desktop's export imported back into the laptop, change nothing.
        desktop.wait(600)
        try syncBoth()
        try syncBoth()
        #expect(try desktop.entry(uid: entry.uid)?.note == "first")
        laptop.wait()
        let (report, _) = try laptop.importCSV(try desktop.export())
        #expect(report.updated == 0, "\(report)")
        #expect(try laptop.contents() == desktop.contents())
    }

    @Test func anUndoOfASyncedRenameTravelsAndStays() throws {
        let entry = try laptop.log(5, note: "first", areas: ["back"])
        try syncBoth()
        laptop.wait()
        try laptop.renameArea("back", to: "lower back")
        try syncBoth()
        #expect(try desktop.entry(uid: entry.uid)?.areas == ["lower back"])

        laptop.wait(600)
        #expect(try laptop.undo().kind == .rename)
        #expect(try laptop.entry(uid: entry.uid)?.updatedAt == laptopNow)
        try syncBoth()
        try syncBoth()
        for diary in [laptop, desktop] {
            #expect(try diary.entry(uid: entry.uid)?.areas == ["back"])
        }
    }

    @Test func anUndoOfASyncIsExactUpdatedAtIncluded() throws {
        let entry = try laptop.log(5, note: "first")
        try syncBoth()
        laptop.wait()
        let id = try #require(try desktop.entry(uid: entry.uid)).id
        try desktop.edit(id, note: "desktop's")
        desktop.wait()
        try desktop.sync(folder)
        let before = try laptop.entries()
        laptop.wait()
        try laptop.sync(folder)
        #expect(try laptop.entry(uid: entry.uid)?.note == "desktop's")

        laptop.wait(600)
        #expect(try laptop.undo().kind == .sync)
        #expect(try laptop.entries() == before, "a sync's undo puts back exactly what it merged over")
        laptop.wait()
        try laptop.sync(folder)
        #expect(try laptop.entry(uid: entry.uid)?.note == "desktop's", "the next sync merges again")
    }
}
