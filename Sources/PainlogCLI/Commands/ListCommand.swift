import ArgumentParser
import PainlogFeatures

extension Painlog {
    /// `painlog list`: entries, newest first.
    struct List: OutputOptions {
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

        @Option(help: OutputHelp.tableJSONOrCSV) var format: TableJSONOrCSV?
        @Flag(help: OutputHelp.json) var json = false

        func task() -> AppTask {
            .onDiary(
                ListFlow(request: ListEntriesRequest(filter: filters.request, limit: limit, all: all), format: output))
        }
    }
}
