import ArgumentParser
import PainlogFeatures

extension Painlog {
    /// `painlog report`: one self-contained HTML page for a clinician.
    struct Report: TaskCommand {
        static let configuration = CommandConfiguration(
            commandName: "report",
            abstract: "Write a report for your doctor: a one-page summary, then every entry, as one HTML file.",
            discussion: """
                The period is the last 30 days unless --since/--until say otherwise; the
                other filters are those of 'export' (--area head for a headache report).
                The file, painlog-report-YYYY-MM-DD.html by default, is written completely
                or not at all, with mode 0600. It has no scripts and loads nothing from
                elsewhere: open it in a browser and print it (A4 or Letter) or save it as
                PDF. --redact leaves notes and tags out. The change in average pain is
                against the previous period of the same length, or against --baseline
                WHEN..WHEN (each WHEN as --since takes it).
                Example: painlog report --since 2026-10-01 --area head -o headache.html
                """)

        @OptionGroup var global: GlobalOptions
        @OptionGroup var filters: FilterOptions

        @Option(
            name: [.short, .long],
            help: ArgumentHelp(
                "Write to FILE (default painlog-report-YYYY-MM-DD.html here; - for stdout).", valueName: "file"))
        var output: String?

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
                ReportFlow(filter: filters.request, output: output, force: force, redact: redact, baseline: baseline))
        }
    }
}
