public import PainlogDomain

/// Bytes handed out in small chunks, so that a reader meets every chunk boundary a file or a pipe
/// could produce: inside a CRLF, a `""` escape, a `\u` sequence, a byte-order mark or a multi-byte
/// UTF-8 sequence.
///
/// Shared by the unit tests and the fuzzers (test support, never in the binary).
public final class ChunkedByteSource: ByteSource {
    /// The fuzzers' sizes: varying, and fixed so that a crash reproduces from the saved input alone.
    public static let varyingSizes = [1, 3, 2, 7, 1, 1, 4, 16]

    private let bytes: [UInt8]
    private let sizes: [Int]
    private var position = 0
    private var turn = 0

    /// Hands out `bytes` in chunks of `sizes`, cycled.
    public init(_ bytes: [UInt8], sizes: [Int] = varyingSizes) {
        precondition(!sizes.isEmpty && sizes.allSatisfy { $0 > 0 }, "chunk sizes must be positive")
        self.bytes = bytes
        self.sizes = sizes
    }

    /// Hands out `bytes` `size` at a time.
    public convenience init(_ bytes: [UInt8], size: Int) {
        self.init(bytes, sizes: [size])
    }

    public func nextChunk() throws -> [UInt8] {
        let size = sizes[turn % sizes.count]
        turn += 1
        let end = min(bytes.count, position + size)
        defer { position = end }
        return Array(bytes[position..<end])
    }
}
