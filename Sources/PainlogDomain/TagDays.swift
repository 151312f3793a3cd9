/// Entries and intensities on the local calendar days that have a tag (or, for `all`, any entry).
public struct TagDays: Sendable, Equatable {
    /// The tag's name; empty for the totals over every logged day.
    public let name: String
    /// Entries that carry the tag (for the totals: every entry).
    public let entryCount: Int
    /// Local calendar days with at least one entry that carries the tag.
    public let days: Int
    /// Every entry on those days, tagged or not, and the sum of their intensities.
    public let entriesOnDays: Int
    public let intensitySumOnDays: Int
    /// The latest tagged entry's time.
    public let lastLogged: Timestamp?

    public init(
        name: String, entryCount: Int, days: Int, entriesOnDays: Int, intensitySumOnDays: Int, lastLogged: Timestamp?
    ) {
        self.name = name
        self.entryCount = entryCount
        self.days = days
        self.entriesOnDays = entriesOnDays
        self.intensitySumOnDays = intensitySumOnDays
        self.lastLogged = lastLogged
    }
}
