/// The exact (Clopper–Pearson) confidence interval of a binomial proportion.
///
/// Clopper and Pearson (1934) take as bounds the proportions at which the observed count would be
/// just significant in either tail: the lower bound `p` with P(X ≥ k) = α/2 and the upper bound
/// with P(X ≤ k) = α/2, X binomial with n trials (the beta quantiles `Beta(α/2; k, n−k+1)` and
/// `Beta(1−α/2; k+1, n−k)`); at k = 0 the lower bound is 0, at k = n the upper is 1. painlog finds
/// each bound by bisection on the binomial distribution function, with no normal approximation and
/// nothing but arithmetic (Domain has no `log` or `exp`): the probabilities are summed as ratios of
/// neighbouring terms from the most likely count, which keeps them exact to a double's precision for
/// any n.
public enum ExactBinomialInterval {
    /// The interval `[lower, upper]`, as fractions from 0 to 1, of `successes` out of `trials` at
    /// confidence 1 − `alpha` (0.95 by default); nil when `trials` is not positive or `successes` is
    /// outside 0…`trials`.
    public static func interval(successes: Int, trials: Int, alpha: Double = 0.05) -> (lower: Double, upper: Double)? {
        guard trials > 0, (0...trials).contains(successes), alpha > 0, alpha < 1 else { return nil }
        let tail = alpha / 2
        let lower =
            successes == 0
            ? 0
            : bisect { p in 1 - distribution(atMost: successes - 1, trials: trials, probability: p) < tail }
        let upper =
            successes == trials
            ? 1
            : bisect { p in distribution(atMost: successes, trials: trials, probability: p) > tail }
        return (lower, upper)
    }

    /// P(X ≤ `count`) for X binomial with `trials` trials of probability `probability` (0 < p < 1).
    public static func distribution(atMost count: Int, trials: Int, probability: Double) -> Double {
        if count < 0 { return 0 }
        if count >= trials { return 1 }
        let odds = probability / (1 - probability)
        // The most likely count; its term is taken as 1 and every other term follows from its
        // neighbour by the ratio (n − i)/(i + 1) · p/(1 − p), so none overflows.
        let mode = min(trials, max(0, Int((Double(trials + 1) * probability).rounded(.down))))
        var below = 0.0
        var total = 1.0
        var term = 1.0
        var index = mode
        while index > 0 {
            term *= Double(index) / (Double(trials - index + 1) * odds)
            index -= 1
            if term == 0 { break }
            total += term
            if index <= count { below += term }
        }
        if mode <= count { below += 1 }
        term = 1.0
        index = mode
        while index < trials {
            term *= Double(trials - index) / Double(index + 1) * odds
            index += 1
            if term == 0 { break }
            total += term
            if index <= count { below += term }
        }
        return below / total
    }

    /// The point in (0, 1) where `isBelow` turns from true to false, to about 1e-12.
    private static func bisect(_ isBelow: (Double) -> Bool) -> Double {
        var low = 0.0
        var high = 1.0
        for _ in 0..<60 {
            let middle = (low + high) / 2
            if isBelow(middle) { low = middle } else { high = middle }
        }
        return (low + high) / 2
    }
}
