import PainlogDomain

/// One entry's fields as read from an import file, before validation.
public struct ImportRecord: Sendable, Equatable {
    /// A field's value: CSV gives text (names joined by `;`), JSON gives text, numbers and lists.
    public enum Value: Sendable, Equatable {
        case text(String)
        case number(String)
        case list([String])
        case null
    }

    /// The line the record starts on (the header, or the `[`, is line 1).
    public let line: Int
    /// The record's number among the entries: 1 for the first.
    public let row: Int
    public let fields: [String: Value]

    public init(line: Int, row: Int, fields: [String: Value]) {
        self.line = line
        self.row = row
        self.fields = fields
    }
}

/// Reads the records of an import file one at a time.
public protocol ImportRecordReader: AnyObject {
    /// The next record, or nil at the end. Malformed input is a `badData` error naming the line.
    func next() throws -> ImportRecord?
}

/// The columns an import file may have, as the export writes them.
enum ImportColumns {
    static let all = EntryCSVFormatter.columns
    /// Without these a row cannot become an entry.
    static let required = ["occurred_at", "intensity"]
}
