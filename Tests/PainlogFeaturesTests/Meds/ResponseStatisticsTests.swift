import PainlogDomain
import PainlogFeatures
import PainlogTestSupport
import Testing

/// The arithmetic behind `tags`, `meds` and the overuse flag, with every figure worked out here.
@Suite struct ResponseStatisticsTests {
    @Test(
        arguments: [
            ([], nil),
            ([4], 4.0),
            ([-4, -5, -3], -4.0),  // odd: the middle one of -5, -4, -3
            ([-1, -3], -2.0),  // even: the mean of the two
            ([0, -1, -2, 3], -0.5),  // even, sorted -2, -1, 0, 3 → (-1 + 0) / 2
            ([2, 2, 2, 2, 9], 2.0),
        ] as [([Int], Double?)])
    func median(values: [Int], expected: Double?) {
        #expect(ResponseStatistics.median(values) == expected)
    }

    @Test func responseCountsExactlyThirtyPercentAsReduced() {
        let pairs = [
            IntensityPair(before: 10, after: 7),  // -3: exactly 30%
            IntensityPair(before: 10, after: 8),  // -2: 20%
            IntensityPair(before: 3, after: 2),  // -1: 33%
            IntensityPair(before: 4, after: 6),  // +2: worse
        ]
        // Changes -3, -2, -1, +2 → median (-2 + -1) / 2; reduced: 2 of 4.
        #expect(
            ResponseStatistics.response(pairs) == ResponseSummary(pairs: 4, medianChange: -1.5, shareReduced30: 0.5))
    }

    @Test func responseWithoutPairsHasNoFigures() {
        #expect(ResponseStatistics.response([]) == ResponseSummary(pairs: 0, medianChange: nil, shareReduced30: nil))
    }

    @Test func responseOfOnePairToZero() {
        #expect(
            ResponseStatistics.response([IntensityPair(before: 1, after: 0)])
                == ResponseSummary(pairs: 1, medianChange: -1, shareReduced30: 1))
    }

    private static func days(_ days: Int, entries: Int, sum: Int) -> TagDays {
        TagDays(
            name: "t", entryCount: entries, days: days, entriesOnDays: entries, intensitySumOnDays: sum, lastLogged: nil
        )
    }

    @Test func comparisonIsTheMeanOfEveryEntryOnEachSidesDays() {
        // With: 3 days, 6 entries summing 38; all: 6 days, 10 entries summing 47 → without: 3 days, 4 entries, 9.
        let comparison = ResponseStatistics.comparison(
            Self.days(3, entries: 6, sum: 38), all: Self.days(6, entries: 10, sum: 47))
        #expect(comparison == TagComparison(daysWith: 3, daysWithout: 3, meanWith: 38.0 / 6, meanWithout: 2.25))
    }

    @Test(arguments: [(2, 6), (3, 5), (5, 7)])
    func comparisonNeedsThreeDaysOnEachSide(daysWith: Int, allDays: Int) {
        let comparison = ResponseStatistics.comparison(
            Self.days(daysWith, entries: daysWith, sum: 10), all: Self.days(allDays, entries: allDays, sum: 20))
        #expect(comparison.meanWith == nil && comparison.meanWithout == nil)
        #expect(comparison.daysWith == daysWith && comparison.daysWithout == allDays - daysWith)
    }
}

/// The response from counted pairs is the response from the pairs themselves, on seeded random sets.
@Suite struct ResponseStatisticsCountedPairsTests {
    @Test func countedPairsGiveTheSameFiguresAsTheList() {
        var random = SplitMix64(seed: 15)
        for _ in 0..<300 {
            let pairs = (0..<random.int(0...40)).map { _ in
                IntensityPair(before: random.int(0...10), after: random.int(0...10))
            }
            let changes = pairs.map { $0.after - $0.before }
            let reduced = pairs.filter { 10 * ($0.before - $0.after) >= 3 * $0.before }.count
            let expected =
                pairs.isEmpty
                ? ResponseSummary(pairs: 0, medianChange: nil, shareReduced30: nil)
                : ResponseSummary(
                    pairs: pairs.count, medianChange: ResponseStatistics.median(changes),
                    shareReduced30: Double(reduced) / Double(pairs.count))
            #expect(ResponseStatistics.response(IntensityPairCounts(pairs)) == expected, "\(pairs)")
        }
    }
}
