import Foundation

/// An export an older painlog wrote, as this painlog writes the same diary: with the columns added
/// since (`rev`, each row's by the README's recipe, then `ended_at` and `symptoms`, last, empty: an
/// older diary has no ends and no symptoms).
///
/// CSV-aware: a CRLF inside a quoted note is not a record's end.
func exportWithColumnsSince(_ older: Data) -> Data {
    let rows = parseCSV(String(decoding: older, as: UTF8.self))
    let header = rows.first ?? []
    return withColumnsAppended(older) { record in
        record == 0 ? ",rev,ended_at,symptoms" : ",\(documentedRev(row: rows[record], header: header)),,"
    }
}

/// A 0.3 export as 0.4 writes the same entries: its rows (which end with `ended_at`) with the empty
/// `symptoms` column that 0.4 added after it (issue 40); every other byte, `rev` included, as 0.3
/// wrote it.
func exportWithColumnsSinceZeroThree(_ older: Data) -> Data {
    withColumnsAppended(older) { record in record == 0 ? ",symptoms" : "," }
}

/// `older` with `added(record)` (record 0 is the header) written before each record's CRLF.
private func withColumnsAppended(_ older: Data, _ added: (Int) -> String) -> Data {
    var out = Data()
    out.reserveCapacity(older.count + 1_024)
    var quoted = false
    var record = 0
    var previous: UInt8 = 0
    for byte in older {
        if byte == UInt8(ascii: "\"") { quoted.toggle() }
        if byte == 10, previous == 13, !quoted {
            out.removeLast()
            out.append(contentsOf: Array(added(record).utf8))
            out.append(contentsOf: [13, 10])
            record += 1
        } else {
            out.append(byte)
        }
        previous = byte
    }
    return out
}
