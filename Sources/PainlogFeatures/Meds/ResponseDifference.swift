/// How a medication's dose pairs changed against undosed pairs from the same intensity in a shared
/// area (README: "Response"): the median of the differences and its 95% interval.
public struct ResponseDifference: Sendable, Equatable {
    /// Dose pairs with at least one matched undosed pair.
    public let pairs: Int
    /// Dose pairs with none.
    public let unmatched: Int
    /// The median of (dose change − median change of its matched undosed pairs), in points; nil
    /// without matched pairs.
    public let median: Double?
    /// The distribution-free 95% interval of that median (order statistics of the binomial); nil
    /// below `ResponseStatistics.minimumPairsForInterval` matched pairs.
    public let interval: ClosedRange<Double>?

    public init(pairs: Int, unmatched: Int, median: Double?, interval: ClosedRange<Double>?) {
        self.pairs = pairs
        self.unmatched = unmatched
        self.median = median
        self.interval = interval
    }
}
