import PainlogDomain

/// Entries and deletions by their uid's beginning, for keys (`EntryKeyLookup`): every query a range
/// of the uid indexes of `entries` and `tombstones`, so a key costs a few index seeks.
extension SQLiteEntryStore {
    func uidNeighbours(of uid: String) throws -> (before: String?, after: String?) {
        var before: String?
        var after: String?
        try connection.inReadTransaction {
            try connection.query(
                """
                SELECT uid FROM (SELECT uid FROM entries WHERE uid < \(uid) ORDER BY uid DESC LIMIT 1)
                UNION ALL SELECT uid FROM (SELECT uid FROM tombstones WHERE uid < \(uid) ORDER BY uid DESC LIMIT 1)
                UNION ALL SELECT uid FROM (SELECT uid FROM entries WHERE uid > \(uid) ORDER BY uid LIMIT 1)
                UNION ALL SELECT uid FROM (SELECT uid FROM tombstones WHERE uid > \(uid) ORDER BY uid LIMIT 1)
                """, SingleColumn.self
            ) { row in
                let other = String(row: row)
                if other < uid {
                    if before.map({ other > $0 }) ?? true { before = other }
                } else if after.map({ other < $0 }) ?? true {
                    after = other
                }
            }
        }
        return (before, after)
    }

    func entries(withUIDPrefix uidPrefix: String, limit: Int) throws -> [Entry] {
        var uids: [String] = []
        var found: [Entry] = []
        try connection.inReadTransaction {
            // Every uid is lowercase hexadecimal digits and dashes, all of which sort before "~".
            try connection.query(
                """
                SELECT uid FROM entries WHERE uid >= \(uidPrefix) AND uid < \(uidPrefix + "~")
                ORDER BY uid LIMIT \(limit)
                """, SingleColumn.self
            ) { uids.append(String(row: $0)) }
            for uid in uids {
                if let entry = try entry(uid: uid) { found.append(entry) }
            }
        }
        return found
    }

    func deletions(withUIDPrefix uidPrefix: String, limit: Int) throws -> [DeletedEntryMatch] {
        var found: [DeletedEntryMatch] = []
        try connection.inReadTransaction {
            try connection.query(
                """
                SELECT \(DeletedEntryMatch.selection) FROM tombstones
                WHERE uid >= \(uidPrefix) AND uid < \(uidPrefix + "~") ORDER BY uid LIMIT \(limit)
                """, DeletedEntryMatch.Columns.self
            ) { found.append(DeletedEntryMatch(row: $0)) }
        }
        return found
    }
}

extension SQLiteEntryStore {
    func highestEntryID() throws -> Int64 {
        try connection.scalarInt(
            """
            SELECT max(coalesce((SELECT seq FROM sqlite_sequence WHERE name = 'entries'), 0),
                       coalesce((SELECT max(id) FROM entries), 0))
            """)
    }

    func keySharers(addedAfter id: Int64) throws -> [SharedKeyPair] {
        var found: [SharedKeyPair] = []
        try connection.inReadTransaction {
            // One pass over every uid in order: an entry's key is longer than 8 digits only when a
            // neighbour shares them (the first 8 digits are the uid's first 8 characters).
            try connection.query(
                """
                WITH ordered AS (
                    SELECT uid, id,
                           lag(uid) OVER (ORDER BY uid) AS previous_uid, lag(id) OVER (ORDER BY uid) AS previous_id,
                           lead(uid) OVER (ORDER BY uid) AS next_uid, lead(id) OVER (ORDER BY uid) AS next_id
                    FROM (SELECT uid, id FROM entries UNION ALL SELECT uid, NULL FROM tombstones)
                )
                SELECT id, uid, previous_id, previous_uid FROM ordered
                WHERE id <= \(id) AND previous_id > \(id) AND substr(previous_uid, 1, 8) = substr(uid, 1, 8)
                UNION ALL
                SELECT id, uid, next_id, next_uid FROM ordered
                WHERE id <= \(id) AND next_id > \(id) AND substr(next_uid, 1, 8) = substr(uid, 1, 8)
                """, SharedKeyPair.Columns.self
            ) { found.append(SharedKeyPair(row: $0)) }
        }
        return found
    }
}

/// A pair of entries sharing 8 digits, as `keySharers` reads it.
extension SharedKeyPair {
    /// The columns, in SELECT order.
    enum Columns: Int32, SQLColumn {
        case keptID, keptUID, addedID, addedUID
    }

    /// The pair on a row of `keySharers`' query.
    init(row: SQLRow<Columns>) {
        self.init(
            keptID: row.int64(.keptID), keptUID: row.text(.keptUID), addedID: row.int64(.addedID),
            addedUID: row.text(.addedUID))
    }
}

/// A deletion as a key's look-up reads it from `tombstones`.
extension DeletedEntryMatch {
    /// The columns, in SELECT order.
    enum Columns: Int32, SQLColumn {
        case uid, deletedAt, deletedOffset, deletedBy
    }

    /// `uid, deleted_at, deleted_offset, deleted_by`.
    static let selection = Columns.selection { column in
        switch column {
        case .uid: "uid"
        case .deletedAt: "deleted_at"
        case .deletedOffset: "deleted_offset"
        case .deletedBy: "deleted_by"
        }
    }

    /// The deletion on a row of `selection`.
    init(row: SQLRow<Columns>) {
        self.init(
            uid: row.text(.uid), deletedAt: row.timestamp(.deletedAt, .deletedOffset),
            deletedBy: row.optionalText(.deletedBy))
    }
}
