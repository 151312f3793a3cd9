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
                "SELECT entry_id, deleted_at, deleted_offset FROM tombstones WHERE uid = ?", [.text(uid)]
            ) { row in
                found = Tombstone(
                    uid: uid, entryID: row.int64(0), deletedAt: Timestamp(seconds: row.int64(1), offset: row.int(2)))
            }
        }
        return found
    }

    func bury(_ entries: [Entry], at time: Timestamp) throws {
        try connection.inWriteTransaction {
            for entry in entries {
                try connection.run(
                    "INSERT OR REPLACE INTO tombstones (uid, entry_id, deleted_at, deleted_offset) VALUES (?, ?, ?, ?)",
                    [.text(entry.uid), .integer(entry.id), .integer(time.seconds), .integer(time.offset)])
            }
        }
    }

    func bury(uid: String, entryID: Int64, at time: Timestamp) throws {
        try connection.inWriteTransaction {
            try connection.run(
                "INSERT OR REPLACE INTO tombstones (uid, entry_id, deleted_at, deleted_offset) VALUES (?, ?, ?, ?)",
                [.text(uid), .integer(entryID), .integer(time.seconds), .integer(time.offset)])
        }
    }

    func all() throws -> [Tombstone] {
        var found: [Tombstone] = []
        try connection.inReadTransaction {
            try connection.query("SELECT uid, entry_id, deleted_at, deleted_offset FROM tombstones ORDER BY uid") { row in
                found.append(
                    Tombstone(uid: row.text(0), entryID: row.int64(1), deletedAt: Timestamp(seconds: row.int64(2), offset: row.int(3))))
            }
        }
        return found
    }

    func remove(uid: String) throws {
        try connection.inWriteTransaction {
            try connection.run("DELETE FROM tombstones WHERE uid = ?", [.text(uid)])
        }
    }

    func count() throws -> Int {
        var count = 0
        try connection.inReadTransaction { count = Int(try connection.scalarInt("SELECT count(*) FROM tombstones")) }
        return count
    }
}
