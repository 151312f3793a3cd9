import Testing

/// Notices go to stderr after the result; the command succeeds and stdout keeps only results.
@Suite struct NoticeFlowTests {
    @Test func logSaysWhenANameIsCloseToAKnownOneOrTheEntryMayBeADuplicate() throws {
        let painlog = try InProcessPainlog()
        try painlog.succeed(["log", "6", "--area", "lower back", "--at", "08:00"])
        let typo = try painlog.succeed(["log", "6", "--area", "lower bakc", "--at", "07:00"])
        #expect(withoutKey(typo.stdout) == "Logged #2: 6/10 at Sun 2026-11-22 07:00 (lower bakc)\n")
        #expect(
            typo.stderr
                == "notice: new area 'lower bakc' is close to 'lower back'; if they are the same, merge them: "
                + "painlog areas rename 'lower bakc' 'lower back'\n")
        let twice = try painlog.succeed(["log", "6", "--area", "Lower Back", "--at", "08:05"])
        #expect(
            twice.stderr
                == "notice: #1 at Sun 2026-11-22 08:00 has the same intensity and areas; "
                + "if #3 logs the same pain twice, 'painlog undo' removes it\n")
        #expect(try painlog.succeed(["log", "6", "--area", "neck"]).stderr.isEmpty)
    }

    @Test func editSaysWhenANewNameIsCloseToAKnownOne() throws {
        let painlog = try InProcessPainlog()
        try painlog.succeed(["log", "6", "-a", "lower back", "-t", "weather", "-m", "ibuprofen 400mg"])
        try painlog.succeed(["log", "4"])
        let run = try painlog.succeed(["edit", "2", "--add-area", "lower bakc", "-t", "wether", "-m", "ibuprofn 200mg"])
        #expect(
            run.stderr
                == "notice: new area 'lower bakc' is close to 'lower back'; if they are the same, merge them: "
                + "painlog areas rename 'lower bakc' 'lower back'\n"
                + "notice: new tag 'wether' is close to 'weather'; if they are the same, merge them: "
                + "painlog tags rename 'wether' 'weather'\n"
                + "notice: new medication 'ibuprofn' is close to 'ibuprofen'; if they are the same, merge them: "
                + "painlog meds rename 'ibuprofn' 'ibuprofen'\n")
        #expect(try painlog.succeed(["edit", "1", "-a", "Lower Back", "-t", "weather"]).stderr.isEmpty)
        #expect(
            try painlog.run(["edit", "2", "-a", "lower bakc"]).stderr.isEmpty, "unchanged: nothing stored, nothing said"
        )
    }

    @Test(arguments: [["list"], ["stats"], ["export"]])
    func aFilterNamingAnUnknownAreaSaysSoWithTheClosestName(command: [String]) throws {
        let painlog = try InProcessPainlog()
        try painlog.succeed(["log", "6", "--area", "head", "--tag", "weather"])
        let run = try painlog.succeed(command + ["--area", "heda", "--tag", "wether"])
        #expect(
            run.stderr
                == "notice: no area is named 'heda'; did you mean 'head'?\nnotice: no tag is named 'wether'; did you mean 'weather'?\n"
        )
        #expect(try painlog.succeed(command + ["--area", "HEAD"]).stderr.isEmpty)
    }
}
