import PainlogDomain
import PainlogFeatures

/// Writes entries to a sink in one `EntryStreamFormat` as they are read: the one writer behind
/// `list --format csv|json` and `export`.
///
/// One buffer is reused for every entry, so memory stays flat however many there are.
struct EntryStreamWriter {
    let format: EntryStreamFormat
    let sink: any OutputSink
    /// Whether CSV rows are shown as the table shows its cells, through `DisplayText.sanitized`.
    ///
    /// True when they go to a terminal, so that a note's escape sequence (an OSC 52 that sets the
    /// clipboard) or bidirectional control is seen, not obeyed; files and pipes get the exact
    /// bytes. JSON needs nothing: `JSONWriter` escapes every control.
    var visible = false
    /// For spreadsheets (CSV only): a byte-order mark first, so that LibreOffice and Excel read
    /// UTF-8 (`--bom`).
    var byteOrderMark = false
    /// For spreadsheets (CSV only): each time again as the wall clock showed it, in the columns of
    /// `EntryCSVFormatter.spreadsheetColumns` (`--excel`).
    var localTimes = false
    /// For `list`'s JSON: each entry's conditions, as its last field (`export` leaves them out:
    /// its entries are what `import` reads).
    var conditions: ConditionMembership?
    /// Each entry's key, for JSON's `"key"` (`list`; exports have none).
    var key: ((Entry) throws -> String)?
    /// What to write instead of the format's own opening (the FHIR Bundle with `export --patient`'s
    /// name).
    var opening: String?

    /// Writes the opening, every entry `forEachEntry` hands over, `trailer` (resources after the
    /// entries, such as the FHIR Bundle's PEG Observations) and the closing.
    ///
    /// Returns how many entries were written.
    @discardableResult
    func write(trailer: () throws -> [String] = { [] }, _ forEachEntry: (_ body: (Entry) throws -> Void) throws -> Void)
        throws -> Int
    {
        let spreadsheet = format == .csv && localTimes
        if format == .csv && byteOrderMark { sink.write("\u{FEFF}") }
        if spreadsheet {
            let columns = EntryCSVFormatter.columns + EntryCSVFormatter.spreadsheetColumns
            sink.write(columns.joined(separator: ",") + "\r\n")
        } else {
            sink.write(opening ?? format.opening)
        }
        var count = 0
        var buffer: [UInt8] = []
        buffer.reserveCapacity(512)
        try forEachEntry { entry in
            buffer.removeAll(keepingCapacity: true)
            if let conditions {
                format.append(entry, index: count, key: try key?(entry), conditions: conditions, to: &buffer)
            } else {
                format.append(entry, index: count, key: try key?(entry), to: &buffer)
            }
            if spreadsheet {
                // The row's CRLF goes after the local times.
                buffer.removeLast(2)
                EntryCSVFormatter.appendLocalTimes(entry, to: &buffer)
                buffer.append(contentsOf: [13, 10])
            }
            if visible && format == .csv {
                sink.write(Self.shown(buffer))
            } else {
                sink.write(bytes: buffer)
            }
            count += 1
        }
        for text in try trailer() { sink.write(text) }
        let closing = format.closing(count: count)
        if !closing.isEmpty { sink.write(closing) }
        return count
    }

    /// A CSV row as a terminal shows it: its cells made visible, a quoted cell's line breaks kept
    /// (a lone CR, which would let a note write over what is shown, dropped), the row's CRLF kept.
    private static func shown(_ row: [UInt8]) -> String {
        let text = String(decoding: row, as: UTF8.self)
        guard text.hasSuffix("\r\n") else { return DisplayText.sanitized(text, singleLine: false) }
        return DisplayText.sanitized(String(text.unicodeScalars.dropLast(2)), singleLine: false) + "\r\n"
    }
}
