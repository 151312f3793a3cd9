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

    /// Writes the opening, every entry `forEachEntry` hands over, `trailer` (resources after the
    /// entries, such as the FHIR Bundle's PEG Observations) and the closing.
    ///
    /// Returns how many entries were written.
    @discardableResult
    func write(trailer: () throws -> [String] = { [] }, _ forEachEntry: (_ body: (Entry) throws -> Void) throws -> Void)
        throws -> Int
    {
        sink.write(format.opening)
        var count = 0
        var buffer: [UInt8] = []
        buffer.reserveCapacity(512)
        try forEachEntry { entry in
            buffer.removeAll(keepingCapacity: true)
            format.append(entry, index: count, to: &buffer)
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
