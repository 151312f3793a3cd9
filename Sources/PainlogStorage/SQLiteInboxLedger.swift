import PainlogDomain

/// The inbox ledger in SQLite (migration 0010).
final class SQLiteInboxLedger: InboxLedger {
    private let connection: SQLiteConnection

    init(connection: SQLiteConnection) {
        self.connection = connection
    }

    func contains(_ lineID: String) throws -> Bool {
        var count: Int64 = 0
        try connection.inReadTransaction {
            count = try connection.scalarInt("SELECT count(*) FROM inbox_lines WHERE line_id = \(lineID)")
        }
        return count > 0
    }

    func record(_ lineID: String, at time: Int64) throws {
        try connection.inWriteTransaction {
            try connection.run("INSERT OR IGNORE INTO inbox_lines (line_id, logged_at) VALUES (\(lineID), \(time))")
        }
    }
}
