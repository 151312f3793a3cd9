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

    /// The column as a 64-bit integer (0 for NULL).
    func int64(_ column: Column) -> Int64 { statement.int64(column.rawValue) }

    /// The column as an integer (0 for NULL).
    func int(_ column: Column) -> Int { statement.int(column.rawValue) }

    /// The column as a floating-point number (0 for NULL).
    func double(_ column: Column) -> Double { statement.double(column.rawValue) }

    /// Whether the column holds NULL.
    func isNull(_ column: Column) -> Bool { statement.isNull(column.rawValue) }

    /// The column as text, decoded from its exact UTF-8 bytes ("" for NULL).
    func text(_ column: Column) -> String { statement.text(column.rawValue) }

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
