/// The one JSON writer: every `--json`, `--format json`, the sync file and the FHIR export go
/// through it, so escaping and layout cannot drift apart between commands.
///
/// It writes compact JSON (no spaces), object members in their given order, as UTF-8 into the
/// caller's buffer, so a stream of a million entries reuses one buffer.
///
/// Strings escape quotes, backslashes and every control character (`\n`, `\r`, `\t`, `\b`, `\f`,
/// else `\u00xx` in lower-case hex); U+2028 and U+2029 are escaped too, so the output is also
/// valid JavaScript, and so are the bidirectional controls (`\u202e`, see `BidiControls`), so a
/// file shown on a terminal never reorders its text. Everything else, DEL and all other
/// non-ASCII included, is written as it is.
public enum JSONWriter {
    /// `value` as compact JSON text.
    public static func text(_ value: JSONValue) -> String {
        var out: [UInt8] = []
        append(value, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// Appends `value` as compact JSON, in UTF-8.
    public static func append(_ value: JSONValue, to out: inout [UInt8]) {
        switch value {
        case .string(let text):
            appendString(text, to: &out)
        case .number(let text):
            out.append(contentsOf: text.utf8)
        case .bool(let flag):
            out.append(contentsOf: (flag ? "true" : "false").utf8)
        case .null:
            out.append(contentsOf: "null".utf8)
        case .array(let elements):
            out.append(UInt8(ascii: "["))
            for (index, element) in elements.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                append(element, to: &out)
            }
            out.append(UInt8(ascii: "]"))
        case .object(let members):
            out.append(UInt8(ascii: "{"))
            appendMembers(members, to: &out)
            out.append(UInt8(ascii: "}"))
        }
    }

    /// The opening of an object whose last member is an array streamed element by element after it
    /// (`{"type":"collection","entry":[`), for output too large to build as one value.
    public static func opening(of members: [(String, JSONValue)], streamedArray key: String) -> String {
        var out: [UInt8] = [UInt8(ascii: "{")]
        appendMembers(members, to: &out)
        if !members.isEmpty { out.append(UInt8(ascii: ",")) }
        appendString(key, to: &out)
        out.append(contentsOf: ":[".utf8)
        return String(decoding: out, as: UTF8.self)
    }

    /// `value` as a JSON string literal, quotes included.
    public static func string(_ value: String) -> String {
        var out: [UInt8] = []
        appendString(value, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// Appends `value` as a JSON string literal, quotes included.
    public static func appendString(_ value: String, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        let done: Void? = value.utf8.withContiguousStorageIfAvailable { appendEscaped($0, to: &out) }
        if done == nil { Array(value.utf8).withUnsafeBufferPointer { appendEscaped($0, to: &out) } }
        out.append(UInt8(ascii: "\""))
    }

    private static func appendMembers(_ members: [(String, JSONValue)], to out: inout [UInt8]) {
        for (index, (key, member)) in members.enumerated() {
            if index > 0 { out.append(UInt8(ascii: ",")) }
            appendString(key, to: &out)
            out.append(UInt8(ascii: ":"))
            append(member, to: &out)
        }
    }

    /// Copies runs that need no escape whole and escapes the bytes between them.
    static func appendEscaped(_ bytes: UnsafeBufferPointer<UInt8>, to out: inout [UInt8]) {
        let backslash = UInt8(ascii: "\\")
        var runStart = 0
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            var escape: (UInt8, UInt8)?
            var width = 1
            switch byte {
            case UInt8(ascii: "\""): escape = (backslash, byte)
            case backslash: escape = (backslash, byte)
            case 0x0A: escape = (backslash, UInt8(ascii: "n"))
            case 0x0D: escape = (backslash, UInt8(ascii: "r"))
            case 0x09: escape = (backslash, UInt8(ascii: "t"))
            case 0x08: escape = (backslash, UInt8(ascii: "b"))
            case 0x0C: escape = (backslash, UInt8(ascii: "f"))
            case 0x00..<0x20: break
            case 0xE2 where index + 2 < bytes.count && isEscapedAfterE2(bytes[index + 1], bytes[index + 2]):
                width = 3  // U+2028 or U+2029, or a bidirectional control
            default:
                index += 1
                continue
            }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
            if let escape {
                out.append(escape.0)
                out.append(escape.1)
            } else if width == 3 {
                // E2 and two continuation bytes: U+2000 to U+2FFF, in lower-case hex.
                out.append(contentsOf: "\\u2".utf8)
                out.append(hexDigit((bytes[index + 1] & 0x3F) >> 2))
                out.append(hexDigit((bytes[index + 1] & 0x03) << 2 | (bytes[index + 2] & 0x3F) >> 4))
                out.append(hexDigit(bytes[index + 2] & 0x0F))
            } else {
                out.append(contentsOf: "\\u00".utf8)
                out.append(hexDigit(byte >> 4))
                out.append(hexDigit(byte & 0x0F))
            }
            index += width
            runStart = index
        }
        out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<bytes.count]))
    }

    /// Whether the scalar whose UTF-8 form is E2 `second` `third` is escaped: U+2028 and U+2029
    /// (JavaScript), U+202A–U+202E and U+2066–U+2069 (`BidiControls`, which would show the text
    /// around them in another order).
    private static func isEscapedAfterE2(_ second: UInt8, _ third: UInt8) -> Bool {
        switch (second, third) {
        case (0x80, 0xA8...0xAE), (0x81, 0xA6...0xA9): true
        default: false
        }
    }

    /// A lower-case hex digit, as `String(_:radix: 16)` writes it.
    private static func hexDigit(_ nibble: UInt8) -> UInt8 {
        nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "a") + nibble - 10
    }
}
