import PainlogDomain

/// The bounds that keep an import's memory small whatever the file holds.
///
/// No valid entry comes near them (a note is at most 10,000 characters, a name 64), so a file that
/// reaches one is not an export — `/dev/zero`, a binary file, a runaway quote — and the import
/// stops at once, naming the line, instead of reading it all into memory.
public enum ImportLimits {
    /// The most bytes one record (a CSV row with its quoted line breaks, a JSON array element with
    /// the white space before it) may take: 1 MiB.
    public static let maximumRecordBytes = 1 << 20

    /// The most fields one CSV record, or values one JSON element, may have; an export has 10
    /// columns, and no one records a thousand names on one entry.
    public static let maximumFields = 1000

    /// The `badData` error for a record that reached `line` and outgrew `maximumRecordBytes`.
    static func recordTooLong(line: Int) -> PainlogError {
        PainlogError(
            .badData,
            "line \(line): one entry is longer than 1 MiB, which no painlog entry can be; is this a painlog export?")
    }
}
