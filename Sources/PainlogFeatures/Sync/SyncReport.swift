public import PainlogDomain

/// What `sync` did with the folder, or would do with `--dry-run`.
public struct SyncReport: Sendable, Equatable {
    /// What one other diary's file changed here.
    public struct FileResult: Sendable, Equatable {
        public let file: String
        public let entries: SyncCounts
        public let impacts: SyncCounts

        public init(file: String, entries: SyncCounts, impacts: SyncCounts) {
            self.file = file
            self.entries = entries
            self.impacts = impacts
        }
    }

    /// Records of one file left out because a time in them is more than a day ahead of this
    /// computer's clock, or (`reason` `.tooLong`) entries left out because they last longer than an
    /// entry may (366 days).
    public struct Ahead: Sendable, Equatable {
        /// Why the records were left out.
        public enum Reason: Sendable, Equatable {
            /// A time in them is more than a day ahead of this computer's clock.
            case clockAhead
            /// They last longer than an entry may; the longest started at `occurredAt` (as the file
            /// has it) and ended at `time`.
            case tooLong(occurredAt: String)
        }

        public let file: String
        public let count: Int
        /// The latest such time, and its field, to show (for `.tooLong`, the longest entry's end).
        public let field: String
        public let time: String
        public let reason: Reason

        public init(file: String, count: Int, field: String, time: String, reason: Reason = .clockAhead) {
            self.file = file
            self.count = count
            self.field = field
            self.time = time
            self.reason = reason
        }
    }

    /// A field that this diary and another both changed since they last synced: one value was
    /// kept (the later change, the same on both), the other is in `show ID --history`.
    public struct Conflict: Sendable, Equatable {
        /// The other diary's file.
        public let file: String
        /// `entry`, `impact`, `area` (its condition), `condition` or `course`.
        public let record: String
        /// The entry's (or impact record's) id in this diary.
        public let id: Int64
        /// The field, as exports name it (`occurred_at`, `ended_at`, `intensity`, `note`; `pain`…).
        public let field: String
        /// The value kept and the value set aside, as sync files write them.
        public let kept: String
        public let replaced: String
        /// Whether the value kept is this diary's (the other diary's change is set aside).
        public let keptHere: Bool
        /// The id of the diary that wrote the other value (from its stamp; empty when not known).
        public let diary: String
        /// Whether this is an entry deleted here that another diary's edit, made after the
        /// deletion, brought back (`field`, `kept` and `replaced` are empty).
        public let cameBack: Bool
        /// Whether this is this diary's value, already synced, that lost to another diary's change
        /// made before it saw it (that diary kept its own, and tells so in its file).
        public let lostHere: Bool
        /// The name of an `area`, `condition` or `course` record (`id` is 0 for those); empty for others.
        public let name: String

        public init(
            file: String, record: String, id: Int64, field: String, kept: String, replaced: String, keptHere: Bool,
            diary: String = "", cameBack: Bool = false, lostHere: Bool = false, name: String = ""
        ) {
            self.name = name
            self.lostHere = lostHere
            self.diary = diary
            self.cameBack = cameBack
            self.file = file
            self.record = record
            self.id = id
            self.field = field
            self.kept = kept
            self.replaced = replaced
            self.keptHere = keptHere
        }
    }

    /// A rename from another diary (or made here) applied to entries that still had the old name.
    public struct Renamed: Sendable, Equatable {
        public let kind: NameKind
        public let from: String
        public let to: String
        public let entries: Int

        public init(kind: NameKind, from: String, to: String, entries: Int) {
            self.kind = kind
            self.from = from
            self.to = to
            self.entries = entries
        }
    }

    /// Courses of one name that are open together after a sync (started apart on two computers).
    public struct OpenCourses: Sendable, Equatable {
        /// The name, as the course started last spells it.
        public let name: String
        /// When each of them started, earliest first.
        public let starts: [Timestamp]

        public init(name: String, starts: [Timestamp]) {
            self.name = name
            self.starts = starts
        }
    }

    /// The file this diary wrote (or would write).
    public let ownFile: String
    /// Each other diary's file that was merged, by name.
    public let merged: [FileResult]
    /// Files left out, each with why.
    public let skipped: [SyncFileProblem]
    /// Whether the diary changed (and got an undo step).
    public let changed: Bool
    public let dryRun: Bool
    /// This diary's old file, when another diary with the same id (a copy of this database) wrote
    /// it: it was merged, and this diary took a new id (`ownFile`).
    public let sharedIDFile: String?
    /// What stood under this diary's file name when this diary had not written it and it was no copy
    /// of this database's (`sharedIDFile`): it was merged as another diary's file, and this diary's
    /// own file written over it (or, with `--dry-run`, it would be).
    public let foundOwnFile: FoundOwnFile?
    /// Records left out of the files merged, per file.
    public let ahead: [Ahead]
    /// What stood under this diary's file name that was not a file (a link, a FIFO): replaced by
    /// the file (or, with `--dry-run`, it would be).
    public let replacedOwnFile: SyncFolderItem.NotAFile?
    /// Fields changed both here and in another diary since they last synced.
    public let conflicts: [Conflict]
    /// Renames applied to entries here.
    public let renamed: [Renamed]
    /// The other diaries' files that painlog 0.3 wrote (format 2) since the last sync: those diaries
    /// still run 0.3, which skips this diary's files.
    public let writtenBy03: [String]
    /// Names with more than one open course after the sync.
    public let openCourses: [OpenCourses]

    public init(
        ownFile: String, merged: [FileResult], skipped: [SyncFileProblem], changed: Bool, dryRun: Bool,
        sharedIDFile: String? = nil, ahead: [Ahead] = [], replacedOwnFile: SyncFolderItem.NotAFile? = nil,
        conflicts: [Conflict] = [], renamed: [Renamed] = [], foundOwnFile: FoundOwnFile? = nil,
        writtenBy03: [String] = [], openCourses: [OpenCourses] = []
    ) {
        self.openCourses = openCourses
        self.ownFile = ownFile
        self.merged = merged
        self.skipped = skipped
        self.changed = changed
        self.dryRun = dryRun
        self.sharedIDFile = sharedIDFile
        self.foundOwnFile = foundOwnFile
        self.ahead = ahead
        self.replacedOwnFile = replacedOwnFile
        self.conflicts = conflicts
        self.renamed = renamed
        self.writtenBy03 = writtenBy03
    }
}

extension SyncReport {
    /// A file under this diary's name that it did not write, told apart by its stamps from a copy of
    /// this database's (docs/sync.md, *A file under this diary's name*).
    public enum FoundOwnFile: Sendable, Equatable {
        /// An older version of this diary's own file (restored from a backup or a cloud's history):
        /// every stamp in it under this diary's id is one this diary made.
        case olderVersion
        /// The file of the diary with this id, copied under this diary's name.
        case otherDiary(String)
        /// A file that cannot be read as a sync file (the merge skips it, saying why).
        case unreadable
    }
}

/// What a sync does to one entry, for `--dry-run`'s listing.
public enum SyncChange: Sendable, Equatable {
    /// A row merged as `import` merges it (added, updated, kept, skipped).
    case merged(ImportChange)
    /// The entry goes: the other diary deleted it later than it was last changed here.
    case deleted(Entry, deletedAt: Timestamp)
}
