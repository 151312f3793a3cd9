import ArgumentParser

extension Painlog {
    /// `painlog show ID`: one entry in full.
    struct Show: OutputOptions {
        static let configuration = CommandConfiguration(
            commandName: "show", abstract: "Show one entry in full.", usage: "painlog show [<options>] <id>",
            discussion: """
                ID may be last: the entry with the latest time.

                With --history, also the earlier values of its fields that sync set aside: a value \
                another diary's later change replaced, or one that lost to a later change made here \
                (the last 20 per field), each with when it was written and by which diary.

                Example: painlog show 12
                Example: painlog show 12 --history
                """)

        @OptionGroup var global: GlobalOptions

        @Argument(
            help: ArgumentHelp("The entry's id, as 'painlog list' shows it, or last (the latest).", valueName: "id"))
        var id: EntryIDArgument

        static var positionalValue: (any PositionalValue.Type)? { EntryIDArgument.self }

        @Option(help: OutputHelp.tableOrJSON) var format: TableOrJSON?
        @Flag(help: "Print the entry as a JSON object (the same as --format json).")
        var json = false

        @Flag(help: "Also list the earlier values of its fields that sync set aside.")
        var history = false

        func task() -> AppTask { .onDiary(ShowFlow(id: id.text, json: isJSON, history: history)) }
    }
}
