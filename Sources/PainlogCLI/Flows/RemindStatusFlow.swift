import PainlogDomain
import PainlogFeatures

/// `painlog remind status`: what is installed, and whether painlog wrote it.
struct RemindStatusFlow: BesideDiaryFlow {
    func run(diaryPath: String, view: TerminalView, environment: AppEnvironment) throws {
        let folder = UnitFileFolder(path: try ReminderLocation.unitFolder(variables: environment.variables))
        var lines: [String] = []
        var installed = false
        for name in [ReminderUnits.timerName, ReminderUnits.serviceName] {
            switch folder.existing(name) {
            case .nothing:
                lines.append("\(name): not installed")
            case .file(let text) where ReminderUnits.isOurs(text, marker: ReminderCommandLine.marker):
                installed = true
                lines.append("\(name): \(folder.file(name))")
                for time in ReminderUnits.values(of: "OnCalendar", in: text) {
                    lines.append("  at    \(time)")
                }
                for command in ReminderUnits.values(of: "ExecStart", in: text) {
                    lines.append("  runs  \(command)")
                }
            case .file, .other:
                lines.append("\(name): \(folder.file(name)) was not written by painlog")
            }
        }
        if !installed {
            lines.append(
                "No painlog reminder in \(folder.path); set one up with: painlog remind install --at 09:00 --at 21:00")
        }
        view.show(lines.map { StyledLine(DisplayText.sanitized($0, singleLine: true)) })
    }
}
