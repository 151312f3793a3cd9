import PainlogDomain

/// What one file changed in this diary (or would, with `--dry-run`).
public struct SyncCounts: Sendable, Equatable {
    public var added = 0
    public var updated = 0
    /// Entries and impact records removed here because the other diary deleted them later than
    /// they were last changed here.
    public var deleted = 0
    /// Rows older than what this diary holds, and rows for what was deleted here: this diary's stays.
    public var kept = 0
    /// Deletions of what this diary never had (or of what it deleted earlier), remembered so that
    /// no other copy brings it back here.
    public var remembered = 0

    public init(added: Int = 0, updated: Int = 0, deleted: Int = 0, kept: Int = 0, remembered: Int = 0) {
        self.added = added
        self.updated = updated
        self.deleted = deleted
        self.kept = kept
        self.remembered = remembered
    }

    /// Whether anything in the diary changed.
    public var changedAnything: Bool { added + updated + deleted + remembered > 0 }

    static func + (lhs: SyncCounts, rhs: SyncCounts) -> SyncCounts {
        SyncCounts(
            added: lhs.added + rhs.added, updated: lhs.updated + rhs.updated, deleted: lhs.deleted + rhs.deleted,
            kept: lhs.kept + rhs.kept, remembered: lhs.remembered + rhs.remembered)
    }
}

/// The *Merging* rules for what an import file does not hold: another diary's deletions, and impact
/// records.
///
/// (Entries go through `ImportMerge`, the import's own code.) A deletion wins over an entry or
/// record not changed after it; of two deletions of one uid the later is kept, so every diary ends
/// with the same tombstones.
struct SyncMerge {
    private let diary: WriteTransaction
    private let written: Timestamp
    private let summary: String
    var step: Int64?
    private(set) var counts = SyncCounts()
    /// The kind of the undo step it records: `sync`, or `import` for a backup's deletions and impacts.
    private let kind: ChangeKind

    init(diary: WriteTransaction, written: Timestamp, summary: String, step: Int64?, kind: ChangeKind = .sync) {
        self.diary = diary
        self.kind = kind
        self.written = written
        self.summary = summary
        self.step = step
    }

    /// The other diary deleted entry `uid` at `deletedAt`; returns the entry when it goes here.
    @discardableResult
    ///
    /// `lastChanged` is when the entry was last changed here by its stamps (seconds), if known;
    /// else its `updated_at` says it.
    mutating func applyEntryDeletion(uid: String, deletedAt: Timestamp, lastChanged: Int64? = nil) throws -> Entry? {
        if let entry = try diary.entries.entry(uid: uid) {
            guard (lastChanged ?? entry.updatedAt.seconds) <= deletedAt.seconds else {
                counts.kept += 1
                return nil
            }
            let step = try journalStep()
            try diary.journal.noteChanging([entry.id], in: step)
            try diary.journal.noteTombstones([uid], in: step)
            try diary.entries.delete(ids: [entry.id])
            try diary.tombstones.bury(uid: uid, entryID: entry.id, at: deletedAt)
            counts.deleted += 1
            return entry
        }
        let known = try diary.tombstones.tombstone(uid: uid)
        if let known, known.deletedAt.seconds >= deletedAt.seconds { return nil }
        try diary.journal.noteTombstones([uid], in: try journalStep())
        try diary.tombstones.bury(uid: uid, entryID: known?.entryID ?? 0, at: deletedAt)
        counts.remembered += 1
        return nil
    }

    /// The other diary holds impact record `content`.
    mutating func applyImpact(_ content: ImpactContent) throws {
        if let record = try diary.impacts.record(uid: content.uid) {
            guard record.content != content else { return }
            guard content.updatedAt.seconds > record.content.updatedAt.seconds else {
                counts.kept += 1
                return
            }
            try diary.journal.noteImpactsChanging([record.id], in: try journalStep())
            try diary.impacts.update(id: record.id, with: content)
            counts.updated += 1
            return
        }
        if let gone = try diary.impacts.tombstone(uid: content.uid) {
            guard content.updatedAt.seconds > gone.seconds else {
                counts.kept += 1
                return
            }
            try diary.journal.noteImpactTombstones([content.uid], in: try journalStep())
            try diary.impacts.removeTombstone(uid: content.uid)
        }
        let record = try diary.impacts.insert(content)
        try diary.journal.noteImpactsCreated([record.id], buryOnUndo: false, in: try journalStep())
        counts.added += 1
    }

    /// The other diary's impact record `uid` is gone since `deletedAt`.
    mutating func applyImpactDeletion(uid: String, deletedAt: Timestamp) throws {
        if let record = try diary.impacts.record(uid: uid) {
            guard record.content.updatedAt.seconds <= deletedAt.seconds else {
                counts.kept += 1
                return
            }
            let step = try journalStep()
            try diary.journal.noteImpactsChanging([record.id], in: step)
            try diary.journal.noteImpactTombstones([uid], in: step)
            try diary.impacts.delete(id: record.id)
            try diary.impacts.bury(uid: uid, recordID: record.id, at: deletedAt)
            counts.deleted += 1
            return
        }
        if let gone = try diary.impacts.tombstone(uid: uid), gone.seconds >= deletedAt.seconds { return }
        try diary.journal.noteImpactTombstones([uid], in: try journalStep())
        try diary.impacts.bury(uid: uid, recordID: 0, at: deletedAt)
        counts.remembered += 1
    }

    private mutating func journalStep() throws -> Int64 {
        try diary.journalStep(&step, kind: kind, summary: summary, at: written)
    }
}
