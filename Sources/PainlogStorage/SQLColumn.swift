/// The columns of one SELECT, named once: the order of the cases is the order of the SELECT list
/// (see `selection`) and gives each column's index, so adding a column cannot shift another
/// (model: GRDB's `FetchableRecord.init(row:)` with its `Columns`).
///
/// Declare one as `enum Columns: Int32, SQLColumn { case id, name }`: the raw values are the
/// column indices 0, 1, 2, … in the order of the cases. It does not ask for `CaseIterable`, and
/// `selection` finds the cases by those raw values instead: each conformance is a record that the
/// runtime scans on every dynamic cast it has not seen yet, and the command line parser makes
/// hundreds on every run, so `CaseIterable` and the records it brings cost every command.
///
/// Each value read from SQL has one decoder beside its columns, `init(row: SQLRow<Columns>)`, and
/// its query selects `selection` (never a SELECT list written out again): the list, the indices
/// and the decoder come from the one enum.
protocol SQLColumn: RawRepresentable where RawValue == Int32 {
    /// The statement's index of the layout's first column: 0, unless the layout's columns follow
    /// another layout's in one SELECT list (`EntryExtraColumn` after `Entry.Columns`).
    static var first: Int32 { get }
}

extension SQLColumn {
    /// The layout's columns start the SELECT list.
    static var first: Int32 { 0 }

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

    /// The SELECT list as `selection(_:)` writes it, for a list whose expressions are fragments:
    /// with values of their own, or a name table's names (`\(table:)`, `\(column:)`).
    static func splicedSelection(_ expression: (Self) -> SQLFragment) -> SQLFragment {
        var list = SQLFragment(capacity: 8)
        var index: Int32 = 0
        while let column = Self(rawValue: index) {
            if index > 0 { list.append(literal: ", ") }
            list += expression(column)
            index += 1
        }
        return list
    }

    /// How many columns the SELECT list has: the index of the column that would follow it.
    static var count: Int32 {
        var index: Int32 = 0
        while Self(rawValue: index) != nil { index += 1 }
        return index
    }
}

/// The one column of a query that selects a single value (an id, a name, a count); its decoders
/// are `Int64(row:)` and `String(row:)`.
enum SingleColumn: Int32, SQLColumn {
    case value
}

extension Int64 {
    /// The value of a single-column row (0 for NULL).
    init(row: SQLRow<SingleColumn>) {
        self = row.int64(.value)
    }
}

extension String {
    /// The value of a single-column row ("" for NULL).
    init(row: SQLRow<SingleColumn>) {
        self = row.text(.value)
    }
}
