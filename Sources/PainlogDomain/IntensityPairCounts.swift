/// How many response pairs went from each intensity to each other: 11 × 11 counts, so the pairs of
/// a million entries take no more memory than those of ten (`meds --since` the first day and the
/// report of a whole diary stay within their memory budget).
public struct IntensityPairCounts: Sendable, Equatable {
    /// `counts[before * 11 + after]`.
    public private(set) var counts: [Int]

    public init() {
        counts = Array(repeating: 0, count: 121)
    }

    public init(_ pairs: [IntensityPair]) {
        self.init()
        for pair in pairs { add(pair) }
    }

    /// Counts one more pair; intensities outside 0–10 (which the diary never holds) are ignored.
    public mutating func add(_ pair: IntensityPair, count: Int = 1) {
        guard (0...10).contains(pair.before), (0...10).contains(pair.after) else { return }
        counts[pair.before * 11 + pair.after] += count
    }

    /// Every pair there is, with how many times it occurs.
    public var pairs: [(pair: IntensityPair, count: Int)] {
        counts.indices.filter { counts[$0] > 0 }.map { (IntensityPair(before: $0 / 11, after: $0 % 11), counts[$0]) }
    }

    /// How many pairs in all.
    public var total: Int { counts.reduce(0, +) }
}
