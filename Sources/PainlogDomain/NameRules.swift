/// The rules every area, tag and medication name follows.
public enum NameRules {
    /// The longest name allowed, in Unicode scalar values.
    public static let maximumLength = 64

    /// What a name names, for error messages.
    ///
    /// Returns `raw` trimmed, or throws a usage error naming the value when it is empty, longer than
    /// 64 characters, or contains `;` or a control character, or (unless `allowingBidiControls`) a
    /// bidirectional control (`BidiControls`), named with its position.
    ///
    /// A new name (typed, imported) never holds a bidirectional control; a name that only finds
    /// one already stored (a filter, the old name of a rename), or that another diary's sync file
    /// brings from an older painlog, may (`allowingBidiControls`), so those names stay usable.
    public static func validated(_ raw: String, kind: NameKind, allowingBidiControls: Bool = false)
        throws(PainlogError) -> String
    {
        try validated(raw, label: kind.rawValue, allowingBidiControls: allowingBidiControls)
    }

    /// `validated(_:kind:allowingBidiControls:)` for a name of something else (a condition), which
    /// its errors call `label`.
    public static func validated(_ raw: String, label: String, allowingBidiControls: Bool = false)
        throws(PainlogError) -> String
    {
        // Fast path for the common case, plain printable ASCII with nothing to trim: a bulk import
        // validates millions of names.
        let utf8 = raw.utf8
        if let first = utf8.first, let last = utf8.last, first != 0x20, last != 0x20, utf8.count <= maximumLength,
            utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && $0 != UInt8(ascii: ";") })
        {
            return raw
        }
        let name = raw.trimmingWhitespace()
        if name.isEmpty {
            throw .usage("\(label) must not be empty")
        }
        if name.unicodeScalars.count > maximumLength {
            throw .usage(
                "\(label) '\(QuotedValue.shown(name, limit: maximumLength + 16))' is longer than \(maximumLength) characters"
            )
        }
        if name.unicodeScalars.contains(";") {
            throw .usage("\(label) '\(QuotedValue.shown(name))' must not contain ';'")
        }
        if name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
            throw .usage("\(label) '\(QuotedValue.shown(name))' must not contain control characters")
        }
        if !allowingBidiControls, let (position, control) = firstBidiControl(in: name) {
            throw .usage(
                "\(label) '\(QuotedValue.shown(name))' holds \(BidiControls.described(control)) at character "
                    + "\(position), which makes text show in another order; names must not hold U+202A–U+202E or U+2066–U+2069"
            )
        }
        return name
    }

    /// Validates each name and drops later duplicates that differ only in case, keeping order.
    public static func validatedList(_ raws: [String], kind: NameKind, allowingBidiControls: Bool = false)
        throws(PainlogError) -> [String]
    {
        var seen = Set<String>()
        var names: [String] = []
        for raw in raws {
            let name = try validated(raw, kind: kind, allowingBidiControls: allowingBidiControls)
            if seen.insert(key(for: name)).inserted {
                names.append(name)
            }
        }
        return names
    }

    /// The form names are compared by: canonical (NFC), so `café` typed precomposed or decomposed is
    /// one name, and lower-cased by Unicode's default rules, whatever the locale (so `I` is `i`, and
    /// `İ` is `i̇`, not Turkish `i`).
    ///
    /// Storage keys, filters and renames all use it; migration 0005 computes it through the SQL
    /// function `painlog_name_key`.
    public static func key(for name: String) -> String {
        // Plain ASCII is already canonical: a bulk import computes millions of keys.
        if name.utf8.allSatisfy({ $0 < 0x80 }) { return name.lowercased() }
        // Lower-casing a canonical string can leave it uncanonical (`İ` becomes `i` + U+0307 before a
        // combining mark), so normalise again after.
        return canonical(canonical(name).lowercased())
    }
}

extension NameRules {
    /// The first bidirectional control in `name` and its position, counted in characters (Unicode
    /// scalars) from 1.
    static func firstBidiControl(in name: String) -> (position: Int, control: Unicode.Scalar)? {
        guard BidiControls.occur(in: name) else { return nil }
        for (index, scalar) in name.unicodeScalars.enumerated() where BidiControls.contains(scalar) {
            return (index + 1, scalar)
        }
        return nil
    }

    /// `text` in Unicode's canonical composition (NFC), by the standard library's normaliser (the
    /// one Foundation's `precomposedStringWithCanonicalMapping` uses on Linux too).
    static func canonical(_ text: String) -> String {
        String(decoding: text._nfcCodeUnits, as: UTF8.self)
    }
}

extension String {
    /// The string without leading and trailing white space (spaces, tabs, newlines).
    public func trimmingWhitespace() -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
            let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else { return "" }
        return String(scalars[first...last])
    }
}
