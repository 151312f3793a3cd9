import Foundation
import Testing

/// The report per condition (issue 39): every day figure of a condition's block equals what
/// `calendar --condition NAME --format json` gives for the same entries and days — attacks that
/// started before the period and attacks that span days included — in the HTML and in the PDF's
/// text (WeasyPrint, read back by `pdftotext`).
@Suite struct ReportConditionDaysTests {
    /// The report's period: all of October and November up to the 20th.
    static let period = ["--since", "2026-10-01", "--until", "2026-11-20"]

    /// A person with migraine (head) and low back pain, a knee entry of no condition, and one entry
    /// in both conditions.
    static func diary() throws -> PainlogSandbox {
        let painlog = try PainlogSandbox()
        let logs: [[String]] = [
            // Started before the period, reaching its first two days.
            ["7", "--area", "head", "--at", "2026-09-30 20:00", "--for", "30h", "--med", "sumatriptan"],
            ["6", "--area", "low back", "--at", "2026-09-29 10:00", "--for", "60h"],
            [
                "6", "--area", "head", "--at", "2026-10-05 09:00", "--for", "5h", "--med", "sumatriptan", "-s",
                "nausea", "-s", "unilateral", "-s", "pulsating",
            ],
            ["3", "--area", "head", "--at", "2026-10-15 22:00", "--for", "4h"],
            ["4", "--area", "low back", "--at", "2026-10-10 09:00"],
            ["5", "--area", "head", "--area", "low back", "--at", "2026-11-03 09:00", "--med", "ibuprofen"],
            ["8", "--area", "low back", "--at", "2026-11-12 18:00", "--for", "50h"],
            ["2", "--area", "knee", "--at", "2026-11-15 09:00"],
            ["0", "--area", "head", "--at", "2026-11-18 09:00"],
        ]
        for arguments in logs {
            let run = try painlog.run(["log"] + arguments)
            try #require(run.status == 0, "\(arguments): \(run)")
        }
        for arguments in [
            ["migraine", "--kind", "migraine", "--area", "head"], ["back", "--kind", "pain", "--area", "low back"],
        ] {
            let run = try painlog.run(["conditions", "add"] + arguments)
            try #require(run.status == 0, "\(run)")
        }
        return painlog
    }

    /// `calendar --condition NAME` for the period's two months: per month, pain and moderate days.
    static func calendarDays(_ painlog: PainlogSandbox, condition: String) throws -> [String: [Int]] {
        let run = try painlog.run([
            "calendar", "--condition", condition, "--months", "2", "--until", "2026-11-20", "--format", "json",
        ])
        try #require(run.status == 0, "\(run)")
        let object = try #require(try JSONSerialization.jsonObject(with: run.stdoutBytes) as? [String: Any])
        var days: [String: [Int]] = [:]
        for month in try #require(object["months"] as? [[String: Any]]) {
            let key = try #require(month["month"] as? String)
            days[key] = [try #require(month["pain_days"] as? Int), try #require(month["moderate_days"] as? Int)]
        }
        return days
    }

    /// Each condition block of the report's HTML: its title, and its rows' cells (tags removed).
    static func blocks(_ html: String) -> [String: [[String]]] {
        var blocks: [String: [[String]]] = [:]
        for chunk in html.components(separatedBy: "<section class=\"condition\">").dropFirst() {
            let body = chunk.components(separatedBy: "</section>\n</section>")[0]
            guard
                let title = body.components(separatedBy: "<h3 class=\"name\">").dropFirst().first?
                    .components(separatedBy: "</h3>").first
            else { continue }
            let rows =
                body.components(separatedBy: "<tbody>").dropFirst().first?
                .components(separatedBy: "</tbody>")[0].components(separatedBy: "</tr>")
                .map { row in
                    row.components(separatedBy: "</td>").map { cell in
                        cell.replacingOccurrences(of: "<[^>]+>", with: "", options: .regularExpression)
                            .trimmingCharacters(in: .whitespacesAndNewlines)
                    }.filter { !$0.isEmpty }
                }.filter { !$0.isEmpty } ?? []
            blocks[title] = rows
        }
        return blocks
    }

