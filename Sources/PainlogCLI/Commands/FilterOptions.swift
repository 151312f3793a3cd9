import ArgumentParser
import PainlogFeatures

/// The filters shared by `list`, `export` and `stats`.
struct FilterOptions: ParsableArguments {
    /// The period of the filters: entries, a date alone meaning the whole day.
    enum Period: PeriodWording {
        static let since = "Entries at or after WHEN (a date alone: from the start of that day)."
        static let until = "Entries at or before WHEN (a date alone: to the end of that day)."
    }

    @OptionGroup var period: PeriodOptions<Period>

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
            since: period.since, until: period.until, areas: area, tags: tag, minimum: min, maximum: max,
            search: search, medications: med)
    }
}
