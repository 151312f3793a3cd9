import ArgumentParser

extension Painlog {
    /// `painlog undo`: reverts the most recent change.
    struct Undo: OutputOptions {
        static let configuration = CommandConfiguration(
            commandName: "undo",
            abstract: "Revert the most recent log, edit, delete, import, rename or impact; repeat to go further back.",
            usage: "painlog undo [<options>]",
            discussion: "painlog keeps the last 100 changes. Example: painlog undo --list")

        @OptionGroup var global: GlobalOptions

        @Flag(help: "List the changes that can be undone, newest first, without undoing anything.")
        var list = false

        @Option(help: OutputHelp.tableOrJSON) var format: TableOrJSON?
        @Flag(help: OutputHelp.json) var json = false

        func validate() throws {
            try validateOutput()
            if isJSON && !list { throw ValidationError("--json (--format json) goes with --list; give both") }
        }

        func task() -> AppTask { .onDiary(UndoFlow(listOnly: list, json: isJSON)) }
    }
}
