public import PainlogDomain

/// Entry ids as users type them: `12` or `#12`.
public enum EntryID {
    /// The id in `text`, or a usage error naming it.
    public static func parse(_ text: String) throws(PainlogError) -> Int64 {
        let digits = text.hasPrefix("#") ? String(text.dropFirst()) : text
        guard !digits.isEmpty, digits.utf8.allSatisfy({ $0 >= 48 && $0 <= 57 }), let id = Int64(digits), id > 0 else {
            throw .usage(
                "'\(QuotedValue.shown(text))' is not an entry id; use the number shown by '\(hint: .listEntries)', "
                    + "e.g. 12 or #12")
        }
        return id
    }
}
