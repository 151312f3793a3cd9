/// A table as CSV: RFC 4180, CRLF line ends, a header row, each cell guarded and quoted as the
/// export's are (`EntryCSVFormatter.cell`).
///
/// Cells come as the JSON values the same command prints with `--format json`, so both formats show
/// the same figures: a string is the cell, a number its text, `null` an empty cell, a boolean
/// `true`/`false`, a list its items joined by `; `.
public enum CSVTable {
    public static func text(columns: [String], rows: [[JSONValue]]) -> String {
        var out = ""
        append(columns.map { .string($0) }, to: &out)
        for row in rows { append(row, to: &out) }
        return out
    }

    private static func append(_ row: [JSONValue], to out: inout String) {
        for (index, value) in row.enumerated() {
            if index > 0 { out += "," }
            out += EntryCSVFormatter.cell(plain(value))
        }
        out += "\r\n"
    }

    private static func plain(_ value: JSONValue) -> String {
        switch value {
        case .string(let text), .number(let text): text
        case .bool(let flag): flag ? "true" : "false"
        case .null: ""
        case .array(let items): items.map(plain).joined(separator: "; ")
        case .object: JSONWriter.text(value)
        }
    }
}
