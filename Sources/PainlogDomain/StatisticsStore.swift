/// How `stats` groups entries.
public enum StatsGrouping: String, Sendable, Equatable, CaseIterable {
    case day, week, month, area, tag, med, hour

    /// Whether groups are consecutive periods of time (so empty ones inside the range are gaps).
    public var isPeriod: Bool { self == .day || self == .week || self == .month }
}

/// Count, mean, minimum and maximum intensity of one group of entries.
public struct StatsGroup: Sendable, Equatable {
    /// `2026-11-22` (day), `2026-W47` (ISO week), `2026-11` (month), `00`–`23` (hour), or the area's, tag's or medication's name.
    public let key: String
    public let count: Int
    /// The unrounded mean intensity.
    public let mean: Double
    public let minimum: Int
    public let maximum: Int

    public init(key: String, count: Int, mean: Double, minimum: Int, maximum: Int) {
        self.key = key
        self.count = count
        self.mean = mean
        self.minimum = minimum
        self.maximum = maximum
    }
}

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

/// Aggregates entries in the database, never loading them all.
public protocol StatisticsStore {
    /// One group per key that has entries, in key order (names by their case-folded form).
    func groups(matching filter: EntryFilter, by grouping: StatsGrouping) throws -> [StatsGroup]

    /// The groups and the totals together, in as few passes over the entries as the grouping allows.
    func groupsAndTotals(matching filter: EntryFilter, by grouping: StatsGrouping) throws -> ([StatsGroup], StatsTotals)

    /// Totals over every matching entry.
    func totals(matching filter: EntryFilter) throws -> StatsTotals
}
