import ArgumentParser

/// The root command: `painlog [--db PATH] [--no-color] <command>`.
struct Painlog: TaskCommand, CommandGroup {
    /// painlog's release, as `painlog --version` prints it: the one place it is written (CHANGELOG.md
    /// names it in a heading, which `ChangelogTests` checks).
    static let version = "0.4.0"

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
        subcommands: RegisteredCommand.commands(members))

    /// The commands, in the order help lists them.
    ///
    /// The one registration of each command (a group registers its own members): the command tree
    /// and `TaskCommands.all` are both made from it.
    static let members: [RegisteredCommand] = [
        .task(Log.self), .task(List.self), .task(Show.self), .task(Edit.self), .task(Delete.self), .task(Undo.self),
        .task(Export.self), .task(Import.self), .task(Stats.self), .task(Calendar.self), .group(Areas.self),
        .group(Tags.self), .group(Meds.self), .group(Conditions.self), .group(CourseGroup.self),
        .task(CoursesList.self), .task(Impact.self), .task(Report.self), .task(Sync.self), .task(Migrate.self),
        .task(Due.self), .group(Remind.self), .group(Key.self), .utility(Completion.self),
        .task(DashboardCommand.self),
    ]

    @OptionGroup var global: GlobalOptions

    /// `painlog` alone shows the dashboard.
    func task() -> AppTask { .onDiary(DashboardFlow()) }

    /// `painlog dashboard`, which `painlog --json` is short for: what `painlog` alone shows.
    struct DashboardCommand: OutputOptions {
        static let configuration = CommandConfiguration(
            commandName: "dashboard",
            abstract: "Today, the last 7 days, the most frequent area and any overuse: what 'painlog' alone shows.",
            usage: "painlog dashboard [<options>]",
            discussion: "'painlog --json' is 'painlog dashboard --json'. It never creates a diary.")

        @OptionGroup var global: GlobalOptions

        @Option(help: OutputHelp.tableOrJSON) var format: TableOrJSON?
        @Flag(help: OutputHelp.json) var json = false

        func task() -> AppTask { .onDiary(DashboardFlow(json: isJSON)) }
    }
}
