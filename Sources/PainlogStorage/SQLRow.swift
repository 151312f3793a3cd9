import PainlogDomain

/// The current row of a query whose columns are `Column`: values are read by column, never by a
/// bare index.
///
/// It is a view of the statement, valid only while the query is at this row, and costs nothing over
/// reading the statement directly.
struct SQLRow<Column: SQLColumn> {
    private let statement: SQLiteStatement

    init(_ statement: SQLiteStatement) {
        self.statement = statement
    }

    /// The statement's index of `column`: its raw value, after the columns of any layout that
    /// `Column` follows (`SQLColumn.first`, 0 for almost every layout, known when compiled).
    @inline(__always)
    private func index(_ column: Column) -> SQLColumnIndex { SQLColumnIndex(Column.first + column.rawValue) }

    /// The column as a 64-bit integer (0 for NULL).
    func int64(_ column: Column) -> Int64 { statement.int64(index(column)) }

    /// The column as an integer (0 for NULL).
    func int(_ column: Column) -> Int { statement.int(index(column)) }

    /// The column as a floating-point number (0 for NULL).
    func double(_ column: Column) -> Double { statement.double(index(column)) }

    /// Whether the column holds NULL.
    func isNull(_ column: Column) -> Bool { statement.isNull(index(column)) }

    /// The column as text, decoded from its exact UTF-8 bytes ("" for NULL).
    func text(_ column: Column) -> String { statement.text(index(column)) }

    /// The column as text, or nil for NULL.
    func optionalText(_ column: Column) -> String? { isNull(column) ? nil : text(column) }

    /// A time stored as seconds and offset in two columns.
    func timestamp(_ seconds: Column, _ offset: Column) -> Timestamp {
        Timestamp(seconds: int64(seconds), offset: int(offset))
    }

    /// A time stored as seconds and offset in two columns that may both be NULL (nil then).
    func optionalTimestamp(_ seconds: Column, _ offset: Column) -> Timestamp? {
        isNull(seconds) ? nil : timestamp(seconds, offset)
    }
}

/// The index of a column in a statement's current row, which only `SQLRow` makes (from a column of
/// its layout): a statement's columns cannot be read by a bare number.
struct SQLColumnIndex {
    let value: Int32

    fileprivate init(_ value: Int32) {
        self.value = value
    }
}
