import PainlogDomain
import PainlogFeatures

/// Every flow a user can start, as a value: what the parsed command line asks for. The
/// coordinator decides what runs before it (opening and migrating the database) and runs it.
enum AppTask: Equatable {
    case log(LogEntryRequest, json: Bool)
    case list(ListEntriesRequest, format: ListFormat)
    case show(id: String, json: Bool)
    case edit(EditEntryRequest, json: Bool)
    /// `confirmed`: `--yes` was given.
    case delete(ids: [String], confirmed: Bool)
    case undo
    case stats(EntryFilterRequest, by: StatsGrouping, json: Bool)
    case areas
    case renameArea(old: String, new: String)
    /// `painlog` alone.
    case dashboard
    case export(EntryFilterRequest, json: Bool, output: String?, force: Bool)
    /// `json`: nil when the format is to be guessed from the file.
    case `import`(file: String, json: Bool?, dryRun: Bool)
    case undoList
    case migrate(MigrateMode)

    /// Output formats of `list`.
    enum ListFormat: String, CaseIterable, Equatable {
        case table, json, csv
    }

    /// What `migrate` was asked to do.
    enum MigrateMode: Equatable {
        /// Apply pending migrations.
        case apply
        /// List every migration with its status; never writes.
        case status
        /// Say what would be applied; never writes.
        case dryRun
    }

    /// Whether the task can simply run again: everything except an import from stdin, which has
    /// been read already.
    var canRunAgain: Bool {
        if case .import(let file, _, _) = self { return file != "-" }
        return true
    }

    /// Whether the task only reads the schema's state and must not write anything, not even a
    /// pending migration.
    var neverWrites: Bool {
        self == .migrate(.status) || self == .migrate(.dryRun)
    }
}
