import Foundation
import Testing

/// `painlog impact` through the built binary: the record in the database, every list format, undo,
/// the questions on a real pseudo-terminal, and every bad input refused with nothing changed.
@Suite struct ImpactCommandTests {
    /// The impact table as sqlite3 shows it.
    private func impactRows(_ painlog: PainlogSandbox) throws -> String {
        try painlog.sqlite(
            "SELECT id, recorded_at, recorded_offset, pain, enjoyment, activity FROM impact_records ORDER BY id;")
    }

    @Test func recordsThePEGAndListsItInEveryFormat() throws {
        let painlog = try PainlogSandbox()
        let first = try painlog.run([
            "impact", "--pain", "7", "--enjoyment", "6", "--activity", "8", "--at", "2026-11-15 18:00",
        ])
        #expect(first.status == 0, "\(first)")
        #expect(
            first.stdout
                == "Recorded impact #1: PEG 7.0 (pain 7, enjoyment 6, activity 8) for the week to Sun 2026-11-15 18:00.\n"
        )
        #expect(first.stderr.isEmpty)
        let second = try painlog.run(["impact", "--pain", "5", "--enjoyment", "4", "--activity", "4", "--json"])
        #expect(second.status == 0, "\(second)")
        let object = try PainlogSandbox.jsonObject(second.stdoutBytes)
        #expect(Set(object.keys) == ["id", "uid", "recorded_at", "pain", "enjoyment", "activity", "score"])
        #expect(object["recorded_at"] as? String == "2026-11-22T10:00:00+01:00")
        #expect((object["score"] as? Double).map { abs($0 - 13.0 / 3) < 1e-12 } == true)
        #expect(try impactRows(painlog) == "1|1794762000|3600|7|6|8\n2|1795338000|3600|5|4|4")

        let table = try painlog.run(["impact", "--list"])
        #expect(table.status == 0)
        #expect(table.stdoutLines.count == 4, "\(table)")
        #expect(table.stdoutLines[1].hasSuffix("4.3    -2.7"), "\(table)")
        #expect(table.stdoutLines[2].hasSuffix("7.0       –"), "\(table)")

        let json = try PainlogSandbox.jsonArray(try painlog.run(["impact", "--list", "--format", "json"]).stdoutBytes)
        #expect(json.map { $0["id"] as? Int } == [2, 1])
        #expect(json.map { $0["pain"] as? Int } == [5, 7])

        let csv = try painlog.run(["impact", "--list", "--format", "csv"]).stdout
        #expect(csv.hasPrefix("id,uid,recorded_at,pain,enjoyment,activity,score,change_from_first\r\n2,"))
        #expect(csv.split(separator: "\r\n").count == 3)
        #expect(try painlog.entryCount() == 0, "impact writes no entry")
    }

    @Test func undoRevertsTheImpactAndItStaysGone() throws {
        let painlog = try PainlogSandbox()
        try painlog.log(["5"])
        #expect(try painlog.run(["impact", "--pain", "5", "--enjoyment", "5", "--activity", "5"]).status == 0)

        let undo = try painlog.run(["undo"])
        #expect(undo.status == 0)
        #expect(undo.stdout == "Undid impact #1 (from Sun 2026-11-22 10:00).\n")
        #expect(try impactRows(painlog).isEmpty)
        #expect(try painlog.sqlite("SELECT record_id, deleted_at FROM impact_tombstones;") == "1|1795338000")
        #expect(try painlog.entryCount() == 1, "the log before it is untouched")
    }

    @Test func onATerminalItAsksForWhatIsMissing() throws {
        let painlog = try PainlogSandbox()
        try painlog.log(["3", "--at", "yesterday"])
        try painlog.log(["5"])
        let run = try painlog.runOnTerminal(
            ["impact", "--enjoyment", "2"], stdinFile: try painlog.write("answers", "\n6\n"),
            environment: ["NO_COLOR": "1"])

        #expect(run.status == 0, "\(run)")
        #expect(run.stdout.contains("[Enter: 4, your 7-day mean 4.0]"), "\(run)")
        #expect(run.stdout.contains("Recorded impact #1: PEG 4.0 (pain 4, enjoyment 2, activity 6)"), "\(run)")
        #expect(try impactRows(painlog) == "1|1795338000|3600|4|2|6")
    }

    static let badImpacts: [([String], [String])] = [
        (["impact", "--pain", "11", "--enjoyment", "1", "--activity", "1"], ["--pain", "'11'", "0–10"]),
        (["impact", "--pain", "-1", "--enjoyment", "1", "--activity", "1"], ["--pain", "-1"]),
        (["impact", "--pain", "1", "--enjoyment", "five", "--activity", "1"], ["--enjoyment", "five"]),
        (["impact", "--pain", "1", "--enjoyment", "1", "--activity", "5.5"], ["--activity", "5.5"]),
        (["impact", "--pain", "1", "--enjoyment", "1", "--activity", ""], ["--activity", "''"]),
        (["impact", "--pain", "1", "--enjoyment", "1", "--activity", "1", "--at", "tomorrow"], ["--at", "tomorrow"]),
        (["impact", "--pain", "1", "--enjoyment", "1", "--activity", "1", "--at", "2099-01-01"], ["--at", "future"]),
        (["impact", "--pain", "1"], ["missing", "--enjoyment", "--activity"]),
        (["impact"], ["missing", "--pain"]),
        (["impact", "--list", "--pain", "3"], ["--list", "--pain"]),
        (["impact", "--list", "--json", "--format", "csv"], ["--json", "--format csv"]),
        (["impact", "--format", "csv"], ["--format", "--list"]),
        (["impact", "--list", "--format", "xml"], ["xml"]),
        (["impact", "--bogus"], ["--bogus"]),
    ]

    @Test(arguments: badImpacts)
    func aBadValueIsOneErrorLineAndChangesNothing(_ arguments: [String], naming: [String]) throws {
        let painlog = try PainlogSandbox()
        try painlog.log(["4", "--area", "head"])
        #expect(
            try painlog.run(["impact", "--pain", "3", "--enjoyment", "3", "--activity", "3", "--at", "2026-11-15"])
                .status == 0)
        let before = try painlog.dump()
        let filesBefore = try folderContents(painlog.folder.path)

        let run = try painlog.run(arguments)

        expectError(run, status: ExitStatus.usage, naming: naming)
        #expect(try painlog.dump() == before)
        #expect(try folderContents(painlog.folder.path) == filesBefore)
    }

    @Test func aBadValueOnANewDiaryLeavesNoFile() throws {
        let painlog = try PainlogSandbox()
        let run = try painlog.run(["impact", "--pain", "12", "--enjoyment", "1", "--activity", "1"])
        expectError(run, status: ExitStatus.usage, naming: ["'12'"])
        #expect(try folderContents(painlog.folder.path).isEmpty)
    }
}
