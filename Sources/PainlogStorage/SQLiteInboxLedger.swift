import PainlogDomain

/// The inbox ledger in SQLite (migration 0012, which took over migration 0010's table).
final class SQLiteInboxLedger: InboxLedger {
    private let connection: SQLiteConnection

    init(connection: SQLiteConnection) {
        self.connection = connection
    }

    private enum Columns: Int32, SQLColumn {
        case entryUID, emptiedAt
        static let list = selection { $0 == .entryUID ? "entry_uid" : "emptied_at" }
    }

    func line(_ lineID: String, in file: String) throws -> InboxLedgerLine? {
        var found: InboxLedgerLine?
        try connection.inReadTransaction {
            try connection.query(
                "SELECT \(Columns.list) FROM inbox_file_lines WHERE file = \(file) AND line_id = \(lineID)",
                Columns.self
            ) { row in
                found = InboxLedgerLine(
                    entryUID: row.text(.entryUID), emptiedAt: row.isNull(.emptiedAt) ? nil : row.int64(.emptiedAt))
            }
        }
        return found
    }

    func record(_ lineID: String, in file: String, entryUID: String, at time: Int64) throws {
        try connection.inWriteTransaction {
            try connection.run(
                """
                INSERT INTO inbox_file_lines (file, line_id, entry_uid, logged_at, emptied_at)
                VALUES (\(file), \(lineID), \(entryUID), \(time), NULL)
                ON CONFLICT (file, line_id) DO UPDATE SET entry_uid = excluded.entry_uid, emptied_at = NULL
                """)
        }
    }

    func markEmptied(_ file: String, at time: Int64) throws {
        try connection.inWriteTransaction {
            try connection.run(
                "UPDATE inbox_file_lines SET emptied_at = \(time) WHERE file = \(file) AND emptied_at IS NULL")
        }
    }
}
