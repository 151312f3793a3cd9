import ArgumentParser
import PainlogFeatures

/// `--since` and `--until`, declared once for every command that reads a period.
///
/// Each command words their help for what it counts (entries or doses) and its own default, so the
/// wording is a type parameter rather than a second copy of the options.
struct PeriodOptions<Wording: PeriodWording>: ParsableArguments {
    @Option(parsing: .unconditional, help: ArgumentHelp(Wording.since, valueName: "when"))
    var since: String?

    @Option(parsing: .unconditional, help: ArgumentHelp(Wording.until, valueName: "when"))
    var until: String?

    /// The period alone, as a filter request.
    var request: EntryFilterRequest { EntryFilterRequest(since: since, until: until) }
}
