import ArgumentParser
import PainlogDomain
import PainlogFeatures

extension Painlog {
    /// `painlog tags`: the tags in the diary, and what goes with them.
    struct Tags: CommandGroup {
        static let configuration = CommandConfiguration(
            commandName: "tags",
            abstract:
                "List tags with counts and how pain differs on days with and without them, or rename and merge them.",
            subcommands: RegisteredCommand.commands(members),
            defaultSubcommand: TagsList.self)

        static let members: [RegisteredCommand] = [.task(TagsList.self), .task(TagsRename.self)]
    }

    /// `painlog tags` / `painlog tags list`.
    struct TagsList: OutputOptions {
        static let configuration = CommandConfiguration(
            commandName: "list",
            abstract:
                "Every tag with its entries and the mean pain on the days with it and on the other logged days.",
            usage: "painlog tags list [<options>]",
            discussion: """
                Each local calendar day weighs once, by its mean intensity. The difference (with - without) has a \
                95% interval (Welch's, over days); it is shown when each side has at least 3 days, and marked \
                "few days" under 10. A tag logged because of pain goes with worse days by construction.

                Example: painlog tags --since 2026-09-01 --format json
                """)

        @OptionGroup var global: GlobalOptions

        /// The period of the tags: entries, all of them unless bounded.
        enum Period: PeriodWording {
            static let since = "Entries at or after WHEN (default: all)."
            static let until = "Entries at or before WHEN."
        }

        @OptionGroup var period: PeriodOptions<Period>

        @Option(
            name: .shortAndLong, parsing: .unconditionalSingleValue,
            help: ArgumentHelp("Only entries in this area (repeatable: any of them).", valueName: "area"),
            completion: .areaNames)
        var area: [String] = []

        @Option(
            name: .shortAndLong, parsing: .unconditionalSingleValue,
            help: ArgumentHelp("Only entries of this condition (repeatable: any of them).", valueName: "condition"))
        var condition: [String] = []

        @Option(help: OutputHelp.tableJSONOrCSV) var format: TableJSONOrCSV?
        @Flag(help: OutputHelp.json) var json = false

        func task() -> AppTask {
            let filter = EntryFilterRequest(
                since: period.since, until: period.until, areas: area, conditions: condition)
            return .onDiary(TagsFlow(filter: filter, format: output))
        }
    }

    /// `painlog tags rename OLD NEW`.
    struct TagsRename: TaskCommand {
        static let configuration = CommandConfiguration(
            commandName: "rename",
            abstract: "Rename a tag; if NEW already exists, merge OLD into it. One undo step.",
            usage: "painlog tags rename [<options>] <old> <new>",
            discussion: "Names compare case-insensitively. Example: painlog tags rename weathr weather")

        @OptionGroup var global: GlobalOptions

        @Argument(help: ArgumentHelp("The tag's current name.", valueName: "old"), completion: .tagNames)
        var old: String

        @Argument(
            help: ArgumentHelp("Its new name, or an existing tag to merge into.", valueName: "new"),
            completion: .tagNames)
        var new: String

        func task() -> AppTask { .onDiary(RenameNameFlow(kind: .tag, old: old, new: new)) }
    }
}
