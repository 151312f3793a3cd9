public import PainlogDomain

/// Bytes handed out in small chunks of varying size, so that readers meet every chunk boundary a
/// file or a pipe could produce: inside a byte-order mark, between CR and LF, inside a UTF-8 sequence.
public final class ChunkedByteSource: ByteSource {
    private let bytes: [UInt8]
    private var position = 0
    private var turn = 0
    /// Fixed sizes, cycled, so that a crash reproduces from the saved input alone.
    private static let sizes = [1, 3, 2, 7, 1, 1, 4, 16]

    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    public func nextChunk() throws -> [UInt8] {
        let size = Self.sizes[turn % Self.sizes.count]
        turn += 1
        let end = min(bytes.count, position + size)
        defer { position = end }
        return Array(bytes[position..<end])
    }
}
