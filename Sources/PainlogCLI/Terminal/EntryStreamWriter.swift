import PainlogDomain
import PainlogFeatures

/// Writes entries to a sink in one `EntryStreamFormat` as they are read: the one writer behind
/// `list --format csv|json` and `export`.
///
/// One buffer is reused for every entry, so memory stays flat however many there are.
struct EntryStreamWriter {
    let format: EntryStreamFormat
    let sink: any OutputSink

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
            sink.write(bytes: buffer)
            count += 1
        }
        for text in try trailer() { sink.write(text) }
        let closing = format.closing(count: count)
        if !closing.isEmpty { sink.write(closing) }
        return count
    }
}
