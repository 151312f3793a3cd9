import PainlogDomain
import PainlogTestSupport
import PropertyBased
import Testing

@testable import PainlogFeatures

/// What a spreadsheet or a CSV reader could trip on: quotes, separators, line breaks, the characters
/// that start a formula and the guard itself.
private let csvPieces = [
    "\"", "\"\"", ",", "\r", "\n", "\r\n", "=", "+", "-", "@", "'", "''", "\t", " ", ";", "0", "9", "=SUM(A1:A9)",
    "\"a,b\"", "\u{0}",
]

/// Cell values: CSV trouble, letters and emoji, direction marks, zero-width and other white space.
private let cellValues = texts(of: csvPieces + letterPieces + directionPieces + whiteSpacePieces, count: 0...10)

@Suite struct CSVCellPropertyTests {
    /// Any text written by `EntryCSVFormatter.cell` reads back as itself through `CSVRecordReader`
    /// and the import's formula unguard, in any column of a row.
    ///
    /// The row follows a header, as in every export: a first cell of a file starting with U+FEFF
    /// would be read as the file's byte-order mark.
    @Test func cellReadsBackAsItsText() {
        checkProperty(zip(cellValues, cellValues, cellValues)) { first, middle, last in
            let values = [first, middle, last]
            let file = "first,middle,last\r\n" + values.map(EntryCSVFormatter.cell).joined(separator: ",") + "\r\n"
            let reader = CSVRecordReader(source: MemoryByteSource(file))
            let header = try reader.next()
            try #require(header?.fields == ["first", "middle", "last"])
            let row = try #require(try reader.next(), "\(file.debugDescription)")
            try #require(row.fields.map(CSVImportReader.unguarded) == values, "\(file.debugDescription)")
            try #require(try reader.next() == nil, "\(file.debugDescription)")
        }
    }

    /// A cell never starts with what a spreadsheet would run, unless behind the guard.
    @Test func cellNeverStartsAFormula() {
        checkProperty(cellValues) { value in
            let cell = EntryCSVFormatter.cell(value)
            let unquoted = cell.hasPrefix("\"") ? String(cell.dropFirst()) : cell
            let first = unquoted.unicodeScalars.first
            try #require(first.map { !"=+-@\t\r".unicodeScalars.contains($0) } ?? true, "\(cell.debugDescription)")
        }
    }
}
