import PainlogDomain
import Testing

/// Clopper–Pearson against published values, and its edges.
@Suite struct ExactBinomialIntervalTests {
    private func interval(_ k: Int, _ n: Int) -> (lower: Double, upper: Double) {
        ExactBinomialInterval.interval(successes: k, trials: n)!
    }

    private func near(_ value: Double, _ expected: Double, _ tolerance: Double = 0.0005) -> Bool {
        abs(value - expected) <= tolerance
    }

    @Test func fourOfNine() {
        let (lower, upper) = interval(4, 9)
        #expect(near(lower, 0.137))
        #expect(near(upper, 0.788))
    }

    @Test func zeroOfFive() {
        let (lower, upper) = interval(0, 5)
        #expect(lower == 0)
        #expect(near(upper, 0.522))
    }

    @Test func fiveOfFiveMirrorsZeroOfFive() {
        let (lower, upper) = interval(5, 5)
        #expect(near(lower, 0.478))
        #expect(upper == 1)
    }

    @Test func sevenOfElevenAndOtherTabledValues() {
        // Beta quantiles: 7 of 11 0.3079–0.8907; 1 of 10 0.0025–0.4450; 50 of 100 0.3983–0.6017.
        let cases: [(Int, Int, Double, Double)] = [
            (7, 11, 0.3079, 0.8907), (1, 10, 0.0025, 0.4450), (50, 100, 0.3983, 0.6017),
        ]
        for (k, n, lower, upper) in cases {
            let found = interval(k, n)
            #expect(near(found.lower, lower), "\(k) of \(n)")
            #expect(near(found.upper, upper), "\(k) of \(n)")
        }
    }

    @Test func theBoundsLeaveTwoAndAHalfPercentInEachTail() {
        for (k, n) in [(3, 7), (12, 40), (199, 400), (1, 2_000)] {
            let (lower, upper) = interval(k, n)
            #expect(
                abs((1 - ExactBinomialInterval.distribution(atMost: k - 1, trials: n, probability: lower)) - 0.025)
                    < 1e-9)
            #expect(abs(ExactBinomialInterval.distribution(atMost: k, trials: n, probability: upper) - 0.025) < 1e-9)
        }
    }

    @Test func largeTrialsNeitherOverflowNorUnderflow() {
        let (lower, upper) = interval(5_000, 10_000)
        #expect(lower > 0.49 && lower < 0.5)
        #expect(upper > 0.5 && upper < 0.51)
    }

    @Test func theDistributionFunction() {
        #expect(ExactBinomialInterval.distribution(atMost: -1, trials: 5, probability: 0.5) == 0)
        #expect(ExactBinomialInterval.distribution(atMost: 5, trials: 5, probability: 0.5) == 1)
        #expect(abs(ExactBinomialInterval.distribution(atMost: 2, trials: 5, probability: 0.5) - 0.5) < 1e-12)
        #expect(abs(ExactBinomialInterval.distribution(atMost: 0, trials: 3, probability: 0.1) - 0.729) < 1e-12)
    }

    @Test func noIntervalWithoutTrials() {
        #expect(ExactBinomialInterval.interval(successes: 0, trials: 0) == nil)
        #expect(ExactBinomialInterval.interval(successes: 6, trials: 5) == nil)
        #expect(ExactBinomialInterval.interval(successes: -1, trials: 5) == nil)
    }
}
