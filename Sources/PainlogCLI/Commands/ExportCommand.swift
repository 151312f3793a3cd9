import ArgumentParser
import PainlogDomain
import PainlogFeatures

extension Painlog {
    /// `painlog export`: every matching entry, oldest first, as CSV or JSON.
    struct Export: TaskCommand {
        static let configuration = CommandConfiguration(
            commandName: "export",
            abstract: "Write entries, oldest first, as CSV (for spreadsheets), JSON or a FHIR R4 Bundle.",
            discussion: """
                The same filters as 'list'. To stdout unless --output; a file is written completely or not at all, \
                with mode 0600.

                Example: painlog export --since 2026-01-01 --output diary.csv
                """)

        @OptionGroup var global: GlobalOptions
        @OptionGroup var filters: FilterOptions

        @Option(
            help: ArgumentHelp(
                "csv (the default), json, or fhir (a FHIR R4 Bundle for a clinic's systems).", valueName: "format"))
        var format: EntryStreamFormat = .csv

        @Option(name: [.short, .long], help: ArgumentHelp("Write to FILE instead of stdout.", valueName: "file"))
        var output: String?

        @Flag(help: "Replace FILE if it exists.")
        var force = false

        @Flag(help: "With --format fhir: leave notes and tags out.")
        var redact = false

        @Flag(help: "CSV for spreadsheets: a byte-order mark first, so LibreOffice and Excel read UTF-8.")
        var bom = false

        @Flag(
            help:
                "CSV for spreadsheets: --bom, and each time again without its offset (occurred_local, ended_local), which spreadsheets read as dates."
        )
        var excel = false

        @Option(
            help: ArgumentHelp(
                "With --format fhir: the patient's name (or any text naming them) as the Patient's name.text; "
                    + "never taken from report's remembered --patient.",
                valueName: "text"))
        var patient: String?

        func validate() throws {
            // A redacted CSV or JSON file imported back would look like a newer edit that erased
            // the notes: only the FHIR Bundle, which painlog never reads, may be redacted.
            if (bom || excel) && format != .csv {
                throw ValidationError(
                    "\(excel ? "--excel" : "--bom") works with --format csv only (JSON and FHIR are read by programs, not spreadsheets)"
                )
            }
            if let patient {
                guard format == .fhir else {
                    throw ValidationError(
                        "--patient works with --format fhir only (CSV and JSON exports carry no patient), "
                            + "e.g. 'painlog export --format fhir --patient \"Jane Example\"'")
                }
                guard !patient.trimmingWhitespace().isEmpty,
                    !patient.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F })
                else {
                    throw ValidationError(
                        "--patient '\(QuotedValue.shown(patient))' is not a name: give one line of text, "
                            + "e.g. --patient \"Jane Example, born 1970-01-01\"")
                }
            }
            if redact && format != .fhir {
                throw ValidationError(
                    "--redact works with --format fhir only (a redacted \(format.rawValue) file imported back would erase notes)"
                )
            }
        }

        func task() -> AppTask {
            .onDiary(
                ExportFlow(
                    filter: filters.request, format: format, output: output, force: force, redact: redact,
                    byteOrderMark: bom || excel, localTimes: excel, patient: patient))
        }
    }
}
