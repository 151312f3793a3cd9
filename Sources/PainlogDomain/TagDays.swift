/// The local calendar days that have a tag (or, for `all`, any entry), each day weighing once.
///
/// A day's mean is the mean intensity of every entry logged that day, tagged or not; the sums of
/// the day means and of their squares give the mean and the variance over days without keeping
/// the days themselves.
public struct TagDays: Sendable, Equatable {
    /// The tag's name; empty for the totals over every logged day.
    public let name: String
    /// Entries that carry the tag (for the totals: every entry).
    public let entryCount: Int
    /// Local calendar days with at least one entry that carries the tag.
    public let days: Int
    /// The sum of those days' means.
    public let dayMeanSum: Double
    /// The sum of the squares of those days' means.
    public let dayMeanSquareSum: Double
    /// The latest tagged entry's time.
    public let lastLogged: Timestamp?

    public init(
        name: String, entryCount: Int, days: Int, dayMeanSum: Double, dayMeanSquareSum: Double, lastLogged: Timestamp?
    ) {
        self.name = name
        self.entryCount = entryCount
        self.days = days
        self.dayMeanSum = dayMeanSum
        self.dayMeanSquareSum = dayMeanSquareSum
        self.lastLogged = lastLogged
    }
}
