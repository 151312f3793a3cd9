import ArgumentParser
import PainlogFeatures

/// The filters shared by `list`, `export`, `stats` and `report`.
///
/// Its `--since` and `--until` are declared here, the way `PeriodOptions` declares them, rather than
/// as a nested `PeriodOptions` group: the command line parser reflects on every option group of
/// the command it runs, and the nested generic group cost `list`, `stats` and `export` about
/// 0.6 M instructions on every run (see docs/performance.md). `--area`, `--tag` and `--med` are the
/// nested `NameFilterOptions`, which `calendar` takes alone.
struct FilterOptions: ParsableArguments {
    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("Entries at or after WHEN (a date alone: from the start of that day).", valueName: "when"))
    var since: String?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("Entries at or before WHEN (a date alone: to the end of that day).", valueName: "when"))
    var until: String?

    @OptionGroup var names: NameFilterOptions

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
            since: since, until: until, areas: names.area, tags: names.tag, minimum: min, maximum: max,
            search: search, medications: names.med)
    }
}
