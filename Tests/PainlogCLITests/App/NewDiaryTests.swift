import Testing

/// A diary that did not exist is created only when the first command run on it succeeds.
@Suite struct NewDiaryTests {
    // `log 11` is refused while parsing, before any diary is looked at (BadInputTests runs it end to end).
    @Test(arguments: [
        ["log", "5", "--area", "a;b"], ["log", "5", "--at", "tomorrow"], ["show", "1"], ["delete", "1", "--yes"],
        ["undo"],
    ])
    func aFailedFirstCommandLeavesNothingBehind(arguments: [String]) throws {
        let painlog = try InProcessPainlog()
        let run = try painlog.run(arguments, database: painlog.file("new/deeper/diary.sqlite"))
        #expect(run.status != 0, "\(run)")
        #expect(run.stdout.isEmpty, "\(run)")
        #expect(run.stderr.hasPrefix("error: "), "\(run)")
        #expect(painlog.contents().isEmpty, "no diary and no folders made for it")
    }

    @Test func aSucceedingFirstCommandCreatesTheDiaryAndShowsItsOutput() throws {
        let painlog = try InProcessPainlog()
        let run = try painlog.run(["log", "5", "--note", "first"], database: painlog.file("new/diary.sqlite"))
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout.hasPrefix("Logged #1"), "\(run)")
        #expect(painlog.contents() == ["new"])
    }
}
