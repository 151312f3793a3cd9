import PainlogDomain

/// Areas, tags or medication names in SQLite, one `NameTable` each.
///
/// Name rows are never deleted here — the change journal refers to them by id — so a merged-away
/// name simply has no entries and is not listed.
final class SQLiteNameStore: NameStore {
    private let connection: SQLiteConnection
    private let table: NameTable

    init(connection: SQLiteConnection, table: NameTable) {
        self.connection = connection
        self.table = table
    }

    var kind: NameKind { table.kind }

    func mostUsed() throws -> NameUsage? {
        var top: (id: Int64, name: String, count: Int)?
        var usage: NameUsage?
        try connection.inReadTransaction {
            // Counting goes through the links' index on the name's id; only the winner's latest
            // entry is looked up, newest first along the entries' time index, so a name used often
            // is found within its last few entries.
            try connection.query(
                """
                SELECT \(TopColumns.list) FROM
                    (SELECT \(sql: table.nameColumn) AS id, count(*) AS uses FROM \(sql: table.links)
                     GROUP BY \(sql: table.nameColumn)) c
                JOIN \(sql: table.table) n ON n.id = c.id
                ORDER BY c.uses DESC, n.name_key LIMIT 1
                """, TopColumns.self
            ) { row in top = (row.int64(.id), row.text(.name), row.int(.uses)) }
            guard let top else { return }
            try connection.query(
                """
                SELECT \(TimeColumns.list) FROM entries e
                WHERE EXISTS (
                    SELECT 1 FROM \(sql: table.links) x
                    WHERE x.entry_id = e.id AND x.\(sql: table.nameColumn) = \(top.id))
                ORDER BY e.occurred_at DESC, e.id DESC LIMIT 1
                """, TimeColumns.self
            ) { row in
                usage = NameUsage(name: top.name, entryCount: top.count, lastLogged: row.timestamp(.seconds, .offset))
            }
        }
        return usage
    }

    func usage() throws -> [NameUsage] {
        let latest = """
            FROM entries e JOIN \(table.links) x ON x.entry_id = e.id
            WHERE x.\(table.nameColumn) = n.id ORDER BY e.occurred_at DESC LIMIT 1
            """
        let selection = UsageColumns.selection { column in
            switch column {
            case .name: "n.name"
            case .entryCount: "count(DISTINCT l.entry_id)"
            case .lastAt: "(SELECT e.occurred_at \(latest))"
            case .lastOffset: "(SELECT e.occurred_offset \(latest))"
            }
        }
        var names: [NameUsage] = []
        try connection.inReadTransaction {
            try connection.query(
                """
                SELECT \(selection)
                FROM \(sql: table.table) n JOIN \(sql: table.links) l ON l.\(sql: table.nameColumn) = n.id
                GROUP BY n.id ORDER BY count(DISTINCT l.entry_id) DESC, n.name_key
                """, UsageColumns.self
            ) { row in
                names.append(
                    NameUsage(
                        name: row.text(.name), entryCount: row.int(.entryCount),
                        lastLogged: row.timestamp(.lastAt, .lastOffset)))
            }
        }
        return names
    }

    func record(named name: String) throws -> NameRecord? {
        var found: NameRecord?
        try connection.query(
            "SELECT \(RecordColumns.list) FROM \(sql: table.table) n WHERE n.name_key = \(NameRules.key(for: name))",
            RecordColumns.self
        ) { found = NameRecord(id: $0.int64(.id), name: $0.text(.name)) }
        return found
    }

    func entryIDs(withName id: Int64) throws -> [Int64] {
        var ids: [Int64] = []
        try connection.query(
            """
            SELECT DISTINCT entry_id FROM \(sql: table.links) WHERE \(sql: table.nameColumn) = \(id)
            ORDER BY entry_id
            """,
            SingleColumn.self
        ) {
            ids.append($0.int64(.value))
        }
        return ids
    }

    func rename(_ id: Int64, to name: String) throws {
        try connection.run(
            "UPDATE \(sql: table.table) SET name = \(name), name_key = \(NameRules.key(for: name)) WHERE id = \(id)")
    }

    func merge(_ id: Int64, into target: Int64) throws {
        try connection.inWriteTransaction {
            if table.kind != .medication {
                // Entries that already have the target keep their own link to it. A medication's
                // links are doses, keyed by position, so each one stays.
                try connection.run(
                    """
                    DELETE FROM \(sql: table.links) WHERE \(sql: table.nameColumn) = \(id)
                      AND entry_id IN (
                        SELECT entry_id FROM \(sql: table.links) WHERE \(sql: table.nameColumn) = \(target))
                    """)
            }
            try connection.run(
                """
                UPDATE \(sql: table.links) SET \(sql: table.nameColumn) = \(target)
                WHERE \(sql: table.nameColumn) = \(id)
                """)
        }
    }

    /// The columns of a name and how many links it has, in SELECT order (the names aliased `n`).
    private enum TopColumns: Int32, SQLColumn {
        case id, name, uses

        /// `n.id, n.name, c.uses`.
        static let list = selection { column in
            switch column {
            case .id: "n.id"
            case .name: "n.name"
            case .uses: "c.uses"
            }
        }
    }

    /// The columns of a name's row, in SELECT order (the names aliased `n`).
    private enum RecordColumns: Int32, SQLColumn {
        case id, name

        /// `n.id, n.name`.
        static let list = selection { column in
            switch column {
            case .id: "n.id"
            case .name: "n.name"
            }
        }
    }

    /// The columns of a name's usage, in SELECT order.
    private enum UsageColumns: Int32, SQLColumn {
        case name, entryCount, lastAt, lastOffset
    }
}
