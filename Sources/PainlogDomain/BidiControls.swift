/// The Unicode controls that change the order text is shown in: the embeddings and overrides
/// U+202A–U+202E and the isolates U+2066–U+2069.
///
/// A name holding one can look like another (U+202E then `kcab` shows as `back`), so a new name
/// may not hold one (`NameRules`), and every one painlog shows, in a name or a note, is written as
/// its visible spelling `\u202E`. The marks U+200E, U+200F and U+061C are not among them: they
/// reorder nothing but the neutral characters beside them, and right-to-left writing needs them.
public enum BidiControls {
    /// Whether `scalar` is one of the controls.
    public static func contains(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x202A...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }

    /// Whether `text` holds one of the controls.
    public static func occur(in text: String) -> Bool {
        // Every control's UTF-8 form starts with E2: most text is decided by one scan of its bytes.
        guard text.utf8.contains(0xE2) else { return false }
        return text.unicodeScalars.contains(where: contains)
    }

    /// The control as it is shown: `\u` and four upper-case hexadecimal digits, `\u202E`.
    public static func visibleSpelling(of scalar: Unicode.Scalar) -> String {
        let digits = String(scalar.value, radix: 16, uppercase: true)
        return "\\u" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// `text` with every control written as its visible spelling; anything else as it is.
    public static func madeVisible(_ text: String) -> String {
        guard occur(in: text) else { return text }
        var shown = ""
        for scalar in text.unicodeScalars {
            if contains(scalar) {
                shown += visibleSpelling(of: scalar)
            } else {
                shown.unicodeScalars.append(scalar)
            }
        }
        return shown
    }

    /// `text` with each visible spelling of a control (`\u202E`, in either case) turned back into
    /// the control, so that a name painlog shows can be typed as shown; nil when it holds none.
    public static func decodingVisibleSpellings(_ text: String) -> String? {
        let scalars = Array(text.unicodeScalars)
        var decoded = String.UnicodeScalarView()
        var found = false
        var index = 0
        while index < scalars.count {
            if scalars[index] == "\\", index + 5 < scalars.count, scalars[index + 1] == "u",
                let value = UInt32(String(String.UnicodeScalarView(scalars[(index + 2)..<(index + 6)])), radix: 16),
                let control = Unicode.Scalar(value), contains(control)
            {
                decoded.append(control)
                found = true
                index += 6
            } else {
                decoded.append(scalars[index])
                index += 1
            }
        }
        return found ? String(decoded) : nil
    }

    /// The control's Unicode name, `RIGHT-TO-LEFT OVERRIDE`, after its code point: `U+202E
    /// RIGHT-TO-LEFT OVERRIDE`.
    public static func described(_ scalar: Unicode.Scalar) -> String {
        let code = visibleSpelling(of: scalar).dropFirst(2)
        guard let name = scalar.properties.name else { return "U+" + code }
        return "U+" + code + " " + name
    }
}
