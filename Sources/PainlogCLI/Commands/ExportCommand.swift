import ArgumentParser
import PainlogFeatures

extension Painlog {
    /// `painlog export`: every matching entry, oldest first, as CSV or JSON.
    struct Export: TaskCommand {
        static let configuration = CommandConfiguration(
            commandName: "export",
            abstract: "Write entries, oldest first, as CSV (for spreadsheets) or JSON.",
            discussion: """
                The same filters as 'list'. To stdout unless --output; a file is written completely or
                not at all, with mode 0600. Example: painlog export --since 2026-01-01 --output diary.csv
                """)

        /// `--format`: the stream formats, as the parser reads them.
        enum Format: String, ExpressibleByArgument, CaseIterable {
            case csv, json
        }

        @OptionGroup var global: GlobalOptions
        @OptionGroup var filters: FilterOptions

        @Option(help: ArgumentHelp("csv (the default) or json.", valueName: "format"))
        var format: Format = .csv

        @Option(name: [.short, .long], help: ArgumentHelp("Write to FILE instead of stdout.", valueName: "file"))
        var output: String?

        @Flag(help: "Replace FILE if it exists.")
        var force = false

        func task() -> AppTask {
            .onDiary(ExportFlow(filter: filters.request, format: format == .json ? .json : .csv, output: output, force: force))
        }
    }
}
