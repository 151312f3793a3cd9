import ArgumentParser
import PainlogFeatures

extension ListFlow.Format: ArgumentWord {}

extension Painlog {
    /// `painlog list`: entries, newest first.
    struct List: TaskCommand {
        static let configuration = CommandConfiguration(
            commandName: "list",
            abstract: "List entries, newest first (20 unless told otherwise).",
            discussion: "Example: painlog list --since 2026-11-01 --area head --min 6")

        @OptionGroup var global: GlobalOptions
        @OptionGroup var filters: FilterOptions

        @Option(help: ArgumentHelp("Show at most N entries (default 20).", valueName: "n"))
        var limit: Int?

        @Flag(help: "Show every matching entry.")
        var all = false

        @Option(help: ArgumentHelp("table, json or csv (json and csv: the export's fields).", valueName: "format"))
        var format: ListFlow.Format = .table

        func task() -> AppTask {
            .onDiary(
                ListFlow(request: ListEntriesRequest(filter: filters.request, limit: limit, all: all), format: format))
        }
    }
}
