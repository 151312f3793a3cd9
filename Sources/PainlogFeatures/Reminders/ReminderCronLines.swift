import PainlogDomain

/// `remind install --cron`: crontab lines for the same schedule, for systems without systemd.
public enum ReminderCronLines {
    /// - Parameters:
    ///   - command: the binary and its arguments, as the CLI spells the schedule's check.
    ///   - userID: the user's id, for the session bus `notify-send` needs: cron runs jobs
    ///     without the desktop session's environment.
    public static func lines(for schedule: ReminderSchedule, command: [String], userID: UInt32) -> [String] {
        let command = command.map(quotedForCron).joined(separator: " ")
        let bus = "DBUS_SESSION_BUS_ADDRESS=unix:path=/run/user/\(userID)/bus"
        return ["# painlog reminders (add with: crontab -e)"]
            + schedule.times.map { "\($0.minute) \($0.hour) * * * \(bus) \(command)" }
    }

    /// One shell word in single quotes; cron takes an unescaped `%` for a newline, so it is escaped.
    static func quotedForCron(_ word: String) -> String {
        var quoted = "'"
        for character in word {
            switch character {
            case "'": quoted += "'\\''"
            case "%": quoted += "\\%"
            default: quoted.append(character)
            }
        }
        return quoted + "'"
    }
}
