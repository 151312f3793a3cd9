public import PainlogDomain

/// The arithmetic behind `tags`, `meds`, the dashboard's overuse flag and the report: the one place
/// each of these figures is computed (the sums and counts come from SQL).
public enum ResponseStatistics {
    /// A tag is compared only when both sides have at least this many days.
    public static let minimumDaysPerSide = 3
    /// The days, up to today, that overuse is counted over.
    public static let overuseDays = 30

    /// The median of `values`: the middle one, or the mean of the two middle ones; nil when empty.
    public static func median(_ values: [Int]) -> Double? {
        guard !values.isEmpty else { return nil }
        let sorted = values.sorted()
        let middle = sorted.count / 2
        if sorted.count % 2 == 1 { return Double(sorted[middle]) }
        return Double(sorted[middle - 1] + sorted[middle]) / 2
    }

    /// Pairs, median change and share of pairs reduced by at least 30% (IMMPACT's "moderately
    /// important" change): `before − after ≥ 0.3 × before`, in whole numbers so 10 → 7 counts.
    public static func response(_ pairs: [IntensityPair]) -> ResponseSummary {
        response(IntensityPairCounts(pairs))
    }

    /// The same figures from pairs counted by intensities (what the store returns).
    public static func response(_ counts: IntensityPairCounts) -> ResponseSummary {
        let counted = counts.pairs
        let total = counted.reduce(0) { $0 + $1.count }
        guard total > 0 else { return ResponseSummary(pairs: 0, medianChange: nil, shareReduced30: nil) }
        let reduced = counted.filter { 10 * ($0.pair.before - $0.pair.after) >= 3 * $0.pair.before }.reduce(0) {
            $0 + $1.count
        }
        // Changes run from -10 to +10: the median is read off their histogram.
        var histogram = Array(repeating: 0, count: 21)
        for (pair, count) in counted { histogram[pair.after - pair.before + 10] += count }
        func change(at index: Int) -> Int {
            var seen = 0
            for (offset, count) in histogram.enumerated() {
                seen += count
                if index < seen { return offset - 10 }
            }
            return 10
        }
        let middle = total / 2
        let median =
            total % 2 == 1 ? Double(change(at: middle)) : Double(change(at: middle - 1) + change(at: middle)) / 2
        return ResponseSummary(pairs: total, medianChange: median, shareReduced30: Double(reduced) / Double(total))
    }

    /// The tag's days against the other logged days of `all` (every matching entry's day).
    public static func comparison(_ tag: TagDays, all: TagDays) -> TagComparison {
        let daysWithout = all.days - tag.days
        let entriesWithout = all.entriesOnDays - tag.entriesOnDays
        guard tag.days >= minimumDaysPerSide, daysWithout >= minimumDaysPerSide, tag.entriesOnDays > 0,
            entriesWithout > 0
        else {
            return TagComparison(daysWith: tag.days, daysWithout: daysWithout, meanWith: nil, meanWithout: nil)
        }
        return TagComparison(
            daysWith: tag.days, daysWithout: daysWithout,
            meanWith: Double(tag.intensitySumOnDays) / Double(tag.entriesOnDays),
            meanWithout: Double(all.intensitySumOnDays - tag.intensitySumOnDays) / Double(entriesWithout))
    }

    /// Whether `days` of use in the last 30 reach the class's ICHD-3 threshold; false for a
    /// medication of no known class.
    public static func isOveruse(days: Int, class medicationClass: MedicationClass?) -> Bool {
        guard let medicationClass else { return false }
        return days >= medicationClass.overuseThreshold
    }
}
