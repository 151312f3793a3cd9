import Foundation
import Testing

/// Issue 27 through the binary: two edits of one field said by `sync` (text and `--json`), the other
/// value in `show --history` (text and `--json`), a rename reported, and `show --history` of a
/// missing entry refused with nothing changed.
@Suite struct SyncConflictEndToEndTests {
    @Test func twoEditsOfOneFieldAreSaidAndTheOtherIsInTheHistory() throws {
        let painlog = try PainlogSandbox()
        let diaries = try SyncedDiaries(painlog)
        try diaries.run("a", ["log", "5", "--note", "first", "--area", "back"], at: 1)
        try diaries.run("a", ["sync", diaries.folder], at: 2)
        try diaries.run("b", ["sync", diaries.folder], at: 3)

        try diaries.run("a", ["edit", try diaries.id(of: "first", in: "a"), "--note", "at work"], at: 10)
        try diaries.run("b", ["edit", try diaries.id(of: "first", in: "b"), "--note", "at home"], at: 11)
        let a = try diaries.run("a", ["sync"], at: 12)
        #expect(a.stderr.isEmpty, "\(a)")
        let b = try diaries.run("b", ["sync", "--json"], at: 13)
        let id = try diaries.id(of: "at home", in: "b")
        #expect(
            b.stderr
                == "notice: conflict in entry #\(id)'s note: kept 'at home' (this diary's), set aside 'at work' "
                + "(diary \(try Self.fileName(of: "a", in: diaries).dropFirst("painlog-".count).prefix(8))'s); "
                + "both changed it since the last sync; "
                + "see painlog show \(id) --history\n")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(b.stdout.utf8)) as? [String: Any])
        let conflicts = try #require(report["conflicts"] as? [[String: Any]])
        #expect(conflicts.count == 1)
        #expect(conflicts.first?["field"] as? String == "note" && conflicts.first?["kept"] as? String == "at home")
        #expect(conflicts.first?["replaced"] as? String == "at work" && conflicts.first?["kept_here"] as? Bool == true)
        try diaries.run("a", ["sync"], at: 14)
        #expect(try diaries.notes("a") == ["at home"])

        let history = try diaries.run("a", ["show", try diaries.id(of: "at home", in: "a"), "--history"], at: 15)
        #expect(history.stdout.contains("Earlier values\nFIELD"), "\(history)")
        #expect(history.stdout.contains("note   at work"), "\(history)")
        let json = try diaries.run("a", ["show", "last", "--history", "--json"], at: 15)
        let entry = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let values = try #require(entry["history"] as? [[String: Any]])
        #expect(values.contains { $0["field"] as? String == "note" && $0["value"] as? String == "at work" })
        #expect(entry["note"] as? String == "at home")
    }

    /// A rename also renames an entry that arrives later under the old name, and says so.
    @Test func aRenameIsReportedWhereItRenamesAnArrivingEntry() throws {
        let painlog = try PainlogSandbox()
        let diaries = try SyncedDiaries(painlog)
        try diaries.run("a", ["log", "5", "--area", "back"], at: 1)
        try diaries.run("a", ["sync", diaries.folder], at: 2)
        try diaries.run("b", ["sync", diaries.folder], at: 3)
        // B logs under the old name and writes its file before it hears of A's rename.
        try diaries.run("b", ["log", "6", "--area", "back"], at: 4)
        try diaries.run("b", ["sync"], at: 4)
        try diaries.run("a", ["areas", "rename", "back", "lower back"], at: 5)
        let a = try diaries.run("a", ["sync"], at: 6)
        #expect(
            a.stdout.contains("Renamed area 'back' to 'lower back' in 1 entry (the rename travels by sync)"), "\(a)")
        try diaries.run("b", ["sync"], at: 7)
        try diaries.run("a", ["sync"], at: 8)
        for name in ["a", "b"] {
            let areas = try painlog.entries(database: diaries.database(name)).map { $0["areas"] as? [String] ?? [] }
            #expect(areas == [["lower back"], ["lower back"]], "\(name)")
        }
    }

    @Test func historyOfAMissingEntryIsAnErrorAndChangesNothing() throws {
        let painlog = try PainlogSandbox()
        let diaries = try SyncedDiaries(painlog)
        try diaries.run("a", ["log", "5"], at: 1)
        let before = try painlog.dump(file: diaries.database("a"))
        let run = try diaries.runAllowingFailure("a", ["show", "99", "--history"], at: 2)
        #expect(run.status == 1 && run.stdout.isEmpty, "\(run)")
        #expect(run.stderrLines.count == 1 && run.stderr.hasPrefix("error: "), "\(run)")
        #expect(try painlog.dump(file: diaries.database("a")) == before)
    }

    private static func fileName(of name: String, in diaries: SyncedDiaries) throws -> String {
        "painlog-"
            + (try diaries.painlog.sqlite(
                "SELECT value FROM diary_settings WHERE key = 'diary_id';", file: diaries.database(name)))
            .trimmingCharacters(in: .whitespacesAndNewlines) + ".jsonl"
    }
}
