import ArgumentParser
import PainlogFeatures

extension Painlog {
    /// `painlog report`: one self-contained HTML page for a clinician.
    struct Report: TaskCommand {
        static let configuration = CommandConfiguration(
            commandName: "report",
            abstract: "Write a report for your doctor: a one-page summary, then every entry, as HTML or PDF.",
            discussion: """
                The period is the last 30 days unless --since/--until say otherwise; the other filters are those \
                of 'export' (--area head for a headache report). The change in average pain is against the \
                previous period of the same length, or against --baseline WHEN..WHEN (each WHEN as --since takes it).

                The file, painlog-report-YYYY-MM-DD.html by default, is written completely or not at all, with \
                mode 0600. It has no scripts and loads nothing from elsewhere: open it in a browser and print it \
                (A4 or Letter) or save it as PDF.

                --format pdf (or an --output ending in .pdf) writes a PDF instead, made by WeasyPrint or else \
                headless Chromium (Debian packages weasyprint, chromium); PAINLOG_PDF_ENGINE=weasyprint|chromium \
                picks one. A PDF lists the latest 2000 entries of the period.

                --patient puts a line of your choosing (name, date of birth, clinic number) at the top of every \
                page; --remember keeps it for later reports, an empty --patient forgets it. --redact leaves notes \
                and tags out.

                Example: painlog report --format pdf --patient "Jane Example, born 1970-01-01"
                """)

        @OptionGroup var global: GlobalOptions
        @OptionGroup var filters: FilterOptions

        @Option(
            name: [.short, .long],
            help: ArgumentHelp(
                "Write to FILE (default painlog-report-YYYY-MM-DD.html or .pdf here; - for stdout).", valueName: "file")
        )
        var output: String?

        @Option(
            help: ArgumentHelp(
                "html (the default) or pdf (the default when FILE ends in .pdf).", valueName: "format"))
        var format: ReportFormat?

        @Option(
            help: ArgumentHelp(
                "The pages' paper: a4 or letter (default: the locale's, LC_PAPER or LANG; else a4).",
                valueName: "paper"))
        var paper: ReportPaper?

        @Option(
            help: ArgumentHelp(
                "A line at the top of every page: name, date of birth, clinic number (at most 200 characters).",
                valueName: "text"))
        var patient: String?

        @Flag(help: "Keep the --patient line for later reports (an empty --patient forgets it).")
        var remember = false

        @Option(
            help: ArgumentHelp(
                "Compare with this period instead of the previous one (2026-09-01..2026-09-30).",
                valueName: "when..when"))
        var baseline: String?

        @Flag(help: "Replace FILE if it exists.")
        var force = false

        @Flag(help: "Leave notes and tags out of the report.")
        var redact = false

        func task() -> AppTask {
            .onDiary(
                ReportFlow(
                    filter: filters.request, output: output, force: force, redact: redact, baseline: baseline,
                    format: format, paper: paper, patient: patient, remember: remember))
        }
    }
}
