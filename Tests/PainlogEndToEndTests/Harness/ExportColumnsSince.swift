import Foundation

/// An export an older painlog wrote, as this painlog writes the same diary: with the columns added
/// since (`ended_at`, last, empty: an older diary has no ends).
///
/// CSV-aware: a CRLF inside a quoted note is not a record's end.
func exportWithColumnsSince(_ older: Data) -> Data {
    var out = Data()
    out.reserveCapacity(older.count + 1_024)
    var quoted = false
    var header = true
    var previous: UInt8 = 0
    for byte in older {
        if byte == UInt8(ascii: "\"") { quoted.toggle() }
        if byte == 10, previous == 13, !quoted {
            out.removeLast()
            out.append(contentsOf: Array((header ? ",ended_at" : ",").utf8))
            out.append(contentsOf: [13, 10])
            header = false
        } else {
            out.append(byte)
        }
        previous = byte
    }
    return out
}
