/// The report as one self-contained HTML5 document, written in three parts so the entries stream:
/// `opening` (head, style sheet, the one-page summary, the entry table's head), one `entryRow` per
/// entry, and `closing`.
///
/// No scripts and nothing loaded from elsewhere; every string of the view model goes through
/// `HTMLText.escaped`, here and in `ReportChartSVG`.
public enum ReportHTML {
    private static func text(_ value: String) -> String { HTMLText.escaped(value) }

    public static func opening(_ model: ReportViewModel) -> String {
        var html = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
        html += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
        html += "<meta name=\"generator\" content=\"painlog\">\n"
        html += "<title>" + text(model.title + ", " + model.period) + "</title>\n"
        html += "<style>\n" + ReportStyleSheet.css + "</style>\n</head>\n<body>\n"
        html += "<section class=\"summary\" aria-label=\"Summary\">\n"
        html += "<header>\n<h1>" + text(model.title) + "</h1>\n<p class=\"period\">" + text(model.period) + "</p>\n"
        for line in model.subtitle { html += "<p class=\"meta\">" + text(line) + "</p>\n" }
        html += "</header>\n<dl class=\"facts\">\n"
        for fact in model.facts {
            html +=
                "<div><dt>" + text(fact.label) + "</dt><dd><b>" + text(fact.value) + "</b> " + text(fact.detail)
                + "</dd></div>\n"
        }
        html += "</dl>\n<p class=\"change\">" + text(model.change) + "</p>\n"
        html += "<figure>\n" + ReportChartSVG.svg(model.chart, labelEvery: model.labelEvery, title: model.chartTitle)
        html += "<figcaption>" + text(model.chartTitle) + "</figcaption>\n</figure>\n"
        html += table(model.medications, className: "meds")
        if let impact = model.impact { html += table(impact, className: "impact") }
        html += "<div class=\"pair\">\n" + table(model.areas, className: "areas")
        if let tags = model.tags { html += table(tags, className: "tags") }
        html += "</div>\n<p class=\"end\">End of summary. The entries follow.</p>\n</section>\n"
        html += "<section class=\"entries\" aria-label=\"Entries\">\n<h2>" + text(model.entriesTitle) + "</h2>\n"
        html += "<table>\n<thead><tr><th>When</th><th class=\"num\">Pain</th><th>Areas</th><th>Medications</th>"
        if !model.redacted { html += "<th>Tags</th><th>Note</th>" }
        return html + "</tr></thead>\n<tbody>\n"
    }

    /// One entry's table row.
    public static func entryRow(_ row: ReportViewModel.EntryRow) -> String {
        var html =
            "<tr><td class=\"when\">" + text(row.when)
            + "</td><td class=\"num p\(row.intensity >= 7 ? " severe" : "")\">"
        html += String(row.intensity) + "</td><td class=\"name\">" + text(row.areas) + "</td><td class=\"name\">"
        html += text(row.medications) + "</td>"
        if let tags = row.tags { html += "<td class=\"name\">" + text(tags) + "</td>" }
        if let note = row.note { html += "<td class=\"note\">" + text(note) + "</td>" }
        return html + "</tr>\n"
    }

    /// Ends the table and the document; says so when the period had no entries.
    public static func closing(count: Int, redacted: Bool) -> String {
        let empty = count == 0 ? "<tr><td colspan=\"\(redacted ? 4 : 6)\">No entries in this period.</td></tr>\n" : ""
        return empty + "</tbody>\n</table>\n</section>\n</body>\n</html>\n"
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
                    (table.numeric.contains(index) ? "<td class=\"num\">" : index == 0 ? "<td class=\"name\">" : "<td>")
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
