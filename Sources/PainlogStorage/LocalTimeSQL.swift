/// An entry's local time in SQL, as numbers.
///
/// Integer arithmetic: SQLite's `date()` and `strftime()` parse and format a text for every entry,
/// about 5,000 instructions each, which was most of `stats` on a large diary.
enum LocalTimeSQL {
    /// The entry's local wall-clock time as seconds since local midnight of 1970-01-01.
    static let seconds = "e.occurred_at + e.occurred_offset"

    /// The local calendar day of `wallSeconds` (an SQL expression: seconds since local midnight of
    /// 1970-01-01) as whole days since 1970-01-01, floored, so that a time before 1970 keeps its own
    /// day: SQLite's `/` truncates toward zero, which would make 1969-12-31 and 1970-01-01 one day.
    ///
    /// The one SQL spelling of "a day": every store that groups or counts by day uses it (through
    /// `dayNumber` and `endDayNumber`), as `LocalDateTime(secondsSinceLocalEpoch:)` floors in Swift.
    static func day(ofWallSeconds wallSeconds: String) -> String {
        "((\(wallSeconds)) - (((\(wallSeconds)) % 86400) + 86400) % 86400) / 86400"
    }

    /// The entry's local calendar day as whole days since 1970-01-01 (see `day(ofWallSeconds:)`).
    static let dayNumber = day(ofWallSeconds: seconds)

    /// The local calendar day of the entry's end (at the end's own offset), as `dayNumber`; NULL for an
    /// entry without an end.
    static let endDayNumber = day(ofWallSeconds: "e.ended_at + e.ended_offset")

    /// The entry's local hour, 0–23.
    static let hourNumber = "((((\(seconds)) % 86400) + 86400) % 86400) / 3600"
}
