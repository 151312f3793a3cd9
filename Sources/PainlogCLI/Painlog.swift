import ArgumentParser

/// The root command: `painlog [--db PATH] [--no-color] <command>`.
struct Painlog: ParsableCommand {
    /// painlog's version, as `painlog --version` prints it.
    static let version = "0.1.0"

    static let configuration = CommandConfiguration(
        commandName: "painlog",
        abstract: "A pain diary for the shell: log how much it hurts, where and when, and see the pattern.",
        discussion: """
            The diary lives in --db PATH, else $PAINLOG_DB, else $XDG_DATA_HOME/painlog/painlog.sqlite,
            else ~/.local/share/painlog/painlog.sqlite.
            Exit status: 0 success, 1 failure, 64 usage error, 65 bad import data, 66 unreadable input.
            """,
        version: "painlog \(version)",
        subcommands: [Log.self, List.self, Show.self, Edit.self, Delete.self, Undo.self, Export.self, Import.self, Migrate.self])

    @OptionGroup var global: GlobalOptions
}
