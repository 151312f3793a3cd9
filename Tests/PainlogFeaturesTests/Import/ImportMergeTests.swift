import Foundation
import PainlogDomain
import PainlogFeatures
import Testing

/// The merge rules of `import` (contract: *Merging*) between two real SQLite diaries: the later
/// `updated_at` wins, a deleted entry stays deleted unless changed later, and re-importing changes
/// nothing.
@Suite struct ImportMergeTests {
    /// A laptop and a desktop diary, the desktop a copy of the laptop's three entries.
    private func twoDiaries() throws -> (laptop: MergeTestDiary, desktop: MergeTestDiary, entries: [Entry]) {
        let laptopUIDs = UIDSequence()
        let laptop = try MergeTestDiary(uids: laptopUIDs.next)
        let desktopUIDs = UIDSequence()
        let desktop = try MergeTestDiary(uids: { "d" + desktopUIDs.next().dropFirst() })
        let entries = [
            try laptop.log(3, note: "one", areas: ["head"], at: "2026-11-20T19:00"),
            try laptop.log(4, note: "two", at: "2026-11-20T19:30"),
            try laptop.log(5, note: "three", at: "2026-11-20T19:45"),
        ]
        desktop.now = laptop.now + 60
        #expect(
            try desktop.importCSV(try laptop.export()).report
                == ImportReport(added: 3, updated: 0, unchanged: 0, dryRun: false))
        laptop.now = desktop.now
        return (laptop, desktop, entries)
    }

    @Test func anOlderEditNeverReplacesANewerOneInEitherOrder() throws {
        let (laptop, desktop, entries) = try twoDiaries()
        let uid = entries[0].uid
        laptop.wait(3_600)
        try laptop.edit(entries[0].id, note: "laptop note")
        desktop.now = laptop.now + 1_800
        try desktop.edit(entries[0].id, intensity: 2)
        let desktopVersion = try #require(try desktop.entry(uid: uid))
        let desktopBefore = try desktop.contents()
        let desktopSteps = try desktop.steps()

        // The desktop's edit is newer: the laptop's file leaves it alone, twice, without an undo step.
        for _ in 1...2 {
            let (report, changes) = try desktop.importCSV(try laptop.export())
            #expect(report == ImportReport(added: 0, updated: 0, unchanged: 2, keptNewer: 1, dryRun: false))
            #expect(changes.map(\.action) == [.keepNewer(diaryUpdatedAt: desktopVersion.updatedAt)])
            #expect(changes.first?.differences == ["intensity", "note"])
            #expect(try desktop.contents() == desktopBefore)
            #expect(try desktop.steps() == desktopSteps)
        }

        // The other way round the desktop's newer edit replaces the laptop's older one.
        let (report, changes) = try laptop.importCSV(try desktop.export())
        #expect(report == ImportReport(added: 0, updated: 1, unchanged: 2, dryRun: false))
        #expect(changes.map(\.action) == [.update])
        #expect(try laptop.contents() == desktopBefore)
        #expect(try laptop.entry(uid: uid)?.note == "one")
        #expect(try laptop.entry(uid: uid)?.intensity.value == 2)
    }

    /// A rename does not move updated_at, so the other diary's export (made before it) differs in
    /// the names at the same updated_at: not newer, so the renamed names stay.
    @Test func aRowNoLaterThanTheEntryKeepsTheEntryEvenAfterARename() throws {
        let (laptop, desktop, entries) = try twoDiaries()
        desktop.wait()
        try desktop.renameArea("head", to: "Kopf")
        let before = try desktop.contents()

        let (report, changes) = try desktop.importCSV(try laptop.export())

        #expect(report == ImportReport(added: 0, updated: 0, unchanged: 2, keptNewer: 1, dryRun: false))
        #expect(changes.map(\.differences) == [["areas"]])
        #expect(try desktop.contents() == before)
        #expect(try desktop.entry(uid: entries[0].uid)?.areas == ["Kopf"])
    }

    @Test func aFileWithoutUpdatedAtCountsAsNewer() throws {
        let (_, desktop, entries) = try twoDiaries()
        desktop.wait()
        try desktop.edit(entries[1].id, intensity: 9)
        desktop.wait()
        let file =
            "uid,occurred_at,intensity,note\r\n\(entries[1].uid),2026-11-20T19:30:00+01:00,1,from a spreadsheet\r\n"

        let (report, _) = try desktop.importCSV(file)

        #expect(report == ImportReport(added: 0, updated: 1, unchanged: 0, dryRun: false))
        let updated = try #require(try desktop.entry(uid: entries[1].uid))
        #expect(updated.intensity.value == 1 && updated.note == "from a spreadsheet")
        #expect(updated.createdAt == entries[1].createdAt)
        // The change is one made now, so it wins over the other diary's older versions in turn.
        #expect(updated.updatedAt == berlinZone.timestamp(at: desktop.now))
        #expect(try desktop.importCSV(file).report == ImportReport(added: 0, updated: 0, unchanged: 1, dryRun: false))
    }

    @Test func aRowWithoutUpdatedAtNeverBringsBackADeletedEntry() throws {
        let (_, desktop, entries) = try twoDiaries()
        desktop.wait()
        try desktop.delete([entries[1].id])
        let before = try desktop.contents()
        let file =
            "uid,occurred_at,intensity,note\r\n\(entries[1].uid),2026-11-20T19:30:00+01:00,1,from a spreadsheet\r\n"

        #expect(
            try desktop.importCSV(file).report
                == ImportReport(added: 0, updated: 0, unchanged: 0, deletedHere: 1, dryRun: false))
        #expect(try desktop.contents() == before)
    }

    @Test func aDeletedEntryDoesNotComeBackAndUndoOfTheDeleteRemovesItsTombstone() throws {
        let (laptop, desktop, entries) = try twoDiaries()
        desktop.wait()
        let deletedAt = berlinZone.timestamp(at: desktop.now)
        try desktop.delete([entries[2].id])
        #expect(
            try desktop.tombstones() == [
                entries[2].uid: Tombstone(uid: entries[2].uid, entryID: entries[2].id, deletedAt: deletedAt)
            ])
        let before = try desktop.contents()
        let steps = try desktop.steps()

        for _ in 1...2 {
            let (report, changes) = try desktop.importCSV(try laptop.export())
            #expect(report == ImportReport(added: 0, updated: 0, unchanged: 2, deletedHere: 1, dryRun: false))
            #expect(
                changes.map(\.action) == [
                    .skipDeleted(Tombstone(uid: entries[2].uid, entryID: entries[2].id, deletedAt: deletedAt))
                ])
            #expect(try desktop.contents() == before)
            #expect(try desktop.steps() == steps)
        }

        desktop.wait()
        #expect(try desktop.undo().kind == .delete)
        #expect(try desktop.tombstones().isEmpty)
        // Back as it was, updated at the undo: a change made then.
        #expect(try desktop.entry(uid: entries[2].uid) == entries[2].updated(at: berlinZone.timestamp(at: desktop.now)))
    }

    @Test func anEntryChangedThereAfterItWasDeletedHereComesBackAndUndoBuriesItAgain() throws {
        let (laptop, desktop, entries) = try twoDiaries()
        desktop.wait()
        try desktop.delete([entries[2].id])
        let tombstones = try desktop.tombstones()
        let before = try desktop.contents()
        laptop.now = desktop.now + 600
        try laptop.edit(entries[2].id, note: "still true")

        let (report, changes) = try desktop.importCSV(try laptop.export())

        #expect(report == ImportReport(added: 1, updated: 0, unchanged: 2, dryRun: false))
        #expect(changes.map(\.action) == [.add(revived: tombstones[entries[2].uid])])
        #expect(try desktop.entry(uid: entries[2].uid)?.note == "still true")
        #expect(try desktop.tombstones().isEmpty)
        #expect(try desktop.contents() == laptop.contents())
        // Undoing the import restores exactly what was there: no entry, and its tombstone.
        #expect(try desktop.undo().kind == .import)
        #expect(try desktop.contents() == before)
        #expect(try desktop.tombstones() == tombstones)
    }

    @Test func undoWalksBackThroughDeleteReviveDeleteWithEachTombstoneAsItWas() throws {
        let (laptop, desktop, entries) = try twoDiaries()
        let uid = entries[2].uid
        desktop.wait()
        try desktop.delete([entries[2].id])
        let first = try desktop.tombstones()
        laptop.now = desktop.now + 60
        try laptop.edit(entries[2].id, note: "back")
        desktop.now = laptop.now + 60
        try desktop.importCSV(try laptop.export())
        let revived = try #require(try desktop.entry(uid: uid))
        desktop.wait()
        try desktop.delete([revived.id])
        let second = try desktop.tombstones()
        #expect(second[uid]?.entryID == revived.id)
        #expect(second[uid]?.deletedAt != first[uid]?.deletedAt)

        // Each undo puts the entry back as it was, updated at the undo (a change made then).
        desktop.wait()
        #expect(try desktop.undo().kind == .delete)
        #expect(try desktop.tombstones().isEmpty)
        #expect(try desktop.entry(uid: uid) == revived.updated(at: berlinZone.timestamp(at: desktop.now)))
        desktop.wait()
        #expect(try desktop.undo().kind == .import)
        #expect(try desktop.tombstones() == first)
        #expect(try desktop.entry(uid: uid) == nil)
        desktop.wait()
        #expect(try desktop.undo().kind == .delete)
        #expect(try desktop.tombstones().isEmpty)
        #expect(try desktop.entry(uid: uid) == entries[2].updated(at: berlinZone.timestamp(at: desktop.now)))
    }

    /// An export carries entries, not deletions: each diary keeps what only the other deleted, and
    /// neither gets back what it deleted itself, however often they exchange files.
    @Test func deletesOnBothSidesStayDeletedOnBothSides() throws {
        let (laptop, desktop, entries) = try twoDiaries()
        laptop.wait()
        try laptop.delete([entries[0].id])
        desktop.wait()
        try desktop.delete([entries[1].id])

        for _ in 1...2 {
            #expect(
                try desktop.importCSV(try laptop.export()).report
                    == ImportReport(
                        added: 0, updated: 0, unchanged: 1, deletedHere: 1, dryRun: false))
            #expect(
                try laptop.importCSV(try desktop.export()).report
                    == ImportReport(
                        added: 0, updated: 0, unchanged: 1, deletedHere: 1, dryRun: false))
        }

        #expect(try laptop.entries() == [entries[1], entries[2]])
        #expect(try desktop.entries().map(\.content) == [entries[0], entries[2]].map(\.content))
        #expect(try laptop.tombstones().keys.sorted() == [entries[0].uid])
        #expect(try desktop.tombstones().keys.sorted() == [entries[1].uid])
    }

    @Test func aDryRunListsEachRowItWouldAddUpdateKeepOrSkipAndWritesNothing() throws {
        let (laptop, desktop, entries) = try twoDiaries()
        laptop.wait()
        try laptop.edit(entries[0].id, note: "older")
        try laptop.edit(entries[1].id, intensity: 8)
        let new = try laptop.log(6, note: "new", at: "2026-11-21T07:00")
        desktop.now = laptop.now + 60
        try desktop.edit(entries[0].id, note: "newer")
        try desktop.delete([entries[2].id])
        let before = try desktop.contents()
        let steps = try desktop.steps()

        let (report, changes) = try desktop.importCSV(try laptop.export(), dryRun: true)

        #expect(report == ImportReport(added: 1, updated: 1, unchanged: 0, keptNewer: 1, deletedHere: 1, dryRun: true))
        #expect(changes.map(\.id) == [entries[0].id, entries[1].id, entries[2].id, 4])
        #expect(
            changes.map { ImportPresenter.changeLine($0).plainText } == [
                "keep    #1  Fri 2026-11-20 19:00   3/10  note; kept, changed here Sat 2026-11-21 08:33, in the file Sat 2026-11-21 08:32",
                "update  #2  Fri 2026-11-20 19:30   8/10  intensity",
                "skip    #3  Fri 2026-11-20 19:45   5/10  deleted here Sat 2026-11-21 08:33",
                "add     #4  Sat 2026-11-21 07:00   6/10  new",
            ])
        #expect(new.id == 4)
        #expect(try desktop.contents() == before)
        #expect(try desktop.steps() == steps)
        #expect(
            try desktop.importCSV(try laptop.export()).report
                == ImportReport(
                    added: 1, updated: 1, unchanged: 0, keptNewer: 1, deletedHere: 1, dryRun: false))
    }

    @Test func aDeletedUIDTwiceInOneFileIsBadData() throws {
        let (laptop, desktop, entries) = try twoDiaries()
        desktop.wait()
        try desktop.delete([entries[0].id])
        let export = try laptop.export()
        let row = try #require(export.split(separator: "\r\n", omittingEmptySubsequences: true).dropFirst().first)

        #expect(
            throws: PainlogError(.badData, "line 5 (row 4): uid \(entries[0].uid) appears more than once in the file")
        ) {
            try desktop.importCSV(export + row + "\r\n")
        }
    }
}
