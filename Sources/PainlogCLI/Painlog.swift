import ArgumentParser

/// The root command: `painlog [--db PATH] [--no-color] <command>`.
struct Painlog: TaskCommand {
    /// painlog's version, as `painlog --version` prints it.
    static let version = "0.2.0"

    static var configuration: CommandConfiguration {
        ParseShortcut.isLean ? leanConfiguration : fullConfiguration
    }

    /// The configuration while `ParseShortcut` parses a command line that asks for no help.
    ///
    /// A name above the root is the one thing that makes ArgumentParser skip its
    /// `--generate-completion-script` check, and `-h` as the only help name spares it making the
    /// names of hidden help (`--help-hidden`) by printing an enum. Help, usage and error messages
    /// are never made with it.
    private static let leanConfiguration: CommandConfiguration = {
        var configuration = fullConfiguration
        configuration._superCommandName = "painlog"
        configuration.helpNames = [.short]
        return configuration
    }()

    private static let fullConfiguration = CommandConfiguration(
        commandName: "painlog",
        abstract: "A pain diary for the shell: log how much it hurts, where and when, and see the pattern.",
        usage: "painlog [<options>] [<command>]",
        discussion: """
            With no command, painlog shows today's entries, the last 7 days and your most frequent area. Short \
            forms: 'painlog 7 -a head' is 'painlog log 7 --area head'; 'painlog log' alone asks, on a terminal.

            The diary lives in --db PATH, else $PAINLOG_DB, else $XDG_DATA_HOME/painlog/painlog.sqlite, else \
            ~/.local/share/painlog/painlog.sqlite.

            Exit status: 0 success, 1 failure, 64 usage error, 65 bad import data, 66 unreadable input.
            """,
        version: "painlog \(version)",
        subcommands: [
            Log.self, List.self, Show.self, Edit.self, Delete.self, Undo.self, Export.self, Import.self, Stats.self,
            Calendar.self, Areas.self, Tags.self, Meds.self, Impact.self, Report.self, Sync.self, Migrate.self,
            Due.self, Remind.self, Completion.self, DashboardCommand.self,
        ])

    @OptionGroup var global: GlobalOptions

    /// `painlog` alone shows the dashboard.
    func task() -> AppTask { .onDiary(DashboardFlow()) }

    /// `painlog dashboard`, which `painlog --json` is short for: what `painlog` alone shows.
    struct DashboardCommand: TaskCommand {
        static let configuration = CommandConfiguration(
            commandName: "dashboard",
            abstract: "Today, the last 7 days, the most frequent area and any overuse: what 'painlog' alone shows.",
            usage: "painlog dashboard [<options>]",
            discussion: "'painlog --json' is 'painlog dashboard --json'. It never creates a diary.")

        @OptionGroup var global: GlobalOptions

        @OptionGroup var output: TableOrJSONOptions

        func task() -> AppTask { .onDiary(DashboardFlow(json: output.isJSON)) }
    }
}
