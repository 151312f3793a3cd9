import ArgumentParser
import PainlogDomain

extension Painlog {
    /// `painlog remind`: reminders on a timer, which fire only when nothing was logged.
    struct Remind: CommandGroup {
        static let configuration = CommandConfiguration(
            commandName: "remind",
            abstract: "Set up a reminder that fires only when nothing was logged (systemd user timer or cron).",
            subcommands: RegisteredCommand.commands(members))

        static let members: [RegisteredCommand] = [.task(Install.self), .task(Status.self), .task(Uninstall.self)]
    }
}

extension Painlog.Remind {
    /// `painlog remind install --at HH:MM ...`.
    struct Install: TaskCommand {
        static let configuration = CommandConfiguration(
            commandName: "install",
            abstract: "Write a systemd user timer that runs 'painlog due --notify' on this diary at these times.",
            usage: "painlog remind install [<options>]",
            discussion: """
                Writes painlog-remind.timer and painlog-remind.service to $XDG_CONFIG_HOME/systemd/user (default \
                ~/.config/systemd/user), and prints the systemctl line that enables them. A unit there that painlog \
                did not write is never overwritten.

                Example: painlog remind install --at 09:00 --at 21:00 --within 6h
                """)

        @OptionGroup var global: GlobalOptions

        @Option(
            parsing: .unconditionalSingleValue,
            help: ArgumentHelp("A time of day, HH:MM on a 24-hour clock (repeatable).", valueName: "time"))
        var at: [String] = []

        @Option(
            parsing: .unconditional,
            help: ArgumentHelp("Remind when nothing was logged in this long: 30m, 4h, 1d.", valueName: "duration"))
        var within: String = "4h"

        @Flag(help: "Print crontab lines instead, and write nothing.")
        var cron = false

        func validate() throws {
            guard !at.isEmpty else {
                throw ValidationError("remind install needs at least one --at time; use \(TimeOfDay.acceptedForms)")
            }
            for time in at where TimeOfDay(time) == nil {
                throw ValidationError("--at '\(time)' is not a time of day; use \(TimeOfDay.acceptedForms)")
            }
            guard TimeSpan(within) != nil else {
                throw ValidationError("--within '\(within)' is not a duration; use \(TimeSpan.acceptedForms)")
            }
        }

        func task() -> AppTask {
            .besideDiary(
                RemindInstallFlow(
                    times: at.compactMap(TimeOfDay.init), window: TimeSpan(within) ?? .defaultDueWindow, cron: cron))
        }
    }

    /// `painlog remind status`.
    struct Status: OutputOptions {
        static let configuration = CommandConfiguration(
            commandName: "status", abstract: "Show the reminder that is installed, if any.",
            usage: "painlog remind status [<options>]")

        @OptionGroup var global: GlobalOptions

        @Option(help: OutputHelp.tableOrJSON) var format: TableOrJSON?
        @Flag(help: OutputHelp.json) var json = false

        func task() -> AppTask { .besideDiary(RemindStatusFlow(json: isJSON)) }
    }

    /// `painlog remind uninstall`.
    struct Uninstall: TaskCommand {
        static let configuration = CommandConfiguration(
            commandName: "uninstall", abstract: "Remove painlog's reminder timer and service.",
            usage: "painlog remind uninstall [<options>]")

        @OptionGroup var global: GlobalOptions

        func task() -> AppTask { .besideDiary(RemindUninstallFlow()) }
    }
}
