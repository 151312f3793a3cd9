import PainlogDomain

/// The merge rules of an import (README: "import"), applied row by row inside its transaction.
///
/// The rules:
///
/// - a row whose `uid` is not in the diary is added;
/// - a row equal to the diary's entry is unchanged;
/// - a row that differs replaces the entry when its `updated_at` is later than the entry's;
///   otherwise the entry is kept ("kept newer"); a row without `updated_at` counts as newer;
/// - a row for an entry deleted here is skipped ("deleted here") unless its `updated_at` is later
///   than the deletion; then the entry comes back and its tombstone goes;
/// - a file without `ended_at` (from before ends) leaves the entry's end as it is, unless the row's
///   start is not before it any more; an empty `ended_at` is an entry without an end;
/// - a file without `symptoms` (from before them) leaves the entry's symptoms as they are;
/// - a row edited outside painlog (its `rev` no longer matches its content) is a change made at the
///   time of the import, whatever its `updated_at` says ("edited outside painlog"): when its entry
///   still has the row's `rev`, at the later of then and 1 s after the entry's `updated_at`; when the
///   entry changed here too, the entry stays and the row's differing values go to its history.
struct ImportMerge {
    private let diary: WriteTransaction
    private let written: Timestamp
    private let summary: String
    private let makeUID: () -> String
    /// The undo step this merge recorded (or was given, or was handed by `SyncMerge` working on the
    /// same change), nil while nothing changed.
    var step: Int64?
    /// Whether the diary has tombstones at all: a first import of a million rows into a diary that
    /// never deleted anything need not look each of them up.
    ///
    /// A sync that buries an entry while it merges sets it (`noteTombstone()`).
    private var hasTombstones: Bool
    /// Ids already matched by a row, and uids skipped as deleted: a uid twice in a file is an error.
    private var seenIDs = EntryIDSet()
    private var seenDeleted = Set<String>()
    private var added = 0
    private var updated = 0
    private var unchanged = 0
    private var keptNewer = 0
    private var deletedHere = 0
    private var editedOutside = 0
    /// Values of rows edited outside painlog whose entry changed here too: set aside in the history.
    private var conflicts = 0

    /// The medications of the rows added or changed, each name once (its first dose): those without
    /// a class are named after the import.
    private var medications: [Medication] = []
    private var medicationKeys: Set<String> = []

    private let kind: ChangeKind

    /// - Parameters:
    ///   - kind: the kind of the undo step (`sync` merges several files as one `sync` step).
    ///   - step: the undo step already recorded by earlier work of the same change, if any.
    init(
        diary: WriteTransaction, written: Timestamp, summary: String, makeUID: @escaping () -> String,
        kind: ChangeKind = .import,
        step: Int64? = nil
    ) throws {
        self.diary = diary
        self.kind = kind
        self.step = step
        self.hasTombstones = try diary.tombstones.count() > 0
        self.written = written
        self.summary = summary
        self.makeUID = makeUID
    }

    func report(dryRun: Bool) -> ImportReport {
        ImportReport(
            added: added, updated: updated, unchanged: unchanged, keptNewer: keptNewer, deletedHere: deletedHere,
            editedOutside: editedOutside, conflicts: conflicts, dryRun: dryRun, medications: medications)
    }

    /// Merges one row; returns what it did unless the row was already in the diary as it is.
    ///
    /// `editedOutside`: the row was changed outside painlog after its export (`ImportedEntry
    /// .editedOutside`), so it is a change made now: its `updated_at` is the import's time.
    mutating func apply(_ row: ImportedEntry, editedOutside: Bool = false) throws -> ImportChange? {
        let change = try merged(row, editedOutside: editedOutside)
        switch change?.action {
        case .add?, .update?:
            for medication in row.medications where medicationKeys.insert(NameRules.key(for: medication.name)).inserted
            {
                medications.append(medication)
            }
        case .keepNewer?, .skipDeleted?, nil: break
        }
        return change
    }

