import Foundation
import Testing

/// The report's chronic-migraine statement and preventive courses (issues 39 and 40): the statement in
/// a migraine condition's block says what `calendar` says, and each course active in the period shows
/// the review `painlog review` gives; in the HTML and in the PDF's text (WeasyPrint, `pdftotext`).
@Suite struct ReportClinicalSummaryTests {
    @discardableResult
    private static func ok(
        _ sandbox: PainlogSandbox, _ arguments: [String], sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> String {
        let result = try sandbox.run(arguments)
        #expect(result.status == 0, "\(arguments): \(result.stderr)", sourceLocation: sourceLocation)
        return result.stdout
    }

    /// Text with its line breaks and runs of spaces made one space, and HTML's entities read back.
    private static func flat(_ text: String) -> String {
        text.replacingOccurrences(of: "&#39;", with: "'").replacingOccurrences(of: "&amp;", with: "&")
            .replacingOccurrences(of: "&gt;", with: ">")
            .split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ")
    }

    /// `migraine` (head) and `back` (low back), with three months of attacks and two courses.
    ///
    /// Aug, Sep and Oct 2026 each: days 1–15 an attack at 6
    /// for 5 h, unilateral and nausea, days 16–20 a headache at 3: 20 headache days and 15 with
    /// migraine features each month, so November's views meet ICHD-3 1.3's counts. A back entry in
    /// November. Propranolol started on 2026-08-01 for migraine; amitriptyline for back from Nov 1.
    private static func diary() throws -> PainlogSandbox {
        let sandbox = try PainlogSandbox()
        try ok(sandbox, ["conditions", "add", "migraine", "--kind", "migraine", "--area", "head"])
        try ok(sandbox, ["conditions", "add", "back", "--kind", "pain", "--area", "low back"])
        for month in ["08", "09", "10"] {
            for day in 1...20 {
                let date = "2026-\(month)-\(day < 10 ? "0" : "")\(day)T08:00"
                let entry =
                    day <= 15
                    ? ["6", "-a", "head", "-s", "unilateral", "-s", "nausea", "--at", date, "--for", "5h"]
                    : ["3", "-a", "head", "--at", date]
                try ok(sandbox, ["log"] + entry)
            }
        }
        try ok(sandbox, ["log", "5", "-a", "low back", "--at", "2026-11-10T09:00"])
        try ok(sandbox, ["log", "4", "-a", "head", "--at", "2026-11-12T09:00"])
        try ok(
            sandbox,
            ["course", "start", "propranolol", "--dose", "40 mg", "--at", "2026-08-01", "--condition", "migraine"])
        try ok(sandbox, ["course", "start", "amitriptyline", "--at", "2026-11-01", "--condition", "back"])
        return sandbox
    }

    /// The chronic-migraine statement's lines as `calendar --condition migraine` prints them.
    private static func calendarStatement(_ sandbox: PainlogSandbox, until: String? = nil) throws -> [String] {
        let table = flat(
            try ok(sandbox, ["calendar", "--months", "1", "-c", "migraine"] + (until.map { ["--until", $0] } ?? [])))
        guard let start = table.range(of: "Aug–Oct 2026:") else { return [] }
        let text = String(table[start.lowerBound...])
        let end = text.range(of: "a clinician's diagnosis.").map { text[..<$0.upperBound] } ?? ""
        return [String(end)]
    }

    @Test func aMigraineBlockSaysTheCalendarsChronicMigraineStatement() throws {
        let sandbox = try Self.diary()
        let statement = try Self.calendarStatement(sandbox)
        try #require(statement.count == 1 && statement[0].contains("consistent with chronic migraine (ICHD-3 1.3)"))
        let html = try Self.ok(sandbox, ["report", "--output", "-"])
        // In the migraine block, after its lead, each sentence of the calendar's statement a line.
        let block = try #require(html.components(separatedBy: "<h3 class=\"name\">migraine</h3>").last)
        let sentences = statement[0].components(separatedBy: ". This is")
        #expect(
            Self.flat(block).contains(
                "<p class=\"statement\">" + sentences[0] + ".</p> <p class=\"statement\">This is" + sentences[1]),
            "\(block)")
        // Said once per migraine block: the back block has none.
        #expect(html.components(separatedBy: "consistent with chronic migraine").count == 2)
        // A period ending in October looks at Jul–Sep: July has none, and neither says anything.
        let october = try Self.ok(
            sandbox, ["report", "--output", "-", "--since", "2026-10-01", "--until", "2026-10-31"])
        #expect(!october.contains("chronic migraine"))
        #expect(try Self.calendarStatement(sandbox, until: "2026-10-31").isEmpty)
        // A report of the back pain alone has no migraine block and no statement.
        let back = try Self.ok(sandbox, ["report", "--output", "-", "-c", "back"])
        #expect(!back.contains("chronic migraine"))
    }

