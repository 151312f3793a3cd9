import Foundation
import Testing

/// `painlog report` end to end: the file it writes and where, its mode, its refusals, stdout,
/// redaction, and the figures a parser finds in it.
@Suite struct ReportCommandTests {
    /// Now is Sunday 2026-11-22 10:00 in Berlin: the default period is 2026-10-24 to 2026-11-22.
    static func diary() throws -> PainlogSandbox {
        let sandbox = try PainlogSandbox()
        let logs: [[String]] = [
            ["log", "8", "--area", "head", "--at", "2026-10-10T09:00"],  // the previous period
            ["log", "4", "--area", "head", "--at", "2026-11-01T09:00", "--tag", "work", "--note", "first <b>note</b>"],
            ["log", "2", "--area", "back", "--at", "2026-11-01T12:00", "--med", "ibuprofen 400mg"],
            [
                "log", "9", "--area", "head", "--area", "neck", "--at", "2026-11-20T21:00", "--med", "sumatriptan 50mg",
                "--note", "line one\nline two & \"three\"",
            ],
        ]
        for log in logs { try #require(try sandbox.run(log).status == 0) }
        let impact = try sandbox.run([
            "impact", "--pain", "6", "--enjoyment", "5", "--activity", "7", "--at", "2026-11-15 18:00",
        ])
        try #require(impact.status == 0, "\(impact)")
        return sandbox
    }

    private static func mode(_ path: String) throws -> Int {
        try #require(try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int)
    }

    @Test func writesTheDefaultFilePrivatelyAndNeverReplacesIt() throws {
        let sandbox = try Self.diary()
        let run = try sandbox.run(["report"], umask: 0o022)
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout == "")
        #expect(
            run.stderr == "Wrote the report of 2026-10-24 to 2026-11-22 (3 entries) to painlog-report-2026-11-22.html\n"
        )
        let path = sandbox.path("painlog-report-2026-11-22.html")
        #expect(try Self.mode(path) == 0o600)
        let first = try Data(contentsOf: URL(fileURLWithPath: path))

