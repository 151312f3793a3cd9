import PainlogDomain

/// The merge of one other diary's file as it is read, inside the caller's savepoint: its deletions
/// and entries (through the import's `ImportMerge` for a file without stamps), its impact records
/// and their deletions, medication classes and renames, each record as `SyncFileReader` hands it
/// over (the *merge* step of docs/sync.md for one file).
struct SyncFileMerge {
    /// What merging one file did.
    struct Outcome {
        let result: SyncReport.FileResult
        /// The sync's undo step, once anything was changed.
        let step: Int64?
        /// The records left out for being more than a day ahead.
        let ahead: SyncFileAhead
        let conflicts: [SyncReport.Conflict]
        /// Whether a record merged without stamps (format 1), to be stamped before the file is written.
        let unstamped: Bool
        /// The latest stamp or deletion time in the file (seconds).
        let latest: Int64
    }

    private let diary: WriteTransaction
    private var deletions: SyncMerge
    private var fields: FieldMerge
    private var entries: ImportMerge
    private var impacts: SyncMerge
    private var current: Int64?
    // Whether a record merged without stamps (format 1), to be stamped before the file is written.
    private var unstamped = false
    // The latest stamp or deletion time in the file (seconds).
    private var latest: Int64 = 0

    private init(
        diary: WriteTransaction, file name: String, written: Timestamp, summary: String, step: Int64?,
        stamping: SyncStamping, makeUID: @escaping () -> String
    ) throws {
        self.diary = diary
        deletions = SyncMerge(diary: diary, written: written, summary: summary, step: step)
        fields = FieldMerge(
            diary: diary, written: written, summary: summary, file: name, step: step, stamping: stamping)
        entries = try ImportMerge(
            diary: diary, written: written, summary: summary, makeUID: makeUID, kind: .sync, step: step)
        impacts = SyncMerge(diary: diary, written: written, summary: summary, step: step)
        current = step
    }

    /// Merges file `name` from `source` into `diary`, from undo step `step` on.
    ///
    /// `stamping` leaves with the stamps the merge made or saw. `onRecord` hears of each record
    /// read, `onChange` of each entry merged in or deleted.
    static func merge(
        _ source: any ByteSource, named name: String, reader: SyncFileReader, into diary: WriteTransaction,
        written: Timestamp, summary: String, makeUID: @escaping () -> String, step: Int64?,
        stamping: inout SyncStamping, onRecord: () -> Void, onChange: (SyncChange) -> Void
    ) throws -> Outcome {
        var merge = try SyncFileMerge(
            diary: diary, file: name, written: written, summary: summary, step: step, stamping: stamping,
            makeUID: makeUID)
        let ahead = try reader.read(source, name: name) { record in
            if case .renameWriter = record {} else { onRecord() }
            try merge.apply(record, onChange: onChange)
        }
        stamping = merge.fields.stamping
        return merge.outcome(file: name, ahead: ahead)
    }

    /// Merges one record, each kind by its own rule.
    private mutating func apply(_ record: SyncRecord, onChange: (SyncChange) -> Void) throws {
        latest = max(latest, record.latestTime ?? 0)
        switch record {
        case .deleted(let uid, let deletedAt):
            deletions.step = current
            let entry = try deletions.applyEntryDeletion(
                uid: uid, deletedAt: deletedAt, lastChanged: fields.stamping.states[uid]?.latestStamp?.seconds)
            current = deletions.step
            entries.noteTombstone()
            if let entry { onChange(.deleted(entry, deletedAt: deletedAt)) }
        case .entry(let row, let stamped?):
            fields.step = current
            let change = try fields.mergeEntry(row, stamps: stamped.stamps, values: stamped.values)
            current = fields.step
            if let change { onChange(change) }
        case .entry(let row, nil):
            unstamped = true
            entries.step = current
            let change = try entries.apply(row)
            current = entries.step
            if let change { onChange(.merged(change)) }
        case .impact(let content, let stamps?):
            fields.step = current
            try fields.mergeImpact(content, stamps: stamps)
            current = fields.step
        case .impact(let content, nil):
            unstamped = true
            impacts.step = current
            try impacts.applyImpact(content)
            current = impacts.step
        case .medicationClass(let name, let value, let stamps):
            fields.step = current
            try fields.mergeClass(name: name, value: value, stamps: stamps)
            current = fields.step
        case .rename(let rename, let knownBy):
            if let stamp = rename.stamp { fields.stamping.receive(stamp) }
            let learnt = try diary.syncStamps.keepRename(rename)
            try SyncRenameKnowledge.note(
                rename, learnt: learnt, knownBy: knownBy, clock: fields.stamping.clock, in: diary.syncStamps)
        case .renameWriter(let diary):
            try self.diary.syncStamps.noteRenameWriter(diary)
        case .lost(let value):
            try fields.noteLost(value)
        case .conditions(let record):
            fields.step = current
            try fields.mergeConditionRecord(record)
            current = fields.step
        case .recipient(let recipient, let stamps):
            fields.step = current
            try fields.mergeRecipient(recipient, stamps: stamps)
            current = fields.step
        case .impactDeleted(let uid, let deletedAt):
            unstamped = true
            impacts.step = current
            try impacts.applyImpactDeletion(uid: uid, deletedAt: deletedAt)
            current = impacts.step
        }
    }

    /// What the file did, once it is read whole.
    private func outcome(file name: String, ahead: SyncFileAhead) -> Outcome {
        let imported = entries.report(dryRun: false)
        let entryCounts =
            deletions.counts
            + SyncCounts(
                added: imported.added, updated: imported.updated, kept: imported.keptNewer + imported.deletedHere)
        return Outcome(
            result: SyncReport.FileResult(
                file: name, entries: entryCounts + fields.entryCounts, impacts: impacts.counts + fields.impactCounts),
            step: current, ahead: ahead, conflicts: fields.conflicts, unstamped: unstamped, latest: latest)
    }
}
