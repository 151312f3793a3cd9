public import PainlogDomain

/// The records of an export-format JSON file: an array of objects with the export's fields.
public final class JSONImportReader: ImportRecordReader {
    private let reader: JSONArrayReader
    private var row = 0

    public init(source: any ByteSource) {
        self.reader = JSONArrayReader(source: source)
    }

    public func next() throws -> ImportRecord? {
        guard let (line, value) = try reader.next() else {
            if row == 0 { throw PainlogError(.badData, "line 1: the array holds no entries") }
            return nil
        }
        row += 1
        return try Self.record(value, line: line, row: row)
    }

    /// The record of one JSON entry object, `row` (from 1) of the file, starting on `line`: also
    /// the entries of a backup (`BackupImport`).
    static func record(_ value: JSONValue, line: Int, row: Int) throws(PainlogError) -> ImportRecord {
        guard case .object(let members) = value else {
            throw PainlogError(.badData, "line \(line) (entry \(row)): expected an object with the entry's fields")
        }
        var fields: [String: ImportRecord.Value] = [:]
        for (name, member) in members {
            guard ImportColumns.all.contains(name) else {
                throw PainlogError(
                    .badData,
                    "line \(line) (entry \(row)): unknown field '\(QuotedValue.shown(name))'; the fields are \(ImportColumns.all.joined(separator: ", "))"
                )
            }
            guard fields[name] == nil else {
                throw PainlogError(
                    .badData, "line \(line) (entry \(row)): the field '\(QuotedValue.shown(name))' appears twice")
            }
            fields[name] = try Self.value(member, field: name, line: line, row: row)
        }
        for name in ImportColumns.required where fields[name] == nil {
            throw PainlogError(.badData, "line \(line) (entry \(row)): the required field '\(name)' is missing")
        }
        return ImportRecord(line: line, row: row, fields: fields)
    }

    private static func value(_ json: JSONValue, field: String, line: Int, row: Int) throws(PainlogError)
        -> ImportRecord.Value
    {
        switch json {
        case .string(let text): return .text(text)
        case .number(let text): return .number(text)
        case .null: return .null
        case .array(let elements):
            var strings: [String] = []
            for element in elements {
                guard case .string(let text) = element else {
                    throw PainlogError(.badData, "line \(line) (entry \(row)): \(field) must be a list of strings")
                }
                strings.append(text)
            }
            return .list(strings)
        case .bool, .object:
            throw PainlogError(.badData, "line \(line) (entry \(row)): \(field) has a value of the wrong kind")
        }
    }
}
