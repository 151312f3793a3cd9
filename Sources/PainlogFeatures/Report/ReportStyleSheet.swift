/// The report's style sheet: one column on screen; in print, the summary on page one (laid out for
/// the shorter Letter page, so it holds on A4 too), every page with its running header (the patient
/// line and the period) and footer (the date made, `page N of M`) in CSS paged media's margin boxes.
///
/// Tables and table layout only, no CSS grid: WeasyPrint 57 (Debian 12) has none. The page size is
/// set only when a paper is chosen (a PDF always has one); else the printer's is used.
enum ReportStyleSheet {
    static func css(_ page: ReportViewModel.Page) -> String {
        let box = "font-size: 7.5pt; color: #444;"
        var rule = "@page {" + (page.paper.map { " size: " + $0.cssSize + ";" } ?? "") + " margin: 14mm 12mm 12mm;\n"
        if let patient = page.patient {
            rule += "  @top-left { content: " + CSSText.string(patient) + "; " + box + " font-weight: bold; }\n"
        }
        rule += "  @top-right { content: " + CSSText.string(page.running) + "; " + box + " }\n"
        rule += "  @bottom-left { content: " + CSSText.string(page.made) + "; " + box + " }\n"
        rule +=
            "  @bottom-right { content: " + CSSText.string("page ") + " counter(page) " + CSSText.string(" of ")
            + " counter(pages); " + box + " }\n}\n"
        return rule + body
    }

    static let body = """
        :root { font: 10pt/1.35 "DejaVu Sans", "Liberation Sans", Arial, sans-serif; color: #111; background: #fff; }
        body { max-width: 190mm; margin: 0 auto; padding: 6mm; }
        h1 { font-size: 15pt; margin: 0; }
        h2 { font-size: 10.5pt; margin: 2.5mm 0 1mm; border-bottom: 0.3mm solid #888; }
        h3 { font-size: 10pt; margin: 2mm 0 0.5mm; }
        p { margin: 0.5mm 0; }
        .period { font-size: 12pt; font-weight: bold; }
        .patient { font-weight: bold; }
        .meta, .note-line, figcaption, .none, .end { color: #444; font-size: 8.5pt; }
        .facts { display: table; table-layout: fixed; width: 100%; border-spacing: 2mm 0; margin: 2mm -2mm; }
        .facts div { display: table-cell; border: 0.3mm solid #bbb; border-radius: 1mm; padding: 1mm 1.5mm; }
        .facts dt { font-size: 8pt; color: #444; }
        .facts dd { margin: 0; font-size: 8pt; }
        .facts b { display: block; font-size: 14pt; }
        .facts.means { display: block; width: auto; margin: 0.5mm 0 1mm; }
        .facts.means div { display: inline; border: none; padding: 0; margin-right: 4mm; }
        .facts.means dt, .facts.means dd { display: inline; font-size: 9pt; color: #111; }
        .facts.means dt::after { content: ": "; }
        .facts.means b { display: inline; font-size: 10.5pt; }
        .change { font-size: 9pt; }
        figure { margin: 1.5mm 0; }
        svg { display: block; width: 100%; height: auto; }
        table { border-collapse: collapse; width: 100%; font-size: 8.5pt; }
        th, td { text-align: left; vertical-align: top; padding: 0.3mm 1.5mm; border-bottom: 0.2mm solid #ddd; }
        th { border-bottom: 0.3mm solid #888; }
        tr { break-inside: avoid; page-break-inside: avoid; }
        .num { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
        .name { unicode-bidi: isolate; overflow-wrap: break-word; }
        .note { unicode-bidi: plaintext; white-space: pre-wrap; overflow-wrap: anywhere; }
        .when, .summary td { white-space: nowrap; }
        .summary td.wrap { white-space: normal; }
        table.list { table-layout: fixed; }
        .list .name { overflow-wrap: anywhere; }
        .list .when { white-space: normal; }
        .c-when { width: 18%; } .c-pain { width: 6%; } .c-areas { width: 16%; } .c-meds { width: 16%; }
        .c-tags { width: 12%; } .c-lasted { width: 7%; }
        .redacted .c-areas, .redacted .c-meds { width: 34.5%; }
        .severe { font-weight: bold; background: #fbe3dc; }
        .flag { color: #8a1c00; font-weight: bold; }
        .pair { display: table; width: 100%; border-spacing: 5mm 0; margin: 0 -2.5mm; }
        .pair > section { display: table-cell; vertical-align: top; }
        .pair .name { overflow-wrap: anywhere; }
        .pair th { white-space: normal; }
        .summary, .by-area { break-after: page; page-break-after: always; }
        .condition { break-inside: avoid; page-break-inside: avoid; } .condition th { white-space: normal; }
        .courses { break-after: page; page-break-after: always; } .statement { margin: 0.5mm 0; }
        .course { break-inside: avoid; page-break-inside: avoid; } .course th { white-space: normal; }
        thead { display: table-header-group; }
        .calendar { break-after: page; page-break-after: always; }
        .months { display: table; width: 100%; border-spacing: 4mm 0; margin: 0 -2mm 2mm; break-inside: avoid; }
        .months > div { display: table-cell; width: 33%; vertical-align: top; }
        table.month { table-layout: fixed; font-size: 7.5pt; }
        .month caption { font-weight: bold; text-align: left; padding: 1mm 0; }
        .month th { text-align: center; font-weight: normal; color: #444; }
        .month td { height: 9mm; padding: 0.3mm; text-align: center; vertical-align: top; border: 0.2mm solid #ddd; }
        .month td .n { display: block; text-align: left; font-size: 6pt; color: #666; }
        .month td .w { display: block; font-size: 9pt; font-weight: bold; }
        .month td .a { display: block; font-size: 6pt; color: #1d4e89; }
        .month .l1 { background: #fdf0eb; } .month .l2 { background: #f6c4b3; } .month .l3 { background: #d9573a; color: #fff; }
        .month .out { background: #f3f3f3; color: #aaa; }
        .by-month td:nth-child(2) { white-space: nowrap; }
        @media print {
          body { max-width: none; padding: 0; }
          .end, .patient { display: none; }
          :root { font-size: 9pt; line-height: 1.25; }
          h1 { font-size: 13pt; }
          h2 { font-size: 9.5pt; margin: 1.5mm 0 0.5mm; }
          .period { font-size: 10.5pt; }
          .facts { margin: 1mm -2mm; }
          .facts b { font-size: 12pt; }
          .facts dt, .facts dd, .change { font-size: 8pt; }
          table { font-size: 7.5pt; }
          .meta, .note-line, figcaption, .none { font-size: 7.5pt; line-height: 1.2; }
          th, td { padding: 0.15mm 1.5mm; }
          th.num { white-space: normal; }
        }

        """
}
