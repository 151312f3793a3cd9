import ArgumentParser

extension Painlog {
    /// `painlog show ID`: one entry in full.
    struct Show: TaskCommand {
        static let configuration = CommandConfiguration(
            commandName: "show", abstract: "Show one entry in full.", usage: "painlog show [<options>] <id>",
            discussion: """
                ID may be last: the entry with the latest time.

                Example: painlog show 12
                """)

        @OptionGroup var global: GlobalOptions

        @Argument(
            help: ArgumentHelp("The entry's id, as 'painlog list' shows it, or last (the latest).", valueName: "id"))
        var id: EntryIDArgument

        static var positionalValue: (any PositionalValue.Type)? { EntryIDArgument.self }

        @Flag(help: "Print the entry as a JSON object.")
        var json = false

        func task() -> AppTask { .onDiary(ShowFlow(id: id.text, json: json)) }
    }
}
