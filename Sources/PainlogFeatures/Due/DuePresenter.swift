import PainlogDomain

/// The one line `painlog due` prints (and `--notify` sends) when a reminder is due.
public enum DuePresenter {
    /// The title of the desktop notification.
    public static let notificationTitle = "painlog"

    public static func line(for check: DueCheck) -> String {
        "Nothing logged in the last \(check.window.text): how much does it hurt now? painlog log 0-10"
    }
}
