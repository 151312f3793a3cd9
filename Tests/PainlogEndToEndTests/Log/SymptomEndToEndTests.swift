import Foundation
import Testing

/// Symptoms through the built binary (now is Sun 2026-11-22 10:00 in Berlin): `log -s`, `edit`'s four
/// options, `show`, JSON and CSV, export → import, a 0.3 export, inbox lines, sync between two
/// diaries, undo, and every refused value changing nothing.
@Suite struct SymptomEndToEndTests {
    // MARK: - log, show, JSON, CSV

    @Test func logKeepsTheSymptomsAndEveryOutputGivesThemSorted() throws {
        let painlog = try PainlogSandbox()
        let run = try painlog.run([
            "log", "7", "-a", "head", "-s", "unilateral", "--symptom", "pulsating", "-s", "Nausea", "-s", "nausea",
            "--json",
        ])
        expectSuccess(run)
        let logged = try PainlogSandbox.jsonObject(run.stdoutBytes)
        #expect(logged["symptoms"] as? [String] == ["nausea", "pulsating", "unilateral"])
        try painlog.log(["2"])

        let entries = try painlog.entries()
        #expect(entries.map { $0["symptoms"] as? [String] } == [[], ["nausea", "pulsating", "unilateral"]])
        let json = try painlog.run(["list", "--format", "json"])
        #expect(json.stdout.contains(#""ended_at":null,"symptoms":[],"conditions":[]}"#), "\(json)")

        let show = try painlog.run(["show", "1"])
        expectSuccess(show)
        #expect(show.stdoutLines.contains("Symptoms:    nausea, pulsating, unilateral"), "\(show)")
        #expect(!(try painlog.run(["show", "2"]).stdout.contains("Symptoms")), "no line without symptoms")
        let shown = try PainlogSandbox.jsonObject(try painlog.run(["show", "1", "--json"]).stdoutBytes)
        #expect(shown["symptoms"] as? [String] == ["nausea", "pulsating", "unilateral"])

        for command in [["list", "--format", "csv"], ["export"], ["export", "--excel"]] {
            let rows = parseCSV(try painlog.run(command).stdout)
            let header = try #require(rows.first)
            let column = try #require(header.firstIndex(of: "symptoms"), "\(command)")
            #expect(header[column - 1] == "ended_at", "\(command)")
            let cells = rows.dropFirst().map { $0[column] }
            #expect(Set(cells) == ["", "nausea; pulsating; unilateral"], "\(command)")
        }
        #expect(try painlog.sqlite("SELECT symptoms FROM entries WHERE id = 1;") == "11")
    }

    @Test func theRevCoversSymptomsOnlyInARowThatHasThem() throws {
        let painlog = try PainlogSandbox()
        try painlog.log(["7", "-a", "head", "-s", "aura", "-s", "vomiting"])
        try painlog.log(["3", "-a", "neck"])
        let rows = parseCSV(try painlog.run(["export"]).stdout)
        let header = try #require(rows.first)
        for row in rows.dropFirst() {
            let rev = row[try #require(header.firstIndex(of: "rev"))]
            #expect(rev == documentedRev(row: row, header: header), "\(row)")
        }
        let plain = try #require(rows.first { $0.contains("neck") })
        var without = plain
        without.removeLast()
        #expect(
            documentedRev(row: plain, header: header) == documentedRev(row: without, header: Array(header.dropLast())))
        for entry in try painlog.entries() {
            #expect(entry["rev"] as? String == documentedRev(json: entry))
        }
    }

    // MARK: - edit and undo

