import Testing

/// `delete`'s confirmation: asked on a terminal, only yes deletes.
@Suite struct DeleteFlowTests {
    private func diaryWithTwoEntries() throws -> InProcessPainlog {
        let painlog = try InProcessPainlog()
        try painlog.succeed(["log", "4", "--note", "first"])
        try painlog.succeed(["log", "6", "--note", "second"])
        return painlog
    }

    /// The ids left in the diary, newest first.
    private func ids(_ painlog: InProcessPainlog) throws -> String {
        let rows = try painlog.succeed(["list", "--format", "csv"]).stdout.split(separator: "\r\n").dropFirst()
        return rows.map { String($0.prefix { $0 != "," }) }.joined(separator: " ")
    }

    @Test(arguments: ["y", "yes", " YES "])
    func aYesOnTheTerminalDeletes(answer: String) throws {
        let painlog = try diaryWithTwoEntries()
        let run = try painlog.run(["delete", "1"], answers: [answer], inputIsTerminal: true)
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout.contains("first"), "the entry is shown before the question\n\(run)")
        #expect(run.stdoutLines.last?.hasPrefix("Deleted #1.") == true, "\(run)")
        #expect(run.stderr.contains("?"), "the question goes to stderr\n\(run)")
        #expect(try ids(painlog) == "2")
    }

    @Test(arguments: [["n"], ["no"], ["maybe"], [""], []])
    func anythingElseOrTheEndOfInputDeletesNothing(answers: [String]) throws {
        let painlog = try diaryWithTwoEntries()
        let run = try painlog.run(["delete", "1", "2"], answers: answers, inputIsTerminal: true)
        #expect(run.status == 1, "\(run)")
        #expect(run.stderr.hasSuffix("error: nothing was deleted\n"), "\(run)")
        #expect(try ids(painlog) == "2 1")
    }

    @Test func withoutATerminalItRefusesUnlessYes() throws {
        let painlog = try diaryWithTwoEntries()
        let refused = try painlog.run(["delete", "1"], answers: ["y"])
        #expect(refused.status == 1, "\(refused)")
        #expect(
            refused.stderr == "error: refusing to delete without confirmation: stdin is not a terminal; pass --yes\n")
        #expect(refused.stdout.isEmpty)
        #expect(try ids(painlog) == "2 1")

        try painlog.succeed(["delete", "1", "--yes"])
        #expect(try ids(painlog) == "2")
    }
}
