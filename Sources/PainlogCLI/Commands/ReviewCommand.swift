import ArgumentParser
import PainlogDomain
import PainlogFeatures

extension Painlog {
    /// `painlog review NAME [--baseline-days N] [--from WHEN] [--start DATE]`.
    struct Review: OutputOptions {
        static let configuration = CommandConfiguration(
            commandName: "review",
            abstract: "Review a preventive course: the days before its start against its 30-day blocks.",
            usage: "painlog review [<options>] <name>",
            discussion: """
                The baseline is the 90 days (--baseline-days) before the course's start; the blocks are 30 days \
                each from the start (or --from, when the target dose was reached). The mean of the first 3 \
                complete blocks (4-6 for a course given every 12 weeks or more) is compared with the baseline by \
                the EHF criterion (at least 50% fewer migraine days, 30% after a chronic baseline) and the AHS \
                criterion (at least 50% fewer headache days). The decision is your doctor's.

                Example: painlog review erenumab
                Example: painlog review topiramate --from 2026-04-01 --format json
                """)

        @OptionGroup var global: GlobalOptions

        @Argument(help: ArgumentHelp("The course's medication.", valueName: "name"), completion: .medicationNames)
        var name: String

        @Option(
            parsing: .unconditional,
            help: ArgumentHelp("Days of baseline before the start (default 90, at least 28).", valueName: "n"))
        var baselineDays: Int?

        @Option(
            parsing: .unconditional,
            help: ArgumentHelp("Start the blocks on this day instead of the course's start.", valueName: "when"))
        var from: String?

        @Option(
            parsing: .unconditional,
            help: ArgumentHelp(
                "Review the course of this name that started on this day, not the latest.",
                valueName: "date"))
        var start: String?

        @Option(help: OutputHelp.tableOrJSON) var format: TableOrJSON?
        @Flag(help: OutputHelp.json) var json = false

        func validate() throws {
            try validateOutput()
            if let baselineDays {
                do {
                    try ReviewInteractor.checkBaseline(baselineDays)
                } catch {
                    throw ValidationError(OptionSpelling.message(of: error))
                }
            }
        }

        func task() -> AppTask {
            .onDiary(
                ReviewFlow(
                    query: ReviewQuery(name: name, baselineDays: baselineDays, from: from, start: start),
                    json: isJSON))
        }
    }
}
