/// A tag's mean intensity on the days with it and on the other logged days.
public struct TagComparison: Sendable, Equatable {
    /// Local calendar days with the tag, and the other logged days.
    public let daysWith: Int
    public let daysWithout: Int
    /// Mean intensity of every entry on those days; nil when either side has fewer than
    /// `ResponseStatistics.minimumDaysPerSide` days.
    public let meanWith: Double?
    public let meanWithout: Double?

    public init(daysWith: Int, daysWithout: Int, meanWith: Double?, meanWithout: Double?) {
        self.daysWith = daysWith
        self.daysWithout = daysWithout
        self.meanWith = meanWith
        self.meanWithout = meanWithout
    }
}
