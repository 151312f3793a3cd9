import ArgumentParser
import PainlogCrypto

extension Painlog {
    /// `painlog sync [FOLDER]`: keeps diaries in step through a folder a file-sync tool shares.
    struct Sync: OutputOptions {
        static let configuration = CommandConfiguration(
            commandName: "sync",
            abstract: "Merge with the other diaries that use FOLDER (Syncthing, Dropbox, git, rsync).",
            usage: "painlog sync [<options>] [<folder>]",
            discussion: """
                Writes this diary's own file painlog-<diary id>.jsonl in FOLDER, and merges every other diary's file there \
                (conflict copies too) field by field, as one undo step: each field and each area, tag and medication \
                from its latest change. Without FOLDER: the folder of the last sync. When both diaries changed one \
                field since they last synced, a notice says which value was kept; 'painlog show ID --history' has \
                the other. Undo, renames and medication classes travel too; every computer needs painlog 0.3.

                Then logs each line of painlog-inbox.txt (and any painlog-inbox*.txt) in FOLDER once, in every diary: \
                log's arguments, e.g. 7 -a head -m 'sumatriptan 50mg', optionally after a local YYYY-MM-DD HH:MM; \
                a line it cannot log is reported and kept (exit 65).

                With --encrypt (remembered for FOLDER), this diary's files there are age files encrypted to your \
                identity ('painlog key') and to each --encrypt-to recipient; files of other diaries are read \
                encrypted or plain. Every computer that syncs there needs painlog 0.4 first.

                Example: painlog sync ~/Sync/painlog
                """)

        @OptionGroup var global: GlobalOptions

        @Argument(
            help: ArgumentHelp("The shared folder (default: the last one).", valueName: "folder"),
            completion: .directory)
        var folder: String?

        @Flag(help: "List what would change; change and write nothing.")
        var dryRun = false

        @Flag(
            help: ArgumentHelp(
                "Also write painlog-status-<first 8 digits of the diary id>.txt in FOLDER for a phone to read "
                    + "(remembered for the folder): when it was written, the acute-medication days of the last 30 "
                    + "days by class against their overuse thresholds (when a migraine or headache condition "
                    + "exists), and today's entries, newest first: time, intensity, areas, medicines, never notes "
                    + "or tags. At most 40 lines of 40 columns."))
        var status = false

        @Flag(
            help: ArgumentHelp(
                "--status, also in a folder written with --encrypt (remembered for the folder): the file stays "
                    + "plain text for the phone, and anyone who can read FOLDER reads it: when it was written, "
                    + "the acute-medication days of the last 30 days by class, and today's entries (time, "
                    + "intensity, areas, medicines; never notes or tags)."))
        var statusPlain = false

        @Flag(help: "Remove the status file from FOLDER and stop writing it.")
        var noStatus = false

        @Flag(
            inversion: .prefixedNo,
            help: ArgumentHelp(
                "Write this diary's files in FOLDER encrypted to your identity (age files, remembered per folder).",
                discussion: "Every computer that syncs there needs painlog 0.4 first; see 'painlog key'."))
        var encrypt: Bool?

        @Option(
            name: .customLong("encrypt-to"),
            help: ArgumentHelp(
                "With --encrypt: encrypt to this age recipient too, age1... (a backup key; repeatable). Kept by the "
                    + "diary and carried by sync to the diaries that share the folder.",
                valueName: "recipient"))
        var encryptTo: [String] = []

        @Option(
            name: .customLong("no-encrypt-to"),
            help: ArgumentHelp(
                "Stop encrypting to this recipient, on every diary once they sync (repeatable).",
                valueName: "recipient"))
        var noEncryptTo: [String] = []

        @Option(help: OutputHelp.tableOrJSON) var format: TableOrJSON?
        @Flag(help: OutputHelp.json) var json = false

        func validate() throws {
            try validateOutput()
            if status && noStatus {
                throw ValidationError("--status and --no-status contradict each other; give one of them")
            }
            if statusPlain && noStatus {
                throw ValidationError("--status-plain and --no-status contradict each other; give one of them")
            }
            for (option, values) in [("--encrypt-to", encryptTo), ("--no-encrypt-to", noEncryptTo)] {
                for recipient in values {
                    do { _ = try AgeRecipient(parsing: recipient) } catch {
                        throw ValidationError("\(option) \(error.reason)")
                    }
                }
            }
        }

        func task() -> AppTask {
            // --status remembers writing the file, --no-status forgetting it; neither: as remembered.
            // --status-plain implies --status.
            let wanted: Bool? = status || statusPlain ? true : noStatus ? false : nil
            return .onDiary(
                SyncFlow(
                    folder: folder, dryRun: dryRun, json: isJSON, status: wanted, statusPlain: statusPlain,
                    encryption: SyncEncryptionOptions(
                        encrypt: encrypt, addRecipients: encryptTo, removeRecipients: noEncryptTo)))
        }
    }
}
