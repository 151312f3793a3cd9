import ArgumentParser

extension Painlog {
    /// `painlog import FILE`: reads the export format back.
    struct Import: TaskCommand {
        static let configuration = CommandConfiguration(
            commandName: "import",
            abstract: "Read entries from an export file (CSV or JSON): all or nothing, one undo step.",
            usage: "painlog import [<options>] <file>",
            discussion: """
                Entries are matched by uid: an identical one is left alone; a changed one is \
                updated only when it was changed later than the diary's (otherwise: kept newer); \
                one deleted here is skipped unless it was changed after the deletion. A row whose \
                rev no longer matches its content was edited outside painlog (in a spreadsheet): it \
                counts as changed now, and the import says so. Importing the same file twice \
                changes nothing. Rows without a uid become new entries. FILE '-' reads stdin. An age file \
                (from 'export --encrypt', or age itself) is known by its header and read with your identity \
                (see 'painlog key'), --passphrase-file, or a passphrase asked on the terminal.

                Example: painlog import diary.csv --dry-run
                """)

        enum Format: String, ArgumentWord {
            case csv, json
        }

        @OptionGroup var global: GlobalOptions

        @Argument(help: ArgumentHelp("The file to read ('-' for stdin).", valueName: "file"), completion: .file())
        var file: String

        @Option(help: ArgumentHelp("csv or json, when the file name does not tell.", valueName: "format"))
        var format: Format?

        @Flag(help: "List each entry it would add, update, keep or skip, and the counts, without writing anything.")
        var dryRun = false

        @Option(
            help: ArgumentHelp(
                "For an age file encrypted with a passphrase: the passphrase is FILE's first line.", valueName: "file"),
            completion: .file())
        var passphraseFile: String?

        @Flag(name: .customLong("json"), help: "Print the counts (and with --dry-run the changes) as JSON.")
        var jsonOutput = false

        func task() -> AppTask {
            .onDiary(
                ImportFlow(
                    file: file, json: format.map { $0 == .json }, dryRun: dryRun, jsonOutput: jsonOutput,
                    passphraseFile: passphraseFile))
        }
    }
}
