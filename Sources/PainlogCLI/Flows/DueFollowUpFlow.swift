import PainlogDomain
import PainlogFeatures

/// `painlog due --follow-up UID`: the reminder `log … --follow-up` scheduled.
///
/// Two hours after the dose it asks for the pain now, on stdout and as a desktop notification, with the command that
/// logs it; it says nothing (and exits 0) when the follow-up is in the diary already or the entry
/// is gone, since a scheduler cannot take a reminder back when the entry is deleted.
///
/// It opens the diary read-only and never creates one.
struct DueFollowUpFlow: ReadingDiaryFlow {
    /// The entry's uid.
    let uid: String
    /// `--db` as given, to name the same diary in the command that logs the pain.
    let databaseOption: String?

    func run(_ diary: Diary?, view: TerminalView, environment: AppEnvironment) throws {
        guard let diary else { return }
        let check = FollowUpCheckInteractor(
            entries: diary.entries, conditions: diary.conditions, statistics: diary.nameStatistics,
            calendar: environment.calendar)
        guard case .awaiting(let question) = try check.state(of: uid) else { return }
        let database = try DatabaseLocation.resolve(option: databaseOption, variables: environment.variables)
        let logCommand = FollowUpCommandLine.logCommand(
            area: question.area, database: database, variables: environment.variables)
        let line = FollowUpReminderPresenter.reminderLine(question, logCommand: logCommand)
        view.write(line + "\n")
        DesktopNotifier(variables: environment.variables).notify(title: DuePresenter.notificationTitle, body: line)
    }
}
