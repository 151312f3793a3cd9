import PainlogDomain

/// The current row of a query whose columns are `Column`: values are read by column, never by a
/// bare index.
///
/// It is a view of the statement, valid only while the query is at this row, and costs nothing over
/// reading the statement directly.
struct SQLRow<Column: SQLColumn> {
    private let statement: SQLiteStatement
    /// The index of the statement's column that is `Column`'s first: 0, unless the SELECT list
    /// starts with another layout's columns (see `init(_:after:)`).
    private let first: Int32

    init(_ statement: SQLiteStatement) {
        self.statement = statement
        first = 0
    }

    /// The row of a statement whose SELECT list is `Before`'s selection followed by `Column`'s
    /// (the sync's stamp state after an entry's columns): `Column`'s columns are read after
    /// `Before`'s, still by name.
    init<Before: SQLColumn>(_ statement: SQLiteStatement, after: Before.Type) {
        self.statement = statement
        first = Before.count
    }

    /// The statement's index of `column`.
    @inline(__always)
    private func index(_ column: Column) -> SQLColumnIndex { SQLColumnIndex(first + column.rawValue) }

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
