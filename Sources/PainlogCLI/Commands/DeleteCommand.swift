import ArgumentParser

extension Painlog {
    /// `painlog delete ID...`: removes entries, all or nothing.
    struct Delete: TaskCommand {
        static let configuration = CommandConfiguration(
            commandName: "delete",
            abstract: "Delete entries (all or nothing); 'painlog undo' brings them back.",
            usage: "painlog delete [<options>] [<id> ...]",
            discussion: """
                On a terminal painlog shows the entries and asks first; --yes skips the question. Without a \
                terminal (in a script) --yes is required. An id may be last: the entry with the latest time.

                Example: painlog delete 12 14 --yes
                """)

        @OptionGroup var global: GlobalOptions

        @Argument(help: ArgumentHelp("The ids of the entries to delete.", valueName: "id"))
        var ids: [EntryIDArgument] = []

        static var positionalValue: (any PositionalValue.Type)? { EntryIDArgument.self }

        @Flag(name: [.short, .long], help: "Delete without asking.")
        var yes = false

        func validate() throws {
            if ids.isEmpty {
                throw ValidationError("give the id of at least one entry to delete, e.g. 'painlog delete 12'")
            }
        }

        func task() -> AppTask { .onDiary(DeleteFlow(ids: ids.map(\.text), confirmed: yes)) }
    }
}
