import PainlogDomain
import PainlogSystem

/// What painlog takes from the process it runs in, gathered once by the assembly: its environment
/// variables, clock, time zone, new ids and terminal.
struct AppEnvironment {
    let variables: [String: String]
    let clock: any TimeSource
    let zone: TimeZoneRules
    /// A new lowercase UUID for each new entry.
    let makeUID: () -> String
    let terminal: TerminalTraits
    /// Runs other programs (the report's PDF engine, the pager).
    var processes: any ProcessRunner = SpawnedProcessRunner()
}
