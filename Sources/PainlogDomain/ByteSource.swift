/// Bytes to read in chunks: an import file or standard input. Implemented by the CLI over a file
/// descriptor, and over memory in tests.
public protocol ByteSource: AnyObject {
    /// The next chunk of bytes; empty at the end. Throws when reading fails.
    func nextChunk() throws -> [UInt8]
}

/// Bytes held in memory.
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
