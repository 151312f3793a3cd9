import ArgumentParser
import PainlogCrypto
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
                with mode 0600. --encrypt, --encrypt-to or --passphrase-file write an age file (age-encryption.org/v1), \
                which 'painlog import' and 'age -d' read.

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

        @Flag(help: "Encrypt to your identity (see 'painlog key'): an age file that 'age -d -i' also reads.")
        var encrypt = false

        @Option(
            name: .customLong("encrypt-to"),
            help: ArgumentHelp("Encrypt to this age recipient too, age1... (repeatable).", valueName: "recipient"))
        var encryptTo: [String] = []

        @Option(
            help: ArgumentHelp(
                "Encrypt with the passphrase on FILE's first line (age's scrypt), instead of to keys.",
                valueName: "file"), completion: .file())
        var passphraseFile: String?

        @Flag(help: "With encryption: the age file as text (PEM armor), which a terminal or an email can show.")
        var armor = false

        @Option(
            help: ArgumentHelp(
                "With --format fhir: the patient's name (or any text naming them) as the Patient's name.text; "
                    + "never taken from report's remembered --patient.",
                valueName: "text"))
        var patient: String?

        func validate() throws {
            if armor && !encrypt && encryptTo.isEmpty && passphraseFile == nil {
                throw ValidationError("--armor works with --encrypt, --encrypt-to or --passphrase-file only")
            }
            if passphraseFile != nil && (encrypt || !encryptTo.isEmpty) {
                throw ValidationError(
                    "--passphrase-file cannot be combined with --encrypt or --encrypt-to (age's passphrase stanza must stand alone)"
                )
            }
            for recipient in encryptTo {
                do { _ = try AgeRecipient(parsing: recipient) } catch {
                    throw ValidationError("--encrypt-to \(error.reason)")
                }
            }
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
                    byteOrderMark: bom || excel, localTimes: excel,
                    encryption: encrypt || !encryptTo.isEmpty || passphraseFile != nil
                        ? ExportEncryption(
                            toIdentity: encrypt, recipients: encryptTo, passphraseFile: passphraseFile, armor: armor)
                        : nil,
                    patient: patient))
        }
    }
}
