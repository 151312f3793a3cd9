import ArgumentParser
import PainlogDomain
import PainlogFeatures

extension Painlog {
    /// `painlog calendar`: the last months as a clinic's headache calendar.
    struct Calendar: OutputOptions {
        static let configuration = CommandConfiguration(
            commandName: "calendar",
            abstract: "The last months as month grids, each day marked with its worst pain and acute medication.",
            usage: "painlog calendar [<options>]",
            discussion: """
                Weeks in rows, Monday first. Each day shows its worst intensity (a dot for a day logged without \
                pain) and * when acute medication was taken; under each month its logged days, pain days, \
                moderate days (worst 4-10), severe days (7-10) and acute-medication days by class. An entry with \
                an end counts on every day from its start to its end. The filters choose the pain; \
                acute-medication days count every dose, whatever the filters.

                Example: painlog calendar --months 6 --area head
                """)

        @OptionGroup var global: GlobalOptions

        @Option(
            parsing: .unconditional,
            help: ArgumentHelp("How many months, ending with this one (1-120).", valueName: "n"))
        var months: Int = CalendarRequest.defaultMonths

        @Option(
            parsing: .unconditional,
            help: ArgumentHelp("End the calendar on WHEN's day instead of today.", valueName: "when"))
        var until: String?

        @Option(
            name: .shortAndLong, parsing: .unconditionalSingleValue,
            help: ArgumentHelp("Pain in this area (repeatable: any of them).", valueName: "area"),
            completion: .areaNames)
        var area: [String] = []

        @Option(
            name: .shortAndLong, parsing: .unconditionalSingleValue,
            help: ArgumentHelp("Pain in entries with this tag (repeatable: any of them).", valueName: "tag"),
            completion: .tagNames)
        var tag: [String] = []

        @Option(
            name: .shortAndLong, parsing: .unconditionalSingleValue,
            help: ArgumentHelp(
                "Pain in entries with this medication, whatever the dose (repeatable: any of them).", valueName: "med"),
            completion: .medicationNames)
        var med: [String] = []

        @Option(
            name: .shortAndLong, parsing: .unconditionalSingleValue,
            help: ArgumentHelp("Pain in entries of this condition (repeatable: any of them).", valueName: "condition"))
        var condition: [String] = []

        @Option(help: OutputHelp.tableOrJSON) var format: TableOrJSON?
        @Flag(help: OutputHelp.json) var json = false

        func validate() throws {
            try validateOutput()
            guard CalendarRequest.monthRange.contains(months) else {
                throw ValidationError(Self.monthsRefusal(String(months)))
            }
        }

        /// `--months` is the one value a negative number can be given to.
        static func negativeNumberRefusal(_ value: String) -> String? { monthsRefusal(value) }

        /// The error for a number of months out of range.
        static func monthsRefusal(_ value: String) -> String {
            "--months '\(value)' is not a number of months from \(CalendarRequest.monthRange.lowerBound) "
                + "to \(CalendarRequest.monthRange.upperBound)"
        }

        func task() -> AppTask {
            .onDiary(
                CalendarFlow(
                    request: CalendarRequest(
                        months: months, until: until, areas: area, tags: tag, medications: med, conditions: condition),
                    json: isJSON))
        }
    }
}
