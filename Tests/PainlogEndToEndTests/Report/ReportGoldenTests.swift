import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The report in bounded memory (issue 42) changes nothing for a diary under its caps: the HTML
/// report, the HTML a PDF engine is given and the PDF's text (`pdftotext`) are byte for byte what
/// they were before (Fixtures/golden/report-*, written by `make-report-golden.sh` with the binary
/// of the commit before the change).
@Suite struct ReportGoldenTests {
    /// The golden diary (Fixtures/golden/list-diary.csv: 120 entries in September 2026, with
    /// wide, combining and right-to-left names and notes, ends, doses) and a PEG record.
    static func diary() throws -> PainlogSandbox {
        let painlog = try PainlogSandbox()
        _ = try painlog.write("list-diary.csv", try Data(contentsOf: ReliabilityPaths.fixture("golden/list-diary.csv")))
        let imported = try painlog.run(["import", "list-diary.csv"])
        try #require(imported.status == 0, "\(imported)")
        let impact = try painlog.run([
            "impact", "--pain", "6", "--enjoyment", "4", "--activity", "5", "--at", "2026-09-20 09:00",
        ])
        try #require(impact.status == 0, "\(impact)")
        return painlog
    }

    /// The report's arguments for each golden file `report-<name>.html`.
    static let cases: [(name: String, arguments: [String])] = [
        ("september", ["--since", "2026-09-01", "--until", "2026-09-30"]),
        ("redacted", ["--since", "2026-09-01", "--until", "2026-09-30", "--redact"]),
        ("head", ["--since", "2026-08-15", "--until", "2026-09-30", "--area", "head", "--area", "knee"]),
        ("last-30-days", []),
    ]

    @Test func theHTMLReportIsByteForByteWhatItWas() throws {
        let painlog = try Self.diary()
        for (name, arguments) in Self.cases {
            let run = try painlog.run(["report", "--output", "-"] + arguments)
            #expect(run.status == 0, "\(name): \(run)")
            let golden = try Data(contentsOf: ReliabilityPaths.fixture("golden/report-\(name).html"))
            #expect(run.stdoutBytes == golden, "\(name)")
        }
    }

    /// What a PDF engine is given, kept by a stand-in engine: the same HTML as before.
    @Test func theHTMLGivenToThePDFEngineIsWhatItWas() throws {
        let painlog = try Self.diary()
        let folder = painlog.path("fake-bin")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let script = folder + "/weasyprint"
        try "#!/bin/sh\ncat > \"$HOME/given.html\"; printf '%%PDF-1.7 fake'\n".write(
            toFile: script, atomically: true, encoding: .utf8)
        chmod(script, 0o755)
        let run = try painlog.run(
            [
                "report", "--format", "pdf", "--paper", "a4", "--output", "r.pdf", "--since", "2026-09-01", "--until",
                "2026-09-30",
            ],
            environment: ["PATH": folder + ":/usr/bin:/bin", "PAINLOG_PDF_ENGINE": "weasyprint"])
        #expect(run.status == 0, "\(run)")
        let given = try Data(contentsOf: URL(fileURLWithPath: painlog.path("given.html")))
        #expect(given == (try Data(contentsOf: ReliabilityPaths.fixture("golden/report-september-pdf.html"))))
    }

    /// The PDF WeasyPrint makes of it, as `pdftotext` reads it.
    @Test func thePDFTextIsWhatItWas() throws {
        _ = try SystemTools.require("weasyprint", package: "weasyprint")
        let pdftotext = try SystemTools.require("pdftotext", package: "poppler-utils")
        let painlog = try Self.diary()
        let run = try painlog.run(
            [
                "report", "--format", "pdf", "--paper", "a4", "--output", "r.pdf", "--since", "2026-09-01", "--until",
                "2026-09-30",
            ],
            environment: ["PAINLOG_PDF_ENGINE": "weasyprint"])
        try #require(run.status == 0, "\(run)")
        let text = try PainlogSandbox.tool(pdftotext, ["-layout", painlog.path("r.pdf"), "-"], in: painlog.folder)
        let golden = try String(
            contentsOf: ReliabilityPaths.fixture("golden/report-september-pdf.txt"), encoding: .utf8)
        #expect(text.stdout == golden)
    }
}

/// Over its cap, a PDF says so on the page: the latest 500 entries of the period, how many it left
/// out, and the export command that gives them all.
@Suite struct ReportPDFCapTests {
    @Test func aWeasyPrintPDFOfMoreThan500EntriesSaysOnThePageHowToExportTheRest() throws {
        _ = try SystemTools.require("weasyprint", package: "weasyprint")
        let pdftotext = try SystemTools.require("pdftotext", package: "poppler-utils")
        let painlog = try PainlogSandbox()
        var csv = "occurred_at,intensity,areas,tags,medications,note\r\n"
        for index in 0..<600 {
            csv += String(
                format: "2026-11-%02dT%02d:%02d:00+01:00,%d,head,,,n%d\r\n", 1 + index / 30, index % 30 / 2,
                index % 2 * 30, index % 11, index)
        }
        _ = try painlog.write("many.csv", csv)
        try #require(try painlog.run(["import", "many.csv"]).status == 0)
        let run = try painlog.run(
            ["report", "--format", "pdf", "--output", "r.pdf"], environment: ["PAINLOG_PDF_ENGINE": "weasyprint"])
        try #require(run.status == 0, "\(run)")
        #expect(run.stderr.hasSuffix("(600 entries) to r.pdf\n"), "\(run.stderr)")
        let text = try PainlogSandbox.tool(pdftotext, [painlog.path("r.pdf"), "-"], in: painlog.folder).stdout
        let flat = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(flat.contains("The latest 500 of 600 entries, 2026-10-24 to 2026-11-22, oldest first"), "\(flat)")
        #expect(
            flat.contains(
                "100 earlier entries of this period are not listed here; painlog export --since 2026-10-24 --until "
                    + "2026-11-22 exports every entry of the period."), "\(flat)")
        #expect(!flat.contains(" n99 ") && flat.contains(" n100 ") && flat.contains(" n599 "))
    }
}
