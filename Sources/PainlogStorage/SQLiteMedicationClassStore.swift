import PainlogDomain

/// `medication_classes` (migration 0007): the classes set with `meds class`.
final class SQLiteMedicationClassStore: MedicationClassStore {
    private let connection: SQLiteConnection

    init(connection: SQLiteConnection) {
        self.connection = connection
    }

    /// The columns of a set class, in SELECT order.
    private enum ClassColumns: Int32, SQLColumn {
        case name, medicationClass
    }

    func classes() throws -> [String: String] {
        var classes: [String: String] = [:]
        try connection.query(
            "SELECT m.name, c.class FROM medication_classes c JOIN medications m ON m.id = c.medication_id",
            ClassColumns.self
        ) { row in
            classes[row.text(.name)] = row.text(.medicationClass)
        }
        return classes
    }

    func setClass(of id: Int64, to medicationClass: String?) throws {
        if let medicationClass {
            try connection.run(
                """
                INSERT INTO medication_classes (medication_id, class) VALUES (\(id), \(medicationClass))
                ON CONFLICT (medication_id) DO UPDATE SET class = excluded.class
                """)
        } else {
            try connection.run("DELETE FROM medication_classes WHERE medication_id = \(id)")
        }
    }
}
