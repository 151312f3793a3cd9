import Foundation
import Testing

/// An attack's end through the built binary (now is Sun 2026-11-22 10:00 in Berlin): `log --for`
/// and `--ended`, `edit` and its removals, `last`, how `show`, `list`, JSON and CSV give it,
/// export → import, older exports and sync files, and every refused value changing nothing.
@Suite struct EntryEndEndToEndTests {
    // MARK: - log

    @Test func theAttackOfTheContractIsLoggedOnBothDaysItTouched() throws {
        let painlog = try PainlogSandbox()
        let run = try painlog.run(["log", "7", "-a", "head", "--at", "yesterday 22:00", "--for", "5h"])
        expectSuccess(run)
        #expect(LogCommandTests.withoutKey(run.stdout) == "Logged #1: 7/10 at Sat 2026-11-21 22:00 for 5h (head)\n")
        let entry = try #require(try painlog.entries().first)
        #expect(entry["occurred_at"] as? String == "2026-11-21T22:00:00+01:00")
        #expect(entry["ended_at"] as? String == "2026-11-22T03:00:00+01:00")
    }

    @Test func forWithoutAtStartedThatLongAgoAndEndsNow() throws {
        let painlog = try PainlogSandbox()
        let run = try painlog.run(["log", "5", "--for", "1h30m", "--json"])
        expectSuccess(run)
        let object = try PainlogSandbox.jsonObject(run.stdoutBytes)
        #expect(object["occurred_at"] as? String == "2026-11-22T08:30:00+01:00")
        #expect(object["ended_at"] as? String == PainlogSandbox.now)
    }

    @Test func endedGivesTheEndAndAnEntryWithoutOneHasNull() throws {
        let painlog = try PainlogSandbox()
        try painlog.log(["4", "--at", "yesterday 9am", "--ended", "yesterday 11:30"])
        let plain = try painlog.run(["log", "3", "--json"])
        expectSuccess(plain)
        #expect(plain.stdout.contains(#""ended_at":null"#), "\(plain)")
        let entries = try painlog.entries()
        #expect(entries.map { $0["ended_at"] is NSNull } == [true, false])
        #expect(entries.last?["ended_at"] as? String == "2026-11-21T11:30:00+01:00")
    }

    @Test func anAttackAcrossTheClocksGoingBackKeepsItsOwnOffsets() throws {
        let painlog = try PainlogSandbox()
        try painlog.log(["8", "--at", "2026-10-24 23:00", "--for", "5h"])
        let entry = try #require(try painlog.entries().first)
        #expect(entry["occurred_at"] as? String == "2026-10-24T23:00:00+02:00")
        #expect(entry["ended_at"] as? String == "2026-10-25T03:00:00+01:00")
        #expect(try painlog.sqlite("SELECT ended_at - occurred_at, ended_offset FROM entries;") == "18000|3600")
    }

    // MARK: - edit, last, show, list

    @Test func editSetsAndRemovesTheEndAndUndoGivesItBack() throws {
        let painlog = try PainlogSandbox()
        try painlog.log(["7", "-a", "head", "--at", "yesterday 22:00"])
        let set = try painlog.run(["edit", "1", "--for", "5h"])
        expectSuccess(set)
        #expect(set.stdoutLines.contains("Ended:       Sun 2026-11-22 03:00:00 +01:00"), "\(set)")
        #expect(set.stdoutLines.contains("Lasted:      5h"), "\(set)")
        let entries = "SELECT * FROM entries;"
        let ended = try painlog.sqlite(entries)

        for removal in [["--for", "0"], ["--ended", "none"]] {
            let run = try painlog.run(["edit", "1"] + removal + ["--json"])
            expectSuccess(run)
            #expect(run.stdout.contains(#""ended_at":null"#), "\(run)")
            expectSuccess(try painlog.run(["undo"]))
            #expect(try painlog.sqlite(entries) == ended, "undo of \(removal) gives the end back exactly")
        }
    }

    @Test func editLastEndedNowEndsTheAttackLoggedThisMorning() throws {
        let painlog = try PainlogSandbox()
        try painlog.log(["6", "-a", "head", "--at", "07:00"])
        try painlog.log(["2", "--at", "yesterday 20:00"])
        let run = try painlog.run(["edit", "last", "--ended", "now", "--json"])
        expectSuccess(run)
        let object = try PainlogSandbox.jsonObject(run.stdoutBytes)
        #expect(object["id"] as? Int == 1)
        #expect(object["ended_at"] as? String == PainlogSandbox.now)

        let show = try painlog.run(["show", "last"])
        expectSuccess(show)
        #expect(show.stdoutLines.first?.hasPrefix("Entry #1  key @") == true, "\(show.stdout)")
        #expect(show.stdoutLines.contains("Lasted:      3h"), "\(show)")
        let json = try painlog.run(["show", "last", "--json"])
        #expect(try PainlogSandbox.jsonObject(json.stdoutBytes)["ended_at"] as? String == PainlogSandbox.now)
    }

