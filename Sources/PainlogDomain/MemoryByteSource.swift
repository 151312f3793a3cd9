/// Bytes held in memory, handed out in one chunk: a sync file's line for the JSON reader, and tests.
public final class MemoryByteSource: ByteSource {
    private var bytes: [UInt8]?

    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    public convenience init(_ text: String) {
        self.init(Array(text.utf8))
    }

    public func nextChunk() throws -> [UInt8] {
        defer { bytes = nil }
        return bytes ?? []
    }
}
