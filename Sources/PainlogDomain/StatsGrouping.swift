/// How `stats` groups entries.
public enum StatsGrouping: String, Sendable, Equatable, CaseIterable {
    case day, week, month, area, tag, med, hour

    /// Whether groups are consecutive periods of time (so empty ones inside the range are gaps).
    public var isPeriod: Bool { self == .day || self == .week || self == .month }
}
