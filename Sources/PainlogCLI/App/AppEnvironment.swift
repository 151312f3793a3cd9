#if canImport(Glibc)
    import Glibc
#endif
import Foundation
import PainlogDomain

/// Everything painlog takes from the process it runs in, gathered once at start.
struct AppEnvironment {
    let variables: [String: String]
    let output: any OutputSink
    let messages: any OutputSink
    let outputIsTerminal: Bool
    let inputIsTerminal: Bool
    let terminalWidth: Int
    let clock: any TimeSource
    let zone: TimeZoneRules
    /// How long to wait for another painlog's write lock: `PAINLOG_BUSY_TIMEOUT` milliseconds, else
    /// (nil) the storage's default of 10 s.
    let busyTimeout: Int?

    /// The real process: its environment, stdout, stderr, clock and time zone. `PAINLOG_NOW`
    /// (ISO 8601 with an offset) fixes the clock, for scripts and tests, like git's `GIT_COMMITTER_DATE`.
    static func process() throws(PainlogError) -> AppEnvironment {
        let variables = ProcessInfo.processInfo.environment
        var clock: any TimeSource = SystemTimeSource()
        if let fixed = variables["PAINLOG_NOW"], !fixed.isEmpty {
            guard let time = Timestamp(iso8601: fixed) else {
                throw .usage("PAINLOG_NOW '\(QuotedValue.shown(fixed))' is not an ISO 8601 time with an offset, e.g. 2026-11-22T08:30:00+01:00")
            }
            clock = FixedTimeSource(time.seconds)
        }
        var busyTimeout: Int?
        if let text = variables["PAINLOG_BUSY_TIMEOUT"], !text.isEmpty {
            guard let milliseconds = Int(text), milliseconds >= 0 else {
                throw .usage("PAINLOG_BUSY_TIMEOUT '\(QuotedValue.shown(text))' is not a whole number of milliseconds, e.g. 10000")
            }
            busyTimeout = milliseconds
        }
        return AppEnvironment(
            variables: variables,
            output: FileDescriptorSink(descriptor: 1),
            messages: FileDescriptorSink(descriptor: 2),
            outputIsTerminal: TerminalEnvironment.isTerminal(1),
            inputIsTerminal: TerminalEnvironment.isTerminal(0),
            terminalWidth: TerminalEnvironment.width(variables: variables),
            clock: clock,
            zone: TimeZoneRules(),
            busyTimeout: busyTimeout)
    }

    /// A new lowercase UUID.
    static func makeUID() -> String {
        UUID().uuidString.lowercased()
    }
}
