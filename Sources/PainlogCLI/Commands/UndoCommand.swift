import ArgumentParser

extension Painlog {
    /// `painlog undo`: reverts the most recent change.
    struct Undo: TaskCommand {
        static let configuration = CommandConfiguration(
            commandName: "undo",
            abstract: "Revert the most recent log, edit, delete, import, rename or impact; repeat to go further back.",
            discussion: "painlog keeps the last 100 changes. Example: painlog undo --list")

        @OptionGroup var global: GlobalOptions

        @Flag(help: "List the changes that can be undone, newest first, without undoing anything.")
        var list = false

        func task() -> AppTask { .onDiary(UndoFlow(listOnly: list)) }
    }
}
