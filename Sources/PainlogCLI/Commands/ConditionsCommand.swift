import ArgumentParser
import PainlogDomain
import PainlogFeatures

extension Painlog {
    /// `painlog conditions`: named groups of areas with a kind (issue 39).
    struct Conditions: CommandGroup {
        static let configuration = CommandConfiguration(
            commandName: "conditions",
            abstract: "List conditions (named groups of areas: migraine, headache or pain), or add and change them.",
            subcommands: RegisteredCommand.commands(members),
            defaultSubcommand: ConditionsList.self)

        static let members: [RegisteredCommand] = [
            .task(ConditionsList.self), .task(ConditionsShow.self), .task(ConditionsAdd.self),
            .task(ConditionsEdit.self), .task(ConditionsRename.self), .task(ConditionsRemove.self),
        ]
    }

    /// `painlog conditions` / `painlog conditions list`.
    struct ConditionsList: OutputOptions {
        static let configuration = CommandConfiguration(
            commandName: "list", abstract: "Every condition with its kind, areas, entries and when it was last logged.",
            usage: "painlog conditions list [<options>]",
            discussion: "Example: painlog conditions --format json")

        @OptionGroup var global: GlobalOptions

        @Option(help: OutputHelp.tableOrJSON) var format: TableOrJSON?
        @Flag(help: OutputHelp.json) var json = false

        func task() -> AppTask { .onDiary(ConditionsFlow(action: .list, json: isJSON)) }
    }

    /// `painlog conditions show NAME`.
    struct ConditionsShow: OutputOptions {
        static let configuration = CommandConfiguration(
            commandName: "show", abstract: "One condition: its kind, areas, entries and when it was last logged.",
            usage: "painlog conditions show [<options>] <name>",
            discussion: "Example: painlog conditions show migraine")

        @OptionGroup var global: GlobalOptions

        @Argument(help: ArgumentHelp("The condition's name.", valueName: "name")) var name: String

        @Option(help: OutputHelp.tableOrJSON) var format: TableOrJSON?
        @Flag(help: OutputHelp.json) var json = false

        func task() -> AppTask { .onDiary(ConditionsFlow(action: .show(name), json: isJSON)) }
    }

    /// `painlog conditions add NAME --kind K --area A...`.
    struct ConditionsAdd: TaskCommand {
        static let configuration = CommandConfiguration(
            commandName: "add", abstract: "Add a condition: a name, a kind and its areas. One undo step.",
            usage: "painlog conditions add [<options>] <name>",
            discussion: """
                Kinds: migraine (headache and migraine days), headache (other headache disorders: headache days), \
                pain (back pain, arthritis: pain days). An area is in one condition at most. With migraine, keep one \
                migraine condition for every headache you have.

                Example: painlog conditions add migraine --kind migraine --area head --area neck
                """)

        @OptionGroup var global: GlobalOptions

        @Argument(help: ArgumentHelp("The new condition's name.", valueName: "name")) var name: String

        @Option(help: ArgumentHelp("migraine, headache or pain.", valueName: "kind")) var kind: String

        @Option(
            name: .shortAndLong, parsing: .unconditionalSingleValue,
            help: ArgumentHelp("An area of the condition (repeatable).", valueName: "area"), completion: .areaNames)
        var area: [String] = []

        func validate() throws {
            do {
                _ = try ConditionKind(parsing: kind)
            } catch {
                throw ValidationError(error.message)
            }
        }

        func task() -> AppTask { .onDiary(ConditionsFlow(action: .add(name, kind: kind, areas: area), json: false)) }
    }

    /// `painlog conditions edit NAME [--add-area A]... [--remove-area A]... [--kind K]`.
    struct ConditionsEdit: TaskCommand {
        static let configuration = CommandConfiguration(
            commandName: "edit",
            abstract: "Add areas to a condition, take areas out, or change its kind. One undo step.",
            usage: "painlog conditions edit [<options>] <name>",
            discussion: "Example: painlog conditions edit migraine --add-area face --remove-area neck")

        @OptionGroup var global: GlobalOptions

        @Argument(help: ArgumentHelp("The condition's name.", valueName: "name")) var name: String

        @Option(
            parsing: .unconditionalSingleValue, help: ArgumentHelp("Add an area (repeatable).", valueName: "area"),
            completion: .areaNames)
        var addArea: [String] = []

        @Option(
            parsing: .unconditionalSingleValue,
            help: ArgumentHelp("Take an area out; it becomes unassigned (repeatable).", valueName: "area"),
            completion: .areaNames)
        var removeArea: [String] = []

        @Option(help: ArgumentHelp("A new kind: migraine, headache or pain.", valueName: "kind")) var kind: String?

        func validate() throws {
            do {
                if let kind { _ = try ConditionKind(parsing: kind) }
            } catch {
                throw ValidationError(error.message)
            }
        }

        func task() -> AppTask {
            .onDiary(
                ConditionsFlow(action: .edit(name, add: addArea, remove: removeArea, kind: kind), json: false))
        }
    }

    /// `painlog conditions rename OLD NEW`.
    struct ConditionsRename: TaskCommand {
        static let configuration = CommandConfiguration(
            commandName: "rename", abstract: "Rename a condition. One undo step.",
            usage: "painlog conditions rename [<options>] <old> <new>",
            discussion: "Names compare case-insensitively. Example: painlog conditions rename headaches migraine")

        @OptionGroup var global: GlobalOptions

        @Argument(help: ArgumentHelp("The condition's current name.", valueName: "old")) var old: String
        @Argument(help: ArgumentHelp("Its new name.", valueName: "new")) var new: String

        func task() -> AppTask { .onDiary(ConditionsFlow(action: .rename(old, to: new), json: false)) }
    }

    /// `painlog conditions remove NAME`.
    struct ConditionsRemove: TaskCommand {
        static let configuration = CommandConfiguration(
            commandName: "remove",
            abstract: "Remove a condition; its entries and areas stay, its areas become unassigned. One undo step.",
            usage: "painlog conditions remove [<options>] <name>",
            discussion: "Example: painlog conditions remove back")

        @OptionGroup var global: GlobalOptions

        @Argument(help: ArgumentHelp("The condition's name.", valueName: "name")) var name: String

        func task() -> AppTask { .onDiary(ConditionsFlow(action: .remove(name), json: false)) }
    }
}
