import PainlogDomain
import PainlogFeatures

/// `painlog remind status`: what is installed, and whether painlog wrote it.
struct RemindStatusFlow: BesideDiaryFlow {
    /// `--json`: the units as JSON.
    var json = false

    func run(diaryPath: String, view: TerminalView, environment: AppEnvironment) throws {
        let folder = UnitFileFolder(path: try ReminderLocation.unitFolder(variables: environment.variables))
        var units: [ReminderUnitStatus] = []
        for name in [ReminderUnits.timerName, ReminderUnits.serviceName] {
            switch folder.existing(name) {
            case .nothing:
                units.append(ReminderUnitStatus(name: name, path: folder.file(name), state: .notInstalled))
            case .file(let text) where ReminderUnits.isOurs(text, marker: ReminderCommandLine.marker):
                units.append(
                    ReminderUnitStatus(
                        name: name, path: folder.file(name), state: .installed,
                        times: ReminderUnits.values(of: "OnCalendar", in: text),
                        commands: ReminderUnits.values(of: "ExecStart", in: text)))
            case .file, .other:
                units.append(ReminderUnitStatus(name: name, path: folder.file(name), state: .notPainlogs))
            }
        }
        if json {
            view.writeJSON(ReminderUnitStatus.json(units, folder: folder.path))
            return
        }
        var lines: [String] = []
        for unit in units {
            switch unit.state {
            case .notInstalled:
                lines.append("\(unit.name): not installed")
            case .installed:
                lines.append("\(unit.name): \(unit.path)")
                for time in unit.times { lines.append("  at    \(time)") }
                for command in unit.commands { lines.append("  runs  \(command)") }
            case .notPainlogs:
                lines.append("\(unit.name): \(unit.path) was not written by painlog")
            }
        }
        if !units.contains(where: { $0.state == .installed }) {
            lines.append(
                "No painlog reminder in \(folder.path); set one up with: painlog remind install --at 09:00 --at 21:00")
        }
        view.show(lines.map { StyledLine(DisplayText.sanitized($0, singleLine: true)) })
    }
}
