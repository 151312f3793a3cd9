/// The columns of one SELECT, named once: the order of the cases is the order of the SELECT list
/// (see `selection`) and gives each column's index, so adding a column cannot shift another
/// (model: GRDB's `FetchableRecord.init(row:)` with its `Columns`).
///
/// Declare one as `enum Columns: Int32, SQLColumn { case id, name }`: the raw values are the
/// column indices 0, 1, 2, … in the order of the cases. It does not ask for `CaseIterable`, and
/// `selection` finds the cases by those raw values instead: each conformance is a record that the
/// runtime scans on every dynamic cast it has not seen yet, and the command line parser makes
/// hundreds on every run, so `CaseIterable` and the records it brings cost every command.
protocol SQLColumn: RawRepresentable where RawValue == Int32 {}

extension SQLColumn {
    /// The SELECT list: each column's expression, in the order of the cases.
    ///
    /// The switch that gives the expressions must name every column, so none can be left out or put
    /// in twice.
    static func selection(_ expression: (Self) -> String) -> SQLFragment {
        // Written out rather than `[String].joined(separator:)`, whose first call in a run costs
        // the runtime about 0.2 M instructions of generic lookups.
        var list = ""
        var index: Int32 = 0
        while let column = Self(rawValue: index) {
            if index > 0 { list += ", " }
            list += expression(column)
            index += 1
        }
        return SQLFragment(sql: list)
    }
}

/// The one column of a query that selects a single value (an id, a name, a count).
enum SingleColumn: Int32, SQLColumn {
    case value
}
