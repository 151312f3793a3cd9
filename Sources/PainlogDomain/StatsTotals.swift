/// Totals over a set of entries.
public struct StatsTotals: Sendable, Equatable {
    public let count: Int
    public let mean: Double?
    public let minimum: Int?
    public let maximum: Int?
    public let first: Timestamp?
    public let last: Timestamp?
    /// Calendar days (in each entry's own local time) with at least one entry.
    public let loggedDays: Int
    /// Of those, days with at least one entry of intensity 7–10.
    public let severeDays: Int

    public init(
        count: Int, mean: Double?, minimum: Int?, maximum: Int?, first: Timestamp?, last: Timestamp?, loggedDays: Int,
        severeDays: Int
    ) {
        self.count = count
        self.mean = mean
        self.minimum = minimum
        self.maximum = maximum
        self.first = first
        self.last = last
        self.loggedDays = loggedDays
        self.severeDays = severeDays
    }
}
