/// An entry's local time in SQL, as numbers.
///
/// Integer arithmetic: SQLite's `date()` and `strftime()` parse and format a text for every entry,
/// about 5,000 instructions each, which was most of `stats` on a large diary.
enum LocalTimeSQL {
    /// The entry's local wall-clock time as seconds since local midnight of 1970-01-01.
    static let seconds = "e.occurred_at + e.occurred_offset"

    /// The entry's local calendar day as whole days since 1970-01-01, floored, so that a time before
    /// 1970 keeps its own day (SQLite's `/` truncates toward zero).
    static let dayNumber = "((\(seconds)) - (((\(seconds)) % 86400) + 86400) % 86400) / 86400"

    /// The local calendar day of the entry's end (at the end's own offset), as `dayNumber`; NULL for an
    /// entry without an end.
    static let endDayNumber =
        "((e.ended_at + e.ended_offset) - ((((e.ended_at + e.ended_offset) % 86400) + 86400) % 86400)) / 86400"

    /// The entry's local hour, 0–23.
    static let hourNumber = "((((\(seconds)) % 86400) + 86400) % 86400) / 3600"
}
