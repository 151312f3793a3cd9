import Foundation
import PainlogDomain
import PainlogStorage
import Testing

@testable import PainlogFeatures

/// A sync with nothing new (this diary unchanged since it wrote its file, and every other file the
/// one it merged then) neither reads the diary nor writes: and yet every kind of change made after
/// it, here or in another diary, is carried by the next sync.
@Suite struct SyncNothingNewTests {
    /// Every kind of change a diary can make after a sync with nothing new.
    enum Change: String, CaseIterable, CustomTestStringConvertible {
        case log, edit, editAreas, delete, undoEdit, undoLog, importCSV, renameArea, impact, undoImpact
        case medicationClass

        var testDescription: String { rawValue }
    }

    private let folder = DraftCountingSyncFolder()

    /// Two diaries in step, each with entries the other has, and a sync with nothing new on each.
    private func inStep() throws -> (a: MergeTestDiary, b: MergeTestDiary) {
        let (a, b) = try MergeTestDiary.syncedPair(through: folder)
        for diary in [a, b] {
            diary.wait()
            let drafts = folder.drafts
            let report = try diary.sync(folder)
            #expect(folder.drafts == drafts, "nothing new: the diary's file is not even drafted")
            #expect(!report.changed && report.merged.count == 1 && report.skipped.isEmpty)
        }
        return (a, b)
    }

    /// a syncs, then b, then a again: a's change is in both diaries and a has nothing new.
    private func syncRound(_ a: MergeTestDiary, _ b: MergeTestDiary) throws {
        for diary in [a, b, a] {
            diary.wait()
            try diary.sync(folder)
        }
    }

    @Test(arguments: Change.allCases) func aChangeAfterASyncWithNothingNewIsCarried(_ change: Change) throws {
        let (a, b) = try inStep()
        a.wait()
        let mine = try #require(try a.entries().first { $0.note == "from a" })
        let theirs = try #require(try a.entries().first { $0.note == "from b" })
        switch change {
        case .log: try a.log(2, note: "new in a")
        case .edit: try a.edit(theirs.id, note: "edited in a")
        case .editAreas: try a.editAreas(theirs.id, add: ["knee"], remove: ["neck"])
        case .delete: try a.delete([theirs.id])
        case .undoEdit:
            try a.edit(mine.id, note: "edited in a")
            try syncRound(a, b)  // nothing new again for a
            a.wait()
            try a.undo()
        case .undoLog:
            try a.log(2, note: "logged in a")
            try syncRound(a, b)
            a.wait()
            try a.undo()
        case .importCSV:
            let csv = try a.export().replacingOccurrences(of: "from b", with: "imported in a")
            try a.importCSV(csv)
        case .renameArea: try a.renameArea("neck", to: "nape")
        case .impact, .undoImpact:
            let impact = ImpactInteractor(
                unitOfWork: a.storage.unitOfWork, impacts: a.storage.impacts, statistics: a.storage.statistics,
                calendar: LocalCalendar(clock: FixedTimeSource(a.now), zone: berlinZone),
                makeUID: { "a0000000-0000-4000-8000-000000000099" })
            _ = try impact.record(ImpactRequest(pain: "4", enjoyment: "5", activity: "6"))
            if change == .undoImpact {
                a.wait()
                try a.sync(folder)
                b.wait()
                try b.sync(folder)
                a.wait()
                try a.sync(folder)
                a.wait()
                try a.undo()
            }
        case .medicationClass:
            try a.log(3, note: "with a medication", medications: ["ibuprofen 400mg"])
            try syncRound(a, b)
            a.wait()
            _ = try MedicationClassInteractor(
                unitOfWork: a.storage.unitOfWork,
                calendar: LocalCalendar(clock: FixedTimeSource(a.now), zone: berlinZone)
            ).setClass(of: "ibuprofen", to: "opioid")
        }
        let drafts = folder.drafts
        a.wait()
        try a.sync(folder)
        #expect(folder.drafts == drafts + 1, "a changed: it writes its file again")
        b.wait()
        try b.sync(folder)
        #expect(try b.contents() == a.contents())
        #expect(try b.storage.impacts.records().map(\.uid) == a.storage.impacts.records().map(\.uid))
        switch change {
        case .log: #expect(try b.entries().contains { $0.note == "new in a" })
        case .edit: #expect(try b.entry(uid: theirs.uid)?.note == "edited in a")
        case .editAreas: #expect(try b.entry(uid: theirs.uid)?.areas == ["knee"])
        case .delete: #expect(try b.entry(uid: theirs.uid) == nil)
        case .undoEdit: #expect(try b.entry(uid: mine.uid)?.note == "from a")
        case .undoLog: #expect(try !b.entries().contains { $0.note == "logged in a" })
        case .importCSV: #expect(try b.entry(uid: theirs.uid)?.note == "imported in a")
        case .renameArea: #expect(try b.entry(uid: theirs.uid)?.areas == ["nape"])
        case .impact: #expect(try b.storage.impacts.records().count == 1)
        case .undoImpact: #expect(try b.storage.impacts.records().isEmpty)
        case .medicationClass: break  // a class stays in its diary; the sync saw the change
        }
    }

    @Test func aChangeInAnotherDiaryIsMerged() throws {
        let (a, b) = try inStep()
        let theirs = try #require(try b.entries().first { $0.note == "from b" })
        b.wait()
        try b.edit(theirs.id, intensity: 9)
        b.wait()
        try b.sync(folder)
        a.wait()
        let report = try a.sync(folder)
        #expect(report.changed)
        #expect(try a.entry(uid: theirs.uid)?.intensity.value == 9)
    }

    @Test func aFileOfANewDiaryIsMerged() throws {
        let (a, _) = try inStep()
        let c = try MergeTestDiary(uids: { "c0000000-0000-4000-8000-000000000001" })
        try c.log(1, note: "from c")
        try c.sync(folder)
        a.wait()
        #expect(try a.sync(folder).merged.count == 2)
        #expect(try a.entries().contains { $0.note == "from c" })
    }

    @Test func itsOwnFileGoneIsWrittenAgain() throws {
        let (a, _) = try inStep()
        let name = try a.syncFileName()
        let id = try a.storage.settings.diaryID()
        _ = try #require(folder.inner.files[name])
        folder.inner.files[name] = nil
        a.wait()
        try a.sync(folder)
        // Written again as a snapshot of all the diary holds, which takes the place of its segments.
        let back = try #require(folder.inner.files[name])
        for entry in try a.entries() { #expect(back.contains(entry.uid)) }
        #expect(folder.inner.files.keys.allSatisfy { SyncFileFormat.segmentNumber($0, diaryID: id) == nil })
    }
}

/// A folder in memory that counts the drafts of a diary's file started in it.
private final class DraftCountingSyncFolder: SyncFolder {
    let inner = MemorySyncFolder()
    var drafts = 0
    var name: String { inner.name }
    func fileNames() throws -> [String] { try inner.fileNames() }
    func open(_ name: String) throws -> SyncFolderItem { try inner.open(name) }
    func remove(_ name: String) throws { try inner.remove(name) }
    func replace(_ name: String, with text: String) throws { try inner.replace(name, with: text) }
    func draft(_ name: String) throws -> any SyncFileDraft {
        drafts += 1
        return try inner.draft(name)
    }
}
