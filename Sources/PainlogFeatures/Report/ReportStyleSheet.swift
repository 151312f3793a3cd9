/// The report's style sheet: one column on screen, print on A4 or Letter (the page size is left to
/// the printer; the summary is laid out for the shorter Letter page), the summary on page one.
enum ReportStyleSheet {
    static let css = """
        @page { margin: 12mm; }
        :root { font: 10pt/1.35 "DejaVu Sans", "Liberation Sans", Arial, sans-serif; color: #111; background: #fff; }
        body { max-width: 190mm; margin: 0 auto; padding: 6mm; }
        h1 { font-size: 15pt; margin: 0; }
        h2 { font-size: 10.5pt; margin: 2.5mm 0 1mm; border-bottom: 0.3mm solid #888; }
        p { margin: 0.5mm 0; }
        .period { font-size: 12pt; font-weight: bold; }
        .meta, .note-line, figcaption, .none, .end { color: #444; font-size: 8.5pt; }
        .facts { display: grid; grid-template-columns: repeat(5, minmax(0, 1fr)); gap: 2mm; margin: 2mm 0; }
        .facts div { border: 0.3mm solid #bbb; border-radius: 1mm; padding: 1mm 1.5mm; }
        .facts dt { font-size: 8pt; color: #444; }
        .facts dd { margin: 0; font-size: 8pt; }
        .facts b { display: block; font-size: 14pt; }
        .change { font-size: 9pt; }
        figure { margin: 1.5mm 0; }
        svg { display: block; width: 100%; height: auto; }
        table { border-collapse: collapse; width: 100%; font-size: 8.5pt; }
        th, td { text-align: left; vertical-align: top; padding: 0.3mm 1.5mm; border-bottom: 0.2mm solid #ddd; }
        th { border-bottom: 0.3mm solid #888; }
        .num { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
        .name { unicode-bidi: isolate; overflow-wrap: anywhere; }
        .note { unicode-bidi: plaintext; white-space: pre-wrap; overflow-wrap: anywhere; }
        .when, .summary td { white-space: nowrap; }
        .severe { font-weight: bold; background: #fbe3dc; }
        .flag { color: #8a1c00; font-weight: bold; }
        .pair { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); gap: 5mm; }
        .summary { break-after: page; }
        .entries tr { break-inside: avoid; }
        thead { display: table-header-group; }
        @media print { body { max-width: none; padding: 0; } .end { display: none; } }

        """
}
