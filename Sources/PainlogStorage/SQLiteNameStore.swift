import PainlogDomain

/// Areas, tags or medication names in SQLite, one `NameTable` each. Name rows are never deleted
/// here — the change journal refers to them by id — so a merged-away name simply has no entries and
/// is not listed.
final class SQLiteNameStore: NameStore {
    private let connection: SQLiteConnection
    private let table: NameTable

    init(connection: SQLiteConnection, table: NameTable) {
        self.connection = connection
        self.table = table
    }

    var kind: NameRules.Kind { table.kind }

    func mostUsed() throws -> NameUsage? {
        var top: (id: Int64, name: String, count: Int)?
        var usage: NameUsage?
        try connection.inReadTransaction {
            // Counting goes through the links' index on the name's id; only the winner's latest
            // entry is looked up, newest first along the entries' time index, so a name used often
            // is found within its last few entries.
            try connection.query(
                """
                SELECT n.id, n.name, c.uses FROM
                    (SELECT \(table.nameColumn) AS id, count(*) AS uses FROM \(table.links) GROUP BY \(table.nameColumn)) c
                JOIN \(table.table) n ON n.id = c.id
                ORDER BY c.uses DESC, n.name_key LIMIT 1
                """
            ) { row in top = (row.int64(0), row.text(1), row.int(2)) }
            guard let top else { return }
            try connection.query(
                """
                SELECT e.occurred_at, e.occurred_offset FROM entries e
                WHERE EXISTS (SELECT 1 FROM \(table.links) x WHERE x.entry_id = e.id AND x.\(table.nameColumn) = ?)
                ORDER BY e.occurred_at DESC, e.id DESC LIMIT 1
                """, [.integer(top.id)]
            ) { row in
                usage = NameUsage(name: top.name, entryCount: top.count, lastLogged: Timestamp(seconds: row.int64(0), offset: row.int(1)))
            }
        }
        return usage
    }

    func usage() throws -> [NameUsage] {
        let latest = """
            FROM entries e JOIN \(table.links) x ON x.entry_id = e.id
            WHERE x.\(table.nameColumn) = n.id ORDER BY e.occurred_at DESC LIMIT 1
            """
        var names: [NameUsage] = []
        try connection.inReadTransaction {
            try connection.query(
                """
                SELECT n.name, count(DISTINCT l.entry_id), (SELECT e.occurred_at \(latest)), (SELECT e.occurred_offset \(latest))
                FROM \(table.table) n JOIN \(table.links) l ON l.\(table.nameColumn) = n.id
                GROUP BY n.id ORDER BY count(DISTINCT l.entry_id) DESC, n.name_key
                """
            ) { row in
                names.append(
                    NameUsage(
                        name: row.text(0), entryCount: row.int(1), lastLogged: Timestamp(seconds: row.int64(2), offset: row.int(3))))
            }
        }
        return names
    }

    func record(named name: String) throws -> NameRecord? {
        var found: NameRecord?
        try connection.query("SELECT id, name FROM \(table.table) WHERE name_key = ?", [.text(NameRules.key(for: name))]) {
            found = NameRecord(id: $0.int64(0), name: $0.text(1))
        }
        return found
    }

    func entryIDs(withName id: Int64) throws -> [Int64] {
        var ids: [Int64] = []
        try connection.query(
            "SELECT DISTINCT entry_id FROM \(table.links) WHERE \(table.nameColumn) = ? ORDER BY entry_id", [.integer(id)]
        ) {
            ids.append($0.int64(0))
        }
        return ids
    }

    func rename(_ id: Int64, to name: String) throws {
        try connection.run(
            "UPDATE \(table.table) SET name = ?, name_key = ? WHERE id = ?", [.text(name), .text(NameRules.key(for: name)), .integer(id)])
    }

    func merge(_ id: Int64, into target: Int64) throws {
        try connection.inWriteTransaction {
            if table.kind != .medication {
                // Entries that already have the target keep their own link to it. A medication's
                // links are doses, keyed by position, so each one stays.
                try connection.run(
                    """
                    DELETE FROM \(table.links) WHERE \(table.nameColumn) = ?1
                      AND entry_id IN (SELECT entry_id FROM \(table.links) WHERE \(table.nameColumn) = ?2)
                    """, [.integer(id), .integer(target)])
            }
            try connection.run(
                "UPDATE \(table.links) SET \(table.nameColumn) = ?2 WHERE \(table.nameColumn) = ?1", [.integer(id), .integer(target)])
        }
    }
}
