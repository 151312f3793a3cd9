import Foundation
import Testing

/// Completion of `log -m` and `edit --med` in the real shells offers the diary's medications with
/// their usual dose (the dose text taken most often), quoted as one word; the options that take a
/// name alone (`--med` filters, `meds rename`) still offer names alone.
@Suite struct CompletionUsualDoseTests {
    /// ibuprofen twice at 200mg and once at 400mg, naproxen without a dose, sumatriptan at 50mg.
    static func sandbox(shell: String) throws -> (PainlogSandbox, String) {
        let painlog = try PainlogSandbox()
        try painlog.log(["5", "--area", "head", "--med", "ibuprofen 200mg"])
        try painlog.log(["4", "--area", "head", "--med", "ibuprofen 400mg"])
        try painlog.log(["6", "--area", "head", "--med", "ibuprofen 200mg", "--med", "naproxen"])
        try painlog.log(["7", "--area", "head", "--med", "sumatriptan 50mg"])
        let script = try painlog.run(["completion", shell], withDatabase: false)
        expectSuccess(script)
        return (painlog, try painlog.write("painlog.\(shell)", script.stdout))
    }

    @Test(arguments: [
        (["log", "4", "-m", "i"], "ibuprofen\\ 200mg\n"), (["log", "4", "--med", "s"], "sumatriptan\\ 50mg\n"),
        (["log", "4", "--med", "n"], "naproxen\n"), (["edit", "1", "--med", "ib"], "ibuprofen\\ 200mg\n"),
        (["log", "4", "-m", "x"], "\n"), (["list", "--med", "ib"], "ibuprofen\n"),
        (["meds", "rename", "ib"], "ibuprofen\n"),
    ])
    func bashOffersTheUsualDose(_ words: [String], _ expected: String) throws {
        let (painlog, script) = try Self.sandbox(shell: "bash")
        let before = try Data(contentsOf: URL(fileURLWithPath: painlog.database))

        let run = try CompletionCommandTests.bashCompletions(painlog, script: script, words: words)

        #expect(run.status == 0 && run.stderr.isEmpty, "\(run)")
        #expect(run.stdout == expected, "\(run)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: painlog.database)) == before)
    }

    @Test func bashListsEveryMedicationMostUsedFirst() throws {
        let (painlog, script) = try Self.sandbox(shell: "bash")

        let run = try CompletionCommandTests.bashCompletions(painlog, script: script, words: ["log", "4", "-m", ""])

        #expect(
            run.stdoutLines.filter { !$0.isEmpty } == ["ibuprofen\\ 200mg", "naproxen", "sumatriptan\\ 50mg"], "\(run)")
    }

    @Test func fishOffersTheUsualDose() throws {
        _ = try SystemTools.require("fish", package: "fish")
        let (painlog, script) = try Self.sandbox(shell: "fish")

        let run = try CompletionCommandTests.fishCompletions(painlog, script: script, line: "painlog log 5 -m ib")

        let names = run.stdoutLines.map { $0.split(separator: "\t").first.map(String.init) ?? "" }
        #expect(names == ["ibuprofen 200mg"], "\(run)")
    }

    @Test func zshOffersTheUsualDose() throws {
        let zsh = try SystemTools.require("zsh", package: "zsh")
        let (painlog, script) = try Self.sandbox(shell: "zsh")

        let run = try PainlogSandbox.tool(
            zsh,
            ["-f", "-c", ZshCompletionDriver.program, try PainlogBinary.path(), script, "painlog log 5 -m sum"],
            environment: ["PATH": "/usr/bin:/bin", "PAINLOG_DB": painlog.database, "LANG": "C.UTF-8", "TERM": "dumb"],
            in: painlog.folder)

        // zsh puts the one match on the command line, quoted as a shell word.
        #expect(run.stdout.contains("painlog log 5 -m sumatriptan\\ 50mg"), "\(run)")
    }
}
