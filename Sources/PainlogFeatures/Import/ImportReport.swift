public import PainlogDomain

/// What an import did, or would do with `--dry-run`.
public struct ImportReport: Sendable, Equatable {
    public let added: Int
    public let updated: Int
    public let unchanged: Int
    /// Rows that differ from an entry changed here later (or at the same second): the diary's entry stayed.
    public let keptNewer: Int
    /// Rows for entries deleted here, not changed there since: skipped.
    public let deletedHere: Int
    /// Rows edited outside painlog (their `rev` no longer matches their content) that were applied
    /// as edits made at the import's time: counted in `updated` (or `added`, for an entry deleted
    /// here that they bring back) as well.
    public let editedOutside: Int
    /// Values of rows edited outside painlog whose entry changed here too since the export: the
    /// entry's values stayed, these went to its history (`show --history`).
    public let conflicts: Int
    public let dryRun: Bool
    /// The medications of the rows added or changed, each name once.
    ///
    /// `import` names those without a class in a notice (never in its JSON). Not part of a report's
    /// equality, which is its counts.
    public let medications: [Medication]

    public init(
        added: Int, updated: Int, unchanged: Int, keptNewer: Int = 0, deletedHere: Int = 0, editedOutside: Int = 0,
        conflicts: Int = 0, dryRun: Bool, medications: [Medication] = []
    ) {
        self.medications = medications
        self.conflicts = conflicts
        self.added = added
        self.updated = updated
        self.unchanged = unchanged
        self.keptNewer = keptNewer
        self.deletedHere = deletedHere
        self.editedOutside = editedOutside
        self.dryRun = dryRun
    }
}

extension ImportReport {
    /// Two reports of the same counts are equal, whatever medications they name.
    public static func == (left: ImportReport, right: ImportReport) -> Bool {
        (left.added, left.updated, left.unchanged, left.keptNewer, left.deletedHere)
            == (right.added, right.updated, right.unchanged, right.keptNewer, right.deletedHere)
            && (left.editedOutside, left.conflicts, left.dryRun) == (right.editedOutside, right.conflicts, right.dryRun)
    }
}

/// What an import does with one row that is not already in the diary as it is.
public struct ImportChange: Sendable, Equatable {
    public enum Action: Sendable, Equatable {
        /// A new entry; `revived` is the tombstone of an entry deleted here that the row, changed
        /// after the deletion, brings back.
        case add(revived: Tombstone?)
        /// The row replaces the diary's entry.
        case update
        /// The diary's entry was changed later than the row (or at the same second): it stays.
        case keepNewer(diaryUpdatedAt: Timestamp)
        /// The entry was deleted here, and the row is not newer than that: skipped.
        case skipDeleted(Tombstone)
    }

    public let action: Action
    /// The entry's id in this diary: the new one's, the one updated or kept, or the deleted one's.
    public let id: Int64
    /// The row's time and intensity.
    public let occurredAt: Timestamp
    public let intensity: Intensity
    /// The row's `updated_at`, when the file has one.
    public let rowUpdatedAt: Timestamp?
    /// The fields in which the row differs from the diary's entry (for update and keep), in the
    /// export's column order.
    public let differences: [String]
    /// Whether the row was edited outside painlog (its `rev` no longer matches) and applied as an
    /// edit made at the import's time.
    public let editedOutside: Bool

    public init(
        action: Action, id: Int64, occurredAt: Timestamp, intensity: Intensity, rowUpdatedAt: Timestamp?,
        differences: [String], editedOutside: Bool = false
    ) {
        self.editedOutside = editedOutside
        self.action = action
        self.id = id
        self.occurredAt = occurredAt
        self.intensity = intensity
        self.rowUpdatedAt = rowUpdatedAt
        self.differences = differences
    }
}
