import Foundation
import Testing

/// Every bad value the contract lists: exit 64 (or 1 for a missing entry), one `error: ` line on
/// stderr naming the value, nothing on stdout, and the database exactly as it was.
@Suite struct BadInputTests {
    /// A command line that must fail, and what its error line must name.
    struct BadCommand: Sendable, CustomTestStringConvertible {
        let arguments: [String]
        let naming: [String]
        var status = ExitStatus.usage
        var testDescription: String { arguments.joined(separator: " ").prefix(60) + " → \(status)" }
    }

    static let badLogs: [BadCommand] = [
        BadCommand(arguments: ["log", "11"], naming: ["'11'"]),
        BadCommand(arguments: ["log", "-1"], naming: ["-1"]),
        BadCommand(arguments: ["log", "5.5"], naming: ["5.5"]),
        BadCommand(arguments: ["log", "five"], naming: ["five"]),
        BadCommand(arguments: ["log", ""], naming: ["intensity", "''"]),
        BadCommand(arguments: ["add", "11"], naming: ["'11'"]),
        BadCommand(arguments: ["log", "5", "--at", "tomorrow"], naming: ["--at", "tomorrow"]),
        BadCommand(arguments: ["log", "5", "--at", "2026-13-01"], naming: ["--at", "2026-13-01"]),
        BadCommand(arguments: ["log", "5", "--at", "25:00"], naming: ["--at", "25:00"]),
        BadCommand(arguments: ["log", "5", "--at", "2099-01-01"], naming: ["--at", "2099-01-01", "future"]),
        BadCommand(arguments: ["log", "5", "--at", "10:02"], naming: ["--at", "10:02", "future"]),
        BadCommand(arguments: ["log", "5", "--area", "a;b"], naming: ["a;b"]),
        BadCommand(arguments: ["log", "5", "--area", ""], naming: ["area"]),
        BadCommand(arguments: ["log", "5", "--area", "   "], naming: ["area"]),
        BadCommand(
            arguments: ["log", "5", "--area", String(repeating: "a", count: 65)],
            naming: [String(repeating: "a", count: 65)]),
        BadCommand(arguments: ["log", "5", "--area", "a\u{7}b"], naming: ["area"]),
        BadCommand(arguments: ["log", "5", "--area", "line\nbreak"], naming: ["area"]),
        BadCommand(arguments: ["log", "5", "--tag", "x;y"], naming: ["x;y"]),
        BadCommand(arguments: ["log", "5", "--med", ""], naming: ["medication"]),
        BadCommand(arguments: ["log", "5", "--note", String(repeating: "n", count: 10_001)], naming: ["10001"]),
        BadCommand(arguments: ["log", "5", "--bogus"], naming: ["--bogus"]),
        BadCommand(arguments: ["log", "5", "6"], naming: ["6"]),
        BadCommand(arguments: ["log"], naming: ["intensity"]),
        // A cluster holding `h` is an unknown option, never help with status 0 (issue 28's bad input).
        BadCommand(arguments: ["log", "5", "-xh"], naming: ["'-xh'", "-h or --help on its own"]),
        BadCommand(arguments: ["log", "5", "--bogus", "-1h"], naming: ["'-1h'", "-h or --help on its own"]),
        BadCommand(arguments: ["5", "-1h"], naming: ["'-1h'"]),
    ]

    static let badReads: [BadCommand] = [
        BadCommand(arguments: ["show", "abc"], naming: ["abc"]),
        BadCommand(arguments: ["show", "#"], naming: ["#"]),
        BadCommand(arguments: ["show", "0"], naming: ["0"]),
        BadCommand(arguments: ["show", "99"], naming: ["99"], status: ExitStatus.failure),
        BadCommand(arguments: ["show", "#99", "--json"], naming: ["99"], status: ExitStatus.failure),
        BadCommand(arguments: ["list", "--limit", "0"], naming: ["--limit", "0"]),
        BadCommand(arguments: ["list", "--limit", "abc"], naming: ["--limit", "abc"]),
        BadCommand(arguments: ["list", "--limit", "3", "--all"], naming: ["--limit", "--all"]),
        BadCommand(arguments: ["list", "--format", "xml"], naming: ["xml"]),
        BadCommand(arguments: ["list", "--since", "nonsense"], naming: ["--since", "nonsense"]),
        BadCommand(arguments: ["list", "--until", "2026-02-30"], naming: ["--until", "2026-02-30"]),
        BadCommand(arguments: ["list", "--min", "11"], naming: ["--min", "11"]),
        BadCommand(arguments: ["list", "--max", "x"], naming: ["--max", "x"]),
        BadCommand(arguments: ["list", "--min", "8", "--max", "3"], naming: ["8", "3"]),
        BadCommand(arguments: ["list", "--area", "a;b"], naming: ["a;b"]),
        BadCommand(arguments: ["list", "--bogus"], naming: ["--bogus"]),
        BadCommand(arguments: ["list", "-1h"], naming: ["'-1h'", "-h or --help on its own"]),
        BadCommand(arguments: ["stats", "-ah"], naming: ["'-ah'"]),
        BadCommand(arguments: ["frobnicate"], naming: ["frobnicate"]),
        BadCommand(arguments: ["migrate", "--status", "--dry-run"], naming: ["--status", "--dry-run"]),
    ]

    /// A diary with one entry, for each bad command to leave as it is.
    static let oneEntry = DiaryTemplate { painlog in
        try painlog.log(["4", "--area", "head", "--note", "already here"])
    }

    @Test(arguments: badLogs + badReads)
    func aBadValueIsOneErrorLineAndChangesNothing(_ bad: BadCommand) throws {
        let painlog = try PainlogSandbox()
        try Self.oneEntry.copy(into: painlog)
        let before = try painlog.dump()
        let filesBefore = try folderContents(painlog.folder.path)

        let run = try painlog.run(bad.arguments)

        expectError(run, status: bad.status, naming: bad.naming)
        #expect(try painlog.dump() == before)
        #expect(try folderContents(painlog.folder.path) == filesBefore)
        #expect(try painlog.entryCount() == 1)
    }

    @Test func aBadIntensityNamesTheAcceptedRange() throws {
        let painlog = try PainlogSandbox()
        let run = try painlog.run(["log", "11"])

        expectError(run, status: ExitStatus.usage, naming: ["0", "10"])
    }

    @Test func anUnparseableWhenNamesTheAcceptedForms() throws {
        let painlog = try PainlogSandbox()
        let run = try painlog.run(["log", "5", "--at", "tomorrow"])

        expectError(run, status: ExitStatus.usage, naming: ["yesterday", "ago", "2026-11-22"])
    }
}
