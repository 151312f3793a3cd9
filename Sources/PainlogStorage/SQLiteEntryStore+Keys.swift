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
            // An entry's key is longer than 8 digits only when a neighbour in uid order (among the
            // entries and the deletions) shares them (the first 8 digits are the uid's first 8
            // characters). Only the entries added since `id` are looked at, each with its two
            // neighbours found by a few seeks of the uid indexes: a window over every uid sorted the
            // whole diary (and its deletions) after any sync that brought one entry, 10 MiB of sort
            // and materialized rows at 200,000 entries (docs/performance.md, *First syncs*). First the
            // entries whose neighbour before is one added since, then those whose neighbour after
            // is, each by uid, as that window gave them.
            let sides: [(neighbour: SQLFragment, nearest: SQLFragment)] = [
                ("uid > a.uid ORDER BY uid", "min"), ("uid < a.uid ORDER BY uid DESC", "max"),
            ]
            for (neighbour, nearest) in sides {
                try connection.query(
                    """
                    SELECT k.id, k.uid, a.id, a.uid FROM entries a CROSS JOIN entries k
                    WHERE a.id > \(id) AND k.uid = (
                        SELECT \(nearest)(u) FROM (
                            SELECT (SELECT uid FROM entries WHERE \(neighbour) LIMIT 1) AS u
                            UNION ALL SELECT (SELECT uid FROM tombstones WHERE \(neighbour) LIMIT 1)))
                    AND k.id <= \(id) AND substr(k.uid, 1, 8) = substr(a.uid, 1, 8)
                    ORDER BY k.uid
                    """, SharedKeyPair.Columns.self
                ) { found.append(SharedKeyPair(row: $0)) }
            }
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
