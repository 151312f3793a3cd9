import PainlogDomain

/// One entry's fields as read from an import file, before validation.
public struct ImportRecord: Sendable, Equatable {
    /// A field's value: CSV gives text (names joined by `;`), JSON gives text, numbers and lists.
    public enum Value: Sendable, Equatable {
        case text(String)
        case number(String)
        case list([String])
        case null
        /// The file has no such column (CSV) or the object no such field (JSON): for a column added
        /// later (`ended_at`), "not known" rather than "empty".
        case absent
    }

    /// The line the record starts on (the header, or the `[`, is line 1).
    public let line: Int
    /// The record's number among the entries: 1 for the first.
    public let row: Int
    /// The values by column, `.absent` where the file has none: an array, not a dictionary, because a
    /// bulk import reads millions of records.
    public let values: [Value]

    public init(line: Int, row: Int, values: [Value]) {
        self.line = line
        self.row = row
        self.values = values
    }

    /// A record from fields by column name; names that are not columns are ignored.
    public init<Fields: Sequence<(key: String, value: Value)>>(line: Int, row: Int, fields: Fields) {
        var values = [Value](repeating: .absent, count: ImportColumn.allCases.count)
        for (name, value) in fields {
            if let column = ImportColumn(name: name) { values[column.rawValue] = value }
        }
        self.init(line: line, row: row, values: values)
    }

    /// The value of `column`.
    public subscript(column: ImportColumn) -> Value {
        values[column.rawValue]
    }

    /// The fields that have values, by column name.
    public var fields: [String: Value] {
        var fields: [String: Value] = [:]
        for column in ImportColumn.allCases where values[column.rawValue] != .null && values[column.rawValue] != .absent
        {
            fields[column.name] = values[column.rawValue]
        }
        return fields
    }
}
