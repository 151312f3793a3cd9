/// What `remind status` found of one of painlog's unit files.
public struct ReminderUnitStatus: Sendable, Equatable {
    public enum State: String, Sendable, Equatable {
        /// No file of that name.
        case notInstalled = "not_installed"
        /// A file painlog wrote.
        case installed
        /// A file of that name that painlog did not write.
        case notPainlogs = "not_painlogs"
    }

    public let name: String
    public let path: String
    public let state: State
    /// The times it fires at (`OnCalendar`) and what it runs (`ExecStart`), for a file painlog wrote.
    public let times: [String]
    public let commands: [String]

    public init(name: String, path: String, state: State, times: [String] = [], commands: [String] = []) {
        self.name = name
        self.path = path
        self.state = state
        self.times = times
        self.commands = commands
    }

    /// `remind status --json`: `{"installed", "folder", "units": [{"name", "path", "state", "at", "runs"}]}`.
    public static func json(_ units: [ReminderUnitStatus], folder: String) -> JSONValue {
        var items: [JSONValue] = []
        for unit in units {
            items.append(
                .object([
                    ("name", .string(unit.name)), ("path", .string(unit.path)), ("state", .string(unit.state.rawValue)),
                    ("at", .array(unit.times.map { .string($0) })), ("runs", .array(unit.commands.map { .string($0) })),
                ]))
        }
        return .object([
            ("installed", .bool(units.contains { $0.state == .installed })), ("folder", .string(folder)),
            ("units", .array(items)),
        ])
    }
}
