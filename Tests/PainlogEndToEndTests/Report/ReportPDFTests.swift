import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `painlog report --format pdf` end to end: the PDF each installed engine makes (read back with
/// `pdftotext`: the page count, the patient line, the period and `page N of M` on every page, the
/// summary on page one on A4 and Letter), the paper from the locale, the patient line remembered and
/// forgotten, and every refusal — bad values, a terminal, no engine, an engine that fails — with
/// nothing written.
///
/// An engine that is not installed is a skip that says so; `.ci/run` installs both.
@Suite struct ReportPDFTests {
    static let patient = "Jane Example, born 1970-01-01"

    private static func mode(_ path: String) throws -> Int {
        try #require(try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int)
    }

    /// The files in the sandbox's folder whose names start with `prefix`.
    private static func files(_ sandbox: PainlogSandbox, prefix: String = "") throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: sandbox.folder.path).filter { $0.hasPrefix(prefix) }
            .sorted()
    }

    @Test(arguments: ["weasyprint", "chromium"])
    func eachEnginePrintsTheCrowdedReportWithItsFurnitureOnEveryPage(engine: String) throws {
        _ = try SystemTools.require(engine, package: engine)
        let pdftotext = try SystemTools.require("pdftotext", package: "poppler-utils")
        let pdfinfo = try SystemTools.require("pdfinfo", package: "poppler-utils")
        let sandbox = try ReportRealToolsTests.crowdedDiary()
        for (paper, size) in [("a4", "(A4)"), ("letter", "(letter)")] {
            let file = "report-\(paper).pdf"
            let run = try sandbox.run(
                ["report", "--format", "pdf", "--paper", paper, "--patient", Self.patient, "--output", file],
                environment: ["PAINLOG_PDF_ENGINE": engine], umask: 0o022)
            try #require(run.status == 0, "\(run)")
            #expect(run.stderr.hasSuffix("(120 entries) to \(file)\n"), "\(run.stderr)")
            #expect(try Self.mode(sandbox.path(file)) == 0o600)
            let info = try PainlogSandbox.tool(pdfinfo, [sandbox.path(file)], in: sandbox.folder)
            #expect(info.stdout.contains(size), "\(engine) \(paper): \(info.stdout)")
            let pages = try PDFText.pages(sandbox.path(file), pdftotext: pdftotext, in: sandbox)
            try #require(pages.count > 2, "\(engine) \(paper): \(pages)")
            for (index, page) in pages.enumerated() {
                for expected in [
                    Self.patient, "Pain diary report, 2026-10-24 to 2026-11-22", "Made Sun 2026-11-22 10:00 by painlog",
                    "page \(index + 1) of \(pages.count)",
                ] {
                    #expect(
                        page.contains(expected), "\(engine) \(paper): page \(index + 1) lacks \(expected):\n\(page)")
                }
            }
            let layout = try PDFText.layoutPages(sandbox.path(file), pdftotext: pdftotext, in: sandbox)
            // The table rows, read across: the most used area, and the days over the period.
            #expect(PDFText.hasLine(layout[0], with: ["neck", "120", "30", "27", "5.0", "10"]), "\(layout[0])")
            #expect(PDFText.hasLine(layout[0], with: ["30", "of", "30", "30", "30", "27"]), "\(layout[0])")
            for expected in ReportRealToolsTests.pageOne + ["Pain by area"] {
                #expect(pages[0].contains(expected), "\(engine) \(paper): page 1 lacks \(expected):\n\(pages[0])")
            }
            #expect(!pages[0].contains("Each pain on its own") && !pages[0].contains("All entries"), "\(pages[0])")
            #expect(pages[1].contains("Each pain on its own, 2026-10-24 to 2026-11-22"), "\(pages[1])")
            #expect(pages[1].contains("Medications with neck, 2026-10-24 to 2026-11-22"), "\(pages[1])")
            #expect(pages.dropFirst(2).first { $0.contains("All entries") }?.contains("oldest first") == true)
            // Days first, then the calendar page between the blocks and the entries.
            for expected in ["Pain days", "Moderate days", "Acute-medication days", "Entries: 120"] {
                #expect(pages[0].contains(expected), "\(engine) \(paper): page 1 lacks \(expected):\n\(pages[0])")
            }
            let calendar = try #require(pages.firstIndex { $0.contains("Headache calendar, 2026-10-24 to 2026-11-22") })
            let entries = try #require(pages.firstIndex { $0.contains("All entries, 2026-10-24 to 2026-11-22") })
            #expect(calendar >= 2 && calendar < entries)
            #expect(pages[calendar].contains("October 2026") && pages[calendar].contains("November 2026"))
            #expect(pages[calendar].contains("Days by month") && pages[calendar].contains("2026-11-01 to 2026-11-22"))
            // Every entry, its note whole: the last one on the last page.
            #expect(pages.last?.contains("Sun 2026-11-22 09:00") == true, "\(pages.last ?? "")")
            #expect(
                pages.joined().components(separatedBy: "a note, with <b>markup</b> & a line break").count == 121)
        }
        #expect(try Self.files(sandbox).filter { $0.contains("painlog-partial") }.isEmpty)
    }

    @Test func theFirstPageAsAPictureForTheREADME() throws {
        // What docs/report-pdf.png shows: the sample diary's page one, as pdftoppm draws it.
        _ = try SystemTools.require("weasyprint", package: "weasyprint")
        let pdftoppm = try SystemTools.require("pdftoppm", package: "poppler-utils")
        let sandbox = try PainlogSandbox()
        let csv = try PainlogSandbox.tool(
            "/bin/bash", [ReliabilityPaths.repository.appendingPathComponent("scripts/sample-diary").path],
            in: sandbox.folder)
        try #require(csv.status == 0, "\(csv)")
        _ = try sandbox.write("sample.csv", csv.stdout)
        try #require(try sandbox.run(["import", "sample.csv"]).status == 0)
        let run = try sandbox.run(["report", "--patient", Self.patient, "--output", "r.pdf"])
        try #require(run.status == 0, "\(run)")
        let png = try PainlogSandbox.tool(
            pdftoppm, ["-png", "-r", "60", "-f", "1", "-l", "1", "-singlefile", "r.pdf", "page"], in: sandbox.folder)
        #expect(png.status == 0, "\(png)")
        let image = try Data(contentsOf: URL(fileURLWithPath: sandbox.path("page.png")))
        #expect(image.starts(with: [0x89, 0x50, 0x4E, 0x47]) && image.count > 20_000)
    }

    @Test func thePaperComesFromTheLocaleAndTheFormatFromTheFileName() throws {
        _ = try SystemTools.require("weasyprint", package: "weasyprint")
        let pdfinfo = try SystemTools.require("pdfinfo", package: "poppler-utils")
        let sandbox = try ReportCommandTests.diary()
        for (variables, size) in [
            (["LANG": "en_US.UTF-8"], "(letter)"), (["LANG": "en_US.UTF-8", "LC_PAPER": "de_DE.UTF-8"], "(A4)"),
            (["LANG": "C.UTF-8"], "(A4)"), (["LC_ALL": "es_MX.UTF-8", "LC_PAPER": "de_DE"], "(letter)"),
        ] {
            let run = try sandbox.run(["report", "--force", "--output", "x.PDF"], environment: variables)
            try #require(run.status == 0, "\(run)")
            let info = try PainlogSandbox.tool(pdfinfo, [sandbox.path("x.PDF")], in: sandbox.folder)
            #expect(info.stdout.contains(size), "\(variables): \(info.stdout)")
        }
        // --format pdf without --output: the default name ends in .pdf.
        let named = try sandbox.run(["report", "--format", "pdf"])
        #expect(named.status == 0, "\(named)")
        let pdf = try Data(contentsOf: URL(fileURLWithPath: sandbox.path("painlog-report-2026-11-22.pdf")))
        #expect(pdf.starts(with: Array("%PDF-".utf8)))
        // And --format html wins over the file's name.
        let html = try sandbox.run(["report", "--format", "html", "--output", "y.pdf"])
        #expect(html.status == 0, "\(html)")
        #expect(try String(contentsOfFile: sandbox.path("y.pdf"), encoding: .utf8).hasPrefix("<!DOCTYPE html>"))
    }

    @Test func toStdoutOnlyWhenStdoutIsNoTerminal() throws {
        _ = try SystemTools.require("weasyprint", package: "weasyprint")
        let sandbox = try ReportCommandTests.diary()
        let piped = try sandbox.run(["report", "--format", "pdf", "--output", "-"])
        #expect(piped.status == 0 && piped.stderr == "", "\(piped)")
        #expect(piped.stdoutBytes.starts(with: Array("%PDF-".utf8)))

        let terminal = try sandbox.runOnTerminal(["report", "--format", "pdf", "--output", "-"])
        #expect(terminal.status == 64, "\(terminal)")
        #expect(terminal.stdout.contains("error: will not write a PDF to a terminal"), "\(terminal.stdout)")
        #expect(!terminal.stdout.contains("%PDF"))
    }

    @Test func thePatientLineIsRememberedForgottenAndNeverInTheTitle() throws {
        let sandbox = try ReportCommandTests.diary()
        func report() throws -> String {
            let run = try sandbox.run(["report", "--output", "-"])
            try #require(run.status == 0, "\(run)")
            return run.stdout
        }
        #expect(!(try report()).contains("class=\"patient\""))
        let given = try sandbox.run(["report", "--output", "-", "--patient", Self.patient + " <b>&"])
        #expect(given.stdout.contains("<p class=\"patient\">Jane Example, born 1970-01-01 &lt;b&gt;&amp;</p>"))
        #expect(given.stdout.contains("@top-left { content: \"Jane Example\\00002C  born 1970\\00002D 01\\00002D 01"))
        // Not remembered without --remember.
        #expect(!(try report()).contains("class=\"patient\""))

        let remembered = try sandbox.run(["report", "--output", "-", "--patient", Self.patient, "--remember"])
        #expect(remembered.status == 0, "\(remembered)")
        #expect(remembered.stderr.contains("Remembered the patient line"), "\(remembered.stderr)")
        let later = try report()
        #expect(later.contains("<p class=\"patient\">\(Self.patient)</p>"))
        let title = try #require(
            later.components(separatedBy: "<title>").last?.components(separatedBy: "</title>").first)
        #expect(!title.contains("Jane"), "\(title)")

        let forgotten = try sandbox.run(["report", "--output", "-", "--patient", ""])
        #expect(forgotten.status == 0 && forgotten.stderr.contains("Forgot the remembered patient line"))
        #expect(!forgotten.stdout.contains("class=\"patient\""))
        #expect(!(try report()).contains("class=\"patient\""))
    }

    @Test(arguments: [
        (["--paper", "a5"], "a5"),
        (["--patient", String(repeating: "x", count: 201)], "longer than 200 characters"),
        (["--patient", "Jane\nExample"], "control character"),
        (["--patient", "Jane \u{202E}elpmaxE"], "control character"),
        (["--remember"], "--remember keeps the line given with it"),
        (["--format", "docx"], "docx"),
    ])
    func badValuesAreUsageErrorsAndWriteNothing(arguments: [String], named: String) throws {
        let sandbox = try PainlogSandbox()
        let format = arguments.contains("--format") ? [] : ["--format", "pdf"]
        let run = try sandbox.run(["report"] + format + arguments)
        #expect(run.status == 64, "\(run)")
        #expect(run.stderr.hasPrefix("error: ") && run.stderr.contains(named), "\(run.stderr)")
        #expect(try Self.files(sandbox).isEmpty, "nothing written, no diary made")
    }

    @Test func withoutAnEngineItSaysWhatToInstallAndWritesNothing() throws {
        let sandbox = try ReportCommandTests.diary()
        let empty = sandbox.path("no-engines")
        try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
        let before = try Data(contentsOf: URL(fileURLWithPath: sandbox.database))
        for arguments in [["--format", "pdf"], ["--output", "r.pdf"]] {
            let run = try sandbox.run(["report"] + arguments, environment: ["PATH": empty])
            #expect(run.status == 1, "\(run)")
            #expect(
                run.stderr
                    == "error: no PDF engine is installed: install the Debian package weasyprint (or chromium) to "
                    + "write a PDF, or write the HTML report with --format html; nothing was written\n")
        }
        #expect(try Self.files(sandbox, prefix: "painlog-report").isEmpty)
        #expect(try Self.files(sandbox, prefix: "r.pdf").isEmpty)
        #expect(try Data(contentsOf: URL(fileURLWithPath: sandbox.database)) == before)
        // One engine asked for by name, and a name painlog does not know.
        let asked = try sandbox.run(
            ["report", "--format", "pdf"], environment: ["PATH": empty, "PAINLOG_PDF_ENGINE": "chromium"])
        #expect(
            asked.status == 1
                && asked.stderr
                    == "error: PAINLOG_PDF_ENGINE asks for chromium, which is not installed: install the Debian "
                    + "package chromium, or unset PAINLOG_PDF_ENGINE; nothing was written\n",
            "\(asked)")
        let unknown = try sandbox.run(["report", "--format", "pdf"], environment: ["PAINLOG_PDF_ENGINE": "prince"])
        #expect(unknown.status == 64 && unknown.stderr.contains("'prince' is not a PDF engine"), "\(unknown)")
        #expect(try Self.files(sandbox, prefix: "painlog-report").isEmpty)
        // A fresh diary is not even made.
        let fresh = try PainlogSandbox()
        let run = try fresh.run(["report", "--format", "pdf"], environment: ["PATH": empty])
        let made = try Self.files(fresh)
        #expect(run.status == 1 && made.isEmpty, "\(run) \(made)")
    }

    /// A stand-in `weasyprint` on PATH: a shell script that does what `body` says.
    private static func fakeEngine(_ sandbox: PainlogSandbox, _ body: String) throws -> [String: String?] {
        let folder = sandbox.path("fake-bin")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let script = folder + "/weasyprint"
        try ("#!/bin/sh\n" + body + "\n").write(toFile: script, atomically: true, encoding: .utf8)
        chmod(script, 0o755)
        return ["PATH": folder + ":/usr/bin:/bin", "PAINLOG_PDF_ENGINE": "weasyprint"]
    }

    @Test func anEngineThatFailsIsReportedByItsFirstErrorLineAndLeavesNoFile() throws {
        let sandbox = try ReportCommandTests.diary()
        let before = try Data(contentsOf: URL(fileURLWithPath: sandbox.database))
        let failing = try Self.fakeEngine(
            sandbox, "cat >/dev/null; echo 'WARNING: Ignored something' >&2; echo 'ERROR: boom <here>' >&2; exit 3")
        let run = try sandbox.run(
            ["report", "--output", "r.pdf", "--patient", Self.patient, "--remember"], environment: failing)
        #expect(run.status == 1, "\(run)")
        #expect(
            run.stderr == "error: the PDF engine weasyprint failed: ERROR: boom <here>; nothing was written\n",
            "\(run.stderr)")
        #expect(try Self.files(sandbox, prefix: "r.pdf").isEmpty)
        #expect(try Data(contentsOf: URL(fileURLWithPath: sandbox.database)) == before, "the line is not remembered")

        let notPDF = try Self.fakeEngine(sandbox, "cat >/dev/null; echo '<html>'")
        let second = try sandbox.run(["report", "--output", "r.pdf"], environment: notPDF)
        #expect(second.status == 1, "\(second)")
        #expect(second.stderr == "error: the PDF engine weasyprint made no PDF: <html>; nothing was written\n")
        // An engine that stops reading at once: painlog is not killed by the closed pipe.
        let early = try Self.fakeEngine(sandbox, "exec 0<&-; echo 'ERROR: no input' >&2; exit 1")
        let third = try sandbox.run(["report", "--output", "r.pdf", "--since", "2026-01-01"], environment: early)
        #expect(third.status == 1 && third.stderr.contains("ERROR: no input"), "\(third)")
        #expect(try Self.files(sandbox, prefix: "r.pdf").isEmpty)
        #expect(try Self.files(sandbox).filter { $0.contains("painlog-partial") }.isEmpty)
    }

    @Test func aPDFListsTheLatest500EntriesAndSaysHowToExportTheRest() throws {
        let sandbox = try PainlogSandbox()
        var csv = "occurred_at,intensity,areas,tags,medications,note\r\n"
        for index in 0..<2_050 {
            csv += String(
                format: "2026-11-%02dT%02d:%02d:00+01:00,%d,head,,,n%d\r\n", 1 + index / 100, index % 100 / 5,
                index % 5 * 10, index % 11, index)
        }
        _ = try sandbox.write("many.csv", csv)
        try #require(try sandbox.run(["import", "many.csv"]).status == 0)
        // The engine keeps the HTML it was given, and answers with a PDF's first bytes.
        let keeping = try Self.fakeEngine(sandbox, "cat > \"$HOME/given.html\"; printf '%%PDF-1.7 fake'")
        let run = try sandbox.run(["report", "--output", "r.pdf", "--area", "head"], environment: keeping)
        #expect(run.status == 0, "\(run)")
        #expect(run.stderr.hasSuffix("(2050 entries) to r.pdf\n"), "\(run.stderr)")
        #expect(try String(contentsOfFile: sandbox.path("r.pdf"), encoding: .utf8) == "%PDF-1.7 fake")
        let html = try String(contentsOfFile: sandbox.path("given.html"), encoding: .utf8)
        #expect(html.components(separatedBy: "<tr><td class=\"when\">").count - 1 == 500)
        #expect(html.contains("The latest 500 of 2,050 entries, 2026-10-24 to 2026-11-22, oldest first"))
        #expect(!html.contains(">n1549<") && html.contains(">n1550<") && html.contains(">n2049<"))
        #expect(
            html.contains(
                "1,550 earlier entries of this period are not listed here; painlog export --since 2026-10-24 --until "
                    + "2026-11-22 --area head exports every entry of the period."))
        #expect(html.contains("@page { size: A4;"))
    }
}
