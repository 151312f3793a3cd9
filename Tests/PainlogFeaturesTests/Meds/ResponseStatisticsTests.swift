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

    private static func days(_ means: [Double]) -> TagDays {
        TagDays(
            name: "t", entryCount: means.count, days: means.count, dayMeanSum: means.reduce(0, +),
            dayMeanSquareSum: means.map { $0 * $0 }.reduce(0, +), lastLogged: nil)
    }

    @Test func comparisonIsWelchsIntervalOverDayMeans() throws {
        // With: day means 7, 8, 4 (mean 19/3, variance 13/3); without: 2, 2, 3 (mean 7/3, variance 1/3).
        // Difference 4; squared error 13/9 + 1/9 = 14/9; ν = (14/9)² / ((13/9)²/2 + (1/9)²/2) = 392/170;
        // t(0.975, 2.3059) = 3.79943 (scipy.stats.t.ppf) → 4 ± 3.79943 · √(14/9) = −0.739 to 8.739.
        let comparison = ResponseStatistics.comparison(Self.days([7, 8, 4]), all: Self.days([7, 8, 4, 2, 2, 3]))
        #expect(comparison.daysWith == 3 && comparison.daysWithout == 3)
        #expect(abs(try #require(comparison.meanWith) - 19.0 / 3) < 1e-12)
        #expect(abs(try #require(comparison.meanWithout) - 7.0 / 3) < 1e-12)
        #expect(abs(try #require(comparison.difference) - 4) < 1e-12)
        let interval = try #require(comparison.interval)
        #expect(abs(interval.lowerBound - -0.738_718_716_123_153) < 1e-7)
        #expect(abs(interval.upperBound - 8.738_718_716_123_152) < 1e-7)
        #expect(comparison.fewDays)
    }

    @Test func identicalDaysGiveAPointInterval() {
        // Every day 5 with the tag and 3 without: no spread, so the interval is the difference itself.
        let comparison = ResponseStatistics.comparison(
            Self.days(Array(repeating: 5, count: 10)),
            all: Self.days(Array(repeating: 5, count: 10) + Array(repeating: 3, count: 12)))
        #expect(comparison.difference == 2)
        #expect(comparison.interval == 2...2)
        #expect(!comparison.fewDays)
    }

    @Test(arguments: [(2, 6), (3, 5), (5, 7)])
    func comparisonNeedsThreeDaysOnEachSide(daysWith: Int, allDays: Int) {
        let comparison = ResponseStatistics.comparison(
            Self.days(Array(repeating: 4, count: daysWith)), all: Self.days(Array(repeating: 4, count: allDays)))
        #expect(comparison.meanWith == nil && comparison.meanWithout == nil)
        #expect(comparison.difference == nil && comparison.interval == nil)
        #expect(comparison.daysWith == daysWith && comparison.daysWithout == allDays - daysWith)
        #expect(comparison.fewDays)
    }

    @Test(arguments: [(9, 20, true), (10, 19, true), (10, 20, false), (30, 40, false)])
    func fewDaysUnderTenOnEitherSide(daysWith: Int, allDays: Int, few: Bool) {
        let comparison = ResponseStatistics.comparison(
            Self.days((0..<daysWith).map { Double($0 % 4) }), all: Self.days((0..<allDays).map { Double($0 % 4) }))
        #expect(comparison.fewDays == few)
        #expect(comparison.interval != nil)
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
