public import PainlogDomain

/// Reads a JSON array of values one element at a time, as the input streams in, with the line
/// each element starts on.
///
/// Malformed JSON, or an element (with the white space before it) over
/// `ImportLimits.maximumRecordBytes`, is a `badData` error naming the line.
public final class JSONArrayReader {
    private let source: any ByteSource
    private var chunk: [UInt8] = []
    private var index = 0
    private var atEnd = false
    private var line = 1
    private var state = State.start
    /// Bytes of the input in chunks before `chunk`, so `consumedBefore + index` is the offset read to.
    private var consumedBefore = 0
    /// Where the element being read (with the white space and `,` before it) starts, and its line.
    private var recordStart = 0
    private var recordLine = 1
    /// How many values the element being read holds so far.
    private var recordValues = 0
    /// Whether the member array being read has had its first element (or its end).
    private var elementsStarted = false

    private enum State { case start, inArray, finished }

    public init(source: any ByteSource) {
        self.source = source
    }

    /// The next element of the top-level array and its line, or nil after the closing `]`.
    public func next() throws -> (line: Int, value: JSONValue)? {
        recordStart = consumedBefore + index
        recordLine = line
        recordValues = 0
        switch state {
        case .finished:
            return nil
        case .start:
            try skipWhitespace()
            if try peek() == 0xEF { try skipByteOrderMark() }
            try skipWhitespace()
            guard try peek() != nil else { throw failure("the file is empty; expected a JSON array of entries") }
            guard try consume() == UInt8(ascii: "[") else { throw failure("expected a JSON array of entries ('[')") }
            try skipWhitespace()
            if try peek() == UInt8(ascii: "]") {
                index += 1
                return try finish()
            }
            state = .inArray
        case .inArray:
            try skipWhitespace()
            switch try consume() {
            case UInt8(ascii: ","): try skipWhitespace()
            case UInt8(ascii: "]"): return try finish()
            default: throw failure("expected ',' or ']' between entries")
            }
        }
        let start = line
        return (start, try value(depth: 0))
    }

    /// The one JSON value the whole input holds (white space around it allowed): a line of a sync
    /// file, read without the array around it.
    public func single() throws -> JSONValue {
        state = .finished
        let value = try value(depth: 0)
        try skipWhitespace()
        if try peek() != nil { throw failure("text after the value") }
        return value
    }

    // MARK: An object whose members are arrays, read element by element (`export --format backup`)

    /// Reads the `{` that opens the top-level object (after white space and a byte-order mark).
    public func openObject() throws {
        try skipWhitespace()
        if try peek() == 0xEF { try skipByteOrderMark() }
        try skipWhitespace()
        guard try peek() != nil else { throw failure("the file is empty; expected a JSON object") }
        guard try consume() == UInt8(ascii: "{") else { throw failure("expected a JSON object ('{')") }
        state = .start
    }

    /// The name of the object's next member, read up to its `:`, and its line; nil after the
    /// closing `}` (nothing but white space may follow it).
    public func nextMember() throws -> (line: Int, name: String)? {
        recordStart = consumedBefore + index
        recordValues = 0
        try skipWhitespace()
        if state == .start {
            state = .inArray
            if try peek() == UInt8(ascii: "}") {
                index += 1
                try finishObject()
                return nil
            }
        } else {
            switch try consume() {
            case UInt8(ascii: ","): try skipWhitespace()
            case UInt8(ascii: "}"):
                try finishObject()
                return nil
            default: throw failure("expected ',' or '}' between the object's members")
            }
        }
        let line = self.line
        guard try peek() == UInt8(ascii: "\"") else { throw failure("expected a member name in quotes") }
        let name = try string()
        try skipWhitespace()
        guard try consume() == UInt8(ascii: ":") else { throw failure("expected ':' after \"\(name)\"") }
        return (line, name)
    }

    private func finishObject() throws {
        state = .finished
        try skipWhitespace()
        if try peek() != nil { throw failure("text after the closing '}'") }
    }

    /// The value of the member just named, read whole (for small values).
    public func memberValue() throws -> JSONValue {
        recordStart = consumedBefore + index
        recordValues = 0
        return try value(depth: 1)
    }

    /// Reads the `[` that opens the value of the member just named.
    ///
    /// Its elements follow through `nextElement()`. Anything else is an error naming `what` the
    /// array holds.
    public func openMemberArray(of what: String) throws {
        try skipWhitespace()
        guard try consume() == UInt8(ascii: "[") else { throw failure("expected an array of \(what) ('[')") }
        elementsStarted = false
    }

