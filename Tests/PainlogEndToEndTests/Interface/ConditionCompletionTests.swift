import Foundation
import Testing

/// Completion of condition names (issue 39) in the real bash, zsh and fish.
///
/// Names complete after `-c/--condition` on every command that takes it, `conditions
/// show|edit|rename|remove` and `course start --condition`.
/// As for every name, the typed beginning matches in its case (the scripts compare as the shell
/// does), and `tags` and `meds` complete their options after `list`.
@Suite struct ConditionCompletionTests {
    /// A diary with two conditions (one named with a space) and the completion script for `shell`.
    static func sandbox(shell: String) throws -> (PainlogSandbox, String) {
        let painlog = try PainlogSandbox()
        for step in [
            ["log", "5", "--area", "head", "--area", "low back"],
            ["conditions", "add", "migraine", "--kind", "migraine", "--area", "head"],
            ["conditions", "add", "Lower back", "--kind", "pain", "--area", "low back"],
        ] {
            expectSuccess(try painlog.run(step))
        }
        let script = try painlog.run(["completion", shell], withDatabase: false)
        expectSuccess(script)
        let file = try painlog.write("painlog.\(shell)", script.stdout)
        return (painlog, file)
    }

    @Test(arguments: [
        (["list", "--condition", "m"], "migraine\n"), (["list", "-c", "Lo"], "Lower\\ back\n"),
        (["stats", "--condition", ""], "Lower\\ back\nmigraine\n"), (["calendar", "--condition", "mi"], "migraine\n"),
        (["meds", "list", "-c", "mi"], "migraine\n"), (["tags", "list", "--condition", "L"], "Lower\\ back\n"),
        (["report", "--condition", "mi"], "migraine\n"), (["export", "-c", "mi"], "migraine\n"),
        (["conditions", "show", "mi"], "migraine\n"), (["conditions", "edit", "Lo"], "Lower\\ back\n"),
        (["conditions", "rename", "mi"], "migraine\n"), (["conditions", "remove", "Lo"], "Lower\\ back\n"),
        (["course", "start", "topiramate", "--condition", "mi"], "migraine\n"),
        (["--db", "other.sqlite", "list", "-c", "mi"], "\n"),
    ])
    func bashCompletesConditionNames(_ words: [String], _ expected: String) throws {
        let (painlog, script) = try Self.sandbox(shell: "bash")
        let before = try Data(contentsOf: URL(fileURLWithPath: painlog.database))

        let run = try CompletionCommandTests.bashCompletions(painlog, script: script, words: words)

        #expect(run.status == 0 && run.stderr.isEmpty, "\(run)")
        #expect(run.stdout == expected, "\(run)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: painlog.database)) == before)
        #expect(!exists(painlog.path("other.sqlite")), "completion never creates a diary")
    }

    /// A diary from before conditions offers none, and stays as it was.
    @Test func aDiaryWithoutConditionsOffersNone() throws {
        let painlog = try PainlogSandbox()
        let fixture = try Data(contentsOf: ReliabilityPaths.fixture("diary-0.1.0.sqlite"))
        try fixture.write(to: URL(fileURLWithPath: painlog.database))
        let script = try painlog.write(
            "painlog.bash", try painlog.run(["completion", "bash"], withDatabase: false).stdout)

        let run = try CompletionCommandTests.bashCompletions(painlog, script: script, words: ["list", "-c", ""])

        #expect(run.status == 0 && run.stderr.isEmpty, "\(run)")
        #expect(run.stdout == "\n", "\(run)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: painlog.database)) == fixture)
    }

    @Test func zshCompletesConditionNames() throws {
        let zsh = try SystemTools.require("zsh", package: "zsh")
        let (painlog, script) = try Self.sandbox(shell: "zsh")
        for (line, expected) in [
            ("painlog conditions show mi", "painlog conditions show migraine"),
            ("painlog list --condition Lo", "painlog list --condition Lower\\ back"),
        ] {
            let run = try PainlogSandbox.tool(
                zsh, ["-f", "-c", ZshCompletionDriver.program, try PainlogBinary.path(), script, line],
                environment: [
                    "PATH": "/usr/bin:/bin", "PAINLOG_DB": painlog.database, "LANG": "C.UTF-8", "TERM": "dumb",
                ],
                in: painlog.folder)
            #expect(run.stdout.contains(expected), "\(run)")
        }
    }

    @Test func fishCompletesConditionNames() throws {
        _ = try SystemTools.require("fish", package: "fish")
        let (painlog, script) = try Self.sandbox(shell: "fish")
        for (line, expected) in [
            ("painlog conditions rename mi", ["migraine"]),
            ("painlog calendar --condition ", ["Lower back", "migraine"]),
            ("painlog course start topiramate --condition Lo", ["Lower back"]),
        ] {
            let run = try CompletionCommandTests.fishCompletions(painlog, script: script, line: line)
            let names = run.stdoutLines.map { $0.split(separator: "\t").first.map(String.init) ?? "" }
            #expect(names == expected, "\(line): \(run)")
        }
    }
}
