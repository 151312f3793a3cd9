public import PainlogDomain

/// The one line `painlog due` prints (and `--notify` sends) when a reminder is due.
public enum DuePresenter {
    /// The title of the desktop notification.
    public static let notificationTitle = "painlog"

    /// `due --json`: `{"due": true, "within": "4h", "within_seconds": 14400}`.
    public static func json(_ check: DueCheck) -> JSONValue {
        .object([
            ("due", .bool(check.isDue)), ("within", .string(check.window.text)),
            ("within_seconds", .number(String(check.window.seconds))),
        ])
    }

    /// The reminder, ending in the command to log with, written by `hints`.
    public static func line(for check: DueCheck, hints: (CommandHint) -> String) -> String {
        "Nothing logged in the last \(check.window.text): how much does it hurt now? " + hints(.logNow)
    }
}
