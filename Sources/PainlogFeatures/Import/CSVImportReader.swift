public import PainlogDomain

/// The records of an export-format CSV file: checks the header, then gives each row's cells by
/// column name with the spreadsheet formula guard (one leading `'`) taken off.
public final class CSVImportReader: ImportRecordReader {
    private let records: CSVRecordReader
    private var columns: [ImportColumn]?
    private var row = 0

    public init(source: any ByteSource) {
        self.records = CSVRecordReader(source: source)
    }

    public func next() throws -> ImportRecord? {
        let columns = try self.columns ?? readHeader()
        guard let record = try records.next() else {
            if row == 0 {
                throw PainlogError(.badData, "line 1: the file has a header but no entries")
            }
            return nil
        }
        row += 1
        if record.fields.count == 1, record.fields[0].isEmpty {
            throw PainlogError(
                .badData,
                "line \(record.line) (row \(row)): an empty line; every line after the header must be an entry")
        }
        guard record.fields.count == columns.count else {
            throw PainlogError(
                .badData,
                "line \(record.line) (row \(row)): \(record.fields.count) fields, but the header has \(columns.count)")
        }
        var values = [ImportRecord.Value](repeating: .absent, count: ImportColumn.allCases.count)
        for (column, cell) in zip(columns, record.fields) {
            values[column.rawValue] = .text(Self.unguarded(cell))
        }
        return ImportRecord(line: record.line, row: row, values: values)
    }

    private func readHeader() throws -> [ImportColumn] {
        guard let header = try records.next() else {
            throw PainlogError(
                .badData, "line 1: the file is empty; expected the header \(ImportColumns.all.joined(separator: ","))")
        }
        var seen = Set<String>()
        for name in header.fields {
            guard ImportColumns.all.contains(name) else {
                throw PainlogError(
                    .badData,
                    "line 1: unknown column '\(QuotedValue.shown(name))'; the columns are \(ImportColumns.all.joined(separator: ","))"
                )
            }
            guard seen.insert(name).inserted else {
                throw PainlogError(.badData, "line 1: the column '\(QuotedValue.shown(name))' appears twice")
            }
        }
        for name in ImportColumns.required where !seen.contains(name) {
            throw PainlogError(.badData, "line 1: the required column '\(name)' is missing")
        }
        let order = header.fields.compactMap(ImportColumn.init(name:))
        columns = order
        return order
    }

    /// The cell without the one leading `'` the export puts before text a spreadsheet would run.
    static func unguarded(_ cell: String) -> String {
        cell.hasPrefix("'") ? String(cell.dropFirst()) : cell
    }
}
