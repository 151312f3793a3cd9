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

    public init(
        ownFile: String, merged: [FileResult], skipped: [SyncFileProblem], changed: Bool, dryRun: Bool,
        sharedIDFile: String? = nil
    ) {
        self.ownFile = ownFile
        self.merged = merged
        self.skipped = skipped
        self.changed = changed
        self.dryRun = dryRun
        self.sharedIDFile = sharedIDFile
    }
}

/// What a sync does to one entry, for `--dry-run`'s listing.
public enum SyncChange: Sendable, Equatable {
    /// A row merged as `import` merges it (added, updated, kept, skipped).
    case merged(ImportChange)
    /// The entry goes: the other diary deleted it later than it was last changed here.
    case deleted(Entry, deletedAt: Timestamp)
}
