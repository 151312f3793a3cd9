public import PainlogDomain

/// Writes entries as the contract's CSV: RFC 4180, CRLF line ends, the fixed column order,
/// several names joined by `; `, and a leading `'` before any cell a spreadsheet would run as a formula.
public enum EntryCSVFormatter {
    /// The columns, in order; the 0.3 ones, `rev` (`EntryRev`) and `ended_at` (last), after the
    /// others, so that a reader of the older columns by position still finds them where they were.
    public static let columns = [
        "id", "uid", "occurred_at", "intensity", "areas", "tags", "medications", "note", "created_at", "updated_at",
        "rev", "ended_at",
    ]

    /// The columns `export --excel` adds after the others.
    ///
    /// Each time again as the wall clock showed it, without its offset (`2026-11-22 08:30:00`),
    /// which spreadsheets read as a date and time; `import` reads past them.
    public static let spreadsheetColumns = ["occurred_local", "ended_local"]

    /// Appends `entry`'s `spreadsheetColumns` cells, each after a comma.
    public static func appendLocalTimes(_ entry: Entry, to out: inout [UInt8]) {
        out.append(comma)
        appendLocal(entry.occurredAt, to: &out)
        out.append(comma)
        if let end = entry.endedAt { appendLocal(end, to: &out) }
    }

    private static func appendLocal(_ time: Timestamp, to out: inout [UInt8]) {
        let local = time.local
        let clock = [local.hour, local.minute, local.second].map { $0 < 10 ? "0\($0)" : "\($0)" }
        out.append(contentsOf: (local.date.isoString + " " + clock.joined(separator: ":")).utf8)
    }

    /// The header row, with its CRLF.
    public static let header = columns.joined(separator: ",") + "\r\n"

    /// One entry as a CSV row, with its CRLF.
    public static func row(_ entry: Entry) -> String {
        var bytes: [UInt8] = []
        appendRow(entry, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends one entry as a CSV row with its CRLF to `out`, as UTF-8: the export's hot path,
    /// which builds no intermediate Strings for numbers and times.
    public static func appendRow(_ entry: Entry, to out: inout [UInt8]) {
        DecimalBytes.append(entry.id, to: &out)
        out.append(comma)
        appendCell(entry.uid, to: &out)
        out.append(comma)
        entry.occurredAt.appendISO8601(to: &out)
        out.append(comma)
        DecimalBytes.append(Int64(entry.intensity.value), to: &out)
        out.append(comma)
        appendCell(entry.areas.joined(separator: "; "), to: &out)
        out.append(comma)
        appendCell(entry.tags.joined(separator: "; "), to: &out)
        out.append(comma)
        appendCell(entry.medications.map(\.text).joined(separator: "; "), to: &out)
        out.append(comma)
        appendCell(entry.note, to: &out)
        out.append(comma)
        entry.createdAt.appendISO8601(to: &out)
        out.append(comma)
        entry.updatedAt.appendISO8601(to: &out)
        out.append(comma)
        // `r` and hexadecimal digits: never guarded, never quoted.
        EntryRev.append(entry, to: &out)
        out.append(comma)
        entry.endedAt?.appendISO8601(to: &out)
        out.append(13)
        out.append(10)
    }

    /// One cell: formula-guarded, then quoted when it holds a quote, comma, CR or LF.
    public static func cell(_ value: String) -> String {
        var bytes: [UInt8] = []
        appendCell(value, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    private static let comma = UInt8(ascii: ",")
    private static let quote = UInt8(ascii: "\"")

    /// Appends one cell: a leading `'` before `= + - @`, tab, CR or `'`, then quotes around the
    /// cell (with `""` inside) when it holds a quote, comma, CR or LF.
    static func appendCell(_ value: String, to out: inout [UInt8]) {
        let utf8 = value.utf8
        let guarded: Bool
        switch utf8.first {
        case UInt8(ascii: "="), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "@"), 9, 13, UInt8(ascii: "'"):
            guarded = true
        default: guarded = false
        }
        let needsQuotes = utf8.contains { $0 == quote || $0 == comma || $0 == 13 || $0 == 10 }
        if needsQuotes { out.append(quote) }
        if guarded { out.append(UInt8(ascii: "'")) }
        if needsQuotes {
            for byte in utf8 {
                if byte == quote { out.append(quote) }
                out.append(byte)
            }
            out.append(quote)
        } else {
            out.append(contentsOf: utf8)
        }
    }
}
