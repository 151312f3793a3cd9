import Testing

/// `impact` in process: the questions on a terminal with scripted answers, and the flags without one.
@Suite struct ImpactFlowTests {
    /// The records as `impact --list --format csv` gives them, without the header.
    private func rows(_ painlog: InProcessPainlog) throws -> [String] {
        let csv = try painlog.succeed(["impact", "--list", "--format", "csv"]).stdout
        return csv.split(separator: "\r\n").dropFirst().map(String.init)
    }

    @Test func onATerminalItAsksWhatIsMissingAndOffersTheSevenDayMeanForPain() throws {
        let painlog = try InProcessPainlog()
        try painlog.succeed(["log", "4", "--at", "yesterday"])
        try painlog.succeed(["log", "7"])

        let run = try painlog.run(["impact", "--activity", "3"], answers: ["", "8"], inputIsTerminal: true)

        #expect(run.status == 0, "\(run)")
        #expect(run.stderr.contains("[Enter: 6, your 7-day mean 5.5]"), "\(run)")
        #expect(run.stderr.contains("enjoyment of life"), "\(run)")
        #expect(!run.stderr.contains("general activity"), "what was given is not asked\n\(run)")
        #expect(
            run.stdout
                == "Recorded impact #1: PEG 5.7 (pain 6, enjoyment 8, activity 3) for the week to Sun 2026-11-22 08:30.\n"
        )
        #expect(try rows(painlog).map { $0.split(separator: ",")[3...5].joined(separator: ",") } == ["6,8,3"])
    }

    @Test func aBadAnswerIsAskedAgainSayingWhy() throws {
        let painlog = try InProcessPainlog()
        let run = try painlog.run(["impact"], answers: ["", "11", "5", "x", "4", "6"], inputIsTerminal: true)

        #expect(run.status == 0, "\(run)")
        #expect(
            run.stderr.contains("--pain must be a whole number 0–10, got ''; try again"),
            "no diary mean: Enter is no answer\n\(run)")
        #expect(run.stderr.contains("--pain must be a whole number 0–10, got '11'; try again"), "\(run)")
        #expect(run.stderr.contains("--enjoyment must be a whole number 0–10, got 'x'; try again"), "\(run)")
        #expect(try rows(painlog).map { $0.split(separator: ",")[3...5].joined(separator: ",") } == ["5,4,6"])
    }

    @Test(arguments: [[], ["5"], ["5", "5"]])
    func theEndOfInputRecordsNothing(answers: [String]) throws {
        let painlog = try InProcessPainlog()
        try painlog.succeed(["log", "3"])
        let run = try painlog.run(["impact"], answers: answers, inputIsTerminal: true)

        #expect(run.status == 1, "\(run)")
        #expect(run.stderr.hasSuffix("error: nothing was recorded\n"), "\(run)")
        #expect(run.stdout.isEmpty)
        #expect(try rows(painlog).isEmpty)
        #expect(try painlog.succeed(["undo", "--list"]).stdout.contains("log #1"))
    }

    @Test func aBadFlagIsRefusedBeforeAnyQuestion() throws {
        let painlog = try InProcessPainlog()
        let run = try painlog.run(["impact", "--enjoyment", "11"], answers: ["5", "5"], inputIsTerminal: true)

        #expect(run.status == 64, "\(run)")
        #expect(run.stderr == "error: --enjoyment must be a whole number 0–10, got '11'\n")
        #expect(try rows(painlog).isEmpty)
    }

    @Test func withoutATerminalAllThreeAreRequired() throws {
        let painlog = try InProcessPainlog()
        let run = try painlog.run(["impact", "--pain", "5"], answers: ["5", "5"])

        #expect(run.status == 64, "\(run)")
        #expect(run.stderr.contains("missing: --enjoyment, --activity"), "\(run)")
        #expect(!run.stderr.contains("?"), "nothing is asked\n\(run)")
        #expect(try rows(painlog).isEmpty)
    }

    @Test func allThreeGivenOnATerminalAsksNothing() throws {
        let painlog = try InProcessPainlog()
        let run = try painlog.run(
            ["impact", "--pain", "2", "--enjoyment", "3", "--activity", "4", "--json"], answers: ["9"],
            inputIsTerminal: true)

        #expect(run.status == 0, "\(run)")
        #expect(run.stderr.isEmpty)
        #expect(
            run.stdout
                == "{\"id\":1,\"uid\":\"00000000-0000-4000-8000-000000000001\",\"recorded_at\":\"2026-11-22T08:30:00+01:00\","
                + "\"pain\":2,\"enjoyment\":3,\"activity\":4,\"score\":3.0}\n")
    }

    @Test func undoRevertsAnImpactLikeAnyChange() throws {
        let painlog = try InProcessPainlog()
        try painlog.succeed(["impact", "--pain", "2", "--enjoyment", "3", "--activity", "4"])
        try painlog.succeed(["log", "5"])
        try painlog.succeed(["impact", "--pain", "6", "--enjoyment", "6", "--activity", "6"])

        #expect(try painlog.succeed(["undo"]).stdout == "Undid impact #2 (from Sun 2026-11-22 08:30).\n")
        #expect(try rows(painlog).count == 1)
        #expect(try painlog.succeed(["undo"]).stdout.hasPrefix("Undid log #1"))
        #expect(try painlog.succeed(["undo"]).stdout.hasPrefix("Undid impact #1"))
        #expect(try rows(painlog).isEmpty)
        #expect(try painlog.succeed(["impact", "--list"]).stdout.hasPrefix("No impact records yet."))
    }
}
