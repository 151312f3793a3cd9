import PainlogDomain

/// `medication_classes` (migration 0007): the classes set with `meds class`.
final class SQLiteMedicationClassStore: MedicationClassStore {
    private let connection: SQLiteConnection

    init(connection: SQLiteConnection) {
        self.connection = connection
    }

    func classes() throws -> [String: String] {
        var classes: [String: String] = [:]
        try connection.query(
            """
            SELECT \(MedicationClass.selection)
            FROM medication_classes c JOIN medications m ON m.id = c.medication_id
            """, MedicationClass.Columns.self
        ) { row in
            let set = MedicationClass(row: row)
            classes[set.name] = set.medicationClass
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

/// A class set with `meds class`: the medication's name and its class.
struct MedicationClass {
    let name: String
    let medicationClass: String

    /// The columns, in SELECT order (the classes aliased `c`, the medications `m`).
    enum Columns: Int32, SQLColumn {
        case name, medicationClass
    }

    /// `m.name, c.class`.
    static let selection = Columns.selection { column in
        switch column {
        case .name: "m.name"
        case .medicationClass: "c.class"
        }
    }

    /// The class on a row of `selection`.
    init(row: SQLRow<Columns>) {
        name = row.text(.name)
        medicationClass = row.text(.medicationClass)
    }
}
