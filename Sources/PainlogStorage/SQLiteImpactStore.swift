import PainlogDomain

/// PEG impact records and their tombstones in SQLite (migration 0006).
final class SQLiteImpactStore: ImpactStore {
    private let connection: SQLiteConnection

    init(connection: SQLiteConnection) {
        self.connection = connection
    }

    func insert(_ content: ImpactContent) throws -> ImpactRecord {
        try connection.inWriteTransaction {
            try connection.run(
                """
                INSERT INTO impact_records (uid, recorded_at, recorded_offset, pain, enjoyment, activity,
                                            created_at, created_offset, updated_at, updated_offset)
                VALUES (\(content.uid), \(content.recordedAt.seconds), \(content.recordedAt.offset),
                        \(content.pain.value), \(content.enjoyment.value), \(content.activity.value),
                        \(content.createdAt.seconds), \(content.createdAt.offset),
                        \(content.updatedAt.seconds), \(content.updatedAt.offset))
                """)
            return ImpactRecord(id: connection.lastInsertedRowID, content: content)
        }
    }

    func records() throws -> [ImpactRecord] {
        try select("ORDER BY recorded_at DESC, id DESC")
    }

    func record(uid: String) throws -> ImpactRecord? {
        try select("WHERE uid = \(uid)").first
    }

    func tombstone(uid: String) throws -> Timestamp? {
        var found: Timestamp?
        try connection.inReadTransaction {
            try connection.query(
                "SELECT \(ImpactTombstone.selection) FROM impact_tombstones WHERE uid = \(uid)",
                ImpactTombstone.Columns.self
            ) { found = ImpactTombstone(row: $0).deletedAt }
        }
        return found
    }

    func tombstones() throws -> [(uid: String, deletedAt: Timestamp)] {
        var found: [(uid: String, deletedAt: Timestamp)] = []
        try connection.inReadTransaction {
            try connection.query(
                "SELECT \(ImpactTombstone.selection) FROM impact_tombstones ORDER BY uid", ImpactTombstone.Columns.self
            ) { row in
                let tombstone = ImpactTombstone(row: row)
                found.append((tombstone.uid, tombstone.deletedAt))
            }
        }
        return found
    }

    func tombstones(after uid: String, limit: Int) throws -> [(uid: String, deletedAt: Timestamp)] {
        var found: [(uid: String, deletedAt: Timestamp)] = []
        try connection.inReadTransaction {
            try connection.query(
                """
                SELECT \(ImpactTombstone.selection) FROM impact_tombstones WHERE uid > \(uid) ORDER BY uid
                LIMIT \(limit)
                """, ImpactTombstone.Columns.self
            ) { row in
                let tombstone = ImpactTombstone(row: row)
                found.append((tombstone.uid, tombstone.deletedAt))
            }
        }
        return found
    }

    func tombstoneCount() throws -> Int {
        var count = 0
        try connection.inReadTransaction {
            count = Int(try connection.scalarInt("SELECT count(*) FROM impact_tombstones"))
        }
        return count
    }

    func update(id: Int64, with content: ImpactContent) throws {
        try connection.inWriteTransaction {
            try connection.run(
                """
                UPDATE impact_records SET uid = \(content.uid), recorded_at = \(content.recordedAt.seconds),
                    recorded_offset = \(content.recordedAt.offset), pain = \(content.pain.value),
                    enjoyment = \(content.enjoyment.value), activity = \(content.activity.value),
                    created_at = \(content.createdAt.seconds), created_offset = \(content.createdAt.offset),
                    updated_at = \(content.updatedAt.seconds), updated_offset = \(content.updatedAt.offset)
                WHERE id = \(id)
                """)
        }
    }

    func delete(id: Int64) throws {
        try connection.inWriteTransaction {
            try connection.run("DELETE FROM impact_records WHERE id = \(id)")
        }
    }

    func bury(uid: String, recordID: Int64, at time: Timestamp) throws {
        try connection.inWriteTransaction {
            // A later deletion of a uid already buried keeps the id it had here.
            try connection.run(
                """
                INSERT INTO impact_tombstones (uid, record_id, deleted_at, deleted_offset)
                VALUES (\(uid), \(recordID), \(time.seconds), \(time.offset))
                ON CONFLICT (uid) DO UPDATE SET deleted_at = \(time.seconds), deleted_offset = \(time.offset),
                    record_id = CASE WHEN \(recordID) = 0 THEN record_id ELSE \(recordID) END
                """)
        }
    }

    func removeTombstone(uid: String) throws {
        try connection.inWriteTransaction {
            try connection.run("DELETE FROM impact_tombstones WHERE uid = \(uid)")
        }
    }

    private func select(_ tail: SQLFragment) throws -> [ImpactRecord] {
        var records: [ImpactRecord] = []
        try connection.inReadTransaction {
            try connection.query(
                "SELECT \(ImpactRecord.selection) FROM impact_records \(tail)", ImpactRecord.Columns.self
            ) { records.append(try ImpactRecord(row: $0)) }
        }
        return records
    }

}

/// An impact record's tombstone as storage reads it: its uid and when it was deleted.
struct ImpactTombstone {
    let uid: String
    let deletedAt: Timestamp

    /// The columns, in SELECT order.
    enum Columns: Int32, SQLColumn {
        case uid, deletedAt, deletedOffset
    }

    /// `uid, deleted_at, deleted_offset`.
    static let selection = Columns.selection { column in
        switch column {
        case .uid: "uid"
        case .deletedAt: "deleted_at"
        case .deletedOffset: "deleted_offset"
        }
    }

    /// The tombstone on a row of `selection`.
    init(row: SQLRow<Columns>) {
        uid = row.text(.uid)
        deletedAt = row.timestamp(.deletedAt, .deletedOffset)
    }
}
