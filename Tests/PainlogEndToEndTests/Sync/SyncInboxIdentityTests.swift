import Foundation
import PainlogChecksum
import Testing

/// Issue 38's inbox findings through the built binary: no line is erased without its entry.
///
/// Two inbox files with the same line, an inbox made anew after painlog emptied it, a conflict copy
/// sharing lines with its original, two diaries reading one new inbox at once, lines logged by
/// painlog 0.3, and the limit of lines logged from a file at one sync.
@Suite struct SyncInboxIdentityTests {
    private func write(_ text: String, to file: String) throws {
        try text.write(toFile: file, atomically: false, encoding: .utf8)
    }

    private func read(_ file: String) throws -> String { try String(contentsOfFile: file, encoding: .utf8) }

    @Test func twoInboxFilesWithTheSameLineGiveTwoEntries() throws {
        let painlog = try PainlogSandbox()
        let diaries = try SyncedDiaries(painlog)
        let phone = diaries.folder + "/painlog-inbox.txt"
        let tablet = diaries.folder + "/painlog-inbox-tablet.txt"
        try write("5 -a head\n", to: phone)
        try write("5 -a head\n", to: tablet)

        let run = try diaries.run("a", ["sync", diaries.folder], at: 1)

        #expect(run.stdout.contains("from painlog-inbox.txt line 1"), "\(run)")
        #expect(run.stdout.contains("from painlog-inbox-tablet.txt line 1"), "\(run)")
        #expect(try painlog.entries(database: diaries.database("a")).count == 2)
        #expect(try read(phone).hasPrefix("# painlog inbox generation "))
        #expect(try read(tablet).hasPrefix("# painlog inbox generation "))
        // A second diary gets both through a's file and logs neither again.
        let b = try diaries.run("b", ["sync", diaries.folder], at: 2)
        #expect(!b.stdout.contains("Logged"), "\(b)")
        #expect(try diaries.contents("a") == diaries.contents("b"))
    }

    @Test func anInboxMadeAnewAfterEmptyingLogsALineSeenBefore() throws {
        let painlog = try PainlogSandbox()
        let diaries = try SyncedDiaries(painlog)
        let inbox = diaries.folder + "/painlog-inbox.txt"
        try write("5 -a head\n", to: inbox)
        try diaries.run("a", ["sync", diaries.folder], at: 1)
        try diaries.run("b", ["sync", diaries.folder], at: 2)

        // Months later the phone's inbox is deleted and made anew with the same line.
        try FileManager.default.removeItem(atPath: inbox)
        try write("5 -a head\n", to: inbox)
        let again = try diaries.run("a", ["sync", diaries.folder], at: 90 * 24 * 60)

        #expect(again.stdout.contains("from painlog-inbox.txt line 1"), "\(again)")
        #expect(try read(inbox).hasPrefix("# painlog inbox generation "))
        let entries = try painlog.entries(database: diaries.database("a"))
        #expect(entries.count == 2)
        #expect(Set(entries.compactMap { $0["uid"] as? String }).count == 2)
        // b gets the new entry by sync, once.
        try diaries.run("b", ["sync", diaries.folder], at: 90 * 24 * 60 + 1)
        #expect(try diaries.contents("a") == diaries.contents("b"))
    }

    @Test func aConflictCopySharingLinesWithItsOriginalGivesOneEntryPerLine() throws {
        let painlog = try PainlogSandbox()
        let diaries = try SyncedDiaries(painlog)
        let tablet = diaries.folder + "/painlog-inbox-tablet.txt"
        let copy = diaries.folder + "/painlog-inbox-tablet.sync-conflict-20261126-081500-ABCDEFG.txt"
        let dropbox = diaries.folder + "/painlog-inbox-tablet (Laptop's conflicted copy 2026-11-26).txt"
        try write("5 -a head\n4 -a knee\n", to: tablet)
        try write("5 -a head\n4 -a knee\n3 -a neck\n", to: copy)
        try write("5 -a head\n4 -a knee\n2 -a toe\n", to: dropbox)

        let run = try diaries.run("a", ["sync", diaries.folder], at: 1)

        #expect(run.stdout.components(separatedBy: "Logged #").count == 5, "\(run)")
        let intensities = try painlog.entries(database: diaries.database("a")).compactMap { $0["intensity"] as? Int }
        #expect(intensities.sorted() == [2, 3, 4, 5])
        #expect(!FileManager.default.fileExists(atPath: copy) && !FileManager.default.fileExists(atPath: dropbox))
        #expect(try read(tablet).hasPrefix("# painlog inbox generation "))
    }

    @Test func twoDiariesReadingOneNewInboxAtOnceAgreeOnOneEntryPerLine() throws {
        let painlog = try PainlogSandbox()
        // Each computer's copy of the folder, before the file-sync tool carried either diary's file.
        let here = try SyncedDiaries(painlog, folder: "here")
        let there = try SyncedDiaries(painlog, folder: "there")
        let lines = "5 -a head\n5 -a head\n2026-11-21 21:30 4 -a knee\n"
        try write(lines, to: here.folder + "/painlog-inbox-tablet.txt")
        try write(lines, to: there.folder + "/painlog-inbox-tablet.txt")
        try here.run("a", ["sync", here.folder], at: 1)
        try there.run("b", ["sync", there.folder], at: 1)

        // The tool carries each diary's file to the other computer; both sync again.
        for (from, to) in [(here.folder, there.folder), (there.folder, here.folder)] {
            for name in try FileManager.default.contentsOfDirectory(atPath: from)
            where name.hasPrefix("painlog-") && name.hasSuffix(".jsonl") {
                try? FileManager.default.removeItem(atPath: to + "/" + name)
                try FileManager.default.copyItem(atPath: from + "/" + name, toPath: to + "/" + name)
            }
        }
        try here.run("a", ["sync", here.folder], at: 2)
        try there.run("b", ["sync", there.folder], at: 2)

        let a = try painlog.entries(database: here.database("a"))
        let b = try painlog.entries(database: there.database("b"))
        #expect(a.count == 3 && b.count == 3)
        #expect(Set(a.compactMap { $0["uid"] as? String }) == Set(b.compactMap { $0["uid"] as? String }))
    }

