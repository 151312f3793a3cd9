public import PainlogDomain

/// How the CLI read one inbox line: `log`'s arguments, or why they cannot be logged.
public enum InboxLineReading: Sendable, Equatable {
    /// The entry to log; `timed` when the line gave its time (a leading date and time, or `--at`).
    case request(LogEntryRequest, timed: Bool)
    /// Why the line cannot be logged, as a message.
    case refused(String)
}

/// What `sync` did with the folder's inbox files, or would do with `--dry-run`.
public struct InboxReport: Sendable, Equatable {
    /// A line that became an entry.
    public struct Logged: Sendable, Equatable {
        public let file: String
        public let line: Int
        public let entry: Entry
        /// Whether the entry has the time of this sync (the line gave none).
        public let atSyncTime: Bool
    }

    /// A line left in its file, and why.
    public struct Refused: Sendable, Equatable {
        public let file: String
        public let line: Int
        public let reason: String
    }

    /// A file left alone whole, and why.
    public struct SkippedFile: Sendable, Equatable {
        public let file: String
        public let reason: String
    }

    /// What became of a file whose lines were all logged.
    public enum Tidied: Sendable, Equatable {
        /// Emptied to its new generation line.
        case emptied(String)
        /// A conflict copy, removed.
        case removed(String)
        /// Changed while painlog read it: left as it is for the next sync.
        case changed(String)
    }

    /// A line skipped as logged before in a file without a generation line, where a line written
    /// anew with the same text looks the same: named, so that the user can write it again.
    public struct Named: Sendable, Equatable {
        public let file: String
        public let line: Int
        public let text: String
    }

    /// Lines of a file left for the next sync, past the limit of lines logged per file.
    public struct Remaining: Sendable, Equatable {
        public let file: String
        public let lines: Int
    }

    public let logged: [Logged]
    /// Lines logged before (by this diary or, through sync, another): not logged again.
    public let alreadyLogged: Int
    public let refused: [Refused]
    public let skipped: [SkippedFile]
    public let dryRun: Bool
    /// Lines skipped as logged before in a file without a generation line, at most
    /// `InboxInteractor.namedPerFile` a file.
    public var named: [Named] = []
    /// How many more such lines each file holds past those named.
    public var unnamed: [Remaining] = []
    /// Files holding lines past the limit of lines logged per file and sync.
    public var remaining: [Remaining] = []
    /// Filled in by `InboxInteractor.tidy`.
    public var tidied: [Tidied] = []
}

/// One inbox file as read, to tidy once its entries are safely in the diary (and in this
/// diary's sync file).
public struct InboxPending: Sendable, Equatable {
    let name: String
    /// The base name with conflict markers removed: the file its lines are kept under in the ledger.
    let base: String
    let version: InboxFileVersion
    /// Whether every line that holds an entry was logged (now or before), none refused.
    let allLogged: Bool
    /// Whether at least one line held an entry.
    let hadLines: Bool
}

/// The report and the files to tidy.
public struct InboxReading: Sendable, Equatable {
    public let report: InboxReport
    let pending: [InboxPending]
}
