import ArgumentParser
import PainlogFeatures

/// The filters shared by `list`, `export` and `stats`.
///
/// Its `--since` and `--until` are declared here, the way `PeriodOptions` declares them, rather than
/// as a nested `PeriodOptions` group: the command line parser reflects on every option group of
/// the command it runs, and the nested generic group cost `list`, `stats` and `export` about
/// 0.6 M instructions on every run (see docs/performance.md).
struct FilterOptions: ParsableArguments {
    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("Entries at or after WHEN (a date alone: from the start of that day).", valueName: "when"))
    var since: String?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("Entries at or before WHEN (a date alone: to the end of that day).", valueName: "when"))
    var until: String?

    @Option(
        name: .shortAndLong, parsing: .unconditionalSingleValue,
        help: ArgumentHelp("Entries in this area (repeatable: any of them).", valueName: "area"), completion: .areaNames
    )
    var area: [String] = []

    @Option(
        name: .shortAndLong, parsing: .unconditionalSingleValue,
        help: ArgumentHelp("Entries with this tag (repeatable: any of them).", valueName: "tag"), completion: .tagNames)
    var tag: [String] = []

    @Option(
        name: .shortAndLong, parsing: .unconditionalSingleValue,
        help: ArgumentHelp(
            "Entries with this medication, whatever the dose (repeatable: any of them).", valueName: "med"),
        completion: .medicationNames)
    var med: [String] = []

    @Option(
        name: .shortAndLong, parsing: .unconditionalSingleValue,
        help: ArgumentHelp("Entries of this condition (repeatable: any of them).", valueName: "condition"))
    var condition: [String] = []

    @Option(parsing: .unconditional, help: ArgumentHelp("Entries with intensity N or more.", valueName: "n"))
    var min: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("Entries with intensity N or less.", valueName: "n"))
    var max: String?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("Entries whose note contains TEXT (ignoring case).", valueName: "text"))
    var search: String?

    var request: EntryFilterRequest {
        EntryFilterRequest(
            since: since, until: until, areas: area, tags: tag, minimum: min, maximum: max,
            search: search, medications: med, conditions: condition)
    }
}
