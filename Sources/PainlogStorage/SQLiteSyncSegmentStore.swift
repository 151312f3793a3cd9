import PainlogDomain

/// What a sync has written since, in SQLite (migration 0018): `sync_changes`, kept up by triggers,
/// and the open generation in `sync_generation`.
final class SQLiteSyncSegmentStore: SyncSegmentStore {
    private let connection: SQLiteConnection

    init(connection: SQLiteConnection) {
        self.connection = connection
    }

    func openGeneration() throws -> Int64 {
        try connection.inReadTransaction {
            try connection.scalarInt("SELECT coalesce((SELECT value FROM sync_generation WHERE id = 1), 1)")
        }
    }

    func closeGeneration() throws {
        try connection.inWriteTransaction {
            try connection.run("UPDATE sync_generation SET value = value + 1 WHERE id = 1")
        }
    }

    func forEachUnstampedEntry(now: Int64, _ body: (Entry, String?) throws -> Void) throws {
        try connection.inReadTransaction {
            try SQLiteEntryStore(connection: connection).forEachEntryMerged(
                joins: "LEFT JOIN sync_stamps s ON s.uid = e.uid",
                conditions: "WHERE e.id IN (SELECT entry_id FROM sync_unstamped)",
                order: SQLiteSyncStampStore.stampTimeOrder(now: now), extra: "s.state", body)
        }
    }

    func forgetUnstamped() throws {
        try connection.inWriteTransaction { try connection.run("DELETE FROM sync_unstamped") }
    }

    func changedCount(after generation: Int64) throws -> Int {
        try connection.inReadTransaction {
            Int(try connection.scalarInt("SELECT count(*) FROM sync_changes WHERE seq > \(generation)"))
        }
    }

    func changedKeys(after generation: Int64, prefix: String) throws -> Set<String> {
        var found: Set<String> = []
        try connection.inReadTransaction {
            try connection.query(
                """
                SELECT \(ChangedKey.selection) FROM sync_changes
                WHERE seq > \(generation) AND substr(uid, 1, \(Int64(prefix.utf8.count))) = \(prefix)
                """, ChangedKey.Columns.self
            ) { found.insert($0.text(.uid)) }
        }
        return found
    }

    func forEachChangedEntry(after generation: Int64, _ body: (Entry, String?) throws -> Void) throws {
        try connection.inReadTransaction {
            try SQLiteEntryStore(connection: connection).forEachEntryMerged(
                joins: "LEFT JOIN sync_stamps s ON s.uid = e.uid",
                conditions: "WHERE e.uid IN (SELECT uid FROM sync_changes WHERE seq > \(generation))",
                order: "ORDER BY e.uid", extra: "s.state", body)
        }
    }

    func changedTombstones(after generation: Int64, uid: String, limit: Int) throws -> [Tombstone] {
        var found: [Tombstone] = []
        try connection.inReadTransaction {
            try connection.query(
                """
                SELECT \(Tombstone.selection) FROM tombstones
                WHERE uid > \(uid) AND uid IN (SELECT uid FROM sync_changes WHERE seq > \(generation))
                ORDER BY uid LIMIT \(limit)
                """, Tombstone.Columns.self
            ) { found.append(Tombstone(row: $0)) }
        }
        return found
    }

    func changedImpactRecords(after generation: Int64) throws -> [ImpactRecord] {
        var records: [ImpactRecord] = []
        try connection.inReadTransaction {
            try connection.query(
                """
                SELECT \(ImpactRecord.selection) FROM impact_records
                WHERE uid IN (SELECT uid FROM sync_changes WHERE seq > \(generation)) ORDER BY uid
                """, ImpactRecord.Columns.self
            ) { records.append(try ImpactRecord(row: $0)) }
        }
        return records
    }

    func changedLostValues(after generation: Int64) throws -> [LostValue] {
        var found: [LostValue] = []
        try connection.inReadTransaction {
            try connection.query(
                """
                SELECT \(LostValue.selection) FROM sync_lost_values
                WHERE uid IN (SELECT uid FROM sync_changes WHERE seq > \(generation)) ORDER BY uid, field, lost
                """, LostValue.Columns.self
            ) { row in
                if let value = LostValue(row: row) { found.append(value) }
            }
        }
        return found
    }

    func changedImpactTombstones(after generation: Int64, uid: String, limit: Int) throws
        -> [(uid: String, deletedAt: Timestamp)]
    {
        var found: [(uid: String, deletedAt: Timestamp)] = []
        try connection.inReadTransaction {
            try connection.query(
                """
                SELECT \(ImpactTombstone.selection) FROM impact_tombstones
                WHERE uid > \(uid) AND uid IN (SELECT uid FROM sync_changes WHERE seq > \(generation))
                ORDER BY uid LIMIT \(limit)
                """, ImpactTombstone.Columns.self
            ) { row in
                let tombstone = ImpactTombstone(row: row)
                found.append((tombstone.uid, tombstone.deletedAt))
            }
        }
        return found
    }
}

/// A key of `sync_changes`.
private enum ChangedKey {
    enum Columns: Int32, SQLColumn {
        case uid
    }

    /// `uid`.
    static let selection = Columns.selection { _ in "uid" }
}
