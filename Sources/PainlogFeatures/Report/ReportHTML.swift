/// The report as one self-contained HTML5 document, written in three parts so the entries stream:
/// `opening` (head, style sheet, the one-page summary, the entry table's head), one `entryRow` per
/// entry, and `closing`.
///
/// No scripts and nothing loaded from elsewhere; every string of the view model goes through
/// `HTMLText.escaped`, here and in `ReportChartSVG`.
public enum ReportHTML {
    private static func text(_ value: String) -> String { HTMLText.escaped(value) }

    public static func opening(_ model: ReportViewModel, entriesTitle: String? = nil) -> String {
        var html = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
        html += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
        html += "<meta name=\"generator\" content=\"painlog\">\n"
        html += "<title>" + text(model.title + ", " + model.period) + "</title>\n"
        html += "<style>\n" + ReportStyleSheet.css(model.page) + "</style>\n</head>\n<body>\n"
        html += "<section class=\"summary\" aria-label=\"Summary\">\n"
        html += "<header>\n<h1>" + text(model.title) + "</h1>\n"
        // On screen only: in print, the running header of every page carries it.
        if let patient = model.page.patient { html += "<p class=\"patient\">" + text(patient) + "</p>\n" }
        html += "<p class=\"period\">" + text(model.period) + "</p>\n"
        for line in model.subtitle { html += "<p class=\"meta\">" + text(line) + "</p>\n" }
        html += "</header>\n"
        if !model.dayFacts.isEmpty { html += facts(model.dayFacts, className: "facts days") }
        if let hint = model.conditionHint { html += "<p class=\"meta hint\">" + text(hint) + "</p>\n" }
        if !model.conditionBlocks.isEmpty || !model.medicationDayFacts.isEmpty { html += conditions(model) }
        html += facts(model.facts, className: model.dayFacts.isEmpty ? "facts" : "facts means")
        html += "<p class=\"change\">" + text(model.change) + "</p>\n"
        html += "<figure>\n" + ReportChartSVG.svg(model.chart, labelEvery: model.labelEvery, title: model.chartTitle)
        html += "<figcaption>" + text(model.chartTitle) + "</figcaption>\n</figure>\n"
        html += table(model.medications, className: "meds")
        if let byArea = model.byArea {
            // Seven columns need the page's width; the impact records and the tags share the next row.
            html += table(byArea, className: "areas") + "<div class=\"pair\">\n"
            if let impact = model.impact { html += table(impact, className: "impact") }
            if let tags = model.tags { html += table(tags, className: "tags") }
            html += "</div>\n"
        } else {
            if let impact = model.impact { html += table(impact, className: "impact") }
            html += "<div class=\"pair\">\n" + table(model.areas, className: "areas")
            if let tags = model.tags { html += table(tags, className: "tags") }
            html += "</div>\n"
        }
        html += "<p class=\"end\">End of summary. The entries follow.</p>\n</section>\n"
        if !model.areaBlocks.isEmpty {
            html +=
                "<section class=\"by-area\" aria-label=\"Each pain\">\n<h2>" + text(model.areaBlocksTitle) + "</h2>\n"
            for block in model.areaBlocks {
                html += "<section class=\"area\">\n<h3 class=\"name\">" + text(block.title) + "</h3>\n"
                html += "<p>" + text(block.figures) + "</p>\n" + table(block.medications, className: "meds")
                html += "</section>\n"
            }
            html += "</section>\n"
        }
        if !model.courseBlocks.isEmpty { html += courses(model) }
        for calendar in model.calendars { html += Self.calendar(calendar) }
        html +=
            "<section class=\"entries\" aria-label=\"Entries\">\n<h2>" + text(entriesTitle ?? model.entriesTitle)
            + "</h2>\n"
        // Fixed column widths: a long name wraps inside its column instead of pushing the others off the page.
        html += model.redacted ? "<table class=\"list redacted\">\n" : "<table class=\"list\">\n"
        html += "<thead><tr><th class=\"c-when\">When</th><th class=\"num c-pain\">Pain</th>"
        html += "<th class=\"num c-lasted\">Lasted</th>"
        html += "<th class=\"c-areas\">Areas</th><th class=\"c-meds\">Medications</th>"
        if !model.redacted { html += "<th class=\"c-tags\">Tags</th><th class=\"c-note\">Note</th>" }
        return html + "</tr></thead>\n<tbody>\n"
    }

    /// One entry's table row.
    public static func entryRow(_ row: ReportViewModel.EntryRow) -> String {
        var html =
            "<tr><td class=\"when\">" + text(row.when)
            + "</td><td class=\"num p\(row.intensity >= 7 ? " severe" : "")\">"
        html += String(row.intensity) + "</td><td class=\"num\">" + text(row.lasted) + "</td><td class=\"name\">"
        html += text(row.areas) + "</td><td class=\"name\">"
        html += text(row.medications) + "</td>"
        if let tags = row.tags { html += "<td class=\"name\">" + text(tags) + "</td>" }
        if let note = row.note { html += "<td class=\"note\">" + text(note) + "</td>" }
        return html + "</tr>\n"
    }

