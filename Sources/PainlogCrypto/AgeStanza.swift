/// One recipient stanza of an age header: `-> TYPE ARG…`, then its body in base64 wrapped at 64
/// columns, ending with a line shorter than 64 (which may be empty).
struct AgeStanza: Equatable {
    /// The type and the further arguments (`["X25519", share]`).
    let arguments: [String]
    /// The decoded body.
    let body: [UInt8]

    /// The stanza's type, its first argument.
    var type: String { arguments[0] }

    /// The stanza as it stands in the header, each line ending with `\n`.
    var encoded: [UInt8] {
        var bytes = Array("-> \(arguments.joined(separator: " "))\n".utf8)
        let text = Base64.encodeBytes(body, padded: false)
        var start = 0
        while true {
            let end = min(start + 64, text.count)
            bytes += text[start..<end]
            bytes.append(UInt8(ascii: "\n"))
            if end - start < 64 { break }
            start = end
        }
        return bytes
    }

    /// Reads a stanza whose `-> ` line is `argumentLine` (without the arrow), taking its body lines
    /// from `reader` and appending every byte read to `header`.
    static func read(
        argumentLine: ArraySlice<UInt8>, from reader: ByteReader, into header: inout [UInt8]
    ) throws(AgeError) -> AgeStanza {
        let arguments = argumentLine.split(separator: UInt8(ascii: " "), omittingEmptySubsequences: false)
        guard !arguments.isEmpty,
            arguments.allSatisfy({ !$0.isEmpty && $0.allSatisfy { (0x21...0x7e).contains($0) } })
        else {
            throw .malformed("has a malformed stanza line (arguments must be visible characters split by one space)")
        }
        var body: [UInt8] = []
        while true {
            let line: [UInt8]?
            do { line = try reader.line(limit: 64) } catch { throw .malformed("could not be read: \(error)") }
            guard let line else { throw .malformed("is cut off or malformed inside a stanza's body") }
            header += line
            header.append(UInt8(ascii: "\n"))
            body += line
            if line.count < 64 { break }
        }
        guard let decoded = Base64.decode(body, padded: false) else {
            throw .malformed("has a stanza body that is not canonical base64 without padding")
        }
        return AgeStanza(arguments: arguments.map { String(decoding: $0, as: UTF8.self) }, body: decoded)
    }
}
