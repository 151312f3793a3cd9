public import PainlogDomain

/// Writes entries as the contract's CSV: RFC 4180, CRLF line ends, the fixed column order,
/// several names joined by `; `, and a leading `'` before any cell a spreadsheet would run as a formula.
public enum EntryCSVFormatter {
    /// The columns, in order.
    public static let columns = [
        "id", "uid", "occurred_at", "intensity", "areas", "tags", "medications", "note", "created_at", "updated_at",
    ]

    /// The header row, with its CRLF.
    public static let header = columns.joined(separator: ",") + "\r\n"

    /// One entry as a CSV row, with its CRLF.
    public static func row(_ entry: Entry) -> String {
        let cells = [
            String(entry.id), entry.uid, entry.occurredAt.iso8601, String(entry.intensity.value),
            entry.areas.joined(separator: "; "), entry.tags.joined(separator: "; "),
            entry.medications.map(\.text).joined(separator: "; "), entry.note,
            entry.createdAt.iso8601, entry.updatedAt.iso8601,
        ]
        return cells.map(cell).joined(separator: ",") + "\r\n"
    }

    /// One cell: formula-guarded, then quoted when it holds a quote, comma, CR or LF.
    public static func cell(_ value: String) -> String {
        var text = value
        if let first = text.unicodeScalars.first, ["=", "+", "-", "@", "\t", "\r", "'"].contains(first) {
            text = "'" + text
        }
        let needsQuotes = text.utf8.contains { $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: ",") || $0 == 13 || $0 == 10 }
        guard needsQuotes else { return text }
        var quoted = "\""
        for character in text.unicodeScalars {
            if character == "\"" { quoted += "\"\"" } else { quoted.unicodeScalars.append(character) }
        }
        return quoted + "\""
    }
}
