import ArgumentParser
import PainlogFeatures

extension Painlog {
    /// `painlog edit ID …`: changes only what is named.
    struct Edit: OutputOptions {
        static let configuration = CommandConfiguration(
            commandName: "edit",
            abstract: "Change an entry: only the fields you name.",
            discussion: """
                --area, --tag and --med replace all of the entry's areas, tags or medications; --add-area, \
                --remove-area, --add-tag and --remove-tag change one at a time; --symptom replaces the symptoms, \
                --add-symptom, --remove-symptom and --clear-symptoms change them. ID may be last: the entry with the \
                latest time. An edit is reverted by 'painlog undo'.

                Example: painlog edit 12 --intensity 6 --at 'yesterday 21:00' --add-area neck
                Example: painlog edit last --ended now
                """)

        @OptionGroup var global: GlobalOptions

        @Argument(
            help: ArgumentHelp("The entry's id, as 'painlog list' shows it, or last (the latest).", valueName: "id"))
        var id: EntryIDArgument

        static var positionalValue: (any PositionalValue.Type)? { EntryIDArgument.self }

        @Option(parsing: .unconditional, help: ArgumentHelp("The new intensity, 0-10.", valueName: "n"))
        var intensity: String?

        @Option(
            parsing: .unconditional, help: ArgumentHelp("The new time (see 'painlog log --help').", valueName: "when"))
        var at: String?

        @Option(
            name: .customLong("for"), parsing: .unconditional,
            help: ArgumentHelp(
                "How long the attack lasted from its start (30m, 5h, 1h30m, 2d); 0 removes the end.",
                valueName: "duration"))
        var duration: String?

        @Option(
            parsing: .unconditional,
            help: ArgumentHelp("When the attack ended (a WHEN); none removes the end.", valueName: "when"))
        var ended: String?

        @Option(
            name: .shortAndLong, parsing: .unconditional,
            help: ArgumentHelp("The new note (replaces the old one).", valueName: "text"))
        var note: String?

        @Option(
            name: .shortAndLong, parsing: .unconditionalSingleValue,
            help: ArgumentHelp("Replace all areas (repeatable).", valueName: "area"), completion: .areaNames)
        var area: [String] = []

        @Option(
            parsing: .unconditionalSingleValue, help: ArgumentHelp("Add an area (repeatable).", valueName: "area"),
            completion: .areaNames)
        var addArea: [String] = []

        @Option(
            parsing: .unconditionalSingleValue, help: ArgumentHelp("Remove an area (repeatable).", valueName: "area"),
            completion: .areaNames)
        var removeArea: [String] = []

        @Option(
            name: .shortAndLong, parsing: .unconditionalSingleValue,
            help: ArgumentHelp("Replace all tags (repeatable).", valueName: "tag"), completion: .tagNames)
        var tag: [String] = []

        @Option(
            parsing: .unconditionalSingleValue, help: ArgumentHelp("Add a tag (repeatable).", valueName: "tag"),
            completion: .tagNames)
        var addTag: [String] = []

        @Option(
            parsing: .unconditionalSingleValue, help: ArgumentHelp("Remove a tag (repeatable).", valueName: "tag"),
            completion: .tagNames)
        var removeTag: [String] = []

        @Option(
            name: .shortAndLong, parsing: .unconditionalSingleValue,
            help: ArgumentHelp("Replace all medications (repeatable).", valueName: "med"), completion: .medicationNames)
        var med: [String] = []

        @Flag(help: "Remove all medications.")
        var clearMeds = false

        @Option(
            parsing: .unconditionalSingleValue,
            help: ArgumentHelp("Replace all symptoms (repeatable).", valueName: "symptom"), completion: .symptomNames)
        var symptom: [String] = []

        @Option(
            parsing: .unconditionalSingleValue, help: ArgumentHelp("Add a symptom (repeatable).", valueName: "symptom"),
            completion: .symptomNames)
        var addSymptom: [String] = []

        @Option(
            parsing: .unconditionalSingleValue,
            help: ArgumentHelp("Remove a symptom (repeatable).", valueName: "symptom"), completion: .symptomNames)
        var removeSymptom: [String] = []

        @Flag(help: "Remove all symptoms.")
        var clearSymptoms = false

        @Option(help: OutputHelp.tableOrJSON) var format: TableOrJSON?
        @Flag(help: "Print the entry after the change as a JSON object (the same as --format json).")
        var json = false

        func task() -> AppTask {
            .onDiary(
                EditFlow(
                    request: EditEntryRequest(
                        id: id.text, intensity: intensity, at: at, duration: duration, ended: ended, note: note,
                        areas: area, addAreas: addArea,
                        removeAreas: removeArea, tags: tag, addTags: addTag, removeTags: removeTag, medications: med,
                        clearMedications: clearMeds, symptoms: symptom, addSymptoms: addSymptom,
                        removeSymptoms: removeSymptom, clearSymptoms: clearSymptoms),
                    json: isJSON))
        }
    }
}
