import ArgumentParser
import PainlogDomain
import PainlogFeatures

extension Painlog {
    /// `painlog stats`: count, mean, min and max per group, with a chart.
    struct Stats: OutputOptions {
        static let configuration = CommandConfiguration(
            commandName: "stats",
            abstract:
                "Count, mean, min and max intensity per day, week, month, area, tag, medication or hour, with a chart.",
            discussion: """
                The same filters as 'list'. With --by area, tag or med an entry counts in each of its areas, tags \
                or medications (once for two doses of one medication).

                Example: painlog stats --by month --since 2026-01-01
                """)

        @OptionGroup var global: GlobalOptions
        @OptionGroup var filters: FilterOptions

        @Option(help: ArgumentHelp("day, week (the default), month, area, tag, med or hour.", valueName: "group"))
        var by: StatsGrouping = .week

        @Option(help: OutputHelp.tableJSONOrCSV) var format: TableJSONOrCSV?
        @Flag(help: OutputHelp.json) var json = false

        func task() -> AppTask { .onDiary(StatsFlow(filter: filters.request, grouping: by, format: output)) }
    }

    /// `painlog areas`: the body areas in the diary.
    struct Areas: CommandGroup {
        static let configuration = CommandConfiguration(
            commandName: "areas",
            abstract: "List areas with their entry counts, or rename and merge them.",
            subcommands: RegisteredCommand.commands(members),
            defaultSubcommand: AreasList.self)

        static let members: [RegisteredCommand] = [.task(AreasList.self), .task(AreasRename.self)]
    }

    /// `painlog areas` / `painlog areas list`.
    struct AreasList: OutputOptions {
        static let configuration = CommandConfiguration(
            commandName: "list", abstract: "Every area with its number of entries and when it was last logged.",
            usage: "painlog areas list [<options>]",
            discussion: "Example: painlog areas --format json")

        @OptionGroup var global: GlobalOptions

        @Option(help: OutputHelp.tableJSONOrCSV) var format: TableJSONOrCSV?
        @Flag(help: OutputHelp.json) var json = false

        func task() -> AppTask { .onDiary(AreasFlow(format: output)) }
    }

    /// `painlog areas rename OLD NEW`.
    struct AreasRename: TaskCommand {
        static let configuration = CommandConfiguration(
            commandName: "rename",
            abstract: "Rename an area; if NEW already exists, merge OLD into it. One undo step.",
            usage: "painlog areas rename [<options>] <old> <new>",
            discussion: "Names compare case-insensitively. Example: painlog areas rename 'lower back' back")

        @OptionGroup var global: GlobalOptions

        @Argument(help: ArgumentHelp("The area's current name.", valueName: "old"), completion: .areaNames)
        var old: String

        @Argument(
            help: ArgumentHelp("Its new name, or an existing area to merge into.", valueName: "new"),
            completion: .areaNames)
        var new: String

        func task() -> AppTask { .onDiary(RenameNameFlow(kind: .area, old: old, new: new)) }
    }
}
