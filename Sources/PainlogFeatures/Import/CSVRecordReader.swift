public import PainlogDomain

/// One CSV record and the physical line it starts on (the header is line 1).
public struct CSVRecord: Sendable, Equatable {
    public let line: Int
    public let fields: [String]

    public init(line: Int, fields: [String]) {
        self.line = line
        self.fields = fields
    }
}

/// Reads RFC 4180 CSV as it streams in: quoted fields with `""` escapes and line breaks inside,
/// CRLF or LF line ends, a UTF-8 byte-order mark at the start.
///
/// Memory holds one record at a time. Malformed input (an unterminated quote, text after a closing
/// quote, invalid UTF-8, a record over `ImportLimits.maximumRecordBytes` or with more than
/// `ImportLimits.maximumFields` fields) is a `badData` error naming the line.
public final class CSVRecordReader {
    private let source: any ByteSource
    private var chunk: [UInt8] = []
    private var index = 0
    private var atEnd = false
    private var line = 1
    private var startedFile = false

    public init(source: any ByteSource) {
        self.source = source
    }

    private static let quote = UInt8(ascii: "\"")
    private static let comma = UInt8(ascii: ",")
    private static let cr = UInt8(ascii: "\r")
    private static let lf = UInt8(ascii: "\n")

    /// The next record, or nil at the end of the input.
    ///
    /// A blank line at the very end is ignored.
    public func next() throws -> CSVRecord? {
        if !startedFile {
            startedFile = true
            try skipByteOrderMark()
        }
        guard try peek() != nil, try !skipFinalBlankLine() else { return nil }
        let startLine = line
        // The line the current field starts on, so an error inside a multi-line field names its own line.
        var fieldLine = line
        var fields: [String] = []
        var field: [UInt8] = []
        var quoted = false
        var afterQuote = false
        var recordBytes = 0
        while true {
            guard let byte = try peek() else {
                if quoted {
                    throw PainlogError(.badData, "line \(fieldLine): a quoted field is never closed (missing '\"')")
                }
                fields.append(try decode(field, line: fieldLine))
                return CSVRecord(line: startLine, fields: fields)
            }
            index += 1
            recordBytes += 1
            if recordBytes > ImportLimits.maximumRecordBytes { throw ImportLimits.recordTooLong(line: startLine) }
            if quoted {
                if byte == Self.quote {
                    if try peek() == Self.quote {
                        index += 1
                        field.append(Self.quote)
                    } else {
                        quoted = false
                        afterQuote = true
                    }
                } else {
                    if byte == Self.lf { line += 1 }
                    field.append(byte)
                }
                continue
            }
            switch byte {
            case Self.comma:
                guard fields.count < ImportLimits.maximumFields else {
                    throw PainlogError(
                        .badData, "line \(startLine): more than \(ImportLimits.maximumFields) fields; an export has 10")
                }
                fields.append(try decode(field, line: fieldLine))
                field.removeAll(keepingCapacity: true)
                afterQuote = false
                fieldLine = line
            case Self.cr where try peek() == Self.lf:
                index += 1
                fallthrough
            case Self.lf:
                fields.append(try decode(field, line: fieldLine))
                line += 1
                return CSVRecord(line: startLine, fields: fields)
            case Self.quote where field.isEmpty && !afterQuote:
                quoted = true
            default:
                if afterQuote {
                    throw PainlogError(
                        .badData,
                        "line \(line): text after a closing quote; a quote inside a quoted field must be doubled (\"\")"
                    )
                }
                if byte == Self.quote {
                    throw PainlogError(
                        .badData,
                        "line \(line): a quote inside an unquoted field; quote the whole field and double the quote (\"\")"
                    )
                }
                field.append(byte)
            }
        }
    }

    /// The field's text; a `badData` error naming the line of the first invalid byte, counted
    /// from `line`, the line the field starts on.
    private func decode(_ bytes: [UInt8], line: Int) throws -> String {
        if let text = String(validating: bytes, as: UTF8.self) { return text }
        var parser = Unicode.UTF8.ForwardParser()
        var input = bytes.makeIterator()
        var valid = 0
        while case .valid(let scalar) = parser.parseScalar(from: &input) {
            valid += scalar.count
        }
        let badLine = line + bytes[..<valid].count(where: { $0 == Self.lf })
        throw PainlogError(.badData, "line \(badLine): the text is not valid UTF-8; save the file as UTF-8")
    }

    /// Consumes the rest of the input when it is only one line end (the blank last line many
    /// editors leave), so that it is not read as a record with one empty field.
    private func skipFinalBlankLine() throws -> Bool {
        guard let byte = try peek(), byte == Self.cr || byte == Self.lf else { return false }
        _ = try fill(minimum: 3)
        let rest = chunk[index...]
        guard atEnd, rest.elementsEqual([Self.lf]) || rest.elementsEqual([Self.cr, Self.lf]) else { return false }
        index = chunk.count
        line += 1
        return true
    }

    private func skipByteOrderMark() throws {
        guard try peek() == 0xEF else { return }
        _ = try fill(minimum: 3)
        if chunk.count - index >= 3, chunk[index + 1] == 0xBB, chunk[index + 2] == 0xBF {
            index += 3
        }
    }

    /// The next byte without consuming it, reading more input when needed.
    private func peek() throws -> UInt8? {
        if index < chunk.count { return chunk[index] }
        return try fill(minimum: 1) ? chunk[index] : nil
    }

    /// Makes at least `minimum` unread bytes available if the input has them.
    ///
    /// Returns false at the end.
    private func fill(minimum: Int) throws -> Bool {
        while chunk.count - index < minimum && !atEnd {
            let more = try source.nextChunk()
            if more.isEmpty {
                atEnd = true
            } else {
                chunk.removeFirst(index)
                index = 0
                chunk += more
            }
        }
        return chunk.count - index >= 1
    }
}