    /// The next element of the array opened by `openMemberArray(of:)` and its line, or nil after
    /// its closing `]`.
    public func nextElement() throws -> (line: Int, value: JSONValue)? {
        recordStart = consumedBefore + index
        recordLine = line
        recordValues = 0
        try skipWhitespace()
        if !elementsStarted {
            elementsStarted = true
            if try peek() == UInt8(ascii: "]") {
                index += 1
                return nil
            }
        } else {
            switch try consume() {
            case UInt8(ascii: ","): try skipWhitespace()
            case UInt8(ascii: "]"): return nil
            default: throw failure("expected ',' or ']' between elements")
            }
        }
        let start = line
        return (start, try value(depth: 1))
    }

    private func finish() throws -> (line: Int, value: JSONValue)? {
        state = .finished
        try skipWhitespace()
        if try peek() != nil { throw failure("text after the closing ']'") }
        return nil
    }

    private func value(depth: Int) throws -> JSONValue {
        guard depth < 64 else { throw failure("values nested too deeply") }
        recordValues += 1
        guard recordValues <= ImportLimits.maximumFields else {
            throw PainlogError(
                .badData, "line \(recordLine): one entry holds more than \(ImportLimits.maximumFields) values")
        }
        try skipWhitespace()
        guard let byte = try peek() else { throw failure("the file ends in the middle of a value") }
        switch byte {
        case UInt8(ascii: "\""):
            return .string(try string())
        case UInt8(ascii: "{"):
            index += 1
            var members: [(String, JSONValue)] = []
            try skipWhitespace()
            if try peek() == UInt8(ascii: "}") {
                index += 1
                return .object(members)
            }
            while true {
                try skipWhitespace()
                guard try peek() == UInt8(ascii: "\"") else { throw failure("expected a field name in quotes") }
                let key = try string()
                try skipWhitespace()
                guard try consume() == UInt8(ascii: ":") else { throw failure("expected ':' after \"\(key)\"") }
                members.append((key, try value(depth: depth + 1)))
                try skipWhitespace()
                switch try consume() {
                case UInt8(ascii: ","): continue
                case UInt8(ascii: "}"): return .object(members)
                default: throw failure("expected ',' or '}' in an object")
                }
            }
        case UInt8(ascii: "["):
            index += 1
            var elements: [JSONValue] = []
            try skipWhitespace()
            if try peek() == UInt8(ascii: "]") {
                index += 1
                return .array(elements)
            }
            while true {
                elements.append(try value(depth: depth + 1))
                try skipWhitespace()
                switch try consume() {
                case UInt8(ascii: ","): continue
                case UInt8(ascii: "]"): return .array(elements)
                default: throw failure("expected ',' or ']' in an array")
                }
            }
        case UInt8(ascii: "t"):
            try literal("true")
            return .bool(true)
        case UInt8(ascii: "f"):
            try literal("false")
            return .bool(false)
        case UInt8(ascii: "n"):
            try literal("null")
            return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            var text: [UInt8] = []
            while let next = try peek(),
                next == UInt8(ascii: "-") || next == UInt8(ascii: "+") || next == UInt8(ascii: ".")
                    || next == UInt8(ascii: "e") || next == UInt8(ascii: "E")
                    || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(next)
            {
                text.append(next)
                index += 1
            }
            return .number(String(decoding: text, as: UTF8.self))
        default:
            throw failure("unexpected character '\(String(decoding: [byte], as: UTF8.self))'")
        }
    }

