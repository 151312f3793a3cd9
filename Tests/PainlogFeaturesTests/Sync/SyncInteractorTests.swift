import Foundation
import PainlogDomain
import PainlogStorage
import Testing

@testable import PainlogFeatures

/// `sync` over real SQLite diaries and a folder in memory: the file it writes, what it skips and
/// refuses, one undo step for all files, and impact records merged by the same rules.
@Suite struct SyncInteractorTests {
    let folder = MemorySyncFolder()

    private func diary(_ prefix: String) throws -> MergeTestDiary {
        let uids = UIDSequence()
        return try MergeTestDiary(uids: { prefix + uids.next().dropFirst() })
    }

    @Test func writesEveryRecordSortedByUIDBetweenAHeaderAndAClosingLine() throws {
        let a = try diary("a")
        a.wait()
        try a.log(5, note: "second uid")
        let first = try a.log(3, note: "first")
        a.wait()
        try a.delete([first.id])
        let report = try a.sync(folder)

        let text = try #require(folder.files[try a.syncFileName()])
        let lines = text.split(separator: "\n").map(String.init)
        let id = try a.storage.settings.diaryID()
        #expect(
            lines.first
                == "{\"painlog_sync\":3,\"diary\":\"\(id)\",\"records\":2,\"omitted_when_none\":[\"ended_at\"]}")
        #expect(lines.last == "{\"end\":2}")
        #expect(lines[1].hasPrefix("{\"type\":\"entry\",\"uid\":\"a0000000-0000-4000-8000-000000000001\""))
        #expect(
            lines[2].hasPrefix("{\"type\":\"deleted\",\"uid\":\"a0000000-0000-4000-8000-000000000002\",\"deleted_at\":")
        )
        #expect(text.hasSuffix("}\n"))
        #expect(report.merged.isEmpty && !report.changed)
    }

    @Test func allFilesMergeAsOneUndoStepAndNothingNewAddsNone() throws {
        let a = try diary("a")
        let b = try diary("b")
        let c = try diary("c")
        try b.log(4, note: "b")
        try c.log(6, note: "c")
        try b.sync(folder)
        try c.sync(folder)
        let steps = try a.steps().count

        let report = try a.sync(folder)

        #expect(report.changed)
        // c's file holds b's entry too (c synced after b): each is added once, from whichever file comes first.
        #expect(report.merged.count == 2)
        #expect(report.merged.map(\.entries.added).reduce(0, +) == 2)
        #expect(try a.steps().count == steps + 1)
        #expect(try a.steps().first?.kind == .sync)
        #expect(try !a.sync(folder).changed)
        #expect(try a.steps().count == steps + 1)
        try a.undo()
        #expect(try a.entries().isEmpty)
    }

    @Test func aDryRunHearsOfEachChangeAndKeepsNone() throws {
        let a = try diary("a")
        let b = try diary("b")
        let gone = try a.log(4, note: "deleted in b")
        try a.sync(folder)
        try b.sync(folder)
        b.wait(3_600)
        try b.delete([try #require(b.entries().first).id])
        try b.log(6, note: "new in b")
        try b.sync(folder)
        a.wait(7_200)
        var heard: [SyncChange] = []
        let interactor = SyncInteractor(
            unitOfWork: a.storage.unitOfWork, settings: a.storage.settings,
            calendar: LocalCalendar(
                clock: FixedTimeSource(a.now),
                zone: berlinZone),
            makeUID: { "" })

        let report = try interactor.sync(folder, folderPath: folder.name, dryRun: true) { _, change in
            heard.append(change)
        }

        #expect(report.dryRun && !report.changed)
        #expect(heard.count == 2, "\(heard)")
        #expect(heard.contains { if case .deleted(let entry, _) = $0 { entry.uid == gone.uid } else { false } })
        #expect(
            heard.contains { if case .merged(let change) = $0 { change.action == .add(revived: nil) } else { false } })
        #expect(try a.entries().map(\.note) == ["deleted in b"])
    }

    @Test func aBadFileIsSkippedWholeAndTheOthersMerge() throws {
        let a = try diary("a")
        let b = try diary("b")
        try b.log(4, note: "b")
        try b.sync(folder)
        let good = try #require(folder.files.values.first)
        folder.files["painlog-cut.jsonl"] = String(good.dropLast(12))
        folder.files["painlog-newer.jsonl"] = good.replacingOccurrences(
            of: "\"painlog_sync\":3", with: "\"painlog_sync\":7")
        folder.files["painlog-latin1.jsonl"] = "\u{FFFD}"

        let report = try a.sync(folder)

        #expect(report.merged.map(\.file) == [try b.syncFileName()])
        #expect(
            Set(report.skipped.map { if case .skipped(let file, _) = $0 { file } else { "" } })
                == ["painlog-cut.jsonl", "painlog-newer.jsonl", "painlog-latin1.jsonl"])
        #expect(report.skipped.contains { $0.message.contains("newer painlog (format 7") })
        #expect(try a.entries().map(\.note) == ["b"])
    }

    @Test func aRecordMoreThanADayAheadIsLeftOutAndTheRestMerges() throws {
        let a = try diary("a")
        let b = try diary("b")
        try b.log(3, note: "on time", at: nil)
        b.now = a.now + 86_400 + 120
        try b.log(4, note: "from the future", at: nil)
        try b.sync(folder)
        let c = try diary("c")
        try c.log(6, note: "from c")
        try c.sync(folder)

        let report = try a.sync(folder)

        #expect(try a.entries().map(\.note).sorted() == ["from c", "on time"])
        #expect(report.ahead.map(\.file) == [try b.syncFileName()])
        #expect(report.ahead.first?.count == 1)
        #expect(report.ahead.first?.field.hasSuffix("_at") == true)
        let notice = SyncPresenter.aheadNotice(try #require(report.ahead.first))
        #expect(notice.contains("1 record in") && notice.contains("more than a day ahead") && notice.contains("clock"))
        #expect(report.skipped.isEmpty)
    }

    @Test func aRecordLessThanADayAheadMergesAsItIs() throws {
        let a = try diary("a")
        let b = try diary("b")
        b.now = a.now + 3 * 3_600
        try b.log(4, note: "a clock three hours fast", at: nil)
        try b.sync(folder)

        let report = try a.sync(folder)

        #expect(try a.entries().map(\.note) == ["a clock three hours fast"])
        #expect(report.ahead.isEmpty)
    }

    @Test func aFileIsMergedAsItIsReadAndADamagedEndRollsItBackWhole() throws {
        let a = try diary("a")
        let b = try diary("b")
        try b.log(3, note: "one")
        try b.log(4, note: "two")
        try b.sync(folder)
        let name = try b.syncFileName()
        let whole = try #require(folder.files[name])
        // The records are good; only the closing line is missing.
        folder.files[name] = String(whole.split(separator: "\n").dropLast().joined(separator: "\n") + "\n")

        let report = try a.sync(folder)

        #expect(try a.entries().isEmpty, "the two good records were merged, then rolled back with their file")
        #expect(report.skipped.map(\.message).first?.contains("does not close it") == true)
        #expect(try a.steps().isEmpty)
    }

    @Test func aLineLongerThanOneMiBSkipsTheFileWithoutReadingItAll() throws {
        let a = try diary("a")
        folder.files["painlog-big.jsonl"] =
            "{\"painlog_sync\":1,\"diary\":\"big\",\"records\":1}\n" + String(repeating: "x", count: 3 << 20)

        let report = try a.sync(folder)

        #expect(report.skipped.map(\.message).first?.contains("line 2 is longer than 1 MiB") == true)
    }

    @Test func whatIsNotAFileUnderThisDiarysNameIsReplacedNotRead() throws {
        let a = try diary("a")
        try a.log(4, note: "a")
        let id = try a.storage.settings.diaryID()
        let name = try a.syncFileName()
        folder.others[name] = .fifo

        let report = try a.sync(folder)

        #expect(report.replacedOwnFile == .fifo)
        #expect(report.sharedIDFile == nil, "a FIFO is not a copy of this diary")
        #expect(try a.storage.settings.diaryID() == id)
        #expect(folder.files[name] != nil && folder.others[name] == nil)
        #expect(SyncPresenter.replacedNotice(report)?.contains("FIFO") == true)
    }

    @Test func aFolderUnderThisDiarysNameRefusesTheSync() throws {
        let a = try diary("a")
        let b = try diary("b")
        try b.log(4, note: "b")
        try b.sync(folder)
        folder.others[try a.syncFileName()] = .folder

        let error = #expect(throws: PainlogError.self) { try a.sync(folder) }
        #expect(error?.message.contains("is a folder") == true)
        #expect(try a.entries().isEmpty)
    }

    @Test func anotherDiarysNameHoldingALinkIsSkippedWithItsKind() throws {
        let a = try diary("a")
        folder.others["painlog-zero.jsonl"] = .symbolicLink

        let report = try a.sync(folder)

        #expect(
            report.skipped.map(\.message) == [
                "skipped painlog-zero.jsonl: it is a symbolic link, not a regular file; nothing from it was merged"
            ])
    }

    @Test func aCopyOfTheDatabaseIsFoundMergedAndGetsANewID() throws {
        let a = try diary("a")
        let copy = try diary("c")
        let id = try a.storage.settings.diaryID()
        try copy.storage.settings.set("diary_id", to: id)  // as if the database file had been copied
        try a.log(4, note: "a")
        try a.sync(folder)
        copy.wait()
        try copy.log(6, note: "copy")

        let report = try copy.sync(folder)

        #expect(report.sharedIDFile == SyncFileFormat.fileName(diaryID: id))
        #expect(report.ownFile != report.sharedIDFile)
        #expect(try copy.storage.settings.diaryID() != id)
        #expect(SyncPresenter.sharedIDNotice(report)?.contains("a copy of this database?") == true)
        #expect(try copy.entries().map(\.note).sorted() == ["a", "copy"])
        try a.sync(folder)
        #expect(try a.entries().map(\.note).sorted() == ["a", "copy"])
        #expect(try a.sync(folder).sharedIDFile == nil, "a's own file is still the one it wrote")
        // One diary's files each (a snapshot, and the segments of what it merged since).
        #expect(Set(folder.files.keys.map(SyncFolderLayout.reportedName)).count == 2)
    }

    @Test func aDiaryThatSyncsWithTwoFoldersKeepsItsID() throws {
        let a = try diary("a")
        let other = MemorySyncFolder(name: "/memory/other")
        try a.log(4, note: "a")
        try a.sync(folder)
        a.wait()
        try a.log(5, note: "later")
        try a.sync(other)
        let id = try a.storage.settings.diaryID()
        #expect(try a.sync(folder).sharedIDFile == nil, "its older file in the first folder is still its own")
        #expect(try a.storage.settings.diaryID() == id)
    }

    @Test func impactRecordsMergeAndAnUndoneOneStaysGone() throws {
        let a = try diary("a")
        let b = try diary("b")
        let impact = ImpactInteractor(
            unitOfWork: b.storage.unitOfWork, impacts: b.storage.impacts, statistics: b.storage.statistics,
            calendar: LocalCalendar(clock: FixedTimeSource(b.now), zone: berlinZone),
            makeUID: { "b0000000-0000-4000-8000-00000000000" + "9" })
        let record = try impact.record(ImpactRequest(pain: "4", enjoyment: "5", activity: "6"))
        try b.sync(folder)
        let merged = try a.sync(folder)
        #expect(merged.merged.first?.impacts.added == 1)
        #expect(try a.storage.impacts.records().map(\.content) == [record.content])

        b.wait()
        try b.undo()  // the impact: buried in b
        try b.sync(folder)
        let gone = try a.sync(folder)
        #expect(gone.merged.first?.impacts.deleted == 1)
        #expect(try a.storage.impacts.records().isEmpty)
        #expect(try a.storage.impacts.tombstone(uid: record.uid) != nil)
        #expect(try !b.sync(folder).changed, "a's copy of the tombstone changes nothing in b")
    }
}

/// A folder that counts the files written to it.
private final class CountingSyncFolder: SyncFolder {
    let inner = MemorySyncFolder()
    var writes = 0
    var name: String { inner.name }
    func fileNames() throws -> [String] { try inner.fileNames() }
    func open(_ name: String) throws -> SyncFolderItem { try inner.open(name) }
    func remove(_ name: String) throws { try inner.remove(name) }
    func replace(_ name: String, with text: String) throws {
        writes += 1
        try inner.replace(name, with: text)
    }
}

@Suite struct SyncOwnFileTests {
    @Test func anUnchangedFileIsNotWrittenAgain() throws {
        let uids = UIDSequence()
        let a = try MergeTestDiary(uids: uids.next)
        let folder = CountingSyncFolder()
        try a.log(4)
        try a.sync(folder)
        try a.sync(folder)
        #expect(folder.writes == 1)
        a.wait()
        try a.log(5)
        try a.sync(folder)
        #expect(folder.writes == 2)
    }
}
