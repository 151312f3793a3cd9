import PainlogDomain

/// PEG impact records and their tombstones in SQLite (migration 0005).
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
