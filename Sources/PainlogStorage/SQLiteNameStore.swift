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
        var top: TopName?
        var usage: NameUsage?
        try connection.inReadTransaction {
            // Counting goes through the links' index on the name's id; only the winner's latest
            // entry is looked up, newest first along the entries' time index, so a name used often
            // is found within its last few entries.
            try connection.query(
                """
                SELECT \(TopName.selection) FROM
                    (SELECT \(column: table.nameColumn) AS id, count(*) AS uses FROM \(table: table.links)
                     GROUP BY \(column: table.nameColumn)) c
                JOIN \(table: table.table) n ON n.id = c.id
                ORDER BY c.uses DESC, n.name_key LIMIT 1
                """, TopName.Columns.self
            ) { top = TopName(row: $0) }
            guard let top else { return }
            try connection.query(
                """
                SELECT \(TimeColumns.list) FROM entries e
                WHERE EXISTS (
                    SELECT 1 FROM \(table: table.links) x
                    WHERE x.entry_id = e.id AND x.\(column: table.nameColumn) = \(top.id))
                ORDER BY e.occurred_at DESC, e.id DESC LIMIT 1
                """, TimeColumns.self
            ) { usage = NameUsage(name: top.name, entryCount: top.uses, lastLogged: Timestamp(row: $0)) }
        }
        return usage
    }

    func usage() throws -> [NameUsage] {
        var names: [NameUsage] = []
        try connection.inReadTransaction {
            try connection.query(
                """
                SELECT \(NameUsage.selection(of: table))
                FROM \(table: table.table) n JOIN \(table: table.links) l ON l.\(column: table.nameColumn) = n.id
                GROUP BY n.id ORDER BY count(DISTINCT l.entry_id) DESC, n.name_key
                """, NameUsage.Columns.self
            ) { names.append(NameUsage(row: $0)) }
        }
        return names
    }

    func record(named name: String) throws -> NameRecord? {
        var found: NameRecord?
        try connection.query(
            "SELECT \(NameRecord.selection) FROM \(table: table.table) n WHERE n.name_key = \(NameRules.key(for: name))",
            NameRecord.Columns.self
        ) { found = NameRecord(row: $0) }
        return found
    }

    func entryIDs(withName id: Int64) throws -> [Int64] {
        var ids: [Int64] = []
        try connection.query(
            """
            SELECT DISTINCT entry_id FROM \(table: table.links) WHERE \(column: table.nameColumn) = \(id)
            ORDER BY entry_id
            """,
            SingleColumn.self
        ) {
            ids.append(Int64(row: $0))
        }
        return ids
    }

    func rename(_ id: Int64, to name: String) throws {
        try connection.run(
            "UPDATE \(table: table.table) SET name = \(name), name_key = \(NameRules.key(for: name)) WHERE id = \(id)")
    }

    func merge(_ id: Int64, into target: Int64) throws {
        try connection.inWriteTransaction {
            if table.kind != .medication {
                // Entries that already have the target keep their own link to it. A medication's
                // links are doses, keyed by position, so each one stays.
                try connection.run(
                    """
                    DELETE FROM \(table: table.links) WHERE \(column: table.nameColumn) = \(id)
                      AND entry_id IN (
                        SELECT entry_id FROM \(table: table.links) WHERE \(column: table.nameColumn) = \(target))
                    """)
            }
            try connection.run(
                """
                UPDATE \(table: table.links) SET \(column: table.nameColumn) = \(target)
                WHERE \(column: table.nameColumn) = \(id)
                """)
        }
    }

}

/// The most used name, as `mostUsed` reads it: its id, its spelling and how many links it has (the
/// names aliased `n`, the counts `c`).
struct TopName {
    let id: Int64
    let name: String
    let uses: Int

    /// The columns, in SELECT order.
    enum Columns: Int32, SQLColumn {
        case id, name, uses
    }

    /// `n.id, n.name, c.uses`.
    static let selection = Columns.selection { column in
        switch column {
        case .id: "n.id"
        case .name: "n.name"
        case .uses: "c.uses"
        }
    }

    /// The name on a row of `selection`.
    init(row: SQLRow<Columns>) {
        id = row.int64(.id)
        name = row.text(.name)
        uses = row.int(.uses)
    }
}

extension NameRecord {
    /// The columns of a name's row, in SELECT order (the names aliased `n`).
    enum Columns: Int32, SQLColumn {
        case id, name
    }

    /// `n.id, n.name`.
    static let selection = Columns.selection { column in
        switch column {
        case .id: "n.id"
        case .name: "n.name"
        }
    }

    /// The name on a row of `selection`.
    init(row: SQLRow<Columns>) {
        self.init(id: row.int64(.id), name: row.text(.name))
    }
}

extension NameUsage {
    /// The columns of a name's usage, in SELECT order (the names aliased `n`, their links `l`).
    enum Columns: Int32, SQLColumn {
        case name, entryCount, lastAt, lastOffset
    }

    /// `n.name`, its entries and its latest entry's time, over the names of `table`.
    static func selection(of table: NameTable) -> SQLFragment {
        let latest: SQLFragment = """
            FROM entries e JOIN \(table: table.links) x ON x.entry_id = e.id
            WHERE x.\(column: table.nameColumn) = n.id ORDER BY e.occurred_at DESC LIMIT 1
            """
        return Columns.splicedSelection { column in
            switch column {
            case .name: "n.name"
            case .entryCount: "count(DISTINCT l.entry_id)"
            case .lastAt: "(SELECT e.occurred_at \(latest))"
            case .lastOffset: "(SELECT e.occurred_offset \(latest))"
            }
        }
    }

    /// The usage on a row of `selection(of:)`.
    init(row: SQLRow<Columns>) {
        self.init(
            name: row.text(.name), entryCount: row.int(.entryCount), lastLogged: row.timestamp(.lastAt, .lastOffset))
    }
}
