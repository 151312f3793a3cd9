/// The rules for an entry's free-text note.
public enum NoteRules {
    /// The longest note allowed, in Unicode scalar values.
    public static let maximumLength = 10_000

    /// Returns the note unchanged (byte for byte), or throws when it is too long.
    public static func validated(_ note: String) throws(PainlogError) -> String {
        let length = note.unicodeScalars.count
        guard length <= maximumLength else {
            throw .usage("note is \(length) characters long; the limit is \(maximumLength)")
        }
        return note
    }
}
