import ArgumentParser
import PainlogDomain
import PainlogFeatures

extension Painlog {
    /// `painlog meds`: what was taken, how often, and what followed.
    struct Meds: CommandGroup {
        static let configuration = CommandConfiguration(
            commandName: "meds",
            abstract:
                "Per medication: doses, days used, last taken, the response, and overuse; or rename and merge them.",
            subcommands: RegisteredCommand.commands(members),
            defaultSubcommand: MedsList.self)

        static let members: [RegisteredCommand] = [.task(MedsList.self), .task(MedsRename.self), .task(MedsClass.self)]
    }

    /// `painlog meds` / `painlog meds list`.
    struct MedsList: OutputOptions {
        static let configuration = CommandConfiguration(
            commandName: "list",
            abstract: "Per medication (every dose together): doses, days used, last taken and the response.",
            usage: "painlog meds list [<options>]",
            discussion: """
                The period is the last 30 days unless told otherwise. The response pairs each entry above 0 that \
                carries the medication with the first entry 30 minutes to 4 hours later in a shared area, and \
                compares it with entries at the same pain in the same area without a dose (a median difference with \
                its 95% interval).

                Overuse is flagged from 15 days in the last 30 (simple analgesics, NSAIDs) or 10 (triptans, opioids, \
                ergots), as ICHD-3 counts it: information, not a diagnosis.

                Example: painlog meds --window 1h-3h
                """)

        @OptionGroup var global: GlobalOptions

        /// The period of the doses: the last 30 days unless told otherwise.
        enum Period: PeriodWording {
            static let since = "Doses at or after WHEN (default: 30 days ago)."
            static let until = "Doses at or before WHEN (default: now)."
        }

        @OptionGroup var period: PeriodOptions<Period>

        @Option(
            name: .shortAndLong, parsing: .unconditionalSingleValue,
            help: ArgumentHelp(
                "Doses and pairs in this area (repeatable: any of them); both entries of a pair share it.",
                valueName: "area"),
            completion: .areaNames)
        var area: [String] = []

        @Option(
            name: .shortAndLong, parsing: .unconditionalSingleValue,
            help: ArgumentHelp(
                "Doses and pairs of this condition's entries; overuse still counts every dose (repeatable: any of them).",
                valueName: "condition"))
        var condition: [String] = []

        @Option(
            parsing: .unconditional,
            help: ArgumentHelp("Where the later entry may lie (default 30m-4h).", valueName: "start-end"))
        var window: String?

        @Flag(
            help: ArgumentHelp(
                "Show acute-medication days by class in blocks of 30 days ending on the period's last day, and the "
                    + "thresholds reached."))
        var overuse = false

        @Option(help: OutputHelp.tableOrJSON) var format: TableOrJSON?
        @Flag(help: OutputHelp.json) var json = false

        func task() -> AppTask {
            let request = period.request
            let filter = EntryFilterRequest(
                since: request.since, until: request.until, areas: area, conditions: condition)
            return .onDiary(
                MedsFlow(filter: filter, window: window, json: isJSON, overuseOnly: overuse))
        }
    }

    /// `painlog meds rename OLD NEW`.
    struct MedsRename: TaskCommand {
        static let configuration = CommandConfiguration(
            commandName: "rename",
            abstract:
                "Rename a medication, keeping each dose; if NEW already exists, merge OLD into it. One undo step.",
            usage: "painlog meds rename [<options>] <old> <new>",
            discussion: "Names compare case-insensitively. Example: painlog meds rename ibuprofin ibuprofen")

        @OptionGroup var global: GlobalOptions

        @Argument(
            help: ArgumentHelp("The medication's current name (no dose).", valueName: "old"),
            completion: .medicationNames)
        var old: String

        @Argument(
            help: ArgumentHelp("Its new name, or an existing medication to merge into.", valueName: "new"),
            completion: .medicationNames)
        var new: String

        func task() -> AppTask { .onDiary(RenameNameFlow(kind: .medication, old: old, new: new)) }
    }

    /// `painlog meds class NAME CLASS`.
    struct MedsClass: TaskCommand {
        static let configuration = CommandConfiguration(
            commandName: "class",
            abstract: "Set a medication's class for overuse counting, or 'auto' for painlog's table. One undo step.",
            usage: "painlog meds class [<options>] <name> <class>",
            discussion:
                "Classes: simple_analgesic, triptan, ergot, opioid, combination_analgesic (these count for overuse), "
                + "gepant and ditan (acute, counted for acute-medication days; ICHD-3 8.2 names no threshold for them), "
                + "preventive and other (which never count), or auto. Example: painlog meds class Imigran triptan")

        @OptionGroup var global: GlobalOptions

        @Argument(
            help: ArgumentHelp("The medication's name (no dose).", valueName: "name"), completion: .medicationNames)
        var name: String

        @Argument(
            help: ArgumentHelp(
                "simple_analgesic, triptan, ergot, opioid, combination_analgesic, gepant, ditan, preventive, other or "
                    + "auto.",
                valueName: "class"))
        var medicationClass: String

        func validate() throws {
            do {
                _ = try MedicationClassInteractor.parse(medicationClass)
            } catch {
                throw ValidationError(error.message)
            }
        }

        func task() -> AppTask { .onDiary(MedicationClassFlow(name: name, medicationClass: medicationClass)) }
    }
}
