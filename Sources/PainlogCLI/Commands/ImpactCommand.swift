import ArgumentParser
import PainlogFeatures

extension Painlog {
    /// `painlog impact`: records the weekly PEG, or lists the records with `--list`.
    struct Impact: OutputOptions {
        static let configuration = CommandConfiguration(
            commandName: "impact",
            abstract: "Record how pain affected the past week (PEG: pain, enjoyment, activity, 0-10 each).",
            usage: "painlog impact [<options>]",
            discussion: """
                PEG (Krebs et al. 2009) is a weekly question: average pain, and how much pain interfered with enjoyment of \
                life and with general activity, each 0-10; the score is their mean. On a terminal painlog asks for what is \
                missing, offering your diary's 7-day mean for pain; otherwise give all three.

                Example: painlog impact --pain 6 --enjoyment 5 --activity 7
                Example: painlog impact --list --format csv
                """)

        @OptionGroup var global: GlobalOptions

        @Option(parsing: .unconditional, help: ArgumentHelp("Average pain in the past week, 0-10.", valueName: "n"))
        var pain: String?

        @Option(
            parsing: .unconditional,
            help: ArgumentHelp("How much pain interfered with enjoyment of life, 0-10.", valueName: "n"))
        var enjoyment: String?

        @Option(
            parsing: .unconditional,
            help: ArgumentHelp("How much pain interfered with general activity, 0-10.", valueName: "n"))
        var activity: String?

        @Option(
            parsing: .unconditional, help: ArgumentHelp("The end of the week described, if not now.", valueName: "when")
        )
        var at: String?

        @Flag(help: "Print the new record (with --list, the records) as JSON (the same as --format json).")
        var json = false

        @Flag(help: "List the records, newest first, with score and change from the first.")
        var list = false

        @Option(help: ArgumentHelp("table or json; with --list also csv.", valueName: "format"))
        var format: TableJSONOrCSV?

        func validate() throws {
            try validateOutput()
            if list {
                let recording = [
                    pain.map { _ in "--pain" }, enjoyment.map { _ in "--enjoyment" },
                    activity.map { _ in "--activity" },
                    at.map { _ in "--at" },
                ].compactMap { $0 }
                if let first = recording.first {
                    throw ValidationError(
                        "--list cannot be used with \(first); use --list alone, or --format table|json|csv with it")
                }
            } else if format == .csv {
                throw ValidationError("--format csv only applies to --list, e.g. 'painlog impact --list --format csv'")
            }
        }

        func task() -> AppTask {
            if list { return .onDiary(ImpactListFlow(format: output)) }
            return .onDiary(
                ImpactFlow(
                    request: ImpactRequest(pain: pain, enjoyment: enjoyment, activity: activity, at: at), json: isJSON))
        }
    }
}
