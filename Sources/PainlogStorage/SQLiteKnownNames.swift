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

    func medicationsWithLastDose() throws -> [Medication] {
        var medications: [Medication] = []
        try connection.query(
            """
            SELECT n.name,
                (SELECT d.dose FROM entry_medications d JOIN entries e ON e.id = d.entry_id
                 WHERE d.medication_id = n.id AND d.dose != ''
                 ORDER BY e.occurred_at DESC, e.id DESC, d.position LIMIT 1)
            FROM medications n JOIN entry_medications l ON l.medication_id = n.id
            GROUP BY n.id ORDER BY count(DISTINCT l.entry_id) DESC, n.name_key
            """, NameDoseColumns.self
        ) { row in
            medications.append(Medication(name: row.text(.name), dose: row.isNull(.dose) ? "" : row.text(.dose)))
        }
        return medications
    }

    private enum NameDoseColumns: Int32, SQLColumn {
        case name, dose
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
