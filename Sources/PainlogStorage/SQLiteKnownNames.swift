import PainlogDomain

/// Known names in SQLite: those linked to an entry (a merged-away or undone name has no links).
final class SQLiteKnownNames: KnownNames {
    private let connection: SQLiteConnection

    init(connection: SQLiteConnection) {
        self.connection = connection
    }

    func names(_ kind: NameRules.Kind) throws -> [String] {
        let (table, links, column) =
            switch kind {
            case .area: ("areas", "entry_areas", "area_id")
            case .tag: ("tags", "entry_tags", "tag_id")
            case .medication: ("medications", "entry_medications", "medication_id")
            }
        var names: [String] = []
        try connection.query(
            """
            SELECT n.name FROM \(table) n JOIN \(links) l ON l.\(column) = n.id
            GROUP BY n.id ORDER BY count(DISTINCT l.entry_id) DESC, n.name_key
            """
        ) { row in
            names.append(row.text(0))
        }
        return names
    }
}