    private func string() throws -> String {
        index += 1  // the opening quote
        // Nearly every string lies whole in the chunk, without escapes: taken at once from there.
        if let (end, ascii) = Self.plainStringEnd(in: chunk, from: index) {
            let text: String?
            if ascii {
                // ASCII is valid UTF-8: decoded from the buffer at once (`String(validating:)` of
                // the slice took 1,000 instructions a string).
                text = chunk.withUnsafeBufferPointer { String(decoding: $0[index..<end], as: UTF8.self) }
            } else {
                text = String(validating: chunk[index..<end], as: UTF8.self)
            }
            guard let text else { throw failure("the text is not valid UTF-8; save the file as UTF-8") }
            index = end + 1
            return text
        }
        var bytes: [UInt8] = []
        var pendingHighSurrogate: UInt32?
        while true {
            guard let byte = try consume() else { throw failure("a string is never closed") }
            switch byte {
            case UInt8(ascii: "\""):
                if pendingHighSurrogate != nil { throw failure("a lone UTF-16 surrogate in a \\u escape") }
                guard let text = String(validating: bytes, as: UTF8.self) else {
                    throw failure("the text is not valid UTF-8; save the file as UTF-8")
                }
                return text
            case UInt8(ascii: "\\"):
                guard let escape = try consume() else { throw failure("a string is never closed") }
                if escape != UInt8(ascii: "u"), pendingHighSurrogate != nil {
                    throw failure("a lone UTF-16 surrogate in a \\u escape")
                }
                switch escape {
                case UInt8(ascii: "\""): bytes.append(UInt8(ascii: "\""))
                case UInt8(ascii: "\\"): bytes.append(UInt8(ascii: "\\"))
                case UInt8(ascii: "/"): bytes.append(UInt8(ascii: "/"))
                case UInt8(ascii: "b"): bytes.append(8)
                case UInt8(ascii: "f"): bytes.append(12)
                case UInt8(ascii: "n"): bytes.append(10)
                case UInt8(ascii: "r"): bytes.append(13)
                case UInt8(ascii: "t"): bytes.append(9)
                case UInt8(ascii: "u"):
                    let unit = try hex4()
                    var scalarValue: UInt32
                    if let high = pendingHighSurrogate {
                        guard (0xDC00...0xDFFF).contains(unit) else {
                            throw failure("a lone UTF-16 surrogate in a \\u escape")
                        }
                        scalarValue = 0x10000 + ((high - 0xD800) << 10) + (unit - 0xDC00)
                        pendingHighSurrogate = nil
                    } else if (0xD800...0xDBFF).contains(unit) {
                        pendingHighSurrogate = unit
                        continue
                    } else if (0xDC00...0xDFFF).contains(unit) {
                        throw failure("a lone UTF-16 surrogate in a \\u escape")
                    } else {
                        scalarValue = unit
                    }
                    guard let scalar = Unicode.Scalar(scalarValue) else { throw failure("an invalid \\u escape") }
                    bytes += Array(String(Character(scalar)).utf8)
                default:
                    throw failure("an invalid escape '\\\(String(decoding: [escape], as: UTF8.self))' in a string")
                }
            default:
                if pendingHighSurrogate != nil { throw failure("a lone UTF-16 surrogate in a \\u escape") }
                if byte < 0x20 { throw failure("a control character inside a string must be escaped") }
                bytes.append(byte)
            }
        }
    }

    /// The index of the closing quote of a string starting at `start` in `chunk`, when no escape
    /// or control character comes before it, and whether the string is ASCII; nil otherwise (read
    /// byte by byte).
    private static func plainStringEnd(in chunk: [UInt8], from start: Int) -> (end: Int, ascii: Bool)? {
        chunk.withUnsafeBufferPointer { bytes in
            var index = start
            var high: UInt8 = 0
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\"") { return (index, high < 0x80) }
                if byte == UInt8(ascii: "\\") || byte < 0x20 { return nil }
                high |= byte
                index += 1
            }
            return nil
        }
    }

    private func hex4() throws -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = try consume(), let digit = Self.hexDigit(byte) else {
                throw failure("an invalid \\u escape")
            }
            value = value << 4 | digit
        }
        return value
    }

    private static func hexDigit(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }

    private func literal(_ word: String) throws {
        for expected in word.utf8 {
            guard try consume() == expected else { throw failure("unexpected text; expected '\(word)'") }
        }
    }

    private func skipWhitespace() throws {
        while let byte = try peek(), byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
            if byte == 0x0A { line += 1 }
            index += 1
        }
    }

    private func skipByteOrderMark() throws {
        for expected: UInt8 in [0xEF, 0xBB, 0xBF] {
            guard try consume() == expected else {
                throw failure("the text is not valid UTF-8; save the file as UTF-8")
            }
        }
    }

    private func failure(_ message: String) -> PainlogError {
        PainlogError(.badData, "line \(line): \(message)")
    }

    private func consume() throws -> UInt8? {
        guard let byte = try peek() else { return nil }
        index += 1
        if byte == 0x0A { line += 1 }
        return byte
    }

    private func peek() throws -> UInt8? {
        if consumedBefore + index - recordStart > ImportLimits.maximumRecordBytes {
            throw ImportLimits.recordTooLong(line: line)
        }
        if index < chunk.count { return chunk[index] }
        while !atEnd {
            let more = try source.nextChunk()
            if more.isEmpty {
                atEnd = true
            } else {
                consumedBefore += chunk.count
                chunk = more
                index = 0
                return chunk[0]
            }
        }
        return nil
    }
}
