/// The columns of one SELECT, named once: the order of the cases is the order of the SELECT list
/// (see `selection`) and gives each column's index, so adding a column cannot shift another
/// (model: GRDB's `FetchableRecord.init(row:)` with its `Columns`).
///
/// Declare one as `enum Columns: Int32, SQLColumn { case id, name }`.
protocol SQLColumn: CaseIterable, RawRepresentable where RawValue == Int32 {}

extension SQLColumn {
    /// The SELECT list: each column's expression, in the order of the cases.
    ///
    /// The switch that gives the expressions must name every column, so none can be left out or put
    /// in twice.
    static func selection(_ expression: (Self) -> String) -> SQLFragment {
        SQLFragment(sql: allCases.map(expression).joined(separator: ", "))
    }
}

/// The one column of a query that selects a single value (an id, a name, a count).
enum SingleColumn: Int32, SQLColumn {
    case value
}
