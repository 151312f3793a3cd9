import PainlogFeatures

/// The one table from the hints presenters give to painlog's own command lines: only the CLI knows
/// that logging is `painlog log 5 --area head`.
enum CommandHintText {
    /// The command line that does what `hint` suggests.
    static func text(for hint: CommandHint) -> String {
        switch hint {
        case .logFirstEntry: "painlog log 5 --area head --note \"after lunch\""
        case .logWithArea: "painlog log 5 --area head"
        case .logWithTag: "painlog log 5 --tag \"poor sleep\""
        case .logWithMedication: "painlog log 6 --med \"ibuprofen 400mg\""
        case .logNow: "painlog log 0-10"
        case .showMoreEntries: "--limit N or --all"
        }
    }
}
