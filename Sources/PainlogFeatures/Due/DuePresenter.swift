public import PainlogDomain

/// The one line `painlog due` prints (and `--notify` sends) when a reminder is due.
public enum DuePresenter {
    /// The title of the desktop notification.
    public static let notificationTitle = "painlog"

    /// The reminder, ending in the command to log with, written by `hints`.
    public static func line(for check: DueCheck, hints: (CommandHint) -> String) -> String {
        "Nothing logged in the last \(check.window.text): how much does it hurt now? " + hints(.logNow)
    }
}