    @Test func editChangesTheSymptomsAndUndoGivesThemBack() throws {
        let painlog = try PainlogSandbox()
        try painlog.log(["7", "-a", "head", "-s", "nausea", "-s", "unilateral"])
        let steps: [([String], [String])] = [
            (
                ["--add-symptom", "photophobia", "--add-symptom", "phonophobia"],
                ["nausea", "phonophobia", "photophobia", "unilateral"]
            ),
            (["--remove-symptom", "unilateral"], ["nausea"]),
            (["--symptom", "aura", "--symptom", "activity"], ["activity", "aura"]),
            (["--clear-symptoms"], []),
        ]
        for (arguments, expected) in steps {
            let run = try painlog.run(["edit", "1"] + arguments + ["--json"])
            expectSuccess(run)
            #expect(try PainlogSandbox.jsonObject(run.stdoutBytes)["symptoms"] as? [String] == expected, "\(arguments)")
            expectSuccess(try painlog.run(["undo"]))
            #expect(try painlog.sqlite("SELECT symptoms FROM entries;") == "9", "undo of \(arguments)")
        }
        let unchanged = try painlog.run(["edit", "1", "--add-symptom", "nausea"])
        #expect(unchanged.status == 0 && unchanged.stdout.contains("Nothing changed"), "\(unchanged)")
    }

    // MARK: - refused values

    struct Refused: Sendable, CustomTestStringConvertible {
        let arguments: [String]
        let naming: [String]
        var testDescription: String { arguments.joined(separator: " ") }
    }

    static let names = "unilateral, pulsating, activity, nausea, vomiting, photophobia, phonophobia, aura"

    static let refused: [Refused] = [
        Refused(arguments: ["log", "5", "-s", "dizzy"], naming: ["--symptom", "'dizzy'", names]),
        Refused(arguments: ["log", "5", "--symptom", ""], naming: ["--symptom", "''", names]),
        Refused(arguments: ["log", "5", "-s", "nausea", "-s", "headache"], naming: ["--symptom", "'headache'"]),
        Refused(arguments: ["edit", "1", "--symptom", "sick"], naming: ["--symptom", "'sick'", names]),
        Refused(arguments: ["edit", "1", "--add-symptom", "sick"], naming: ["--add-symptom", "'sick'", names]),
        Refused(arguments: ["edit", "1", "--remove-symptom", "sick"], naming: ["--remove-symptom", "'sick'"]),
        Refused(
            arguments: ["edit", "1", "--remove-symptom", "aura"],
            naming: ["--remove-symptom", "'aura'", "does not have it", "nausea"]),
        Refused(
            arguments: ["edit", "1", "--symptom", "aura", "--clear-symptoms"],
            naming: ["--symptom", "--clear-symptoms", "one of them"]),
        Refused(arguments: ["edit", "9", "--add-symptom", "sick"], naming: ["--add-symptom", "'sick'"]),
        Refused(arguments: ["log", "5", "-s"], naming: ["-s"]),
    ]

    @Test(arguments: refused)
    func aRefusedSymptomIsOneErrorLineAndChangesNothing(refused: Refused) throws {
        let painlog = try PainlogSandbox()
        try painlog.log(["7", "-a", "head", "-s", "nausea"])
        let before = try painlog.dump()
        let run = try painlog.run(refused.arguments)
        expectError(run, status: ExitStatus.usage, naming: refused.naming)
        #expect(try painlog.dump() == before)
    }

    // MARK: - export, import, older exports

    @Test(arguments: ["csv", "json"])
    func exportThenImportGivesBackEverySymptom(format: String) throws {
        let painlog = try PainlogSandbox()
        try painlog.log(["7", "-a", "head", "-s", "aura", "-s", "nausea", "-s", "photophobia"])
        try painlog.log(["4", "-s", "activity"])
        try painlog.log(["2"])
        let export = try painlog.run(["export", "--format", format])
        expectSuccess(export)
        let file = try painlog.write("export.\(format)", export.stdoutBytes)
        let other = painlog.path("other.sqlite")
        expectSuccess(try painlog.run(["import", file], database: other))
        #expect(try painlog.run(["export", "--format", format], database: other).stdoutBytes == export.stdoutBytes)
        let again = try painlog.run(["import", file], database: other)
        #expect(again.stdout.contains("0 new, 0 updated, 3 unchanged"), "\(again)")
    }

