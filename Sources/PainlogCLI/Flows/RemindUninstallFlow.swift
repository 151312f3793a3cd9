import PainlogDomain
import PainlogFeatures
import PainlogSystem

/// `painlog remind uninstall`: removes painlog's timer and service (and the link that enabled the
/// timer), and never a unit painlog did not write.
struct RemindUninstallFlow: BesideDiaryFlow {
    func run(diaryPath: String, view: TerminalView, environment: AppEnvironment) throws {
        let folder = UnitFileFolder(path: try ReminderLocation.unitFolder(variables: environment.variables))
        var removable: [String] = []
        for name in [ReminderUnits.timerName, ReminderUnits.serviceName] {
            switch folder.existing(name) {
            case .nothing: break
            case .file(let text) where ReminderUnits.isOurs(text, marker: ReminderCommandLine.marker):
                removable.append(name)
            case .file, .other:
                throw PainlogError.failure(
                    "\(folder.file(name)) was not written by painlog; painlog leaves it alone and removed nothing")
            }
        }
        guard !removable.isEmpty else {
            view.write("No painlog reminder is installed in \(folder.path).\n")
            return
        }
        // `systemctl --user enable` links the timer here; a link to our removed file would dangle.
        let enabled = UnitFileFolder(path: folder.path + "/timers.target.wants")
        if FileStatus(ofLink: enabled.file(ReminderUnits.timerName))?.kind == .symbolicLink {
            try enabled.remove(ReminderUnits.timerName)
        }
        for name in removable { try folder.remove(name) }
        view.write(
            """
            Removed \(removable.map(folder.file).joined(separator: " and ")).
            Stop a running timer with:
            \(ReminderUnits.stopCommand)

            """)
    }
}