        let again = try sandbox.run(["log", "3", "--at", "2026-11-21T08:00"])
        try #require(again.status == 0)
        let refused = try sandbox.run(["report"])
        #expect(refused.status == 1)
        #expect(refused.stderr == "error: painlog-report-2026-11-22.html already exists; pass --force to replace it\n")
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == first)
        let files = try FileManager.default.contentsOfDirectory(atPath: sandbox.folder.path)
        #expect(!files.contains { $0.contains("painlog-partial") })

        let forced = try sandbox.run(["report", "--force"])
        #expect(forced.status == 0, "\(forced)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) != first)
        #expect(try Self.mode(path) == 0o600)
    }

    @Test func outputDashWritesToStdoutAndTheSameBytesAsAFile() throws {
        let sandbox = try Self.diary()
        let stdout = try sandbox.run(["report", "--output", "-"])
        #expect(stdout.status == 0 && stdout.stderr == "", "\(stdout)")
        #expect(stdout.stdout.hasPrefix("<!DOCTYPE html>\n"))
        let file = try sandbox.run(["report", "-o", "r.html"])
        #expect(file.status == 0)
        #expect(try Data(contentsOf: URL(fileURLWithPath: sandbox.path("r.html"))) == stdout.stdoutBytes)
        #expect(!FileManager.default.fileExists(atPath: sandbox.path("painlog-report-2026-11-22.html")))
    }

    @Test func theParsedPageHoldsTheFiguresAndEveryEntryAndNothingFromElsewhere() throws {
        let sandbox = try Self.diary()
        try #require(try sandbox.run(["report", "--output", "r.html"]).status == 0)
        let page = try ReportPageReader.read(sandbox.path("r.html"), in: sandbox.folder)
        #expect(page.elements["script"] == nil && page.elements["iframe"] == nil && page.elements["img"] == nil)
        #expect(page.elements["b"] == 8, "only the eight figures are bold: a note's <b> stays text")
        #expect(page.links.isEmpty)
        let html = try String(contentsOfFile: sandbox.path("r.html"), encoding: .utf8)
        #expect(!html.contains("http:") || html.components(separatedBy: "http:").count == 2, "only the SVG namespace")
        #expect(!html.contains("https:"))
        #expect(
            page.facts == [
                "2 of 30 7% of the days", "2 an entry above 0", "2 worst 4–10", "1 worst 7–10",
                "2 analgesic 1 · triptan 1", "3 1.5 per logged day", "5.0 worst 9 · least 2", "9.0 worst 9 · least 9",
            ])
        // 8.0 → 5.0: −3.0 points, −37.5% → −38%; the previous 30 days have one logged day.
        #expect(
            html.contains(
                "Change in average pain: −3.0 points (−38%): better, moderately important (IMMPACT) — against the "
                    + "previous 30 days (2026-09-24 to 2026-10-23: average 8.0, worst 8 · least 8; "
                    + "previous period: 1 of 30 days logged)."))
        #expect(
            html.contains("<h2>Impact (PEG), 2026-10-24 to 2026-11-22</h2>")
                && html.contains("<td class=\"name\">Sun 2026-11-15 18:00</td><td class=\"num\">6</td>"))
        #expect(
            page.rows == [
                ["Sun 2026-11-01 09:00", "4", "", "head", "", "work", "first <b>note</b>"],
                ["Sun 2026-11-01 12:00", "2", "", "back", "ibuprofen 400mg", "", ""],
                [
                    "Fri 2026-11-20 21:00", "9", "", "head, neck", "sumatriptan 50mg", "",
                    "line one\nline two & \"three\"",
                ],
            ])
    }

    @Test func filtersAndRedaction() throws {
        let sandbox = try Self.diary()
        let run = try sandbox.run(["report", "--area", "head", "--redact", "--output", "-"])
        #expect(run.status == 0, "\(run)")
        #expect(
            !run.stdout.contains("first &lt;b&gt;") && !run.stdout.contains("line one") && !run.stdout.contains("work"))
        #expect(run.stdout.contains("Only entries with area head."))
        let file = try sandbox.write("r.html", run.stdout)
        let page = try ReportPageReader.read(file, in: sandbox.folder)
        #expect(
            page.rows == [
                ["Sun 2026-11-01 09:00", "4", "", "head", ""],
                ["Fri 2026-11-20 21:00", "9", "", "head, neck", "sumatriptan 50mg"],
            ])
    }

    @Test func anEmptyPeriodStillMakesAPage() throws {
        let sandbox = try PainlogSandbox()
        let run = try sandbox.run(["report", "--output", "-"])
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout.contains("No entries in this period.") && run.stdout.hasSuffix("</html>\n"))
    }

    @Test(arguments: [
        (["--since", "soon"], "--since"), (["--min", "11"], "--min"),
        (["--until", "2026-01-01", "--since", "2026-02-01"], "--since"),
        (["--area", "a;b"], "a;b"), (["--frobnicate"], "--frobnicate"),
        (["--baseline", "2026-10-01"], "--baseline '2026-10-01' is not two times joined by '..'; use WHEN..WHEN"),
        (["--baseline", "2026-10-01..2026-10-05..2026-10-09"], "--baseline '2026-10-01..2026-10-05..2026-10-09'"),
        (["--baseline", "..2026-10-05"], "use WHEN..WHEN"),
        (["--baseline", "2026-10-10..2026-10-01"], "'2026-10-10' is not before '2026-10-01'; use WHEN..WHEN"),
        (["--baseline", "2026-10-01T12:00..2026-10-01T08:00"], "is not before"),
        (["--baseline", "2026-10-01..soon"], "--baseline 'soon' is not a time"),
    ])
    func badInputIsAUsageErrorAndChangesNothing(arguments: [String], named: String) throws {
        let sandbox = try Self.diary()
        let before = try sandbox.dump()
        let run = try sandbox.run(["report"] + arguments)
        #expect(run.status == 64, "\(run)")
        #expect(run.stderrLines.first?.hasPrefix("error: ") == true && run.stderr.contains(named), "\(run)")
        #expect(try sandbox.dump() == before)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: sandbox.folder.path).filter { $0.hasSuffix(".html") }
                == [])
    }

    @Test func baselineComparesWithThePeriodItNames() throws {
        let sandbox = try Self.diary()
        let run = try sandbox.run(["report", "--baseline", "2026-10-01..2026-10-15", "--output", "-"])
        #expect(run.status == 0 && run.stderr == "", "\(run)")
        // The one entry of 2026-10-01 to 2026-10-15 (8 on 10-10) against this period's 5.0.
        #expect(
            run.stdout.contains(
                "Change in average pain: −3.0 points (−38%): better, moderately important (IMMPACT) — against the "
                    + "baseline, 15 days (2026-10-01 to 2026-10-15: average 8.0, worst 8 · least 8; "
                    + "baseline: 1 of 15 days logged)."), "\(run.stdout)")
        // Instants and relative words as --since takes them: 2026-11-01 09:00 to 11:00 holds only the 4.
        let worse = try sandbox.run([
            "report", "--since", "2026-11-20", "--baseline", "2026-11-01T09:00..2026-11-01T11:00", "--output", "-",
        ])
        #expect(worse.status == 0, "\(worse)")
        #expect(
            worse.stdout.contains(
                "Change in average pain: +5.0 points (+125%): worse — against the baseline, 1 day "
                    + "(2026-11-01 to 2026-11-01: average 4.0, worst 4 · least 4)."), "\(worse.stdout)")
    }

    @Test func anOutputItCannotWriteFailsWithoutAFile() throws {
        let sandbox = try Self.diary()
        let missing = try sandbox.run(["report", "--output", "no/such/folder/r.html"])
        #expect(
            missing.status == 1 && missing.stderr.hasPrefix("error: cannot create no/such/folder/r.html"), "\(missing)")
        let diary = try sandbox.run(["report", "--output", sandbox.database, "--force"])
        #expect(diary.status == 1 && diary.stderr.contains("part of the diary itself"), "\(diary)")
        #expect(try sandbox.entryCount() == 4)
    }
}
