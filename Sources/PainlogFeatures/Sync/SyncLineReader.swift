import PainlogDomain

/// The lines of a sync file, read from a byte source one chunk at a time, so that a file of any
/// size takes no more memory than its longest line.
///
/// A line longer than `maximumBytes` is an error (`lineTooLong`): no record painlog writes comes
/// near it, so the file is not a sync file (`/dev/zero` through a link, a binary file).
final class SyncLineReader {
    enum Problem: Error, Equatable {
        /// Line `line` reached `maximumBytes` without ending.
        case lineTooLong(line: Int)
        /// The file ends in the middle of line `line` (no line feed after it).
        case unterminated(line: Int)
    }

    private let source: any ByteSource
    private let maximumBytes: Int
    private var buffer: [UInt8] = []
    private var start = 0
    private var atEnd = false
    /// The number of the line `next()` returned last.
    private(set) var lineNumber = 0

    init(_ source: any ByteSource, maximumBytes: Int = ImportLimits.maximumRecordBytes) {
        self.source = source
        self.maximumBytes = maximumBytes
    }

    /// The next line without its line feed; nil after the last one.
    func next() throws -> ArraySlice<UInt8>? {
        var searched = start
        while true {
            if let end = buffer[searched...].firstIndex(of: UInt8(ascii: "\n")) {
                let line = buffer[start..<end]
                start = end + 1
                lineNumber += 1
                guard line.count <= maximumBytes else { throw Problem.lineTooLong(line: lineNumber) }
                return line
            }
            if buffer.count - start > maximumBytes { throw Problem.lineTooLong(line: lineNumber + 1) }
            if atEnd {
                guard start == buffer.count else { throw Problem.unterminated(line: lineNumber + 1) }
                return nil
            }
            // Keep only the unfinished line before reading on.
            if start > 0 {
                buffer.removeSubrange(..<start)
                start = 0
            }
            searched = buffer.count
            let chunk = try source.nextChunk()
            if chunk.isEmpty { atEnd = true } else { buffer += chunk }
        }
    }
}
