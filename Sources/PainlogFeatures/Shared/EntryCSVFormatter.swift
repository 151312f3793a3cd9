import PainlogChecksum
public import PainlogDomain

/// Writes entries as the contract's CSV: RFC 4180, CRLF line ends, the fixed column order,
/// several names joined by `; `, and a leading `'` before any cell a spreadsheet would run as a formula.
public enum EntryCSVFormatter {
    /// The columns, in order; the 0.3 ones, `rev` (`EntryRev`) and `ended_at`, then 0.4's
    /// `symptoms` (last), after the others, so that a reader of the older columns by position still
    /// finds them where they were.
    public static let columns = [
        "id", "uid", "occurred_at", "intensity", "areas", "tags", "medications", "note", "created_at", "updated_at",
        "rev", "ended_at", "symptoms",
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
    ///
    /// The `rev` cell is hashed from the row's own bytes as they are written, each content value
    /// before its formula guard and quotes, so that nothing is rendered twice and nothing is
    /// allocated for it; `EntryRev.of` is the same recipe on its own (the tests hold them equal).
    public static func appendRow(_ entry: Entry, to out: inout [UInt8]) {
        var rev = FNV1a64()
        DecimalBytes.append(entry.id, to: &out)
        out.append(comma)
        var start = out.count
        out.append(contentsOf: entry.uid.utf8)
        finishCell(from: start, in: &out, rev: &rev)
        out.append(comma)
        start = out.count
        entry.occurredAt.appendISO8601(to: &out)
        addNetstring(from: start, of: out, to: &rev)
        // `ended_at` is the rev's third value but the row's last cell: its bytes wait in `ended`.
        var ended = HeldBytes()
        start = out.count
        entry.endedAt?.appendISO8601(to: &out)
        addNetstring(from: start, of: out, to: &rev)
        ended.take(from: start, of: &out)
        out.append(comma)
        start = out.count
        DecimalBytes.append(Int64(entry.intensity.value), to: &out)
        addNetstring(from: start, of: out, to: &rev)
        out.append(comma)
        appendNamesCell(entry.areas, to: &out, rev: &rev)
        out.append(comma)
        appendNamesCell(entry.tags, to: &out, rev: &rev)
        out.append(comma)
        start = out.count
        for (index, medication) in entry.medications.enumerated() {
            if index > 0 { appendNamesSeparator(to: &out) }
            out.append(contentsOf: medication.name.utf8)
            if !medication.dose.isEmpty {
                out.append(UInt8(ascii: " "))
                out.append(contentsOf: medication.dose.utf8)
            }
        }
        finishCell(from: start, in: &out, rev: &rev)
        out.append(comma)
        start = out.count
        out.append(contentsOf: entry.note.utf8)
        finishCell(from: start, in: &out, rev: &rev)
        // Symptoms are the rev's ninth value only when there are any (`EntryRev`); their names are
        // lowercase words, never guarded or quoted.
        let symptoms = entry.symptoms.names
        if !symptoms.isEmpty { rev.addNames(symptoms) }
        out.append(comma)
        entry.createdAt.appendISO8601(to: &out)
        out.append(comma)
        entry.updatedAt.appendISO8601(to: &out)
        out.append(comma)
        // `r` and hexadecimal digits: never guarded, never quoted.
        out.append(UInt8(ascii: "r"))
        FNV1a64.appendHex(rev.value, to: &out)
        out.append(comma)
        ended.append(to: &out)
        out.append(comma)
        for (index, name) in symptoms.enumerated() {
            if index > 0 { appendNamesSeparator(to: &out) }
            out.append(contentsOf: name.utf8)
        }
        out.append(13)
        out.append(10)
    }

    /// Appends names joined by `; ` as one cell, with its rev netstring: `finishCell`.
    private static func appendNamesCell(_ names: [String], to out: inout [UInt8], rev: inout FNV1a64) {
        let start = out.count
        for (index, name) in names.enumerated() {
            if index > 0 { appendNamesSeparator(to: &out) }
            out.append(contentsOf: name.utf8)
        }
        finishCell(from: start, in: &out, rev: &rev)
    }

    /// Appends `; `, which joins several names in a cell (a name never holds a `;`).
    private static func appendNamesSeparator(to out: inout [UInt8]) {
        out.append(UInt8(ascii: ";"))
        out.append(UInt8(ascii: " "))
    }

    /// Adds the bytes of `out` from `start` on, one value as its cell holds it, to the rev as a
    /// netstring (`LENGTH:BYTES,`).
    private static func addNetstring(from start: Int, of out: [UInt8], to rev: inout FNV1a64) {
        rev.add(decimal: out.count - start)
        rev.add(byte: UInt8(ascii: ":"))
        out.withUnsafeBufferPointer { rev.add(UnsafeBufferPointer(rebasing: $0[start...])) }
        rev.add(byte: comma)
    }

    /// Adds the bytes of `out` from `start` on, a value just written as it is, to the rev as a
    /// netstring, then makes them its cell in place: what `appendCell` writes for that value.
    private static func finishCell(from start: Int, in out: inout [UInt8], rev: inout FNV1a64) {
        let end = out.count
        rev.add(decimal: end - start)
        rev.add(byte: UInt8(ascii: ":"))
        var quotes = 0
        var breaks = false
        out.withUnsafeBufferPointer { bytes in
            for byte in UnsafeBufferPointer(rebasing: bytes[start..<end]) {
                rev.add(byte: byte)
                if byte == quote {
                    quotes += 1
                } else if byte == comma || byte == 13 || byte == 10 {
                    breaks = true
                }
            }
        }
        rev.add(byte: comma)
        let needsQuotes = breaks || quotes > 0
        let guarded = start < end && isFormulaStart(out[start])
        guard needsQuotes || guarded else { return }
        // Widen the cell in place from its end: the closing quote, each byte (a quote twice),
        // the guard, the opening quote.
        let added = (guarded ? 1 : 0) + (needsQuotes ? 2 + quotes : 0)
        out.append(contentsOf: repeatElement(0, count: added))
        out.withUnsafeMutableBufferPointer { bytes in
            var write = end + added
            if needsQuotes {
                write -= 1
                bytes[write] = quote
            }
            var read = end
            while read > start {
                read -= 1
                let byte = bytes[read]
                write -= 1
                bytes[write] = byte
                if byte == quote {
                    write -= 1
                    bytes[write] = quote
                }
            }
            if guarded {
                write -= 1
                bytes[write] = UInt8(ascii: "'")
            }
            if needsQuotes {
                write -= 1
                bytes[write] = quote
            }
        }
    }

    /// Whether a cell starting with `byte` gets the formula guard: `= + - @`, tab, CR or `'`.
    private static func isFormulaStart(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "="), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "@"), 9, 13, UInt8(ascii: "'"):
            true
        default: false
        }
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
        let guarded = utf8.first.map(isFormulaStart) ?? false
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

/// A few bytes already written to a row and taken back to be written again later in it (the
/// `ended_at` cell, rendered early for the rev), kept on the stack.
private struct HeldBytes {
    private var storage: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
    private var count = 0
    /// Bytes too many for `storage` (a time in a year beyond 9999).
    private var spilled: [UInt8] = []

    /// Moves the bytes of `out` from `start` on into here.
    mutating func take(from start: Int, of out: inout [UInt8]) {
        count = out.count - start
        guard count > 0 else { return }
        if count <= MemoryLayout.size(ofValue: storage) {
            out.withUnsafeBytes { source in
                withUnsafeMutableBytes(of: &storage) {
                    $0.copyMemory(from: UnsafeRawBufferPointer(rebasing: source[start...]))
                }
            }
        } else {
            spilled = Array(out[start...])
        }
        out.removeLast(count)
    }

    /// Appends the bytes held to `out`.
    func append(to out: inout [UInt8]) {
        guard count > 0 else { return }
        if !spilled.isEmpty {
            out.append(contentsOf: spilled)
            return
        }
        withUnsafeBytes(of: storage) { out.append(contentsOf: UnsafeRawBufferPointer(rebasing: $0[..<count])) }
    }
}
