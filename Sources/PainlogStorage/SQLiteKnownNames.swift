import PainlogDomain

/// Known names in SQLite: those linked to an entry (a merged-away or undone name has no links).
final class SQLiteKnownNames: KnownNames {
    private let connection: SQLiteConnection

    init(connection: SQLiteConnection) {
        self.connection = connection
    }

    func names(_ kind: NameKind) throws -> [String] {
        let (table, links, column) = Self.tables(kind)
        return try texts(
            """
            SELECT n.name FROM \(sql: table) n JOIN \(sql: links) l ON l.\(sql: column) = n.id
            GROUP BY n.id ORDER BY count(DISTINCT l.entry_id) DESC, n.name_key
            """)
    }

    func namesInUse(_ kind: NameKind) throws -> [String] {
        let (table, links, column) = Self.tables(kind)
        // Each link table has an index that starts with the name's id.
        return try texts(
            """
            SELECT n.name FROM \(sql: table) n
            WHERE EXISTS (SELECT 1 FROM \(sql: links) l WHERE l.\(sql: column) = n.id)
            ORDER BY n.name_key
            """)
    }

    private static func tables(_ kind: NameKind) -> (table: String, links: String, column: String) {
        switch kind {
        case .area: ("areas", "entry_areas", "area_id")
        case .tag: ("tags", "entry_tags", "tag_id")
        case .medication: ("medications", "entry_medications", "medication_id")
        }
    }

    private func texts(_ sql: SQLFragment) throws -> [String] {
        var texts: [String] = []
        try connection.query(sql, SingleColumn.self) { row in texts.append(row.text(.value)) }
        return texts
    }
}
