/// A tag's days against the other logged days: each day weighs once, by the mean intensity of
/// every entry logged that day.
public struct TagComparison: Sendable, Equatable {
    /// Local calendar days with the tag, and the other logged days.
    public let daysWith: Int
    public let daysWithout: Int
    /// The mean of the day means on each side; nil when either side has fewer than
    /// `ResponseStatistics.minimumDaysPerSide` days.
    public let meanWith: Double?
    public let meanWithout: Double?
    /// `meanWith − meanWithout` and its 95% interval (Welch's); nil with the means.
    public let difference: Double?
    public let interval: ClosedRange<Double>?

    public init(
        daysWith: Int, daysWithout: Int, meanWith: Double?, meanWithout: Double?, difference: Double? = nil,
        interval: ClosedRange<Double>? = nil
    ) {
        self.daysWith = daysWith
        self.daysWithout = daysWithout
        self.meanWith = meanWith
        self.meanWithout = meanWithout
        self.difference = difference
        self.interval = interval
    }

    /// Fewer than `ResponseStatistics.minimumFirmDaysPerSide` days on either side: the figures (if
    /// any) are shown, marked `few days`.
    public var fewDays: Bool {
        min(daysWith, daysWithout) < ResponseStatistics.minimumFirmDaysPerSide
    }
}
