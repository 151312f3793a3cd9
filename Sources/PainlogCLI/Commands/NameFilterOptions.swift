import ArgumentParser

/// `--area`, `--tag` and `--med`: the names an entry must have one of, declared once for the
/// filters of `list`, `export`, `stats` and `report` (`FilterOptions`) and for `calendar`, which
/// takes these three alone.
///
/// Each is repeatable (an entry with any of the names given matches) and completes from the
/// diary's names. The names are checked where they are used, by the interactors.
struct NameFilterOptions: ParsableArguments {
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
}