    @Test func everyDayFigureOfEachConditionEqualsTheCalendars() throws {
        let painlog = try Self.diary()
        let report = try painlog.run(["report", "--output", "-"] + Self.period)
        try #require(report.status == 0, "\(report)")
        let html = report.stdout
        let blocks = Self.blocks(html)
        #expect(Set(blocks.keys) == ["migraine", "back", "Unassigned"], "\(blocks)")
        for (condition, column) in [("migraine", 3), ("back", 2)] {
            let calendar = try Self.calendarDays(painlog, condition: condition)
            let rows = try #require(blocks[condition])
            // Headache (pain) days first, moderate days in `column`.
            let october = try #require(rows.first { $0.first == "Oct, 31 of 31 days" })
            let november = try #require(rows.first { $0.first == "Nov, 20 of 30 days" })
            let whole = try #require(rows.first { $0.first == "Period, 51 days" })
            for (row, key) in [(october, "2026-10"), (november, "2026-11")] {
                let expected = try #require(calendar[key])
                #expect([Int(row[1]), Int(row[column])] == [expected[0], expected[1]], "\(condition) \(key): \(row)")
            }
            let pain = (calendar["2026-10"]?[0] ?? 0) + (calendar["2026-11"]?[0] ?? 0)
            #expect(Int(whole[1]) == pain, "\(condition): \(whole)")
        }
        // By hand: the migraine started on 30 September reaches 1 and 2 October (migraine days: it
        // carries a triptan), the attack of 5 October meets ICHD-3 1.1, the one of 15 October reaches
        // the 16th; the back pain of 12 November lasts into the 14th; treated: 5 October only.
        #expect(
            blocks["migraine"]?.first { $0.first == "Oct, 31 of 31 days" } == [
                "Oct, 31 of 31 days", "5", "3", "3", "1",
            ])
        #expect(
            blocks["back"]?.first { $0.first == "Nov, 20 of 30 days" } == ["Nov, 20 of 30 days", "4", "4", "6.5", "8"])
        #expect(html.contains("migraine: headache calendar, 2026-10-01 to 2026-11-20"))
        #expect(html.contains("back: pain calendar, 2026-10-01 to 2026-11-20"))
        #expect(!html.contains("Pain calendar") && !html.contains("Headache calendar"))
        #expect(html.contains("1 entry counted for more than one condition"))
        // Each attack's duration in the entries table, as `list` shows it.
        #expect(html.contains("<th class=\"num c-lasted\">Lasted</th>"))
        #expect(html.contains("<td class=\"num p\">6</td><td class=\"num\">5h</td>"), "\(html)")
        // Days logged over every entry, as `calendar` without a condition counts them.
        let all = try painlog.run(["calendar", "--months", "2", "--until", "2026-11-20", "--format", "json"])
        let object = try #require(try JSONSerialization.jsonObject(with: all.stdoutBytes) as? [String: Any])
        let logged = try #require(object["months"] as? [[String: Any]]).compactMap { $0["logged_days"] as? Int }
        #expect(html.contains("<dt>Days logged</dt><dd><b>\(logged.reduce(0, +)) of 51</b>"), "\(logged)")

        // One condition asked for: its block and its calendar only, the same figures.
        let migraine = try painlog.run(["report", "--output", "-", "--condition", "migraine"] + Self.period)
        try #require(migraine.status == 0, "\(migraine)")
        let only = Self.blocks(migraine.stdout)
        #expect(Set(only.keys) == ["migraine"] && only["migraine"] == blocks["migraine"], "\(only)")
        #expect(!migraine.stdout.contains("back: pain calendar"))
    }

    @Test func thePDFTextHasTheSameFigures() throws {
        _ = try SystemTools.require("weasyprint", package: "weasyprint")
        let pdftotext = try SystemTools.require("pdftotext", package: "poppler-utils")
        let painlog = try Self.diary()
        let run = try painlog.run(
            ["report", "--format", "pdf", "--paper", "a4", "--output", "r.pdf"] + Self.period,
            environment: ["PAINLOG_PDF_ENGINE": "weasyprint"])
        try #require(run.status == 0, "\(run)")
        let lines = try PDFText.layoutPages(painlog.path("r.pdf"), pdftotext: pdftotext, in: painlog).flatMap { $0 }
        for condition in ["migraine", "back"] {
            let calendar = try Self.calendarDays(painlog, condition: condition)
            for (label, key) in [
                (["Oct,", "31", "of", "31", "days"], "2026-10"), (["Nov,", "20", "of", "30", "days"], "2026-11"),
            ] {
                let expected = try #require(calendar[key])
                // The label, the pain (headache) days, then (after a migraine's migraine days) the moderate days.
                let words = label + ["\(expected[0])", "\(expected[1])"]
                #expect(
                    PDFText.hasLine(lines, with: words),
                    "\(condition) \(key): \(words)\n\(lines.joined(separator: "\n"))")
            }
        }
        let text = lines.joined(separator: " ").split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(text.contains("migraine: headache calendar") && text.contains("back: pain calendar"))
        #expect(text.contains("migraine: 6 headache days in the 51 days"), "\(text)")
    }
}
