import Foundation
import Testing

/// What a new user tripped on in 0.3 (issue 41's smaller items), through the built binary.
@Suite struct NewUserTripsTests {
    @Test func anUnknownOptionIsALowercaseErrorLikeEveryOther() throws {
        let painlog = try PainlogSandbox()
        let run = try painlog.run(["list", "--frob"])
        #expect(run.exited(64), "\(run)")
        #expect(run.hasOneErrorLine, "\(run)")
        #expect(run.stderr.hasPrefix("error: unknown option '--frob'"), "\(run)")
    }

    @Test func calendarHelpSaysTheDefaultOnce() throws {
        let painlog = try PainlogSandbox()
        let run = try painlog.run(["calendar", "--help"])
        expectSuccess(run)
        #expect(!run.stdout.contains("default 3"), "\(run)")
        #expect(run.stdout.contains("(default: 3)"), "\(run)")
    }

    @Test(arguments: [
        (["log", "5", "--at", "2026-11-31"], "error: --at '2026-11-31' is not a date: November has 30 days\n"),
        (["list", "--since", "29.2.2026"], "error: --since '29.2.2026' is not a date: February 2026 has 28 days\n"),
    ])
    func aDateThatDoesNotExistSaysWhy(arguments: [String], error: String) throws {
        let painlog = try PainlogSandbox()
        try #require(try painlog.run(["log", "3"]).status == 0)
        let before = try painlog.dump()

        let run = try painlog.run(arguments)

        #expect(run.exited(64), "\(run)")
        #expect(run.stderr == error, "\(run)")
        #expect(try painlog.dump() == before)
    }
}
