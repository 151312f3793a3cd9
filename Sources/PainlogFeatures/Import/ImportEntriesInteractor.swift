public import PainlogDomain

/// What an import did, or would do with `--dry-run`.
public struct ImportReport: Sendable, Equatable {
    public let added: Int
    public let updated: Int
    public let unchanged: Int
    public let dryRun: Bool

    public init(added: Int, updated: Int, unchanged: Int, dryRun: Bool) {
        self.added = added
        self.updated = updated
        self.unchanged = unchanged
        self.dryRun = dryRun
    }
}

/// Imports an export file: every row validated as `log` would, all in one transaction (all or
/// nothing), matched by `uid` — an identical entry is skipped, a changed one updated — and one
/// undo step. Importing the same file twice changes nothing and adds no undo step.
public struct ImportEntriesInteractor {
    private let unitOfWork: any UnitOfWork
    private let clock: any TimeSource
    private let zone: TimeZoneRules
    private let makeUID: () -> String

    public init(
        unitOfWork: any UnitOfWork, clock: any TimeSource, zone: TimeZoneRules, makeUID: @escaping () -> String
    ) {
        self.unitOfWork = unitOfWork
        self.clock = clock
        self.zone = zone
        self.makeUID = makeUID
    }

    /// Thrown inside the transaction to roll back a dry run or an import that changed nothing.
    private struct RollBack: Error {
        let report: ImportReport
    }

    /// Reads every record from `reader` and applies it. `sourceName` names the file in the undo list.
    public func importEntries(from reader: any ImportRecordReader, sourceName: String, dryRun: Bool) throws -> ImportReport {
        let now = clock.now()
        let written = zone.timestamp(at: now)
        do {
            return try unitOfWork.inWriteTransaction { diary in
                let store = diary.entries
                let journal = diary.journal
                var added = 0
                var updated = 0
                var unchanged = 0
                var step: Int64?
                var seen = EntryIDSet()
                func journalStep() throws -> Int64 {
                    if let step { return step }
                    let new = try journal.record(.import, summary: "import \(sourceName)", at: written, changing: [], created: [])
                    step = new
                    return new
                }
                while let record = try reader.next() {
                    let row = try ImportedEntry(record, now: now, zone: zone)
                    if let uid = row.uid, let existing = try store.entry(uid: uid) {
                        guard seen.insert(existing.id) else {
                            throw PainlogError(.badData, "line \(row.line) (row \(row.row)): uid \(uid) appears more than once in the file")
                        }
                        let content = Self.content(of: row, uid: uid, existing: existing, written: written)
                        if content.storesSameAs(existing) {
                            unchanged += 1
                        } else {
                            try journal.noteChanging([existing.id], in: try journalStep())
                            _ = try store.update(id: existing.id, with: content)
                            updated += 1
                        }
                    } else {
                        let content = Self.content(of: row, uid: row.uid ?? makeUID(), existing: nil, written: written)
                        let id = try store.insert(content, preferredID: row.id)
                        _ = seen.insert(id)
                        try journal.noteCreated([id], in: try journalStep())
                        added += 1
                    }
                }
                let report = ImportReport(added: added, updated: updated, unchanged: unchanged, dryRun: dryRun)
                if dryRun || (added == 0 && updated == 0) { throw RollBack(report: report) }
                return report
            }
        } catch let rollBack as RollBack {
            return rollBack.report
        }
    }

    private static func content(of row: ImportedEntry, uid: String, existing: Entry?, written: Timestamp) -> EntryContent {
        EntryContent(
            uid: uid, occurredAt: row.occurredAt, intensity: row.intensity, areas: row.areas, tags: row.tags,
            medications: row.medications, note: row.note,
            createdAt: row.createdAt ?? existing?.createdAt ?? written,
            updatedAt: row.updatedAt ?? existing?.updatedAt ?? written)
    }

}
