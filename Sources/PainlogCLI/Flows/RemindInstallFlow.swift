import PainlogDomain
import PainlogFeatures
import PainlogSystem

/// `painlog remind install`: writes the timer and its service (or prints crontab lines), never
/// overwriting a unit painlog did not write.
struct RemindInstallFlow: BesideDiaryFlow {
    let times: [TimeOfDay]
    let window: TimeSpan
    /// Print crontab lines and write nothing.
    let cron: Bool

    func run(diaryPath: String, view: TerminalView, environment: AppEnvironment) throws {
        let schedule = try ReminderSchedule(
            times: times, window: window, binary: try ReminderLocation.runningBinary(),
            database: try ReminderLocation.absolute(diaryPath))
        if cron {
            let lines = ReminderCronLines.lines(
                for: schedule, command: ReminderCommandLine.arguments(for: schedule), userID: CurrentProcess.userID)
            view.write(lines.map { $0 + "\n" }.joined())
            return
        }
        let folder = UnitFileFolder(path: try ReminderLocation.unitFolder(variables: environment.variables))
        let command = ReminderCommandLine.arguments(for: schedule)
        let marker = ReminderCommandLine.marker
        let units = [
            (ReminderUnits.serviceName, ReminderUnits.service(for: schedule, command: command, marker: marker)),
            (ReminderUnits.timerName, ReminderUnits.timer(for: schedule, marker: marker)),
        ]
        // Both names are checked before either is written: a refusal leaves nothing half done.
        var ours: Set<String> = []
        for (name, _) in units {
            switch folder.existing(name) {
            case .nothing: break
            case .file(let text) where ReminderUnits.isOurs(text, marker: ReminderCommandLine.marker): ours.insert(name)
            case .file, .other:
                throw PainlogError.failure(
                    "\(folder.file(name)) exists and was not written by painlog; painlog leaves it alone (move it away first)"
                )
            }
        }
        for (name, text) in units {
            try folder.write(text, as: name, replacing: ours.contains(name))
        }
        let when = schedule.times.map(\.text).joined(separator: ", ")
        view.write(
            """
            Wrote \(folder.file(ReminderUnits.timerName)) and \(ReminderUnits.serviceName): at \(when), \
            a notification when nothing was logged in the last \(schedule.window.text).
            Enable them with:
            \(ReminderUnits.enableCommand)

            """)
    }
}
