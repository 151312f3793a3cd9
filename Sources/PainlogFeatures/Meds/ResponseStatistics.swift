public import PainlogDomain

/// The arithmetic behind `tags`, `meds`, the dashboard's overuse flag and the report: the one place
/// each of these figures is computed (the sums and counts come from SQL).
public enum ResponseStatistics {
    /// A tag is compared only when both sides have at least this many days.
    public static let minimumDaysPerSide = 3
    /// Below this many days on either side, a tag's figures are marked `few days`.
    public static let minimumFirmDaysPerSide = 10
    /// The days, up to today, that overuse is counted over.
    public static let overuseDays = 30
    /// A median's 95% interval needs at least this many values: with 6, the smallest and the
    /// largest already cover 96.9%.
    public static let minimumPairsForInterval = 6

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

    /// The figures of pairs counted by start and change.
    public static func response(_ changes: [ResponsePairing.Start: ResponsePairing.Changes]) -> ResponseSummary {
        var counts = IntensityPairCounts()
        for (start, changes) in changes {
            for (index, count) in changes.counts.enumerated() where count > 0 {
                counts.add(IntensityPair(before: start.before, after: start.before + index - 10), count: count)
            }
        }
        return response(counts)
    }

    /// The undosed pairs matched to any of `doses` (each counted once), and the difference of the dose
    /// pairs from their matched undosed pairs.
    public static func comparison(
        doses: [ResponsePairing.Start: ResponsePairing.Changes],
        undosed: [ResponsePairing.Start: ResponsePairing.Changes]
    ) -> (matchedBaseline: ResponseSummary, difference: ResponseDifference) {
        var matchedStarts = Set<ResponsePairing.Start>()
        // Differences in half points (a median of changes may end in .5), with how often each occurs.
        var differences: [Int: Int] = [:]
        var unmatched = 0
        for (start, doseChanges) in doses {
            var matched = ResponsePairing.Changes()
            for (candidate, changes) in undosed where ResponsePairing.matches(candidate, start) {
                matched.add(changes)
                matchedStarts.insert(candidate)
            }
            guard let baseline = median(of: matched) else {
                unmatched += doseChanges.total
                continue
            }
            for (index, count) in doseChanges.counts.enumerated() where count > 0 {
                differences[2 * (index - 10) - Int((2 * baseline).rounded()), default: 0] += count
            }
        }
        let matchedBaseline = response(undosed.filter { matchedStarts.contains($0.key) })
        let sorted = differences.sorted { $0.key < $1.key }.map { (value: Double($0.key) / 2, count: $0.value) }
        let total = sorted.reduce(0) { $0 + $1.count }
        func value(atRank rank: Int) -> Double {
            var seen = 0
            for (value, count) in sorted {
                seen += count
                if rank <= seen { return value }
            }
            return sorted.last?.value ?? 0
        }
        let middle: Double? =
            total == 0
            ? nil
            : total % 2 == 1
                ? value(atRank: total / 2 + 1) : (value(atRank: total / 2) + value(atRank: total / 2 + 1)) / 2
        let interval = medianIntervalRanks(count: total).map { value(atRank: $0.lower)...value(atRank: $0.upper) }
        return (
            matchedBaseline,
            ResponseDifference(pairs: total, unmatched: unmatched, median: middle, interval: interval)
        )
    }

    /// The median change of counted pairs; nil when there are none.
    static func median(of changes: ResponsePairing.Changes) -> Double? {
        let total = changes.total
        guard total > 0 else { return nil }
        func change(atRank rank: Int) -> Int {
            var seen = 0
            for (index, count) in changes.counts.enumerated() {
                seen += count
                if rank <= seen { return index - 10 }
            }
            return 10
        }
        if total % 2 == 1 { return Double(change(atRank: total / 2 + 1)) }
        return Double(change(atRank: total / 2) + change(atRank: total / 2 + 1)) / 2
    }

    /// The ranks of the order statistics that bound the 95% interval of the median of `count` values.
    ///
    /// Distribution-free, 1-based, ascending: the largest k with P(X ≤ k − 1) ≤ 0.025 for
    /// X ~ Binomial(count, ½), and count − k + 1. Nil below `minimumPairsForInterval`.
    ///
    /// Exact up to 1,000 values; above, from the normal approximation with a continuity
    /// correction (which then differs from the exact rank by at most one).
    public static func medianIntervalRanks(count n: Int) -> (lower: Int, upper: Int)? {
        guard n >= minimumPairsForInterval else { return nil }
        var k: Int
        if n <= 1_000 {
            // P(X = 0) = 2⁻ⁿ, then P(X = j) = P(X = j − 1) · (n − j + 1) / j.
            var probability = 1.0
            for _ in 0..<n { probability /= 2 }
            var cumulative = probability
            k = 0
            var j = 0
            while cumulative <= 0.025 {
                k = j + 1
                j += 1
                probability *= Double(n - j + 1) / Double(j)
                cumulative += probability
            }
        } else {
            let half = Double(n) / 2
            k = Int((half - 0.5 - 1.959_964 * Double(n).squareRoot() / 2).rounded(.down)) + 1
        }
        k = max(k, 1)
        return (k, n - k + 1)
    }

    /// The tag's days against the other logged days of `all` (every matching entry's day): the
    /// mean of the day means on each side, their difference, and Welch's 95% interval for it.
    ///
    /// Welch's interval treats the two sides as independent samples with their own variances:
    /// difference ± t(0.975, ν) · √(s₁²/n₁ + s₂²/n₂), with ν from the Welch–Satterthwaite formula.
    /// When every day on both sides has the same mean, the interval is the difference itself.
    public static func comparison(_ tag: TagDays, all: TagDays) -> TagComparison {
        let daysWithout = all.days - tag.days
        guard tag.days >= minimumDaysPerSide, daysWithout >= minimumDaysPerSide else {
            return TagComparison(daysWith: tag.days, daysWithout: daysWithout, meanWith: nil, meanWithout: nil)
        }
        let with = DaySample(count: tag.days, sum: tag.dayMeanSum, squareSum: tag.dayMeanSquareSum)
        let without = DaySample(
            count: daysWithout, sum: all.dayMeanSum - tag.dayMeanSum,
            squareSum: all.dayMeanSquareSum - tag.dayMeanSquareSum)
        let difference = with.mean - without.mean
        let shareWith = with.variance / Double(with.count)
        let shareWithout = without.variance / Double(without.count)
        let squaredError = shareWith + shareWithout
        let interval: ClosedRange<Double>
        if squaredError > 0 {
            let degrees =
                squaredError * squaredError
                / (shareWith * shareWith / Double(with.count - 1) + shareWithout * shareWithout
                    / Double(without.count - 1))
            let margin = StudentT.quantile(0.975, degrees: degrees) * squaredError.squareRoot()
            interval = (difference - margin)...(difference + margin)
        } else {
            interval = difference...difference
        }
        return TagComparison(
            daysWith: tag.days, daysWithout: daysWithout, meanWith: with.mean, meanWithout: without.mean,
            difference: difference, interval: interval)
    }

    /// One side's day means, by their count, sum and sum of squares.
    private struct DaySample {
        let count: Int
        let sum: Double
        let squareSum: Double

        var mean: Double { sum / Double(count) }

        /// The sample variance (n − 1), never below 0 (the subtraction can round a hair under).
        var variance: Double {
            max(0, (squareSum - sum * sum / Double(count)) / Double(count - 1))
        }
    }
}
