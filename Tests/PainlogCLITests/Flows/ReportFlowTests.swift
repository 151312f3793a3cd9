import Foundation
import Testing

/// `report` in-process: what goes to stdout and stderr, the file it leaves, and its notices.
@Suite struct ReportFlowTests {
    private func diary() throws -> InProcessPainlog {
        let painlog = try InProcessPainlog()
        try painlog.succeed(["log", "6", "--area", "head", "--at", "2026-11-20T08:00", "--note", "a & b"])
        try painlog.succeed(["log", "2", "--area", "neck", "--at", "2026-11-21T08:00"])
        return painlog
    }

    @Test func toStdoutTheFileIsTheOutputAndNothingIsSaid() throws {
        let painlog = try diary()
        let run = try painlog.succeed(["report", "--output", "-"])
        #expect(run.stderr == "")
        #expect(run.stdout.hasPrefix("<!DOCTYPE html>") && run.stdout.hasSuffix("</html>\n"))
        #expect(run.stdout.contains("<td class=\"note\">a &amp; b</td>"))
        #expect(painlog.contents() == ["diary.sqlite"])
    }

    @Test func aFileIsWrittenWholeAndAnnounced() throws {
        let painlog = try diary()
        let run = try painlog.succeed(["report", "--output", painlog.file("r.html")])
        #expect(run.stdout == "")
        #expect(run.stderr == "Wrote the report of 2026-10-24 to 2026-11-22 (2 entries) to \(painlog.file("r.html"))\n")
        #expect(painlog.contents().filter { $0 != "diary.sqlite" && !$0.hasPrefix("diary.sqlite-") } == ["r.html"])
        let refused = try painlog.run(["report", "--output", painlog.file("r.html")])
        #expect(
            refused.status == 1 && refused.stderr.hasSuffix("already exists; pass --force to replace it\n"),
            "\(refused)")
    }

    @Test func aFilterNamingNoAreaSaysWhichItMeant() throws {
        let painlog = try diary()
        let run = try painlog.succeed(["report", "--area", "haed", "--output", "-"])
        #expect(run.stderr == "painlog: no area is named 'haed'; did you mean 'head'?\n")
        #expect(run.stdout.contains("No entries in this period."))
    }
}
