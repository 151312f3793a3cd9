import Foundation
import Testing

/// `painlog conditions` and its subcommands through the built binary (issue 39): the list and its
/// JSON, each change one undo step, area renames and merges carrying conditions, and bad input that
/// exits as the contract says and changes nothing.
@Suite struct ConditionsEndToEndTests {
    private func diary() throws -> PainlogSandbox {
        let sandbox = try PainlogSandbox()
        for (day, area) in [(20, "head"), (21, "neck"), (22, "low back"), (22, "knee")] {
            let run = try sandbox.run(["log", "6", "-a", area, "--at", "2026-11-\(day)T08:00"])
            #expect(run.status == 0, "\(run)")
        }
        return sandbox
    }

    private func conditions(_ sandbox: PainlogSandbox) throws -> [[String: Any]] {
        let run = try sandbox.run(["conditions", "--format", "json"])
        #expect(run.status == 0 && run.stderr.isEmpty, "\(run)")
        return try #require(try JSONSerialization.jsonObject(with: run.stdoutBytes) as? [[String: Any]])
    }

    @Test func addListShowAndJSON() throws {
        let sandbox = try diary()
        let add = try sandbox.run([
            "conditions", "add", "migraine", "--kind", "migraine", "--area", "head", "-a", "neck",
        ])
        #expect(add.status == 0 && add.stderr.isEmpty, "\(add)")
        #expect(add.stdout == "Added condition 'migraine' (migraine): head, neck\n")
        let back = try sandbox.run(["conditions", "add", "Back", "--kind", "pain", "--area", "low back"])
        #expect(back.status == 0, "\(back)")

        let list = try conditions(sandbox)
        #expect(list.map { $0["name"] as? String } == ["Back", "migraine"])
        #expect(list[1]["kind"] as? String == "migraine")
        #expect(list[1]["areas"] as? [String] == ["head", "neck"])
        #expect(list[1]["entries"] as? Int == 2)
        #expect(list[1]["last_logged"] as? String == "2026-11-21T08:00:00+01:00")
        #expect(Set(list[1].keys) == ["name", "kind", "areas", "entries", "last_logged"])
        #expect(
            try sandbox.run(["conditions", "--json"]).stdout == sandbox.run(["conditions", "--format", "json"]).stdout)

