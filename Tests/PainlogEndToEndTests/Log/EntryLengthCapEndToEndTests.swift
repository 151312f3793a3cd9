import Foundation
import Testing

/// Issue 38, finding 7: an entry lasts at most 366 days by every door.
///
/// One over 31 days gets a notice (now is Sun 2026-11-22 10:00 in Berlin). `log --ended` and `edit` refuse a longer one (64,
/// nothing written), `import` refuses the file naming the row and field (65), an inbox line stays
/// in its file as a bad line, and sync leaves such a record out with a notice.
@Suite struct EntryLengthCapEndToEndTests {
    // MARK: - log

    @Test func logRefusesAnEndThatMakesTheEntryLongerThan366Days() throws {
        let painlog = try PainlogSandbox()
        for arguments in [
            ["log", "5", "--at", "1900-01-01", "--ended", "now"],
            ["log", "5", "--at", "2025-11-21T09:59", "--ended", "now"],
            ["log", "5", "--at", "2025-11-19", "--ended", "2026-11-21"],
        ] {
            let run = try painlog.run(arguments)
            expectError(run, status: ExitStatus.usage, naming: ["--ended", "'\(arguments[5])'", "366 days"])
            #expect(run.stderr.contains("would make the entry last "), "\(run)")
        }
        let minute = try painlog.run(["log", "5", "--at", "2025-11-21T09:59", "--ended", "now"])
        #expect(minute.stderr.contains("would make the entry last more than 366 days"), "\(minute)")
        let days = try painlog.run(["log", "5", "--at", "2025-11-19", "--ended", "2026-11-21"])
        #expect(days.stderr.contains("would make the entry last 367 days"), "\(days)")
        let issue = try painlog.run(["log", "5", "--at", "1900-01-01", "--ended", "now"])
        #expect(
            issue.stderr.hasPrefix(
                "error: --ended 'now' would make the entry last more than 46345 days (Mon 1900-01-01 12:00 to "
                    + "Sun 2026-11-22 10:00); an entry lasts at most 366 days"), "\(issue)")
        #expect(try painlog.entries().isEmpty)
        // --for has its own limit, the same one.
        let longFor = try painlog.run(["log", "5", "--for", "367d"])
        #expect(longFor.status == ExitStatus.usage && longFor.stderr.contains("at most 366d"), "\(longFor)")
    }

    @Test func exactly366DaysIsAcceptedWithTheNotice() throws {
        let painlog = try PainlogSandbox()
        let run = try painlog.run(["log", "5", "--at", "2025-11-21T10:00", "--ended", "now"])
        #expect(run.status == 0, "\(run)")
        #expect(
            run.stderrLines == [
                "notice: #1 lasts 366 days (Fri 2025-11-21 10:00 to Sun 2026-11-22 10:00), "
                    + "more than 31 days; if that is not one attack, correct its end: painlog edit 1 --ended WHEN"
            ], "\(run)")
    }

    @Test func aFortyDayEntryIsLoggedWithANoticeAndA31DayOneWithout() throws {
        let painlog = try PainlogSandbox()
        let forty = try painlog.run(["log", "5", "--at", "2026-10-01T08:00", "--for", "40d"])
        #expect(forty.status == 0, "\(forty)")
        #expect(forty.stdout.hasPrefix("Logged #1: "), "\(forty)")
        #expect(forty.stderrLines.count == 1, "\(forty)")
        #expect(forty.stderr.hasPrefix("notice: #1 lasts 40 days (Thu 2026-10-01 08:00 to "), "\(forty)")
        #expect(forty.stderr.contains("painlog edit 1 --ended WHEN"), "\(forty)")
        let ended = try painlog.run(["log", "5", "--at", "2026-10-01T08:00", "--ended", "2026-11-10T08:00"])
        #expect(ended.status == 0 && ended.stderr.hasPrefix("notice: #2 lasts more than 40 days"), "\(ended)")
        expectSuccess(try painlog.run(["log", "5", "--at", "2026-10-01T08:00", "--for", "31d"]))
        #expect(try painlog.entries().count == 3)
    }

    // MARK: - edit

    @Test func editRefusesAnEndOrAStartThatMakesTheEntryTooLongAndChangesNothing() throws {
        let painlog = try PainlogSandbox()
        try painlog.log(["5", "--at", "2025-01-01T08:00"])
        try painlog.log(["6", "--at", "2026-11-01T08:00", "--ended", "2026-11-02T08:00"])
        let before = try painlog.sqlite("SELECT * FROM entries;")
        let ended = try painlog.run(["edit", "1", "--ended", "now"])
        expectError(ended, status: ExitStatus.usage, naming: ["--ended", "'now'", "366 days"])
        let moved = try painlog.run(["edit", "2", "--at", "2025-10-01T08:00"])
        expectError(moved, status: ExitStatus.usage, naming: ["--at", "'2025-10-01T08:00'", "366 days"])
        let both = try painlog.run(["edit", "2", "--at", "2024-01-01", "--ended", "2026-11-20"])
        expectError(both, status: ExitStatus.usage, naming: ["--ended", "'2026-11-20'", "366 days"])
        let longFor = try painlog.run(["edit", "1", "--for", "367d"])
        #expect(longFor.status == ExitStatus.usage, "\(longFor)")
        #expect(try painlog.sqlite("SELECT * FROM entries;") == before)
        #expect(try painlog.run(["undo", "--list"]).stdout.contains("edit") == false)
    }

    @Test func editGivesTheNoticeForAFortyDayEntry() throws {
        let painlog = try PainlogSandbox()
        try painlog.log(["5", "--at", "2026-10-01T08:00"])
        let run = try painlog.run(["edit", "1", "--for", "40d"])
        #expect(run.status == 0, "\(run)")
        #expect(run.stderrLines.count == 1, "\(run)")
        #expect(run.stderr.hasPrefix("notice: #1 lasts 40 days (Thu 2026-10-01 08:00 to "), "\(run)")
        // An edit that leaves the start and end alone says nothing more about them.
        expectSuccess(try painlog.run(["edit", "1", "--note", "a long one"]))
    }

    // MARK: - import

    @Test(arguments: [
        (
            "long.csv",
            "occurred_at,intensity,ended_at\r\n2026-11-01T08:00:00+01:00,4,2026-11-02T08:00:00+01:00\r\n"
                + "2025-11-19T08:00:00+01:00,5,2026-11-21T08:00:00+01:00\r\n"
        ),
        (
            "long.json",
            #"[{"occurred_at":"2026-11-01T08:00:00+01:00","intensity":4,"ended_at":"2026-11-02T08:00:00+01:00"},"#
                + "\n"
                + #"{"occurred_at":"2025-11-19T08:00:00+01:00","intensity":5,"ended_at":"2026-11-21T08:00:00+01:00"}]"#
        ),
    ])
    func importRefusesTheFileNamingTheRowAndField(file: String, text: String) throws {
        let painlog = try PainlogSandbox()
        try painlog.write(file, text)
        let run = try painlog.run(["import", file])
        // The CSV's row 2 is on line 3 (after the header); the JSON's on line 2.
        let line = file.hasSuffix(".csv") ? "line 3 (row 2)" : "line 2 (row 2)"
        expectError(run, status: 65, naming: [line, "ended_at", "'2026-11-21T08:00:00+01:00'", "366 days"])
        #expect(run.stderr.contains("is 367 days after occurred_at"), "\(run)")
        #expect(try painlog.entries().isEmpty, "nothing written, not even the good row")
    }

    // MARK: - inbox

    @Test func anInboxLineTooLongStaysAsABadLineAndAFortyDayOneIsLoggedWithTheNotice() throws {
        let painlog = try PainlogSandbox()
        let diaries = try SyncedDiaries(painlog)
        let inbox = diaries.folder + "/painlog-inbox.txt"
        let text = "2025-11-01 08:00 5 -a head --ended 2026-11-20T08:00\n"
        try text.write(toFile: inbox, atomically: false, encoding: .utf8)
        let bad = try diaries.runAllowingFailure("a", ["sync", diaries.folder], at: 1)
        #expect(bad.status == 65, "\(bad)")
        #expect(bad.stderr.contains("error: painlog-inbox.txt line 1: "), "\(bad)")
        #expect(bad.stderr.contains("366 days"), "\(bad)")
        #expect(try String(contentsOfFile: inbox, encoding: .utf8) == text, "the line is kept")
        #expect(try painlog.entries(database: diaries.database("a")).isEmpty)

        try "2026-10-01 08:00 5 -a head --for 40d\n".write(toFile: inbox, atomically: false, encoding: .utf8)
        let long = try diaries.run("a", ["sync"], at: 2)
        #expect(long.stdout.contains("from painlog-inbox.txt line 1"), "\(long)")
        #expect(
            long.stderr.contains("notice: #1 lasts 40 days (Thu 2026-10-01 08:00 to ")
                && long.stderr.contains("(from painlog-inbox.txt line 1)"), "\(long)")
        #expect(try painlog.entries(database: diaries.database("a")).count == 1)
    }

    // MARK: - sync

    @Test func aSyncedEntryLongerThan366DaysIsLeftOutWithANotice() throws {
        let painlog = try PainlogSandbox()
        let diaries = try SyncedDiaries(painlog)
        try diaries.run(
            "b", ["log", "5", "--at", "2026-11-01T08:00", "--ended", "2026-11-02T08:00", "-n", "b1"], at: 1)
        try diaries.run("b", ["log", "3", "-n", "b2"], at: 2)
        try diaries.run("b", ["sync", diaries.folder], at: 3)
        let files = try FileManager.default.contentsOfDirectory(atPath: diaries.folder).filter {
            $0.hasSuffix(".jsonl")
        }
        let name = try #require(files.first)
        let path = diaries.folder + "/" + name
        // Another painlog (or a hand) wrote an entry of 400-odd days.
        let original = try String(contentsOfFile: path, encoding: .utf8)
        let edited = original.replacingOccurrences(
            of: #""occurred_at":"2026-11-01T08:00:00+01:00""#, with: #""occurred_at":"2025-09-01T08:00:00+02:00""#)
        try #require(edited != original, "\(original)")
        try edited.write(toFile: path, atomically: false, encoding: .utf8)

        let run = try diaries.run("a", ["sync", diaries.folder], at: 4)
        #expect(run.stderrLines.count == 1, "\(run)")
        #expect(
            run.stderr.hasPrefix(
                "notice: 1 entry in \(name) lasts more than 366 days (the longest: occurred_at "
                    + "2025-09-01T08:00:00+02:00 to ended_at 2026-11-02T08:00:00+01:00) and was not merged"), "\(run)")
        #expect(try diaries.notes("a") == ["b2"], "the rest of the file merged")
        let json = try diaries.run("a", ["sync", "--json"], at: 5)
        let object = try PainlogSandbox.jsonObject(json.stdoutBytes)
        let tooLong = try #require(object["too_long"] as? [[String: Any]])
        #expect(tooLong.count == 1 && tooLong.first?["records"] as? Int == 1, "\(json)")
        #expect((object["ahead"] as? [Any])?.isEmpty == true, "\(json)")
    }
}
