import PainlogDomain

/// age's ASCII armor: strict PEM (RFC 7468) with the label `AGE ENCRYPTED FILE`, padded base64 in
/// lines of 64 columns.
public enum AgeArmor {
    static let beginLine = Array("-----BEGIN AGE ENCRYPTED FILE-----".utf8)
    static let endLine = Array("-----END AGE ENCRYPTED FILE-----".utf8)
}

/// Armors bytes as they come, one 64-column line per 48 bytes; `finish()` writes the last line and
/// the end marker.
public final class AgeArmorEncoder {
    private let output: ([UInt8]) throws -> Void
    private var pending: [UInt8] = []

    /// Starts the armor, writing its first line to `output`.
    public init(output: @escaping ([UInt8]) throws -> Void) throws {
        self.output = output
        try output(AgeArmor.beginLine + [UInt8(ascii: "\n")])
    }

    /// Adds bytes; writes every whole line.
    public func write(_ bytes: [UInt8]) throws {
        pending += bytes
        let whole = pending.count / 48 * 48
        guard whole > 0 else { return }
        var text: [UInt8] = []
        text.reserveCapacity(whole / 48 * 65)
        for start in stride(from: 0, to: whole, by: 48) {
            text += Base64.encodeBytes(pending[start..<start + 48], padded: true)
            text.append(UInt8(ascii: "\n"))
        }
        pending.removeFirst(whole)
        try output(text)
    }

    /// Writes the last, shorter line and the end marker.
    public func finish() throws {
        var text: [UInt8] = []
        if !pending.isEmpty { text = Base64.encodeBytes(pending, padded: true) + [UInt8(ascii: "\n")] }
        pending = []
        try output(text + AgeArmor.endLine + [UInt8(ascii: "\n")])
    }
}

/// Reads armor strictly.
///
/// The begin line, lines of exactly 64 columns, one shorter last line (or none), the end line,
/// then only white space. LF or CRLF line ends; canonical padded base64.
final class AgeArmorDecoder: ByteSource {
    private let reader: ByteReader
    private var begun = false
    private var ended = false

    init(_ reader: ByteReader) {
        self.reader = reader
    }

    func nextChunk() throws -> [UInt8] {
        guard !ended else { return [] }
        if !begun {
            guard try line() == AgeArmor.beginLine else { throw AgeError.malformed("has a malformed armor first line") }
            begun = true
        }
        var bytes: [UInt8] = []
        while bytes.count < 64 * 1024 {
            let text = try line()
            if text == AgeArmor.endLine {
                try finishArmor()
                return bytes
            }
            guard !text.isEmpty, text.count <= 64, let decoded = Base64.decode(text, padded: true) else {
                throw AgeError.malformed("has armor that is not canonical base64 in lines of 64 columns")
            }
            bytes += decoded
            if text.count < 64 || text.last == UInt8(ascii: "=") {
                guard try line() == AgeArmor.endLine else {
                    throw AgeError.malformed("has armor with a short line before its end")
                }
                try finishArmor()
                return bytes
            }
        }
        return bytes
    }

    private func finishArmor() throws {
        ended = true
        // Only white space may follow the end line.
        while true {
            let rest = try reader.read(4096)
            if rest.isEmpty { return }
            guard rest.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0a || $0 == 0x0d }) else {
                throw AgeError.malformed("has data after its armor's end line")
            }
        }
    }

    private func line() throws -> [UInt8] {
        guard var text = try reader.line(limit: 80) else {
            throw AgeError.malformed("has armor that is cut off or has a line longer than 64 columns")
        }
        if text.last == 0x0d { text.removeLast() }
        return text
    }
}