        let table = try sandbox.run(["conditions"])
        #expect(table.status == 0 && table.stdout.contains("migraine") && table.stdout.contains("low back"), "\(table)")
        let show = try sandbox.run(["conditions", "show", "MIGRAINE"])
        #expect(show.status == 0 && show.stdout.contains("head, neck"), "\(show)")
        let shown = try sandbox.run(["conditions", "show", "back", "--json"])
        let object = try #require(try JSONSerialization.jsonObject(with: shown.stdoutBytes) as? [String: Any])
        #expect(object["name"] as? String == "Back" && (object["uid"] as? String)?.count == 36)
    }

    @Test func eachChangeIsOneUndoStep() throws {
        let sandbox = try diary()
        #expect(try sandbox.run(["conditions", "add", "migraine", "--kind", "migraine", "--area", "head"]).status == 0)
        let edit = try sandbox.run([
            "conditions", "edit", "migraine", "--add-area", "neck", "--remove-area", "head", "--kind", "headache",
        ])
        #expect(edit.status == 0 && edit.stdout == "Condition 'migraine' (headache): neck\n", "\(edit)")
        let rename = try sandbox.run(["conditions", "rename", "migraine", "Headaches"])
        #expect(rename.status == 0 && rename.stdout == "Renamed condition 'migraine' to 'Headaches'\n", "\(rename)")
        let remove = try sandbox.run(["conditions", "remove", "headaches"])
        #expect(remove.status == 0, "\(remove)")
        #expect(try conditions(sandbox).isEmpty)

        let undo = try sandbox.run(["undo"])
        #expect(undo.status == 0 && undo.stdout.hasPrefix("Undid conditions remove 'Headaches'"), "\(undo)")
        #expect(try conditions(sandbox).map { $0["name"] as? String } == ["Headaches"])
        #expect(try sandbox.run(["undo"]).status == 0)
        #expect(try conditions(sandbox).map { $0["name"] as? String } == ["migraine"])
        #expect(try sandbox.run(["undo"]).status == 0)
        let first = try conditions(sandbox)
        #expect(first[0]["kind"] as? String == "migraine" && first[0]["areas"] as? [String] == ["head"])
        #expect(try sandbox.run(["undo"]).status == 0)
        #expect(try conditions(sandbox).isEmpty)
    }

    @Test func anAreaTheDiaryDoesNotHaveIsANotice() throws {
        let sandbox = try diary()
        let add = try sandbox.run(["conditions", "add", "back", "--kind", "pain", "--area", "low bak", "--area", "hip"])
        #expect(add.status == 0, "\(add)")
        #expect(
            add.stderrLines == [
                "notice: no entry has area 'low bak' yet; did you mean 'low back'?",
                "notice: no entry has area 'hip' yet",
            ])
        #expect(try conditions(sandbox)[0]["areas"] as? [String] == ["hip", "low bak"])
    }

    @Test func anAreaRenameCarriesItsConditionAndAMergeSaysWhatOldLeft() throws {
        let sandbox = try diary()
        #expect(try sandbox.run(["conditions", "add", "migraine", "--kind", "migraine", "--area", "head"]).status == 0)
        #expect(try sandbox.run(["conditions", "add", "back", "--kind", "pain", "--area", "low back"]).status == 0)
        let rename = try sandbox.run(["areas", "rename", "head", "forehead"])
        #expect(rename.status == 0 && rename.stderr.isEmpty, "\(rename)")
        #expect(try conditions(sandbox)[1]["areas"] as? [String] == ["forehead"])
        #expect(try sandbox.run(["conditions", "edit", "migraine", "--add-area", "knee"]).status == 0)
        let merge = try sandbox.run(["areas", "rename", "knee", "low back"])
        #expect(merge.status == 0, "\(merge)")
        #expect(
            merge.stderrLines == [
                "notice: area 'knee' left condition 'migraine': the area it was merged into keeps its own"
            ])
        let after = try conditions(sandbox)
        #expect(after[0]["areas"] as? [String] == ["low back"] && after[1]["areas"] as? [String] == ["forehead"])
        // The rename is one undo step with the condition it carried.
        #expect(try sandbox.run(["undo"]).status == 0)
        #expect(try conditions(sandbox)[1]["areas"] as? [String] == ["forehead", "knee"])
    }

    @Test(
        "bad input exits as the contract says and changes nothing",
        arguments: [
            (["conditions", "add", "m2", "--kind", "migraine", "--area", "neck"], Int32(64), ["neck", "'migraine'"]),
            (["conditions", "add", "x", "--kind", "cluster", "--area", "hip"], Int32(64), ["cluster", "headache"]),
            (["conditions", "add", "", "--kind", "pain", "--area", "hip"], Int32(64), ["condition must not be empty"]),
            (
                ["conditions", "add", String(repeating: "x", count: 65), "--kind", "pain", "--area", "hip"], Int32(64),
                ["longer than 64"]
            ),
            (["conditions", "add", "a\u{202E}b", "--kind", "pain", "--area", "hip"], Int32(64), ["U+202E"]),
            (["conditions", "add", "a\u{7}b", "--kind", "pain", "--area", "hip"], Int32(64), ["control"]),
            (["conditions", "add", "x", "--kind", "pain"], Int32(64), ["--area"]),
            (["conditions", "add", "x", "--area", "hip"], Int32(64), ["--kind"]),
            (["conditions", "add", "MIGRAINE", "--kind", "pain", "--area", "hip"], Int32(64), ["already exists"]),
            (
                ["conditions", "edit", "migrane", "--add-area", "hip"], Int32(1),
                ["migrane", "did you mean 'migraine'?"]
            ),
            (["conditions", "edit", "migraine"], Int32(64), ["--add-area", "--kind"]),
            (["conditions", "edit", "migraine", "--remove-area", "knee"], Int32(64), ["knee", "not in"]),
            (["conditions", "edit", "migraine", "--kind", "other"], Int32(64), ["other"]),
            (["conditions", "rename", "migrane", "x"], Int32(1), ["did you mean 'migraine'?"]),
            (["conditions", "rename", "migraine", "a;b"], Int32(64), ["';'"]),
            (["conditions", "remove", "nope"], Int32(1), ["nope", "painlog conditions"]),
            (["conditions", "show", "migrain"], Int32(1), ["did you mean 'migraine'?"]),
            (["conditions", "--format", "csv"], Int32(64), ["csv"]),
            (["conditions", "--json", "--format", "table"], Int32(64), ["--json"]),
        ] as [([String], Int32, [String])])
    func badInput(arguments: [String], status: Int32, naming: [String]) throws {
        let sandbox = try diary()
        #expect(try sandbox.run(["conditions", "add", "migraine", "--kind", "migraine", "--area", "neck"]).status == 0)
        let before = try sandbox.dump()
        let run = try sandbox.run(arguments)
        expectError(run, status: status, naming: naming)
        #expect(try sandbox.dump() == before)
    }
}
