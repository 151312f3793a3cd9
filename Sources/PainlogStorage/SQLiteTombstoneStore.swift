import PainlogDomain

/// Tombstones in SQLite (migration 0003).
final class SQLiteTombstoneStore: TombstoneStore {
    private let connection: SQLiteConnection

    init(connection: SQLiteConnection) {
        self.connection = connection
    }

    func tombstone(uid: String) throws -> Tombstone? {
        var found: Tombstone?
        try connection.inReadTransaction {
            try connection.query(
                "SELECT \(Tombstone.selection) FROM tombstones WHERE uid = \(uid)", Tombstone.Columns.self
            ) { found = Tombstone(row: $0) }
        }
        return found
    }

    func bury(_ entries: [Entry], at time: Timestamp) throws {
        try connection.inWriteTransaction {
            for entry in entries {
                try insert(uid: entry.uid, entryID: entry.id, at: time)
            }
            // Deleted here: by this diary (migration 0017).
            for entry in entries {
                try connection.run(
                    """
                    UPDATE tombstones SET deleted_by = (SELECT value FROM diary_settings WHERE key = 'diary_id')
                    WHERE uid = \(entry.uid)
                    """)
            }
        }
    }

    func bury(uid: String, entryID: Int64, at time: Timestamp) throws {
        try connection.inWriteTransaction {
            try insert(uid: uid, entryID: entryID, at: time)
        }
    }

    /// Writes the tombstone of `uid`, replacing an older one, inside the caller's transaction.
    private func insert(uid: String, entryID: Int64, at time: Timestamp) throws {
        try connection.run(
            """
            INSERT OR REPLACE INTO tombstones (uid, entry_id, deleted_at, deleted_offset)
            VALUES (\(uid), \(entryID), \(time.seconds), \(time.offset))
            """)
    }

    func all() throws -> [Tombstone] {
        var found: [Tombstone] = []
        try connection.inReadTransaction {
            try connection.query("SELECT \(Tombstone.selection) FROM tombstones ORDER BY uid", Tombstone.Columns.self) {
                found.append(Tombstone(row: $0))
            }
        }
        return found
    }

    func page(after uid: String, limit: Int) throws -> [Tombstone] {
        var found: [Tombstone] = []
        try connection.inReadTransaction {
            try connection.query(
                "SELECT \(Tombstone.selection) FROM tombstones WHERE uid > \(uid) ORDER BY uid LIMIT \(limit)",
                Tombstone.Columns.self
            ) { found.append(Tombstone(row: $0)) }
        }
        return found
    }

    func remove(uid: String) throws {
        try connection.inWriteTransaction {
            try connection.run("DELETE FROM tombstones WHERE uid = \(uid)")
        }
    }

    func count() throws -> Int {
        var count = 0
        try connection.inReadTransaction { count = Int(try connection.scalarInt("SELECT count(*) FROM tombstones")) }
        return count
    }
}
