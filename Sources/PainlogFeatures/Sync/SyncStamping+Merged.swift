import PainlogDomain

// The *stamp* step after a merge that is not per field (a format 1 file): what it changed is
// stamped as the local changes are, in the order of `updated_at`, before the file is written.
extension SyncStamping {
    /// Stamps what a merge that is not per field changed (as `SyncStamping.current`), entries in
    /// the order of their `updated_at`, then impact records: the order they are stamped in when
    /// local changes are.
    static func stampMerged(in diary: WriteTransaction, stamping: inout SyncStamping, now: Int64) throws {
        try diary.syncStamps.forEachEntry(in: .stampTime(now: now)) { entry, kept in
            _ = try stamping.current(
                RecordValues(entry.content), uid: entry.uid, updatedAt: entry.updatedAt.seconds, kept: kept,
                fieldOrder: RecordValues.entryFields)
        }
        for record in try diary.impacts.records().sorted(by: {
            $0.content.updatedAt.seconds < $1.content.updatedAt.seconds
        }) {
            _ = try stamping.current(
                RecordValues(record.content), uid: record.uid, updatedAt: record.content.updatedAt.seconds,
                kept: try diary.syncStamps.state(uid: record.uid), fieldOrder: RecordValues.impactFields)
        }
    }
}
