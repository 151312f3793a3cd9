import PainlogDomain
import PainlogStorage
import Testing

@testable import PainlogFeatures

/// Inbox files in memory: a test may change a file between painlog's read and its rewrite, as a
/// phone appending a line in that instant would.
final class MemoryInboxFolder: InboxFolder {
    var files: [String: [UInt8]] = [:]
    var times: [String: Int64] = [:]
    var skipped: [String: String] = [:]
    /// Runs just before a rewrite or removal compares the file with what was read.
    var beforeRewrite: ((MemoryInboxFolder) -> Void)?

    func write(_ name: String, _ text: String) { write(name, bytes: Array(text.utf8)) }

    func write(_ name: String, bytes: [UInt8]) {
        files[name] = bytes
        times[name, default: 0] += 1
    }

    func text(_ name: String) -> String? { files[name].map { String(decoding: $0, as: UTF8.self) } }

    func inboxFileNames() throws -> [String] {
        (Array(files.keys) + skipped.keys).filter(InboxInteractor.isInboxFile).sorted()
    }

    func read(_ name: String) throws -> InboxFileRead {
        if let reason = skipped[name] { return .skipped(reason) }
        guard let bytes = files[name] else { return .missing }
        return .file(InboxFileVersion(size: Int64(bytes.count), modified: times[name] ?? 0, bytes: bytes))
    }

    func replace(_ name: String, ifStill version: InboxFileVersion, with text: String) throws -> Bool {
        beforeRewrite?(self)
        guard try read(name) == .file(version) else { return false }
        write(name, text)
        return true
    }

    func remove(_ name: String, ifStill version: InboxFileVersion) throws -> Bool {
        beforeRewrite?(self)
        guard try read(name) == .file(version) else { return false }
        files[name] = nil
        return true
    }
}

/// Line ids as every diary derives them alike: the same name gives the same id in every diary
/// sharing this table (the CLI hashes the name into a version 5 UUID instead).
final class SharedLineIDs {
    private var ids: [String: String] = [:]
    private(set) var names: [String] = []

    func id(_ name: String) -> String {
        if let id = ids[name] { return id }
        let number = String(ids.count + 1)
        let id = "1d000000-0000-5000-8000-" + String(repeating: "0", count: 12 - number.count) + number
        ids[name] = id
        names.append(name)
        return id
    }
}

/// A stand-in for the CLI's parser: `INTENSITY [-a AREA]`, `bad` refused, a leading
/// `YYYY-MM-DD HH:MM` taken as the time.
func readInboxLine(_ line: String) -> InboxLineReading {
    var words = line.split(separator: " ").map(String.init)
    if words.first == "bad" { return .refused("not a line") }
    var at: String?
    if words.count > 2, words[0].count == 10, words[1].count == 5, words[1].contains(":") {
        at = words[0] + " " + words[1]
        words.removeFirst(2)
    }
    let areas = words.count >= 3 && words[1] == "-a" ? [words[2]] : []
    return .request(LogEntryRequest(intensity: words.first ?? "", areas: areas, at: at), timed: at != nil)
}

@Suite struct InboxInteractorTests {
    let ids = SharedLineIDs()
    let folder = MemoryInboxFolder()
    let syncFolder = MemorySyncFolder()

    private func diary(_ prefix: String) throws -> MergeTestDiary {
        let uids = UIDSequence()
        return try MergeTestDiary(start: fixedNow, uids: { prefix + uids.next().dropFirst() })
    }

    private func inbox(_ diary: MergeTestDiary) -> InboxInteractor {
        let uids = UIDSequence()
        return InboxInteractor(
            unitOfWork: diary.storage.unitOfWork,
            calendar: LocalCalendar(clock: FixedTimeSource(diary.now), zone: berlinZone),
            makeUID: { "9" + uids.next().dropFirst() }, lineID: ids.id)
    }

    /// Reads, logs and tidies as `painlog sync` does.
    @discardableResult
    private func run(_ diary: MergeTestDiary, dryRun: Bool = false) throws -> InboxReport {
        let interactor = inbox(diary)
        let reading = try interactor.log(folder, dryRun: dryRun, parse: readInboxLine)
        return try interactor.tidy(reading, in: folder)
    }

