import ArgumentParser
import PainlogDomain
import PainlogFeatures

/// How a reminder's check is spelled as a command line, and the commands named in the units'
/// marker: the flags and command words are the CLI's, so Features hands over values only.
enum ReminderCommandLine {
    /// The argv the unit or crontab runs: the binary, then `--db DIARY due --within WINDOW --notify`.
    static func arguments(for schedule: ReminderSchedule) -> [String] {
        [
            schedule.binary, "--db", schedule.database, commandName(Painlog.Due.self),
            "--within", schedule.window.text, "--notify",
        ]
    }

    /// The first line of every unit painlog writes, naming `painlog remind install` and `uninstall`.
    static var marker: String {
        let remind = "painlog " + commandName(Painlog.Remind.self)
        return ReminderUnits.marker(
            installCommand: remind + " " + commandName(Painlog.Remind.Install.self),
            uninstallCommand: remind + " " + commandName(Painlog.Remind.Uninstall.self))
    }

    /// A command's word as its definition names it, so a rename reaches the units too.
    private static func commandName(_ command: any ParsableCommand.Type) -> String {
        command.configuration.commandName ?? ""
    }
}