    private mutating func merged(_ row: ImportedEntry, editedOutside: Bool) throws -> ImportChange? {
        guard let uid = row.uid else { return try add(row, uid: makeUID(), revived: nil) }
        let updatedAt = editedOutside ? written : row.updatedAt
        if let existing = try diary.entries.entry(uid: uid) {
            guard seenIDs.insert(existing.id) else { throw repeated(row, uid) }
            return try merge(row, updatedAt: updatedAt, editedOutside: editedOutside, into: existing)
        }
        guard hasTombstones, let tombstone = try diary.tombstones.tombstone(uid: uid) else {
            return try add(row, uid: uid, revived: nil)
        }
        guard seenDeleted.insert(uid).inserted else { throw repeated(row, uid) }
        // Only a change made after the deletion brings an entry back; a row without updated_at does not.
        if let rowUpdated = updatedAt, rowUpdated.seconds > tombstone.deletedAt.seconds {
            try diary.journal.noteTombstones([uid], in: try journalStep())
            try diary.tombstones.remove(uid: uid)
            if editedOutside { self.editedOutside += 1 }
            return try add(row, uid: uid, updatedAt: updatedAt, revived: tombstone, editedOutside: editedOutside)
        }
        deletedHere += 1
        return change(.skipDeleted(tombstone), id: tombstone.entryID, row: row, differences: [])
    }

    /// Merges a row into the diary's entry of its uid; `updatedAt` is the row's (the import's time
    /// for a row edited outside painlog), nil when the file has none.
    private mutating func merge(
        _ row: ImportedEntry, updatedAt rowUpdatedAt: Timestamp?, editedOutside: Bool, into existing: Entry
    ) throws -> ImportChange? {
        var updatedAt = rowUpdatedAt
        if editedOutside, let rev = row.rev {
            guard EntryRev.of(existing) == rev else { return try keepChangedHere(row, existing) }
            // The entry is as exported: the row's change is later than everything it holds, even an
            // `updated_at` a sync took from a computer whose clock is ahead.
            updatedAt = Timestamp(
                seconds: max(written.seconds, existing.updatedAt.seconds + 1), offset: written.offset)
        }
        // A row without updated_at counts as newer, and the change it makes is one made now.
        let content = Self.content(
            of: row, uid: existing.uid, createdAt: existing.createdAt, updatedAt: updatedAt ?? written,
            keptEnd: existing.endedAt, keptSymptoms: existing.symptoms)
        // A row edited outside that holds what the diary holds (the same edit made here too) is no change.
        if content.storesSameAs(existing)
            || ((updatedAt == nil || editedOutside) && Self.sameExceptUpdatedAt(content, existing))
        {
            unchanged += 1
            return nil
        }
        let differences = ImportDifferences.fields(content, existing)
        // Not later is not newer: a row changed in the same second as the entry here (a rename, say,
        // which moves updated_at) must not bring the old names back.
        if let rowUpdated = updatedAt, rowUpdated.seconds <= existing.updatedAt.seconds {
            keptNewer += 1
            return change(
                .keepNewer(diaryUpdatedAt: existing.updatedAt), id: existing.id, row: row, differences: differences)
        }
        try diary.journal.noteChanging([existing.id], in: try journalStep())
        _ = try diary.entries.update(id: existing.id, with: content)
        updated += 1
        if editedOutside { self.editedOutside += 1 }
        return change(
            .update, id: existing.id, row: row, differences: differences, editedOutside: editedOutside)
    }

