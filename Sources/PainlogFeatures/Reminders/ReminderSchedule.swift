public import PainlogDomain

/// What a reminder sets up: this painlog binary checking, with a desktop notification, whether
/// anything was logged on this diary within `window`, at these times of day.
///
/// These are values only: the CLI spells them as the command line the unit or crontab runs.
public struct ReminderSchedule: Sendable, Equatable {
    /// The times of day, sorted, each once.
    public let times: [TimeOfDay]
    public let window: TimeSpan
    /// The painlog binary, by absolute path.
    public let binary: String
    /// The diary, by absolute path.
    public let database: String

    /// - Throws: a usage error when a path is not absolute or holds a control character, which no
    ///   unit file or crontab line could carry.
    public init(times: [TimeOfDay], window: TimeSpan, binary: String, database: String) throws(PainlogError) {
        for (what, path) in [("the painlog binary", binary), ("the diary", database)] {
            guard path.hasPrefix("/"),
                !path.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
            else {
                throw .usage(
                    "cannot set up a reminder for \(what) at '\(path)': it needs an absolute path without control characters"
                )
            }
        }
        self.times = Array(Set(times)).sorted()
        self.window = window
        self.binary = binary
        self.database = database
    }
}
