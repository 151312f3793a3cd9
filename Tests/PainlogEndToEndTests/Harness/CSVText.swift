import Foundation

/// Parses RFC 4180 CSV (quoted fields, doubled quotes, CRLF or LF) into rows of fields.
///
/// Works on Unicode scalars, since Swift treats CR LF as one Character.
func parseCSV(_ text: String) -> [[String]] {
    var rows: [[String]] = []
    var row: [String] = []
    var field = String.UnicodeScalarView()
    var quoted = false
    var scalars = text.unicodeScalars.makeIterator()
    var pending: Unicode.Scalar? = nil
    func nextScalar() -> Unicode.Scalar? {
        if let value = pending {
            pending = nil
            return value
        }
        return scalars.next()
    }
    var fieldStarted = false
    while let scalar = nextScalar() {
        if quoted {
            if scalar == "\"" {
                let following = nextScalar()
                if following == "\"" {
                    field.append("\"")
                } else {
                    quoted = false
                    pending = following
                }
            } else {
                field.append(scalar)
            }
            continue
        }
        switch scalar {
        case "\"" where field.isEmpty:
            quoted = true
            fieldStarted = true
        case ",":
            row.append(String(field))
            field = String.UnicodeScalarView()
            fieldStarted = true
        case "\r":
            continue
        case "\n":
            row.append(String(field))
            rows.append(row)
            row = []
            field = String.UnicodeScalarView()
            fieldStarted = false
        default:
            field.append(scalar)
            fieldStarted = true
        }
    }
    if fieldStarted || !field.isEmpty || !row.isEmpty {
        row.append(String(field))
        rows.append(row)
    }
    return rows
}

/// Writes one CSV field the way painlog's export does: quoted when needed, and with a leading `'`
/// when it would start with a character a spreadsheet treats as a formula.
func csvField(_ value: String) -> String {
    var text = value
    if let first = text.unicodeScalars.first, ["=", "+", "-", "@", "\t", "\r", "'"].contains(first) {
        text = "'" + text
    }
    if text.unicodeScalars.contains(where: { $0 == "," || $0 == "\"" || $0 == "\r" || $0 == "\n" }) {
        return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
    return text
}

/// Undoes the contract's formula guard on an exported CSV cell.
func csvUnguarded(_ cell: String) -> String {
    guard cell.unicodeScalars.first == "'", let second = cell.unicodeScalars.dropFirst().first,
        ["=", "+", "-", "@", "\t", "\r", "'"].contains(second)
    else { return cell }
    return String(cell.unicodeScalars.dropFirst())
}

/// An entry as painlog prints it in JSON (`show --json`, `list --format json`, `export --format json`).
