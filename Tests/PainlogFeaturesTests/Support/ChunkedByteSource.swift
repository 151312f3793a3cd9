import PainlogDomain

/// Gives its bytes `size` at a time, so a reader meets every possible chunk boundary: inside a
/// CRLF, a `""` escape, a `\u` sequence, a byte-order mark or a multi-byte UTF-8 sequence.
final class ChunkedByteSource: ByteSource {
    private let bytes: [UInt8]
    private let size: Int
    private var position = 0

    init(_ bytes: [UInt8], size: Int) {
        self.bytes = bytes
        self.size = size
    }

    func nextChunk() throws -> [UInt8] {
        let end = min(position + size, bytes.count)
        defer { position = end }
        return Array(bytes[position..<end])
    }
}