    /// An export painlog 0.3 wrote (its columns end at `ended_at`) re-imports unchanged: every
    /// row's rev still matches, and the entries it updates keep their symptoms.
    @Test func a03ExportReimportsUnchangedAndLeavesSymptoms() throws {
        let painlog = try PainlogSandbox()
        try painlog.log(["7", "-a", "head", "--at", "08:00", "-n", "attack"])
        try painlog.log(["3", "-a", "neck", "--at", "09:00", "--for", "30m"])
        let rows = parseCSV(try painlog.run(["export"]).stdout)
        #expect(rows.first?.last == "symptoms")
        let older = rows.map { $0.dropLast().map(csvCell).joined(separator: ",") }.joined(separator: "\r\n") + "\r\n"
        #expect(!older.contains("symptoms"))

        // A 0.3 diary's rows (no symptoms) imported into a new diary: the same export as this one.
        let other = painlog.path("other.sqlite")
        let file = try painlog.write("0.3.csv", older)
        let imported = try painlog.run(["import", file], database: other)
        #expect(imported.stdout.contains("Imported 2 new"), "\(imported)")
        #expect(
            try painlog.run(["export"], database: other).stdoutBytes == (try painlog.run(["export"]).stdoutBytes))

        // Symptoms recorded since are kept when the same 0.3 export is imported again.
        expectSuccess(try painlog.run(["edit", "1", "--add-symptom", "nausea"]))
        let before = try painlog.dump()
        let again = try painlog.run(["import", file])
        #expect(again.status == 0, "\(again)")
        #expect(!again.stdout.contains("edited outside"), "\(again)")
        #expect(try painlog.dump() == before)
        #expect(try painlog.entries().last?["symptoms"] as? [String] == ["nausea"])
    }

    @Test func anImportedSymptomsCellIsReadAndAnEmptyOneClearsThem() throws {
        let painlog = try PainlogSandbox()
        try painlog.log(["7", "--at", "08:00", "-s", "aura"])
        let uid = try #require(try painlog.entries().first?["uid"] as? String)
        let newer = "2026-11-22T10:05:00+01:00"
        let file =
            "uid,occurred_at,intensity,updated_at,symptoms\r\n\(uid),2026-11-22T08:00:00+01:00,7,\(newer),"
            + "Pulsating; unilateral\r\n,2026-11-22T09:00:00+01:00,2,,\r\n"
        expectSuccess(try painlog.run(["import", try painlog.write("in.csv", file)]))
        #expect(try painlog.entries().map { $0["symptoms"] as? [String] } == [[], ["pulsating", "unilateral"]])

        let later = "2026-11-22T10:06:00+01:00"
        let empty = "uid,occurred_at,intensity,updated_at,symptoms\r\n\(uid),2026-11-22T08:00:00+01:00,7,\(later),\r\n"
        expectSuccess(try painlog.run(["import", try painlog.write("empty.csv", empty)]))
        #expect(try painlog.entries().last?["symptoms"] as? [String] == [])
    }

    @Test func anUnknownImportedSymptomIsABadRowAndWritesNothing() throws {
        let painlog = try PainlogSandbox()
        try painlog.log(["3"])
        let before = try painlog.dump()
        let file = "occurred_at,intensity,symptoms\r\n2026-11-21T22:00:00+01:00,6,nausea; dizzy\r\n"
        let run = try painlog.run(["import", try painlog.write("bad.csv", file)])
        expectError(run, status: 65, naming: ["line 2", "symptoms", "'dizzy'", "unilateral"])
        #expect(try painlog.dump() == before)
    }

    // MARK: - inbox lines and sync

    @Test func anInboxLineTakesSymptomsAndAnUnknownOneStaysInTheFile() throws {
        let painlog = try PainlogSandbox()
        let diaries = try SyncedDiaries(painlog)
        let inbox = diaries.folder + "/painlog-inbox.txt"
        try Data("6 -a head -s nausea --symptom photophobia\n4 -s dizzy\n".utf8).write(to: URL(fileURLWithPath: inbox))
        // A bad line is left in the file and makes the sync exit 65, as any bad inbox line does.
        let run = try diaries.runAllowingFailure("a", ["sync", diaries.folder], at: 1)
        #expect(run.status == 65 || run.status == 0, "\(run)")
        #expect(run.stdout.contains("from painlog-inbox.txt line 1"), "\(run)")
        let entries = try painlog.entries(database: diaries.database("a"))
        #expect(entries.map { $0["symptoms"] as? [String] } == [["nausea", "photophobia"]])
        let left = try String(contentsOfFile: inbox, encoding: .utf8)
        #expect(left.contains("4 -s dizzy"), "\(left)")
        #expect(run.stderr.contains("'dizzy'") || run.stdout.contains("'dizzy'"), "\(run)")
    }

    @Test func syncCarriesSymptomsPerMemberBetweenTwoDiaries() throws {
        let painlog = try PainlogSandbox()
        let diaries = try SyncedDiaries(painlog)
        try diaries.run("a", ["log", "7", "-a", "head", "-s", "nausea", "-s", "unilateral", "-n", "attack"], at: 1)
        try diaries.run("a", ["log", "2", "-n", "plain"], at: 1)
        try diaries.run("a", ["sync", "shared"], at: 2)
        try diaries.run("b", ["sync", "shared"], at: 3)
        #expect(try diaries.contents("b") == diaries.contents("a"))

        // One symptom added on each diary, one removed on a: all three changes survive on both.
        try diaries.run("a", ["edit", try diaries.id(of: "attack", in: "a"), "--add-symptom", "aura"], at: 4)
        try diaries.run("a", ["edit", try diaries.id(of: "attack", in: "a"), "--remove-symptom", "unilateral"], at: 5)
        try diaries.run("b", ["edit", try diaries.id(of: "attack", in: "b"), "--add-symptom", "vomiting"], at: 6)
        for (name, minute) in [("a", 7), ("b", 8), ("a", 9)] { try diaries.run(name, ["sync", "shared"], at: minute) }
        for name in ["a", "b"] {
            let attack = try #require(
                try painlog.entries(database: diaries.database(name)).first { $0["note"] as? String == "attack" })
            #expect(attack["symptoms"] as? [String] == ["aura", "nausea", "vomiting"], "\(name)")
        }
        #expect(try diaries.contents("b") == diaries.contents("a"))

        let file = try #require(try folderContents(diaries.folder).first { $0.hasPrefix("painlog-") })
        let text = try String(contentsOfFile: diaries.folder + "/" + file, encoding: .utf8)
        #expect(text.hasPrefix("{\"painlog_sync\":3,"), "\(text)")
        #expect(text.contains(#""symptoms":["aura","nausea","vomiting"]"#), "\(text)")
    }

    // MARK: - shell

    @Test func helpAndTheCompletionScriptNameTheSymptoms() throws {
        let painlog = try PainlogSandbox()
        let help = try painlog.run(["log", "--help"], withDatabase: false)
        #expect(help.stdout.contains("-s, --symptom <symptom>"), "\(help)")
        for shell in ["bash", "zsh", "fish"] {
            let script = try painlog.run(["completion", shell], withDatabase: false)
            expectSuccess(script)
            #expect(script.stdout.contains("photophobia"), "\(shell)")
        }
    }
}

/// One CSV cell as the export writes it: quoted when it holds a quote, comma, CR or LF.
private func csvCell(_ value: String) -> String {
    guard value.contains(where: { $0 == "\"" || $0 == "," || $0 == "\r" || $0 == "\n" || $0 == "\r\n" }) else {
        return value
    }
    return "\"" + value.replacingOccurrences(of: "\"", with: "\"\"") + "\""
}