    /// A row edited outside painlog whose entry changed here too since the export (its `rev` is not
    /// the entry's): the entry's values stay, and each of the row's values that differs goes to the
    /// entry's history (`show --history`, by `import FILE`), counted in `conflicts`.
    private mutating func keepChangedHere(_ row: ImportedEntry, _ existing: Entry) throws -> ImportChange? {
        let content = Self.content(
            of: row, uid: existing.uid, createdAt: existing.createdAt, updatedAt: written, keptEnd: existing.endedAt,
            keptSymptoms: existing.symptoms)
        guard !Self.sameExceptUpdatedAt(content, existing) else {
            unchanged += 1
            return nil
        }
        let (rowValues, here) = (ImportHistoryValues(content), ImportHistoryValues(existing.content))
        let by = ChangeStamp(seconds: max(written.seconds, 0), counter: 0, diary: summary)
        // The same file imported again sets nothing aside twice.
        let kept = try diary.syncStamps.earlierValues(uid: existing.uid).filter { $0.stamp.diary == summary }
        for (field, value) in rowValues.fields
        where here[field] != value && !kept.contains(where: { $0.field == field && $0.value == value }) {
            try diary.syncStamps.keepEarlierValue(
                SetAsideValue(uid: existing.uid, field: field, value: value, stamp: by, seenAt: written.seconds),
                limit: Self.historyLimit)
            conflicts += 1
        }
        keptNewer += 1
        return change(
            .keepNewer(diaryUpdatedAt: existing.updatedAt), id: existing.id, row: row,
            differences: ImportDifferences.fields(content, existing))
    }

    /// How many earlier values of a field the history keeps (as `FieldMerge.historyLimit`).
    private static let historyLimit = 20

    private mutating func add(
        _ row: ImportedEntry, uid: String, updatedAt: Timestamp? = nil, revived: Tombstone?, editedOutside: Bool = false
    ) throws -> ImportChange {
        let content = Self.content(
            of: row, uid: uid, createdAt: row.createdAt ?? written, updatedAt: updatedAt ?? row.updatedAt ?? written,
            keptEnd: nil, keptSymptoms: .none)
        let id = try diary.entries.insert(content, preferredID: row.id)
        _ = seenIDs.insert(id)
        try diary.journal.noteCreated([id], in: try journalStep())
        added += 1
        return change(.add(revived: revived), id: id, row: row, differences: [], editedOutside: editedOutside)
    }

    /// Tells the merge that the diary now has a tombstone (a sync applied a deletion meanwhile).
    mutating func noteTombstone() { hasTombstones = true }

    private mutating func journalStep() throws -> Int64 {
        try diary.journalStep(&step, kind: kind, summary: summary, at: written)
    }

    private func change(
        _ action: ImportChange.Action, id: Int64, row: ImportedEntry, differences: [String], editedOutside: Bool = false
    ) -> ImportChange {
        ImportChange(
            action: action, id: id, occurredAt: row.occurredAt, intensity: row.intensity, rowUpdatedAt: row.updatedAt,
            differences: differences, editedOutside: editedOutside)
    }

    private func repeated(_ row: ImportedEntry, _ uid: String) -> PainlogError {
        PainlogError(.badData, "line \(row.line) (row \(row.row)): uid \(uid) appears more than once in the file")
    }

    /// A file without `updated_at` that holds exactly the entry is not a change.
    private static func sameExceptUpdatedAt(_ content: EntryContent, _ existing: Entry) -> Bool {
        content.storesSameAs(
            Entry(
                id: existing.id, uid: existing.uid, occurredAt: existing.occurredAt, endedAt: existing.endedAt,
                intensity: existing.intensity,
                areas: existing.areas, tags: existing.tags, medications: existing.medications, note: existing.note,
                createdAt: existing.createdAt, updatedAt: content.updatedAt, symptoms: existing.symptoms))
    }

    /// The content a row gives; `keptEnd` is the entry's end, which a row that says nothing about ends
    /// (a file from before them) keeps as long as it still comes after the row's start, and no more
    /// than an entry may last after it; `keptSymptoms` are the entry's symptoms, which a row from a
    /// file without them (from before symptoms) keeps.
    private static func content(
        of row: ImportedEntry, uid: String, createdAt: Timestamp, updatedAt: Timestamp, keptEnd: Timestamp?,
        keptSymptoms: SymptomSet
    ) -> EntryContent {
        let end =
            row.givesEnd
            ? row.endedAt
            : keptEnd.flatMap {
                $0.seconds > row.occurredAt.seconds && EntryEndRules.tooLong(start: row.occurredAt, end: $0) == nil
                    ? $0 : nil
            }
        return row.content(
            uid: uid, endedAt: end, createdAt: row.createdAt ?? createdAt, updatedAt: updatedAt,
            symptoms: row.givesSymptoms ? row.symptoms : keptSymptoms)
    }
}
