/// Bytes to read in chunks: an import file or standard input.
///
/// Implemented by the CLI over a file descriptor, and in memory by the tests (PainlogTestSupport).
public protocol ByteSource: AnyObject {
    /// The next chunk of bytes; empty at the end. Throws when reading fails.
    func nextChunk() throws -> [UInt8]
}