    @Test func aLineIsLoggedOnceAndTheFileEmptiedToANewGeneration() throws {
        let a = try diary("a")
        folder.write("painlog-inbox.txt", "# from my phone\n7 -a head\n\n2026-11-21 21:30 5 -a back\n")

        let report = try run(a)

        #expect(report.logged.map(\.line) == [2, 4])
        #expect(report.logged.map(\.atSyncTime) == [true, false])
        #expect(report.logged[0].entry.occurredAt.seconds == a.now)
        #expect(
            report.logged[0].entry.uid
                == ids.id(InboxInteractor.idName(generation: "7 -a head", text: "7 -a head", occurrence: 0)))
        #expect(report.tidied == [.emptied("painlog-inbox.txt")])
        let emptied = try #require(folder.text("painlog-inbox.txt"))
        #expect(emptied.hasPrefix(InboxInteractor.generationPrefix) && emptied.split(separator: "\n").count == 1)
        #expect(try a.entries().count == 2)
        // One undo step for the inbox; after undoing it, the same lines are not logged again.
        #expect(try a.steps().count == 1)
        #expect(try run(a).logged.isEmpty)
        try a.undo()
        #expect(try a.entries().isEmpty)
        // An old copy of the file comes back (as the file-sync tool's conflict copy; a file under the
        // inbox's own name made anew after emptying holds new lines, see below).
        folder.write(
            "painlog-inbox.sync-conflict-20261126-081500-ABCDEFG.txt",
            "# from my phone\n7 -a head\n\n2026-11-21 21:30 5 -a back\n")
        a.wait()
        #expect(try run(a).logged.isEmpty)
        #expect(try a.entries().isEmpty)
    }

    @Test func twoDiariesSharingTheFolderLogEachLineOnce() throws {
        let a = try diary("a")
        let b = try diary("b")
        folder.write("painlog-inbox.txt", "7 -a head\n4 -a knee\n")
        // Both read the file before either empties it (a file-sync tool had not carried it yet).
        let interactorA = inbox(a)
        let readingA = try interactorA.log(folder, dryRun: false, parse: readInboxLine)
        b.wait(120)
        let readingB = try inbox(b).log(folder, dryRun: false, parse: readInboxLine)
        #expect(readingA.report.logged.map(\.entry.uid) == readingB.report.logged.map(\.entry.uid))
        _ = try interactorA.tidy(readingA, in: folder)

        try a.sync(syncFolder)
        try b.sync(syncFolder)
        try a.sync(syncFolder)

        #expect(try a.entries().count == 2 && b.entries().count == 2)
        #expect(Set(try a.entries().map(\.uid)) == Set(try b.entries().map(\.uid)))
        // b sees the emptied file, and a line it learnt by sync is not logged again.
        #expect(try run(b).logged.isEmpty)
        folder.write("painlog-inbox.txt", "7 -a head\n")  // an old copy comes back, without its generation
        let again = try run(b)
        #expect(again.logged.isEmpty && again.alreadyLogged == 1)
        #expect(try b.entries().count == 2)
    }

    @Test func threeDiariesWithConflictCopiesEndWithEachLineOnce() throws {
        let diaries = [try diary("a"), try diary("b"), try diary("c")]
        folder.write("painlog-inbox.txt", "# painlog inbox generation g1\n7 -a head\n")
        // a empties the file; b still sees the old one with a line added on the phone meanwhile,
        // which the sync tool kept as a conflict copy; c reads both.
        try run(diaries[0])
        folder.write("painlog-inbox.sync-conflict-1.txt", "# painlog inbox generation g1\n7 -a head\n2 -a toe\n")
        diaries[1].wait()
        try run(diaries[1])
        folder.write("painlog-inbox.sync-conflict-2.txt", "# painlog inbox generation g1\n7 -a head\n2 -a toe\n")
        diaries[2].wait(120)
        try run(diaries[2])
        for diary in diaries + diaries { try diary.sync(syncFolder) }

        for diary in diaries {
            #expect(try diary.entries().map(\.intensity.value).sorted() == [2, 7])
        }
        #expect(folder.files.keys.sorted() == ["painlog-inbox.txt"])
    }

    @Test func identicalLinesAreTwoEntriesAndAnIdenticalLineAfterEmptyingIsNew() throws {
        let a = try diary("a")
        folder.write("painlog-inbox.txt", "7 -a head\n7 -a head\n")

        let first = try run(a)

        #expect(first.logged.count == 2)
        #expect(Set(first.logged.map(\.entry.uid)).count == 2)
        let emptied = try #require(folder.text("painlog-inbox.txt"))
        folder.write("painlog-inbox.txt", emptied + "7 -a head\n")
        a.wait()
        #expect(try run(a).logged.count == 1)
        #expect(try a.entries().count == 3)
    }

    @Test func aConflictCopyWithOverlappingLinesAddsOnlyItsNewLinesAndIsRemoved() throws {
        let a = try diary("a")
        folder.write("painlog-inbox.txt", "# painlog inbox generation g1\n7 -a head\n")
        folder.write(
            "painlog-inbox.sync-conflict-20261126-081500-ABCDEFG.txt",
            "# painlog inbox generation g1\n7 -a head\n3 -a knee\n")

        let report = try run(a)

        // The copy sorts first: its two lines are logged, the main file's line is the copy's first.
        #expect(report.logged.map(\.entry.intensity.value) == [7, 3])
        #expect(
            report.logged.map(\.file)
                == Array(repeating: "painlog-inbox.sync-conflict-20261126-081500-ABCDEFG.txt", count: 2))
        #expect(report.alreadyLogged == 1)
        #expect(try a.entries().count == 2)
        #expect(folder.files["painlog-inbox.sync-conflict-20261126-081500-ABCDEFG.txt"] == nil)
        #expect(report.tidied.contains(.emptied("painlog-inbox.txt")))
        #expect(report.tidied.contains(.removed("painlog-inbox.sync-conflict-20261126-081500-ABCDEFG.txt")))
    }

    @Test func aBadLineIsReportedAndKeptWithItsFile() throws {
        let a = try diary("a")
        let text = "7 -a head\nbad\n11 -a head\n"
        folder.write("painlog-inbox.txt", text)

        let report = try run(a)

        #expect(report.logged.map(\.line) == [1])
        #expect(report.refused.map(\.line) == [2, 3])
        #expect(report.refused[1].reason.contains("11"))
        #expect(report.tidied.isEmpty)
        #expect(folder.text("painlog-inbox.txt") == text)
        // Corrected, the file is read again: the first line is not logged twice.
        folder.write("painlog-inbox.txt", "7 -a head\n6 -a head\n")
        a.wait()
        let corrected = try run(a)
        #expect(corrected.logged.map(\.line) == [2] && corrected.alreadyLogged == 1)
        #expect(corrected.tidied == [.emptied("painlog-inbox.txt")])
        #expect(try a.entries().count == 2)
    }

    @Test func unreadableLinesAreRefusedAndTheFileKept() throws {
        let a = try diary("a")
        let bytes =
            Array("5\n".utf8) + [0x37, 0x00, 0x0A] + [0xFF, 0x35, 0x0A]
            + Array(String(repeating: "x", count: InboxInteractor.maximumLineBytes + 1).utf8) + [0x0A]
        folder.write("painlog-inbox.txt", bytes: bytes)
        folder.skipped["painlog-inbox-link.txt"] = "it is a symbolic link, not a regular file"

        let report = try run(a)

        #expect(report.logged.map(\.line) == [1])
        #expect(report.refused.map(\.line) == [2, 3, 4])
        #expect(report.skipped.map(\.file) == ["painlog-inbox-link.txt"])
        #expect(folder.files["painlog-inbox.txt"] == bytes)
    }

    @Test func aByteOrderMarkAndWindowsLineEndsAreRead() throws {
        let a = try diary("a")
        folder.write("painlog-inbox.txt", bytes: [0xEF, 0xBB, 0xBF] + Array("6 -a head\r\n5\r\n".utf8))
        let report = try run(a)
        #expect(report.logged.map(\.entry.intensity.value) == [6, 5] && report.refused.isEmpty)
        #expect(report.logged[0].entry.areas == ["head"])
    }

    @Test func aFileChangedWhileReadIsNotEmptiedAndItsNewLineIsLoggedNextTime() throws {
        let a = try diary("a")
        folder.write("painlog-inbox.txt", "7 -a head\n")
        folder.beforeRewrite = { folder in
            folder.write("painlog-inbox.txt", "7 -a head\n5 -a neck\n")
            folder.beforeRewrite = nil
        }

        let report = try run(a)

        #expect(report.logged.count == 1)
        #expect(report.tidied == [.changed("painlog-inbox.txt")])
        #expect(folder.text("painlog-inbox.txt") == "7 -a head\n5 -a neck\n")
        a.wait()
        let next = try run(a)
        #expect(next.logged.map(\.line) == [2] && next.alreadyLogged == 1)
        #expect(next.tidied == [.emptied("painlog-inbox.txt")])
        #expect(try a.entries().count == 2)
    }

    @Test func aLineInTheFutureIsRefusedAndKept() throws {
        let a = try diary("a")
        folder.write("painlog-inbox.txt", "2099-01-01 10:00 5\n")
        let report = try run(a)
        #expect(report.logged.isEmpty && report.refused.first?.reason.contains("future") == true)
        #expect(folder.text("painlog-inbox.txt") == "2099-01-01 10:00 5\n")
    }

    @Test func aDryRunLogsAndChangesNothing() throws {
        let a = try diary("a")
        folder.write("painlog-inbox.txt", "7 -a head\n")
        let report = try run(a, dryRun: true)
        #expect(report.logged.count == 1 && report.dryRun && report.tidied.isEmpty)
        #expect(try a.entries().isEmpty)
        #expect(folder.text("painlog-inbox.txt") == "7 -a head\n")
        #expect(try run(a).logged.count == 1)
    }

    // MARK: Inbox identity (issue 38)

    @Test func twoInboxFilesWithTheSameLineAreTwoEntries() throws {
        let a = try diary("a")
        folder.write("painlog-inbox.txt", "5 -a head\n")
        folder.write("painlog-inbox-tablet.txt", "5 -a head\n")

        let report = try run(a)

        #expect(report.logged.map(\.file) == ["painlog-inbox-tablet.txt", "painlog-inbox.txt"])
        #expect(Set(report.logged.map(\.entry.uid)).count == 2)
        #expect(report.alreadyLogged == 0 && report.named.isEmpty)
        #expect(
            report.logged[0].entry.uid
                == ids.id(
                    InboxInteractor.idName(
                        file: "painlog-inbox-tablet.txt", generation: "5 -a head", text: "5 -a head", occurrence: 0)))
        #expect(try a.entries().count == 2)
        // Both emptied, and neither line is logged again.
        #expect(report.tidied == [.emptied("painlog-inbox-tablet.txt"), .emptied("painlog-inbox.txt")])
        a.wait()
        #expect(try run(a).logged.isEmpty)
    }

    @Test func anInboxMadeAnewAfterEmptyingLogsALineSeenBeforeAgain() throws {
        let a = try diary("a")
        folder.write("painlog-inbox.txt", "5 -a head\n3 -a knee\n")
        let first = try run(a)
        #expect(first.logged.count == 2 && first.tidied == [.emptied("painlog-inbox.txt")])

        // Months later the phone's file is deleted and made anew, with a line seen before.
        folder.files["painlog-inbox.txt"] = nil
        a.wait(90 * 86_400)
        folder.write("painlog-inbox.txt", "5 -a head\n")
        let again = try run(a)

        #expect(again.logged.map(\.line) == [1] && again.alreadyLogged == 0)
        let uid = try #require(again.logged.first?.entry.uid)
        #expect(!first.logged.map(\.entry.uid).contains(uid))
        #expect(again.tidied == [.emptied("painlog-inbox.txt")])
        #expect(try a.entries().count == 3)

        // And made anew once more: a third entry under a uid of its own again.
        folder.write("painlog-inbox.txt", "5 -a head\n")
        a.wait()
        let third = try run(a)
        #expect(third.logged.count == 1 && third.logged[0].entry.uid != uid)
        #expect(try a.entries().count == 4)
    }

    @Test func anOldCopyUnderTheGenerationPainlogWroteIsNotLoggedAgain() throws {
        let a = try diary("a")
        folder.write("painlog-inbox-tablet.txt", "# painlog inbox generation g1\n5 -a head\n")
        try run(a)
        // A backup of the file restored: its generation line says its lines are the ones logged.
        folder.write("painlog-inbox-tablet.txt", "# painlog inbox generation g1\n5 -a head\n")
        a.wait()
        let report = try run(a)
        #expect(report.logged.isEmpty && report.alreadyLogged == 1 && report.named.isEmpty)
        #expect(try a.entries().count == 1)
    }

    @Test(arguments: [
        "painlog-inbox-tablet.sync-conflict-20261126-081500-ABCDEFG.txt",
        "painlog-inbox-tablet (Laptop's conflicted copy 2026-11-26).txt",
        "painlog-inbox-tablet (conflicted copy 2026-11-26 081500).txt",
    ])
    func aConflictCopySharingLinesWithItsOriginalGivesOneEntryPerLine(copy: String) throws {
        #expect(InboxInteractor.baseName(of: copy) == "painlog-inbox-tablet.txt")
        let a = try diary("a")
        folder.write("painlog-inbox-tablet.txt", "5 -a head\n")
        folder.write(copy, "5 -a head\n3 -a knee\n")

        let report = try run(a)

        #expect(report.logged.map(\.entry.intensity.value).sorted() == [3, 5])
        #expect(report.alreadyLogged == 1)
        #expect(try a.entries().count == 2)
        #expect(folder.files.keys.sorted() == ["painlog-inbox-tablet.txt"])
    }

    @Test func theSameCopyReadAfterItsOriginalWasEmptiedAddsNothing() throws {
        let a = try diary("a")
        folder.write("painlog-inbox.txt", "5 -a head\n")
        try run(a)
        // The phone's version, written as painlog emptied the file, kept by Syncthing as a copy.
        folder.write("painlog-inbox.sync-conflict-20261126-081500-ABCDEFG.txt", "5 -a head\n2 -a toe\n")
        a.wait()
        let report = try run(a)
        #expect(report.logged.map(\.entry.intensity.value) == [2] && report.alreadyLogged == 1)
        #expect(try a.entries().count == 2)
    }

    @Test func twoDiariesReadingOneNewInboxAtOnceAgreeOnEachLine() throws {
        let a = try diary("a")
        let b = try diary("b")
        folder.write("painlog-inbox-tablet.txt", "5 -a head\n5 -a head\n4 -a knee\n")
        let readingA = try inbox(a).log(folder, dryRun: false, parse: readInboxLine)
        b.wait(30)
        let readingB = try inbox(b).log(folder, dryRun: false, parse: readInboxLine)
        #expect(readingA.report.logged.map(\.entry.uid) == readingB.report.logged.map(\.entry.uid))
        _ = try inbox(a).tidy(readingA, in: folder)
        _ = try inbox(b).tidy(readingB, in: folder)

        try a.sync(syncFolder)
        try b.sync(syncFolder)
        try a.sync(syncFolder)

        #expect(try a.entries().count == 3 && b.entries().count == 3)
        #expect(Set(try a.entries().map(\.uid)) == Set(try b.entries().map(\.uid)))
    }

    @Test func lineIDsOfPainlog03AreNotLoggedTwiceAndANoticeNamesTheLine() throws {
        let a = try diary("a")
        // painlog 0.3 logged line 1 of a file without a generation line (kept with no file), and
        // left the file as it was (line 2 was bad then).
        let old = ids.id(InboxInteractor.idName(generation: "", text: "5 -a head", occurrence: 0))
        try a.storage.unitOfWork.inWriteTransaction { work in
            try work.inboxLines.record(old, in: "", entryUID: old, at: a.now)
        }
        folder.write("painlog-inbox.txt", "5 -a head\n3 -a knee\n")

        let report = try run(a)

        #expect(report.logged.map(\.line) == [2] && report.alreadyLogged == 1)
        #expect(report.named == [.init(file: "painlog-inbox.txt", line: 1, text: "5 -a head")])
        let notice = InboxPresenter.namedNotice(report.named[0])
        #expect(notice.hasPrefix("notice: painlog-inbox.txt line 1 (5 -a head) was logged before; not logged again."))
    }

    @Test func aLineAnotherDiaryLoggedIsNamedOnlyWithoutAGenerationLine() throws {
        let (a, b) = (try diary("a"), try diary("b"))
        folder.write("painlog-inbox.txt", "5 -a head\n")
        folder.write("painlog-inbox-tablet.txt", "# painlog inbox generation g2\n4 -a knee\n")
        let readingA = try inbox(a).log(folder, dryRun: false, parse: readInboxLine)
        try a.sync(syncFolder)
        try b.sync(syncFolder)
        b.wait()

        // b reads the files before a's emptying reaches it: both lines are a's entries.
        let report = try inbox(b).log(folder, dryRun: false, parse: readInboxLine).report
        #expect(report.logged.isEmpty && report.alreadyLogged == 2)
        #expect(report.named == [.init(file: "painlog-inbox.txt", line: 1, text: "5 -a head")])
        _ = readingA
        // b's own record of the line from this file is certain: the next sync names it no more.
        b.wait()
        #expect(try inbox(b).log(folder, dryRun: false, parse: readInboxLine).report.named.isEmpty)
    }

    @Test func atMostTwentyLinesOfAFileAreNamedAndTheRestCounted() throws {
        let a = try diary("a")
        // painlog 0.3 logged 23 lines of a file without a generation line, and left the file.
        let lines = (0..<23).map { "\($0 % 11) -a area\($0)" }
        try a.storage.unitOfWork.inWriteTransaction { work throws in
            for line in lines {
                let old = ids.id(InboxInteractor.idName(generation: "", text: line, occurrence: 0))
                try work.inboxLines.record(old, in: "", entryUID: old, at: a.now)
            }
        }
        folder.write("painlog-inbox.txt", lines.map { $0 + "\n" }.joined())

        let report = try run(a)

        #expect(report.logged.isEmpty && report.alreadyLogged == 23)
        #expect(report.named.map(\.line) == Array(1...20))
        #expect(report.unnamed == [.init(file: "painlog-inbox.txt", lines: 3)])
        #expect(
            InboxPresenter.unnamedNotice(report.unnamed[0])
                == "notice: 3 more lines of painlog-inbox.txt were logged before; not logged again")
    }

    // MARK: Inbox limits (issue 38)

    @Test func atMostAThousandLinesOfAFileAreLoggedAtOneSync() throws {
        let a = try diary("a")
        let lines = (0..<1_003).map { "\($0 % 11) -a head\n" }.joined()
        folder.write("painlog-inbox.txt", "# painlog inbox generation g1\n" + lines)
        var parsed = 0

        let interactor = inbox(a)
        let reading = try interactor.log(folder, dryRun: false) { line in
            parsed += 1
            return readInboxLine(line)
        }
        let report = try interactor.tidy(reading, in: folder)

        #expect(report.logged.count == 1_000 && parsed == 1_000)
        #expect(report.remaining == [.init(file: "painlog-inbox.txt", lines: 3)])
        #expect(report.tidied.isEmpty)
        #expect(
            InboxPresenter.remainingNotice(report.remaining[0])
                == "notice: 3 lines of painlog-inbox.txt are left in the file for the next sync (at most 1,000 lines "
                + "of a file are logged at each sync)")
        a.wait()
        let next = try run(a)
        #expect(next.logged.map(\.line) == [1_002, 1_003, 1_004] && next.alreadyLogged == 1_000)
        #expect(next.remaining.isEmpty && next.tidied == [.emptied("painlog-inbox.txt")])
        #expect(try a.entries().count == 1_003)
    }
}
