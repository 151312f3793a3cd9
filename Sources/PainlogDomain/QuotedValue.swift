/// How an error line quotes a value from the command line or an import file.
///
/// A value may be a megabyte of NUL bytes or hide a byte-order mark in the middle of a file: an
/// error shows at most `maximumLength` characters of it, with every control and invisible
/// character written as an escape (`\0`, `\u{FEFF}`), so the line stays one short, truthful line.
public enum QuotedValue {
    /// The most characters (Unicode scalars) of a value an error line shows.
    public static let maximumLength = 60

    /// `text` cut to `limit` characters (ending in `…` when cut), invisible characters escaped.
    ///
    /// A name just over its length limit passes a larger `limit`, so that it is shown whole.
    public static func shown(_ text: String, limit: Int = maximumLength) -> String {
        var shown = ""
        var count = 0
        for scalar in text.unicodeScalars {
            guard count < limit else { return shown + "…" }
            count += 1
            if FileSystemPath.isEscape(scalar) {
                // A byte of a path that is not UTF-8 (see FileSystemPath), shown as the byte it is.
                shown += FileSystemPath.displayed(String(scalar))
            } else if isInvisible(scalar) {
                shown += scalar.escaped(asASCII: true)
            } else {
                shown.unicodeScalars.append(scalar)
            }
        }
        return shown
    }

    /// Control characters, format characters (byte-order mark, zero-width and direction marks),
    /// line and paragraph separators, and spaces other than U+0020.
    static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .unassigned, .privateUse, .surrogate: return true
        case .spaceSeparator: return scalar != " "
        default: return false
        }
    }
}
