import PainlogDomain
import PainlogFeatures

/// `painlog due`: one line and exit 0 when nothing was logged within the window, silence and
/// exit 1 otherwise, so `painlog due && …` works in any script.
///
/// It opens the diary read-only and never creates one: a timer must not leave an empty diary
/// behind, and "no diary yet" is "nothing logged".
struct DueFlow: ReadingDiaryFlow {
    let window: TimeSpan
    /// Also send the line as a desktop notification.
    let notify: Bool
    /// Print the check as JSON, due or not (the exit status says the same).
    var json = false

    func run(_ diary: Diary?, view: TerminalView, environment: AppEnvironment) throws {
        let check = try DueInteractor(store: diary?.entries, calendar: environment.calendar).check(within: window)
        if json {
            view.writeJSON(DuePresenter.json(check))
            if !check.isDue {
                try view.flush()
                throw QuietExit(status: 1)
            }
            return
        }
        guard check.isDue else { throw QuietExit(status: 1) }
        let line = DuePresenter.line(for: check, hints: CommandHintText.text)
        view.write(line + "\n")
        if notify {
            DesktopNotifier(variables: environment.variables).notify(title: DuePresenter.notificationTitle, body: line)
        }
    }
}
