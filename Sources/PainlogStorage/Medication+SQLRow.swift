import PainlogDomain

/// A medication of an entry as storage reads it: the name from `medications` (aliased `m`) and
/// the dose from its link (aliased `l`), named once beside their SELECT list.
extension Medication {
    /// The columns of `selection`, in SELECT order.
    enum Columns: Int32, SQLColumn {
        case name, dose
    }

    /// `m.name, l.dose`.
    static let selection = Columns.selection { column in
        switch column {
        case .name: "m.name"
        case .dose: "l.dose"
        }
    }

    /// The medication on a row of `selection`.
    init(row: SQLRow<Columns>) {
        self.init(name: row.text(.name), dose: row.text(.dose))
    }
}
