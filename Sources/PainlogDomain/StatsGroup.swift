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