    @Test func eachCourseActiveInThePeriodShowsItsReview() throws {
        let sandbox = try Self.diary()
        let html = try Self.ok(sandbox, ["report", "--output", "-"])
        let flat = Self.flat(html)
        #expect(flat.contains("<h2>Preventive courses, as of 2026-11-22</h2>"))
        #expect(flat.contains("<h3 class=\"name\">propranolol (migraine), started 2026-08-01, 40 mg</h3>"))
        #expect(flat.contains("<h3 class=\"name\">amitriptyline (back), started 2026-11-01</h3>"))
        // The words and figures are `painlog review`'s.
        for course in ["propranolol", "amitriptyline"] {
            let review = Self.flat(try Self.ok(sandbox, ["review", course]))
            let summary = try #require(
                review.components(separatedBy: " EHF (").first?.components(separatedBy: "per 30 days. ").last)
            #expect(summary.hasPrefix("baseline"), "\(review)")
            #expect(flat.contains("<p class=\"statement\">" + summary), "\(course): \(summary)")
            let json = try #require(
                try JSONSerialization.jsonObject(
                    with: try sandbox.run(["review", course, "--format", "json"]).stdoutBytes)
                    as? [String: Any])
            let baseline = try #require(json["baseline"] as? [String: Any])
            let row =
                "<td class=\"name\">Baseline</td><td>\(baseline["start"] ?? "")</td><td>\(baseline["end"] ?? "")</td>"
                + "<td class=\"num\">\(baseline["days"] ?? "")</td><td class=\"num\">\(baseline["headache_days"] ?? "")</td>"
                + "<td class=\"num\">\(baseline["migraine_days"] ?? "")</td>"
            #expect(html.contains(row), "\(course): \(row)")
        }
        // With -c back, only back's course; a period before a course started does not show it.
        let back = try Self.ok(sandbox, ["report", "--output", "-", "-c", "back"])
        #expect(back.contains("amitriptyline") && !back.contains("propranolol"))
        let july = try Self.ok(sandbox, ["report", "--output", "-", "--since", "2026-07-01", "--until", "2026-07-31"])
        #expect(!july.contains("Preventive courses"))
    }

    @Test func thePDFTextHasTheStatementAndTheCourses() throws {
        _ = try SystemTools.require("weasyprint", package: "weasyprint")
        let pdftotext = try SystemTools.require("pdftotext", package: "poppler-utils")
        let sandbox = try Self.diary()
        let run = try sandbox.run(
            ["report", "--format", "pdf", "--paper", "a4", "--output", "r.pdf"],
            environment: ["PAINLOG_PDF_ENGINE": "weasyprint"])
        try #require(run.status == 0, "\(run)")
        let text = Self.flat(
            try PainlogSandbox.tool(pdftotext, [sandbox.path("r.pdf"), "-"], in: sandbox.folder).stdout)
        #expect(text.contains("consistent with chronic migraine (ICHD-3 1.3)"), "\(text)")
        #expect(text.contains("This is not a diagnosis"))
        #expect(text.contains("Preventive courses, as of 2026-11-22"))
        #expect(text.contains("propranolol (migraine), started 2026-08-01, 40 mg"))
        let review = Self.flat(try Self.ok(sandbox, ["review", "propranolol"]))
        let summary = try #require(
            review.components(separatedBy: " EHF (").first?.components(separatedBy: "per 30 days. ").last)
        #expect(text.contains(summary), "\(summary)")
        #expect(text.contains("The decision is your doctor's"))
    }
}
