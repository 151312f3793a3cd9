import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// A PDF's calendars show at most the period's latest 12 months (issue 42: with a calendar per
/// condition, a period of 120 months gave WeasyPrint twice the grids); the HTML report keeps them all.
@Suite struct ReportPDFCalendarBoundTests {
    @Test func aPDFsCalendarsHoldTheLatestTwelveMonthsAndSaySo() throws {
        let painlog = try PainlogSandbox()
        for arguments in [
            ["log", "5", "-a", "head", "--at", "2025-01-10T08:00"],
            ["log", "4", "-a", "back", "--at", "2026-11-10T08:00"],
            ["conditions", "add", "migraine", "--kind", "migraine", "--area", "head"],
            ["conditions", "add", "back", "--kind", "pain", "--area", "back"],
        ] {
            let run = try painlog.run(arguments)
            try #require(run.status == 0, "\(run)")
        }
        let folder = painlog.path("fake-bin")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let script = folder + "/weasyprint"
        try "#!/bin/sh\ncat > \"$HOME/given.html\"; printf '%%PDF-1.7 fake'\n".write(
            toFile: script, atomically: true, encoding: .utf8)
        chmod(script, 0o755)
        let period = ["--since", "2025-01-01", "--until", "2026-11-22"]
        let run = try painlog.run(
            ["report", "--format", "pdf", "--output", "r.pdf"] + period,
            environment: ["PATH": folder + ":/usr/bin:/bin", "PAINLOG_PDF_ENGINE": "weasyprint"])
        try #require(run.status == 0, "\(run)")
        let given = try String(contentsOfFile: painlog.path("given.html"), encoding: .utf8)
        // Two calendars of 12 month grids each: December 2025 to November 2026.
        #expect(given.components(separatedBy: "<caption>").count - 1 == 24)
        #expect(
            !given.contains("<caption>November 2025</caption>") && given.contains("<caption>December 2025</caption>"))
        #expect(
            given.components(
                separatedBy:
                    "This PDF shows the latest 12 of the period&#39;s 23 months; the HTML report shows them all."
            ).count - 1 == 2)
        // The HTML report keeps every month.
        let html = try painlog.run(["report", "--output", "-"] + period)
        #expect(html.stdout.components(separatedBy: "<caption>").count - 1 == 46)
        #expect(!html.stdout.contains("This PDF shows"))
    }
}
