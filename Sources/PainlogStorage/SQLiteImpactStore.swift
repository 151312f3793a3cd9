import PainlogDomain

/// PEG impact records and their tombstones in SQLite (migration 0006).
final class SQLiteImpactStore: ImpactStore {
    static let columns = """
        id, uid, recorded_at, recorded_offset, pain, enjoyment, activity, \
        created_at, created_offset, updated_at, updated_offset
        """

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
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """,
                [
                    .text(content.uid), .integer(content.recordedAt.seconds), .integer(content.recordedAt.offset),
                    .integer(content.pain.value), .integer(content.enjoyment.value), .integer(content.activity.value),
                    .integer(content.createdAt.seconds), .integer(content.createdAt.offset),
                    .integer(content.updatedAt.seconds), .integer(content.updatedAt.offset),
                ])
            return ImpactRecord(id: connection.lastInsertedRowID, content: content)
        }
    }

    func records() throws -> [ImpactRecord] {
        try select("ORDER BY recorded_at DESC, id DESC", [])
    }

    func record(uid: String) throws -> ImpactRecord? {
        try select("WHERE uid = ?", [.text(uid)]).first
    }

    func tombstone(uid: String) throws -> Timestamp? {
        var found: Timestamp?
        try connection.inReadTransaction {
            try connection.query("SELECT deleted_at, deleted_offset FROM impact_tombstones WHERE uid = ?", [.text(uid)]) { row in
                found = Timestamp(seconds: row.int64(0), offset: row.int(1))
            }
        }
        return found
    }

    func tombstones() throws -> [(uid: String, deletedAt: Timestamp)] {
        var found: [(uid: String, deletedAt: Timestamp)] = []
        try connection.inReadTransaction {
            try connection.query("SELECT uid, deleted_at, deleted_offset FROM impact_tombstones ORDER BY uid") { row in
                found.append((row.text(0), Timestamp(seconds: row.int64(1), offset: row.int(2))))
            }
        }
        return found
    }

    func update(id: Int64, with content: ImpactContent) throws {
        try connection.inWriteTransaction {
            try connection.run(
                """
                UPDATE impact_records SET uid = ?2, recorded_at = ?3, recorded_offset = ?4, pain = ?5, enjoyment = ?6,
                    activity = ?7, created_at = ?8, created_offset = ?9, updated_at = ?10, updated_offset = ?11
                WHERE id = ?1
                """,
                [
                    .integer(id), .text(content.uid), .integer(content.recordedAt.seconds), .integer(content.recordedAt.offset),
                    .integer(content.pain.value), .integer(content.enjoyment.value), .integer(content.activity.value),
                    .integer(content.createdAt.seconds), .integer(content.createdAt.offset),
                    .integer(content.updatedAt.seconds), .integer(content.updatedAt.offset),
                ])
        }
    }

    func delete(id: Int64) throws {
        try connection.inWriteTransaction {
            try connection.run("DELETE FROM impact_records WHERE id = ?", [.integer(id)])
        }
    }

    func bury(uid: String, recordID: Int64, at time: Timestamp) throws {
        try connection.inWriteTransaction {
            // A later deletion of a uid already buried keeps the id it had here.
            try connection.run(
                """
                INSERT INTO impact_tombstones (uid, record_id, deleted_at, deleted_offset) VALUES (?1, ?2, ?3, ?4)
                ON CONFLICT (uid) DO UPDATE SET deleted_at = ?3, deleted_offset = ?4,
                    record_id = CASE WHEN ?2 = 0 THEN record_id ELSE ?2 END
                """,
                [.text(uid), .integer(recordID), .integer(time.seconds), .integer(time.offset)])
        }
    }

    func removeTombstone(uid: String) throws {
        try connection.inWriteTransaction {
            try connection.run("DELETE FROM impact_tombstones WHERE uid = ?", [.text(uid)])
        }
    }

    private func select(_ tail: String, _ values: [SQLiteValue]) throws -> [ImpactRecord] {
        var records: [ImpactRecord] = []
        try connection.inReadTransaction {
            try connection.query("SELECT \(Self.columns) FROM impact_records \(tail)", values) { row in
                records.append(try Self.record(from: row))
            }
        }
        return records
    }

    private static func record(from row: SQLiteStatement) throws -> ImpactRecord {
        func answer(_ column: Int32) throws -> Intensity {
            guard let value = Intensity(row.int(column)) else {
                throw PainlogError.failure("impact record #\(row.int64(0)) holds an answer outside 0–10")
            }
            return value
        }
        return ImpactRecord(
            id: row.int64(0),
            content: ImpactContent(
                uid: row.text(1), recordedAt: Timestamp(seconds: row.int64(2), offset: row.int(3)), pain: try answer(4),
                enjoyment: try answer(5), activity: try answer(6), createdAt: Timestamp(seconds: row.int64(7), offset: row.int(8)),
                updatedAt: Timestamp(seconds: row.int64(9), offset: row.int(10))))
    }
}