    /// Ends the table and the document; says so when the period had no entries, and adds
    /// `unclassed` (the medications not counted for overuse, `ReportViewModel.unclassedNote`) and
    /// `note` (the entries a PDF left out) under the table.
    public static func closing(count: Int, redacted: Bool, unclassed: String? = nil, note: String? = nil) -> String {
        let empty = count == 0 ? "<tr><td colspan=\"\(redacted ? 5 : 7)\">No entries in this period.</td></tr>\n" : ""
        let lines = [unclassed, note].compactMap { $0 }.map { "<p class=\"note-line\">" + text($0) + "</p>\n" }
        return empty + "</tbody>\n</table>\n" + lines.joined() + "</section>\n</body>\n</html>\n"
    }

    /// Page one's blocks, one per condition (and `Unassigned`), then the acute-medication days once.
    static func conditions(_ model: ReportViewModel) -> String {
        var html = ""
        if !model.conditionBlocks.isEmpty {
            html +=
                "<section class=\"by-condition\" aria-label=\"Each condition\">\n<h2>"
                + text(model.conditionBlocksTitle) + "</h2>\n"
            for block in model.conditionBlocks {
                html += "<section class=\"condition\">\n<h3 class=\"name\">" + text(block.title) + "</h3>\n"
                html += "<p>" + text(block.lead) + "</p>\n"
                for line in block.statement { html += "<p class=\"statement\">" + text(line) + "</p>\n" }
                html += table(block.table, className: "cond") + "</section>\n"
            }
            if let shared = model.sharedEntries { html += "<p class=\"note-line\">" + text(shared) + "</p>\n" }
            html += "</section>\n"
        }
        if !model.medicationDayFacts.isEmpty { html += facts(model.medicationDayFacts, className: "facts days") }
        return html
    }

    /// The preventive courses active in the period, each with its review.
    static func courses(_ model: ReportViewModel) -> String {
        var html =
            "<section class=\"courses\" aria-label=\"Preventive courses\">\n<h2>" + text(model.coursesTitle) + "</h2>\n"
        for block in model.courseBlocks {
            html += "<section class=\"course\">\n<h3 class=\"name\">" + text(block.title) + "</h3>\n"
            html += table(block.table, className: "review")
            for line in block.lines { html += "<p class=\"statement\">" + text(line) + "</p>\n" }
            html += "</section>\n"
        }
        return html + "</section>\n"
    }

    /// The summary's figures: a label, a large value, a line under it.
    static func facts(_ facts: [ReportViewModel.Fact], className: String) -> String {
        var html = "<dl class=\"\(className)\">\n"
        for fact in facts {
            html +=
                "<div><dt>" + text(fact.label) + "</dt><dd><b>" + text(fact.value) + "</b> " + text(fact.detail)
                + "</dd></div>\n"
        }
        return html + "</dl>\n"
    }

    /// The calendar page: the month grids three to a row, what the marks mean, the days by month.
    static func calendar(_ page: ReportViewModel.CalendarPage) -> String {
        var html =
            "<section class=\"calendar\" aria-label=\"" + text(page.name) + "\">\n<h2>" + text(page.title) + "</h2>\n"
        for start in stride(from: 0, to: page.months.count, by: 3) {
            html += "<div class=\"months\">\n"
            for month in page.months[start..<min(start + 3, page.months.count)] {
                html += "<div><table class=\"month\">\n<caption>" + text(month.title) + "</caption>\n<thead><tr>"
                for day in ["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"] { html += "<th>" + day + "</th>" }
                html += "</tr></thead>\n<tbody>\n"
                for week in month.weeks {
                    html += "<tr>"
                    for cell in week {
                        guard let cell else {
                            html += "<td></td>"
                            continue
                        }
                        html +=
                            "<td class=\"l\(cell.level)\(cell.inPeriod ? "" : " out")\"><span class=\"n\">\(cell.day)</span>"
                        html += "<span class=\"w\">" + text(cell.worst) + "</span>"
                        html += (cell.acute ? "<span class=\"a\">●</span>" : "") + "</td>"
                    }
                    html += "</tr>\n"
                }
                html += "</tbody>\n</table></div>\n"
            }
            html += "</div>\n"
        }
        html += "<p class=\"note-line\">" + text(page.legend) + "</p>\n"
        return html + table(page.table, className: "by-month") + "</section>\n"
    }

    /// A summary table with its heading and notes, or the sentence that stands in for it.
    static func table(_ table: ReportViewModel.Table, className: String) -> String {
        var html = "<section class=\"\(className)\">\n<h2>" + text(table.title) + "</h2>\n"
        guard !table.rows.isEmpty else { return html + "<p class=\"none\">" + text(table.empty) + "</p>\n</section>\n" }
        html += "<table>\n<thead><tr>"
        for (index, title) in table.header.enumerated() {
            html += (table.numeric.contains(index) ? "<th class=\"num\">" : "<th>") + text(title) + "</th>"
        }
        html += "</tr></thead>\n<tbody>\n"
        for (number, row) in table.rows.enumerated() {
            html += table.flagged.contains(number) ? "<tr class=\"flag\">" : "<tr>"
            for (index, cell) in row.enumerated() {
                html +=
                    (table.numeric.contains(index)
                        ? "<td class=\"num\">"
                        : index == 0
                            ? "<td class=\"name\">" : table.wrapping.contains(index) ? "<td class=\"wrap\">" : "<td>")
                    + text(cell) + "</td>"
            }
            html += "</tr>\n"
        }
        html += "</tbody>\n</table>\n"
        for note in table.notes {
            html +=
                (note.hasPrefix("Overuse:") ? "<p class=\"note-line flag\">" : "<p class=\"note-line\">") + text(note)
                + "</p>\n"
        }
        return html + "</section>\n"
    }
}
