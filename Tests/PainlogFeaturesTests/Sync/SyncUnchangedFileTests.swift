import Foundation
import PainlogDomain
import PainlogStorage
import Testing

@testable import PainlogFeatures

/// A file merged before and unchanged since is not merged again when only this diary changed, and
/// is merged again whenever that could change anything: the sync that merged it undone, or a stamp
/// in it later than that sync's time.
@Suite struct SyncUnchangedFileTests {
    private let folder = MemorySyncFolder()

    /// Syncs `diary`; the number of records it read from the other diaries' files.
    @discardableResult
    private func sync(_ diary: MergeTestDiary) throws -> (report: SyncReport, read: Int) {
        var read = 0
        let report = try SyncInteractor(
            unitOfWork: diary.storage.unitOfWork, settings: diary.storage.settings,
            calendar: LocalCalendar(clock: FixedTimeSource(diary.now), zone: berlinZone),
            makeUID: { UUID().uuidString.lowercased() }
        ).sync(folder, folderPath: folder.name, dryRun: false, onRecord: { read = $0 })
        return (report, read)
    }

    @Test func anUnchangedFileIsNotReadAgainAfterAChangeHere() throws {
        let (a, b) = try MergeTestDiary.syncedPair(through: folder)
        a.wait()
        try a.log(2, note: "new in a")
        let (report, read) = try sync(a)
        #expect(read == 0, "b's file is the one a merged: not read again")
        #expect(report.merged.count == 1 && report.skipped.isEmpty)
        b.wait()
        let (_, readByB) = try sync(b)
        #expect(readByB > 0)
        #expect(try b.entries().map(\.note).sorted() == ["from a", "from b", "new in a"])
        #expect(try a.contents() == b.contents())
    }

    @Test func undoingTheSyncThatMergedItMergesItAgain() throws {
        let (a, b) = try MergeTestDiary.syncedPair(through: folder)
        b.wait()
        let theirs = try #require(try b.entries().first { $0.note == "from b" })
        try b.edit(theirs.id, note: "edited in b")
        try sync(b)
        a.wait()
        try sync(a)
        #expect(try a.entries().contains { $0.note == "edited in b" })
        a.wait()
        #expect(try a.undo().kind == .sync)
        #expect(try !a.entries().contains { $0.note == "edited in b" })
        a.wait()
        let (_, read) = try sync(a)
        #expect(read > 0, "the undone sync's file is merged again")
        #expect(try a.entries().contains { $0.note == "edited in b" })
        #expect(try a.contents() == b.contents())
    }

    @Test func aFileStampedAheadOfThisComputerIsMergedAgain() throws {
        let (a, b) = try MergeTestDiary.syncedPair(through: folder)
        // b's clock is two minutes ahead of a's: its edit is stamped after a's next deletion.
        b.now = a.now + 120
        let theirs = try #require(try b.entries().first { $0.note == "from b" })
        try b.edit(theirs.id, note: "edited in b")
        try sync(b)
        a.wait(1)
        try sync(a)
        a.wait(1)
        let deleted = try #require(try a.entries().first { $0.note == "edited in b" })
        try a.delete([deleted.id])
        let (_, read) = try sync(a)
        #expect(read > 0, "a file with a stamp later than the sync that merged it is merged again")
        b.now = a.now + 120
        try sync(b)
        try sync(a)
        #expect(try a.contents() == b.contents(), "both diaries hold the same, whichever way the rules go")
    }

    @Test func aDeletionDatedBeforeTheSyncThatMergedTheFileMergesItAgain() throws {
        let (a, b) = try MergeTestDiary.syncedPair(through: folder)
        b.now = a.now
        let theirs = try #require(try b.entries().first { $0.note == "from b" })
        try b.edit(theirs.id, note: "edited in b")
        try sync(b)
        a.wait(10)
        try sync(a)
        // This computer's clock set back five minutes: the deletion is dated before b's edit.
        a.now -= 300
        let deleted = try #require(try a.entries().first { $0.note == "edited in b" })
        try a.delete([deleted.id])
        a.now += 600
        let (_, read) = try sync(a)
        #expect(read > 0, "a deletion dated before the last sync: b's file is merged again")
        b.now = a.now
        try sync(b)
        try sync(a)
        #expect(try a.contents() == b.contents())
    }

    @Test func aClockSetBackMergesTheFileAgain() throws {
        let (a, _) = try MergeTestDiary.syncedPair(through: folder)
        a.now -= 3600
        try a.log(2, note: "new in a")
        let (_, read) = try sync(a)
        #expect(read > 0, "this computer's clock is behind the last sync's time")
    }
}
