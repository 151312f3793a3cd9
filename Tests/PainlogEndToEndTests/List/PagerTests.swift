import Foundation
import Testing

/// Long output on a terminal goes through `$PAGER` (issue 28): never on a pipe, never with
/// `--no-pager`, and an empty `PAGER` or `cat` means none.
@Suite struct PagerTests {
    /// A pager that marks each line it is given, so the test can see the output went through it.
    private static let markingPager: [String: String?] = ["PAGER": "sed 's/^/paged:/'"]

    private func diary() throws -> PainlogSandbox {
        let painlog = try PainlogSandbox()
        for day in 1...3 { try painlog.log(["\(day + 3)", "--area", "head", "--at", "2026-11-1\(day)T08:00"]) }
        return painlog
    }

    @Test func listOnATerminalGoesThroughThePager() throws {
        let painlog = try diary()
        let run = try painlog.runOnTerminal(["list", "--all", "--no-color"], environment: Self.markingPager)
        #expect(run.status == 0, "\(run)")
        let lines = run.stdout.split(whereSeparator: \.isNewline).map(String.init)
        #expect(lines.count == 4 && lines.allSatisfy { $0.hasPrefix("paged:") }, "\(run.stdout)")
        let undo = try painlog.runOnTerminal(["undo", "--list", "--no-color"], environment: Self.markingPager)
        #expect(undo.stdout.hasPrefix("paged:WHEN"), "\(undo.stdout)")
    }

    @Test(arguments: [["--no-pager"], ["-q", "--no-pager"]])
    func noPagerWritesStraightToTheTerminal(extra: [String]) throws {
        let painlog = try diary()
        let run = try painlog.runOnTerminal(["list", "--no-color"] + extra, environment: Self.markingPager)
        #expect(run.status == 0 && !run.stdout.contains("paged:") && run.stdout.contains("#3"), "\(run)")
    }

    @Test func aPipeOrAnEmptyPagerIsNeverPaged() throws {
        let painlog = try diary()
        let piped = try painlog.run(["list"], environment: Self.markingPager)
        #expect(!piped.stdout.contains("paged:") && piped.stdout.contains("#3"), "\(piped)")
        let empty = try painlog.runOnTerminal(["list", "--no-color"], environment: ["PAGER": ""])
        #expect(!empty.stdout.contains("paged:") && empty.stdout.contains("#3"), "\(empty)")
    }

    /// A pager that quits before reading everything (q in less) ends the command quietly, with 0,
    /// however much was left to write (here more than a pipe holds).
    @Test(arguments: ["head -c 1", "true"])
    func aPagerQuitEarlyIsNotAnError(pager: String) throws {
        let painlog = try PainlogSandbox()
        var csv = "occurred_at,intensity,areas,note\r\n"
        for index in 0..<2_000 {
            csv +=
                "2026-10-\(10 + index % 18)T\(10 + index % 12):00:00+01:00,\(index % 11),head,note number \(index)\r\n"
        }
        let file = painlog.path("many.csv")
        try Data(csv.utf8).write(to: URL(fileURLWithPath: file))
        expectSuccess(try painlog.run(["import", file]))
        let run = try painlog.runOnTerminal(["list", "--all", "--no-color"], environment: ["PAGER": pager])
        #expect(run.status == 0 && run.stderr.isEmpty, "\(run)")
    }
}
