/// How entries changed after a dose (or after no dose): pairs, median change and the share of
/// pairs with a reduction of at least 30%.
public struct ResponseSummary: Sendable, Equatable {
    /// Entries with a later entry inside the window.
    public let pairs: Int
    /// The median of (later − earlier) intensity in points; nil without pairs.
    public let medianChange: Double?
    /// The share (0–1) of pairs whose intensity fell by at least 30%; nil without pairs.
    public let shareReduced30: Double?

    public init(pairs: Int, medianChange: Double?, shareReduced30: Double?) {
        self.pairs = pairs
        self.medianChange = medianChange
        self.shareReduced30 = shareReduced30
    }
}
