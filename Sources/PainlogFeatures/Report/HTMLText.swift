/// The one way diary text reaches the report's HTML: every note, name, dose and label is passed
/// through `escaped(_:)`, so no text can become markup, whatever it holds.
public enum HTMLText {
    /// `text` safe as HTML text and as a double- or single-quoted attribute value: `& < > " '`
    /// become references; control characters (which the HTML parser rejects, even as references)
    /// are shown as their Unicode control pictures (U+0001 as ␁, DEL as ␡), C1 controls and
    /// noncharacters as U+FFFD.
    ///
    /// Tabs and line ends stay (notes keep their lines).
    public static func escaped(_ text: String) -> String {
        // Most text needs nothing: one scan of its bytes decides.
        guard text.utf8.contains(where: needsWork) else { return text }
        var out = String.UnicodeScalarView()
        out.reserveCapacity(text.utf8.count + 16)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out.append(contentsOf: "&amp;".unicodeScalars)
            case "<": out.append(contentsOf: "&lt;".unicodeScalars)
            case ">": out.append(contentsOf: "&gt;".unicodeScalars)
            case "\"": out.append(contentsOf: "&quot;".unicodeScalars)
            case "'": out.append(contentsOf: "&#39;".unicodeScalars)
            case "\t", "\n", "\r": out.append(scalar)
            default: out.append(shown(scalar))
            }
        }
        return String(out)
    }

    /// A byte that starts something to replace: one of `& < > " '`, a control character, or a
    /// lead byte of the multi-byte forms C1 controls (C2) and noncharacters (EF, F0–F4) take.
    private static func needsWork(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""), UInt8(ascii: "'"): true
        case 0..<0x20, 0x7F, 0xC2, 0xEF, 0xF0...0xF4: true
        default: false
        }
    }

    private static func shown(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        let value = scalar.value
        if value < 0x20 { return Unicode.Scalar(0x2400 + value) ?? "\u{FFFD}" }
        if value == 0x7F { return "\u{2421}" }
        if (0x80...0x9F).contains(value) || (0xFDD0...0xFDEF).contains(value) || value & 0xFFFE == 0xFFFE {
            return "\u{FFFD}"
        }
        return scalar
    }
}
