import PainlogDomain

/// Terminal-safe, width-aware text for tables and details.
public enum DisplayText {
    /// `text` with every control character made visible, so a note can never move the cursor or
    /// change the terminal's colours, nor a name show its letters in another order.
    ///
    /// Control characters become U+FFFD; bidirectional controls their visible spelling `\u202E`
    /// (`BidiControls`). Newlines and tabs become `⏎` and a space when `singleLine`.
    public static func sanitized(_ text: String, singleLine: Bool) -> String {
        // Printable ASCII has nothing to replace: the common case, without a property look-up per
        // scalar (`list --all` sanitizes four texts of every entry, twice).
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text }
        var result = String.UnicodeScalarView()
        var previous: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            defer { previous = scalar }
            switch scalar {
            case "\n" where singleLine && previous == "\r": break  // a CRLF line end is one break, shown once
            case "\n": result.append(contentsOf: singleLine ? "⏎ ".unicodeScalars : "\n".unicodeScalars)
            case "\t": result.append(contentsOf: singleLine ? " ".unicodeScalars : "\t".unicodeScalars)
            case "\r": if singleLine { result.append(contentsOf: "⏎ ".unicodeScalars) }
            default:
                if scalar.properties.generalCategory == .control {
                    result.append("\u{FFFD}")
                } else if BidiControls.contains(scalar) {
                    result.append(contentsOf: BidiControls.visibleSpelling(of: scalar).unicodeScalars)
                } else {
                    result.append(scalar)
                }
            }
        }
        return String(result)
    }

    /// The names one after another with `separator` between them, as `joined(separator:)` makes
    /// them.
    ///
    /// Written out because the first call of the standard library's `joined(separator:)` in a run
    /// costs the runtime about 0.2 M instructions of generic lookups, more than `show` spends on
    /// its whole output.
    static func list(_ names: [String], separator: String) -> String {
        var text = ""
        for (index, name) in names.enumerated() {
            if index > 0 { text += separator }
            text += name
        }
        return text
    }

    /// `text` cut at each `separator`, empty parts left out: what `text.split(separator:)` gives
    /// for a separator of several characters.
    ///
    /// Written out because that `split` is the string-processing library's generic one, whose first
    /// call in a run costs about 0.3 M instructions, more than `stats` spends on its whole table.
    static func parts(of text: String, separatedBy separator: String) -> [Substring] {
        guard !separator.isEmpty else { return text.isEmpty ? [] : [text[...]] }
        var parts: [Substring] = []
        var start = text.startIndex
        var index = text.startIndex
        while index < text.endIndex {
            if text[index...].hasPrefix(separator) {
                if start < index { parts.append(text[start..<index]) }
                index = text.index(index, offsetBy: separator.count)
                start = index
            } else {
                index = text.index(after: index)
            }
        }
        if start < text.endIndex { parts.append(text[start...]) }
        return parts
    }

    /// How many terminal columns `text` takes: wide East Asian characters and emoji take two,
    /// combining marks and zero-width characters none.
    public static func width(_ text: String) -> Int {
        // Printable ASCII is one column a byte: the common case, without Unicode property look-ups.
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text.utf8.count }
        // Text of narrow scalars that never join others (accented Latin, `·`, `…`, the bars' block
        // characters, `⏎`): one column a scalar, again without look-ups. Anything else (a mark,
        // an emoji, a joiner, CJK) is measured a Character at a time.
        if text.unicodeScalars.allSatisfy(isNarrowAndAlone) { return text.unicodeScalars.count }
        return text.reduce(0) { $0 + width(of: $1) }
    }

    /// Scalars that take one column and form a Character on their own, whatever follows.
    private static func isNarrowAndAlone(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x20...0x7E, 0xA0...0xAC, 0xAE...0x2FF, 0x2010...0x2027, 0x2030...0x205E, 0x23CE, 0x2500...0x259F:
            return true
        default:
            return false
        }
    }

    static func width(of character: Character) -> Int {
        guard let first = character.unicodeScalars.first else { return 0 }
        let properties = first.properties
        if properties.generalCategory == .format || properties.generalCategory == .nonspacingMark
            || properties.generalCategory == .enclosingMark || properties.generalCategory == .control
        {
            return 0
        }
        if character.unicodeScalars.contains(where: { $0.properties.isEmojiPresentation })
            || (properties.isEmoji && character.unicodeScalars.contains("\u{FE0F}"))
        {
            return 2
        }
        return isWide(first.value) ? 2 : 1
    }

    private static func isWide(_ value: UInt32) -> Bool {
        switch value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
            0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1F64F,
            0x1F900...0x1F9FF, 0x20000...0x3FFFD:
            return true
        default:
            return false
        }
    }

    /// `text` cut to at most `columns` columns, ending in `…` when it was cut.
    public static func truncated(_ text: String, to columns: Int) -> String {
        guard columns > 0 else { return "" }
        // Printable ASCII is a column a byte: cut its bytes, without breaking it into Characters.
        let bytes = text.utf8
        if bytes.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) {
            return bytes.count <= columns ? text : String(decoding: bytes.prefix(columns - 1), as: UTF8.self) + "…"
        }
        if width(text) <= columns { return text }
        var result = ""
        var used = 0
        for character in text {
            let w = width(of: character)
            if used + w > columns - 1 { break }
            result.append(character)
            used += w
        }
        return result + "…"
    }

    /// The longest start of `text` that fits in `columns` columns, and at least its first character.
    public static func prefix(_ text: String, columns: Int) -> String {
        var result = ""
        var used = 0
        for character in text {
            let w = width(of: character)
            if used + w > columns, !result.isEmpty { break }
            result.append(character)
            used += w
        }
        return result
    }

    /// `text` padded with spaces to `columns` columns (on the left when `right`).
    public static func padded(_ text: String, to columns: Int, right: Bool = false) -> String {
        let padding = String(repeating: " ", count: max(0, columns - width(text)))
        return right ? padding + text : text + padding
    }
}