    @Test func deleteLastDeletesTheLatestEntry() throws {
        let painlog = try PainlogSandbox()
        try painlog.log(["6", "--at", "08:00"])
        try painlog.log(["2", "--at", "yesterday 20:00"])
        let run = try painlog.run(["delete", "last", "--yes"])
        expectSuccess(run)
        #expect(try painlog.sqlite("SELECT id FROM entries;") == "2")
    }

    @Test func listShowsHowLongEachAttackLastedWithin80Columns() throws {
        let painlog = try PainlogSandbox(environment: ["COLUMNS": "80"])
        try painlog.log([
            "7", "-a", "head", "--at", "yesterday 22:00", "--for", "5h", "-n", String(repeating: "n", count: 90),
        ])
        try painlog.log(["4", "-a", "neck", "-m", "ibuprofen 400mg", "-t", "work", "--at", "08:00", "--for", "1h30m"])
        try painlog.log(["2", "--at", "09:00"])
        let run = try painlog.run(["list"])
        expectSuccess(run)
        #expect(run.stdoutLines.first?.hasPrefix("ID  WHEN                  PAIN      LASTED  AREAS") == true, "\(run)")
        #expect(run.stdoutLines.allSatisfy { $0.count <= 80 }, "\(run)")
        #expect(run.stdoutLines.contains { $0.hasPrefix("#1  Sat 2026-11-21 22:00   7 ███▌       5h  head") }, "\(run)")
        #expect(run.stdoutLines.contains { $0.hasPrefix("#2  Sun 2026-11-22 08:00   4 ██      1h30m  neck") }, "\(run)")
        #expect(run.stdoutLines.contains { $0.hasPrefix("#3  Sun 2026-11-22 09:00   2 █") }, "\(run)")

        let plain = try PainlogSandbox()
        try plain.log(["2"])
        #expect(try plain.run(["list"]).stdoutLines.first?.contains("LASTED") == false, "no column without ends")
    }

