import PainlogDomain
import PainlogSystem

/// What painlog takes from the process it runs in, gathered once by the assembly: its environment
/// variables, calendar (its clock and time zone), new ids and terminal.
struct AppEnvironment {
    let variables: [String: String]
    /// What a day is: the clock and the zone, built once for every interactor.
    let calendar: LocalCalendar
    /// A new lowercase UUID for each new entry.
    let makeUID: () -> String
    let terminal: TerminalTraits
    /// Runs other programs (the report's PDF engine, the pager).
    var processes: any ProcessRunner = SpawnedProcessRunner()

    var clock: any TimeSource { calendar.clock }
    var zone: TimeZoneRules { calendar.zone }
}