    @Test func linesPainlog03LoggedFromTheInboxAreNotLoggedTwice() throws {
        let painlog = try PainlogSandbox()
        let diaries = try SyncedDiaries(painlog)
        // A diary as painlog 0.3 left it: it logged line 1 of the phone's inbox (a file without a
        // generation line) under 0.3's id, and kept the file, whose line 2 was bad then.
        let old = try #require(
            NameBasedUUID.version5(
                namespace: "5b0d6a5e-3c1f-4e8a-9d57-2f6c1b8e4a90", name: "painlog inbox line\n\n0\n5 -a head"))
        try diaries.run("a", ["log", "5", "-a", "head"], at: 0)
        _ = try painlog.sqlite(
            """
            UPDATE entries SET uid = '\(old)';
            DROP TABLE inbox_file_lines;
            CREATE TABLE inbox_lines (line_id TEXT PRIMARY KEY NOT NULL, logged_at INTEGER NOT NULL) WITHOUT ROWID;
            INSERT INTO inbox_lines VALUES ('\(old)', 1795338000);
            DELETE FROM schema_migrations WHERE version = 12;
            """, file: diaries.database("a"))
        try diaries.run("a", ["migrate"], at: 1)
        let inbox = diaries.folder + "/painlog-inbox.txt"
        try write("5 -a head\n3 -a knee\n", to: inbox)

        let run = try diaries.run("a", ["sync", diaries.folder], at: 2)

        #expect(run.stdout.contains("from painlog-inbox.txt line 2"), "\(run)")
        #expect(!run.stdout.contains("from painlog-inbox.txt line 1"), "\(run)")
        #expect(
            run.stderr.contains(
                "notice: painlog-inbox.txt line 1 (5 -a head) was logged before; not logged again. If you wrote it anew, "
                    + "add it again"), "\(run)")
        #expect(try painlog.entries(database: diaries.database("a")).count == 2)
        #expect(try read(inbox).hasPrefix("# painlog inbox generation "))
    }

    @Test func aLineAnotherDiaryLoggedIsNamedInANoticeInAFileWithoutAGenerationLine() throws {
        let painlog = try PainlogSandbox()
        let diaries = try SyncedDiaries(painlog)
        let inbox = diaries.folder + "/painlog-inbox.txt"
        try write("5 -a head\n", to: inbox)
        try diaries.run("a", ["sync", diaries.folder], at: 1)
        // b syncs with the file as it was before a emptied it (the tool had not carried that yet).
        try write("5 -a head\n", to: inbox)

        let b = try diaries.run("b", ["sync", diaries.folder], at: 2)

        #expect(!b.stdout.contains("Logged"), "\(b)")
        #expect(b.stderr.contains("notice: painlog-inbox.txt line 1 (5 -a head) was logged before"), "\(b)")
        #expect(try painlog.entries(database: diaries.database("b")).count == 1)
    }

    @Test func atMostAThousandLinesOfAFileAreLoggedAtOneSync() throws {
        let painlog = try PainlogSandbox()
        let diaries = try SyncedDiaries(painlog)
        let inbox = diaries.folder + "/painlog-inbox.txt"
        let text = String(repeating: "5 -a head\n", count: 1_002)
        try write(text, to: inbox)

        let first = try diaries.run("a", ["sync", diaries.folder], at: 1)

        #expect(first.stdout.components(separatedBy: "Logged #").count == 1_001)
        #expect(
            first.stderr.contains(
                "notice: 2 lines of painlog-inbox.txt are left in the file for the next sync (at most 1,000 lines of "
                    + "a file are logged at each sync)"), "\(first.stderr)")
        #expect(try read(inbox) == text)
        #expect(try painlog.entryCount(file: diaries.database("a")) == 1_000)

        let next = try diaries.run("a", ["sync", diaries.folder], at: 2)
        #expect(next.stdout.contains("from painlog-inbox.txt line 1002"), "\(next)")
        #expect(next.stdout.components(separatedBy: "Logged #").count == 3)
        #expect(!next.stderr.contains("left in the file"), "\(next)")
        #expect(try painlog.entryCount(file: diaries.database("a")) == 1_002)
        #expect(try read(inbox).hasPrefix("# painlog inbox generation "))
    }

    @Test func aHundredThousandLineInboxStaysUnder40MiB() throws {
        let painlog = try PainlogSandbox()
        let folder = painlog.path("sf")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let text = (0..<100_000).map { "\($0 % 11) -a head -n 'line \($0)'\n" }.joined()
        try write(text, to: folder + "/painlog-inbox.txt")

        let measured = try painlog.runMeasuringPeakMemory(["sync", folder])

        #expect(measured.run.status == 0, "\(measured.run)")
        #expect(measured.peakBytes < 40 << 20, "peak \(measured.peakBytes >> 20) MiB")
        #expect(measured.run.stdout.components(separatedBy: "Logged #").count == 1_001)
        #expect(measured.run.stderr.contains("notice: 99,000 lines of painlog-inbox.txt are left"), "\(measured.run)")
        #expect(try read(folder + "/painlog-inbox.txt") == text)
    }
}