    @Test func csvHasEndedAtAsTheLastColumnEmptyWhenNone() throws {
        let painlog = try PainlogSandbox()
        try painlog.log(["7", "--at", "yesterday 22:00", "--for", "5h"])
        try painlog.log(["3"])
        for command in [["list", "--format", "csv"], ["export"]] {
            let rows = parseCSV(try painlog.run(command).stdout)
            // The last of 0.3's columns; 0.4's `symptoms` comes after it.
            #expect(rows.first?.suffix(2) == ["ended_at", "symptoms"], "\(command)")
            #expect(
                rows.dropFirst().map { $0.dropLast().last }
                    == (command[0] == "list"
                        ? ["", "2026-11-22T03:00:00+01:00"] : ["2026-11-22T03:00:00+01:00", ""]),
                "\(command)")
        }
    }

    // MARK: - export, import, older files

    @Test func exportThenImportGivesBackEveryEnd() throws {
        let painlog = try PainlogSandbox()
        try painlog.log(["7", "--at", "2026-10-24 23:00", "--for", "5h"])
        try painlog.log(["5", "--at", "2026-11-20T08:30+05:30", "--ended", "2026-11-20T11:00+05:30"])
        try painlog.log(["2"])
        for format in ["csv", "json"] {
            let export = try painlog.run(["export", "--format", format])
            expectSuccess(export)
            let file = try painlog.write("export.\(format)", export.stdoutBytes)
            let other = painlog.path("other-\(format).sqlite")
            expectSuccess(try painlog.run(["import", file], database: other))
            #expect(try painlog.run(["export", "--format", format], database: other).stdoutBytes == export.stdoutBytes)
        }
    }

    @Test(arguments: ["diary-0.1.0.export.csv", "diary-0.2.0.export.csv"])
    func anOlderExportImportsAsBefore(fixture: String) throws {
        let painlog = try PainlogSandbox()
        let older = try Data(contentsOf: ReliabilityPaths.fixture(fixture))
        let run = try painlog.run(["import", try painlog.write("older.csv", older)])
        #expect(run.status == 0, "\(run)")
        #expect(try painlog.sqlite("SELECT count(*) FROM entries WHERE ended_at IS NOT NULL;") == "0")
        #expect(try painlog.run(["export"]).stdoutBytes == exportWithColumnsSince(older))
    }

    @Test func aFileWithoutEndedAtLeavesAnEntrysEndAndAnEmptyOneRemovesIt() throws {
        let painlog = try PainlogSandbox()
        try painlog.log(["7", "--at", "yesterday 22:00", "--for", "5h"])
        let uid = try #require(try painlog.entries().first?["uid"] as? String)
        let newer = "2026-11-22T10:05:00+01:00"
        let withoutColumn = "uid,occurred_at,intensity,updated_at\r\n\(uid),2026-11-21T22:00:00+01:00,6,\(newer)\r\n"
        expectSuccess(try painlog.run(["import", try painlog.write("old.csv", withoutColumn)]))
        let kept = try #require(try painlog.entries().first)
        #expect(kept["intensity"] as? Int == 6)
        #expect(kept["ended_at"] as? String == "2026-11-22T03:00:00+01:00")

        let later = "2026-11-22T10:06:00+01:00"
        let empty = "uid,occurred_at,intensity,updated_at,ended_at\r\n\(uid),2026-11-21T22:00:00+01:00,6,\(later),\r\n"
        expectSuccess(try painlog.run(["import", try painlog.write("new.csv", empty)]))
        #expect(try painlog.entries().first?["ended_at"] is NSNull)
    }

    @Test(arguments: [
        ("2026-11-21T21:00:00+01:00", "is not after occurred_at"),
        ("2026-11-21T22:00:00+01:00", "is not after occurred_at"),
        ("2026-11-22T12:00:00+01:00", "in the future"),
        ("tomorrow", "not an ISO 8601"),
    ])
    func anImportedEndIsCheckedLikeLogs(end: String, naming: String) throws {
        let painlog = try PainlogSandbox()
        try painlog.log(["3"])
        let before = try painlog.dump()
        let file = "occurred_at,intensity,ended_at\r\n2026-11-21T22:00:00+01:00,6,\(end)\r\n"
        let run = try painlog.run(["import", try painlog.write("bad.csv", file)])
        expectError(run, status: 65, naming: ["line 2", "ended_at", naming])
        #expect(try painlog.dump() == before)
    }

    // MARK: - refused values

    struct Refused: Sendable, CustomTestStringConvertible {
        let arguments: [String]
        let naming: [String]
        var status = ExitStatus.usage
        var testDescription: String { arguments.joined(separator: " ") }
    }

    static let refused: [Refused] = [
        Refused(arguments: ["log", "5", "--for", "-1h"], naming: ["--for", "'-1h'", "30m, 4h"]),
        Refused(arguments: ["log", "5", "--for", "-5"], naming: ["--for", "'-5'"]),
        Refused(arguments: ["log", "5", "--for=-1h"], naming: ["--for", "'-1h'"]),
        Refused(arguments: ["log", "5", "--for", "0"], naming: ["--for", "'0'", "positive"]),
        Refused(arguments: ["log", "5", "--for", "5 hours"], naming: ["--for", "'5 hours'"]),
        Refused(
            arguments: ["log", "5", "--for", "5h", "--ended", "now"], naming: ["--for", "--ended", "one of them"]),
        Refused(arguments: ["log", "5", "--at", "9am", "--ended", "8am"], naming: ["--ended", "'8am'", "not after"]),
        Refused(arguments: ["log", "5", "--at", "9am", "--ended", "11am"], naming: ["--ended", "'11am'", "future"]),
        Refused(arguments: ["log", "5", "--at", "9am", "--for", "2h"], naming: ["--for", "'2h'", "future"]),
        Refused(arguments: ["log", "5", "--ended", "-1h"], naming: ["--ended", "'-1h'"]),
        Refused(arguments: ["log", "5", "--for"], naming: ["--for"]),
        Refused(arguments: ["edit", "1", "--for", "-1h"], naming: ["--for", "'-1h'", "0 to remove"]),
        Refused(arguments: ["edit", "1", "--ended", "yesterday 21:00"], naming: ["--ended", "not after"]),
        Refused(arguments: ["edit", "1", "--ended", "23:00"], naming: ["--ended", "future"]),
        Refused(arguments: ["edit", "1", "--for", "0", "--ended", "none"], naming: ["--for", "--ended"]),
        Refused(arguments: ["edit", "1", "--at", "today 04:00"], naming: ["--at", "end of entry #1"]),
        Refused(arguments: ["edit", "next", "--ended", "now"], naming: ["'next'", "last"]),
        Refused(arguments: ["edit", "9", "--ended", "now"], naming: ["#9"], status: ExitStatus.failure),
    ]

    @Test(arguments: refused)
    func aRefusedEndIsOneErrorLineAndChangesNothing(refused: Refused) throws {
        let painlog = try PainlogSandbox()
        try painlog.log(["7", "--at", "yesterday 22:00", "--for", "5h"])
        let before = try painlog.dump()
        let run = try painlog.run(refused.arguments)
        expectError(run, status: refused.status, naming: refused.naming)
        #expect(try painlog.dump() == before)
    }

    @Test(arguments: [["show", "last"], ["edit", "last", "--ended", "now"], ["delete", "last", "--yes"]])
    func lastInAnEmptyDiarySaysThereIsNoEntry(arguments: [String]) throws {
        let painlog = try PainlogSandbox()
        try painlog.log(["3"])
        expectSuccess(try painlog.run(["undo"]))
        let before = try painlog.dump()
        let run = try painlog.run(arguments)
        expectError(run, status: ExitStatus.failure, naming: ["no entries", "'last'"])
        #expect(try painlog.dump() == before)
    }

    // MARK: - sync

    @Test func syncCarriesTheEndAndItsRemovalAndLeavesItOutWhenNone() throws {
        let painlog = try PainlogSandbox()
        let diaries = try SyncedDiaries(painlog)
        try diaries.run("a", ["log", "7", "--at", "yesterday 22:00", "--for", "5h", "-n", "attack"], at: 1)
        try diaries.run("a", ["log", "2", "-n", "plain"], at: 1)
        try diaries.run("a", ["sync", "shared"], at: 2)
        try diaries.run("b", ["sync", "shared"], at: 3)
        #expect(try diaries.contents("b") == diaries.contents("a"))

        let aFile = try #require(try folderContents(diaries.folder).first)
        let lines = try String(contentsOfFile: diaries.folder + "/" + aFile, encoding: .utf8).split(separator: "\n")
        #expect(lines.first?.contains(#""omitted_when_none":["ended_at"]"#) == true, "\(lines)")
        #expect(
            lines.filter { $0.hasPrefix(#"{"type":"entry""#) && $0.contains(#""ended_at""#) }.count == 1,
            "only the attack has one: \(lines)")
        #expect(!lines.contains { $0.contains("null") }, "painlog 0.2 skips a file with an ended_at of null")

        try diaries.run("b", ["edit", try diaries.id(of: "attack", in: "b"), "--ended", "none"], at: 4)
        try diaries.run("b", ["sync", "shared"], at: 5)
        try diaries.run("a", ["sync", "shared"], at: 6)
        #expect(try painlog.entries(database: diaries.database("a")).allSatisfy { $0["ended_at"] is NSNull })
    }

    @Test func aSyncFileFromPainlog02LeavesAnEntrysEnd() throws {
        let painlog = try PainlogSandbox()
        let diaries = try SyncedDiaries(painlog)
        try diaries.run("a", ["log", "7", "--at", "yesterday 22:00", "--for", "5h"], at: 1)
        let uid = try #require(try painlog.entries(database: diaries.database("a")).first?["uid"] as? String)
        // What painlog 0.2 writes after editing the entry: no ended_at, and no omitted_when_none.
        let record =
            #"{"type":"entry","uid":"\#(uid)","occurred_at":"2026-11-21T22:00:00+01:00","intensity":6,"#
            + #""areas":[],"tags":[],"medications":[],"note":"","created_at":"2026-11-22T10:01:00+01:00","#
            + #""updated_at":"2026-11-22T10:02:00+01:00"}"#
        let other = "0b0b0b0b-0000-4000-8000-000000000002"
        try painlog.write(
            "shared/painlog-\(other).jsonl",
            #"{"painlog_sync":1,"diary":"\#(other)","records":1}"# + "\n" + record + "\n" + #"{"end":1}"# + "\n")
        try diaries.run("a", ["sync", "shared"], at: 3)
        let entry = try #require(try painlog.entries(database: diaries.database("a")).first)
        #expect(entry["intensity"] as? Int == 6)
        #expect(entry["ended_at"] as? String == "2026-11-22T03:00:00+01:00")
    }

    // MARK: - FHIR

    @Test func fhirGivesAnAttackWithAnEndAnEffectivePeriod() throws {
        let painlog = try PainlogSandbox()
        try painlog.log(["7", "--at", "yesterday 22:00", "--for", "5h"])
        try painlog.log(["3"])
        let run = try painlog.run(["export", "--format", "fhir"])
        expectSuccess(run)
        #expect(
            run.stdout.contains(
                #""effectivePeriod":{"start":"2026-11-21T22:00:00+01:00","end":"2026-11-22T03:00:00+01:00"}"#),
            "\(run)")
        #expect(run.stdout.contains(#""effectiveDateTime":"2026-11-22T10:00:00+01:00""#), "\(run)")
    }
}
