import PainlogDomain

/// Reads a `ByteSource` by lines and counts of bytes, holding at most one of its chunks beyond
/// what was asked for.
final class ByteReader {
    private let source: any ByteSource
    private var buffer: [UInt8] = []
    private var offset = 0
    private var ended = false

    init(_ source: any ByteSource) {
        self.source = source
    }

    /// Fills the buffer until it holds `count` unread bytes or the source ends.
    private func fill(_ count: Int) throws {
        while buffer.count - offset < count, !ended {
            let chunk = try source.nextChunk()
            if chunk.isEmpty {
                ended = true
            } else {
                if offset > 0 {
                    buffer.removeFirst(offset)
                    offset = 0
                }
                buffer += chunk
            }
        }
    }

    /// The next line without its `\n`, or nil when the source ends before a `\n` within `limit` bytes
    /// (the bytes read stay consumed: the caller refuses the file).
    func line(limit: Int) throws -> [UInt8]? {
        var scanned = 0
        while true {
            if let newline = buffer[(offset + scanned)...].firstIndex(of: UInt8(ascii: "\n")) {
                let line = Array(buffer[offset..<newline])
                offset = newline + 1
                return line.count <= limit ? line : nil
            }
            scanned = buffer.count - offset
            guard scanned <= limit, !ended else { return nil }
            try fill(scanned + 1)
            if buffer.count - offset == scanned { return nil }
        }
    }

    /// Up to `count` bytes; fewer only at the end of the source.
    func read(_ count: Int) throws -> [UInt8] {
        try fill(count)
        let end = min(buffer.count, offset + count)
        let bytes = Array(buffer[offset..<end])
        offset = end
        return bytes
    }

    /// Whether the source has no byte left.
    func isAtEnd() throws -> Bool {
        try fill(1)
        return buffer.count == offset
    }

    /// The next `count` bytes without consuming them (fewer at the end).
    func peek(_ count: Int) throws -> [UInt8] {
        try fill(count)
        return Array(buffer[offset..<min(buffer.count, offset + count)])
    }
}
