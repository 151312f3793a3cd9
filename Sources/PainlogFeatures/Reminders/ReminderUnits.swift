public import PainlogDomain

/// The systemd user units behind `remind install` (a timer, and the service it starts), as text,
/// and how to read painlog's own units back.
///
/// Pure: writing them is the CLI's business.
public enum ReminderUnits {
    public static let timerName = "painlog-remind.timer"
    public static let serviceName = "painlog-remind.service"

    /// The first line of every unit painlog writes, naming the commands that write and remove it
    /// (the CLI spells them).
    ///
    /// A unit without it is someone else's, and is never overwritten or removed.
    public static func marker(installCommand: String, uninstallCommand: String) -> String {
        "# Written by painlog (\(installCommand)); \(uninstallCommand) removes it."
    }

    /// The line that loads and starts the timer once the files are in place.
    public static let enableCommand =
        "systemctl --user daemon-reload && systemctl --user enable --now painlog-remind.timer"

    /// The line that stops a timer whose files were removed.
    public static let stopCommand = "systemctl --user stop painlog-remind.timer; systemctl --user daemon-reload"

    /// The service that runs `command` (the binary and its arguments, as the CLI spells the
    /// schedule's check) once; `marker` is its first line.
    public static func service(for schedule: ReminderSchedule, command: [String], marker: String) -> String {
        let command = command.map(quotedForExec).joined(separator: " ")
        return """
            \(marker)
            [Unit]
            Description=painlog: remind to log pain when nothing was logged in the last \(schedule.window.text)

            [Service]
            Type=oneshot
            ExecStart=\(command)
            # painlog due exits 1 when something was logged: nothing to remind, not a failure.
            SuccessExitStatus=1

            """
    }

    /// The timer that starts the service at the schedule's times; `marker` is its first line.
    public static func timer(for schedule: ReminderSchedule, marker: String) -> String {
        let calendar = schedule.times.map { "OnCalendar=" + calendarExpression($0) }.joined(separator: "\n")
        return """
            \(marker)
            [Unit]
            Description=painlog: reminder times (\(schedule.times.map(\.text).joined(separator: ", ")))

            [Timer]
            \(calendar)
            Unit=\(serviceName)

            [Install]
            WantedBy=timers.target

            """
    }

    /// `*-*-* 09:00:00`: every day at that local time.
    public static func calendarExpression(_ time: TimeOfDay) -> String {
        "*-*-* \(time.text):00"
    }

    /// Whether `text` is a unit painlog wrote: its first line is `marker`.
    public static func isOurs(_ text: String, marker: String) -> Bool {
        text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) == marker
    }

    /// The values of one key (`OnCalendar`, `ExecStart`) in a unit's text, in order.
    public static func values(of key: String, in text: String) -> [String] {
        text.split(separator: "\n").compactMap { line in
            line.hasPrefix(key + "=") ? String(line.dropFirst(key.count + 1)) : nil
        }
    }

    /// One word of `ExecStart=`, in double quotes, so that spaces, quotes, backslashes and systemd's
    /// `%` specifiers and `$` variables in a path are taken literally.
    static func quotedForExec(_ word: String) -> String {
        var quoted = "\""
        for character in word {
            switch character {
            case "\\": quoted += "\\\\"
            case "\"": quoted += "\\\""
            case "%": quoted += "%%"
            case "$": quoted += "$$"
            default: quoted.append(character)
            }
        }
        return quoted + "\""
    }
}
