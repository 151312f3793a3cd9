import PainlogDomain

/// Known names in SQLite: those linked to an entry (a merged-away or undone name has no links).
final class SQLiteKnownNames: KnownNames {
    private let connection: SQLiteConnection

    init(connection: SQLiteConnection) {
        self.connection = connection
    }

    func names(_ kind: NameKind) throws -> [String] {
        let table = NameTable.of(kind)
        return try texts(
            """
            SELECT n.name FROM \(table: table.table) n
            JOIN \(table: table.links) l ON l.\(column: table.nameColumn) = n.id
            GROUP BY n.id ORDER BY count(DISTINCT l.entry_id) DESC, n.name_key
            """)
    }

    func namesInUse(_ kind: NameKind) throws -> [String] {
        let table = NameTable.of(kind)
        // Each link table has an index that starts with the name's id.
        return try texts(
            """
            SELECT n.name FROM \(table: table.table) n
            WHERE EXISTS (SELECT 1 FROM \(table: table.links) l WHERE l.\(column: table.nameColumn) = n.id)
            ORDER BY n.name_key
            """)
    }

    func medicationsWithLastDose() throws -> [Medication] {
        var medications: [Medication] = []
        try connection.query(
            """
            SELECT \(Medication.lastDoseSelection)
            FROM medications n JOIN entry_medications l ON l.medication_id = n.id
            GROUP BY n.id ORDER BY count(DISTINCT l.entry_id) DESC, n.name_key
            """, Medication.LastDoseColumns.self
        ) { medications.append(Medication(row: $0)) }
        return medications
    }

    private func texts(_ sql: SQLFragment) throws -> [String] {
        var texts: [String] = []
        try connection.query(sql, SingleColumn.self) { texts.append(String(row: $0)) }
        return texts
    }
}

extension Medication {
    /// The columns of a medication with the latest dose it was taken in, in SELECT order (the
    /// medications aliased `n`).
    enum LastDoseColumns: Int32, SQLColumn {
        case name, dose
    }

    /// `n.name` and the latest non-empty dose of it (NULL when it never had one).
    static let lastDoseSelection = LastDoseColumns.selection { column in
        switch column {
        case .name: "n.name"
        case .dose:
            """
            (SELECT d.dose FROM entry_medications d JOIN entries e ON e.id = d.entry_id
                 WHERE d.medication_id = n.id AND d.dose != ''
                 ORDER BY e.occurred_at DESC, e.id DESC, d.position LIMIT 1)
            """
        }
    }

    /// The medication on a row of `lastDoseSelection`, its dose "" when it never had one.
    init(row: SQLRow<LastDoseColumns>) {
        self.init(name: row.text(.name), dose: row.isNull(.dose) ? "" : row.text(.dose))
    }
}
