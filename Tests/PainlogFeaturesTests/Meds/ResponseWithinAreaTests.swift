import PainlogDomain
import PainlogFeatures
import Testing

/// Issue 25, parts 1 and 2: a dose is paired within the pain it was taken for.
///
/// It is compared with entries at the same pain in the same area without a dose, with an honest
/// interval. Every
/// expected figure is worked out from how the diary is built (now: Sunday 2026-11-22 10:00, Berlin;
/// the default period starts 2026-10-24).
@Suite struct ResponseWithinAreaTests {
    /// `2026-11-DD` at `HH:MM`, Berlin winter time.
    private static func at(_ day: Int, _ hour: Int, _ minute: Int = 0) -> String {
        let dd = day < 10 ? "0\(day)" : "\(day)"
        let hh = hour < 10 ? "0\(hour)" : "\(hour)"
        let mm = minute < 10 ? "0\(minute)" : "\(minute)"
        return "2026-11-\(dd)T\(hh):\(mm):00+01:00"
    }

    /// Migraine and back pain: a triptan that does nothing for the head (8 → 8), each dose followed an
    /// hour later by a back entry at 3 and two hours later by a head entry at 8; ibuprofen for the
    /// back (6 → 4) followed by a head entry at 2 an hour later.
    @Test func aDoseIsPairedWithTheNextEntryInItsOwnArea() throws {
        let diary = try StatsDiary()
        for day in 1...6 {
            try diary.add(8, at: Self.at(day, 8), areas: ["head"], medications: ["sumatriptan"])
            try diary.add(3, at: Self.at(day, 9), areas: ["lower back"])
            try diary.add(8, at: Self.at(day, 10), areas: ["head"])
            try diary.add(6, at: Self.at(day, 14), areas: ["lower back"], medications: ["ibuprofen"])
            try diary.add(2, at: Self.at(day, 15), areas: ["head"])
            try diary.add(4, at: Self.at(day, 16), areas: ["lower back"])
        }
        let rows = try diary.meds.report().rows
        let sumatriptan = try #require(rows.first { $0.name == "sumatriptan" })
        let ibuprofen = try #require(rows.first { $0.name == "ibuprofen" })
        // 8 → 8 at 10:00 (the back entry at 9:00 shares no area): no change, not −5.
        #expect(sumatriptan.response == ResponseSummary(pairs: 6, medianChange: 0, shareReduced30: 0))
        // 6 → 4 at 16:00 (the head entry at 15:00 shares no area): −2, 33% lower.
        #expect(ibuprofen.response == ResponseSummary(pairs: 6, medianChange: -2, shareReduced30: 1))
    }

    @Test func areaNarrowsBothEndsOfAPair() throws {
        let diary = try StatsDiary()
        // One entry in head and neck, then a neck entry, then a head entry: with --area head the pair
        // must share head, so it ends at the head entry.
        try diary.add(7, at: Self.at(20, 8), areas: ["head", "neck"], medications: ["ibuprofen"])
        try diary.add(2, at: Self.at(20, 9), areas: ["neck"])
        try diary.add(6, at: Self.at(20, 10), areas: ["head"])
        let all = try diary.meds.report().rows[0].response
        #expect(all == ResponseSummary(pairs: 1, medianChange: -5, shareReduced30: 1))
        let head = try diary.meds.report(EntryFilterRequest(areas: ["head"])).rows[0].response
        #expect(head == ResponseSummary(pairs: 1, medianChange: -1, shareReduced30: 0))
    }

    /// Regression to the mean: a drug with no effect, taken at half of the peaks.
    ///
    /// Every peak (8) falls to 5 an hour later, dosed or not; low entries (2) stay at 2.
    @Test func aDrugWithNoEffectTakenAtPeaksShowsNoClearDifference() throws {
        let diary = try StatsDiary()
        for day in 1...16 {
            let dosed = day % 2 == 0
            try diary.add(8, at: Self.at(day, 8), areas: ["head"], medications: dosed ? ["placebin"] : [])
            try diary.add(5, at: Self.at(day, 9), areas: ["head"])
            try diary.add(2, at: Self.at(day, 18), areas: ["head"])
            try diary.add(2, at: Self.at(day, 19), areas: ["head"])
        }
        let report = try diary.meds.report()
        let row = try #require(report.rows.first)
        // The doses: 8 → 5, −3 each: it looks like a response…
        #expect(row.response == ResponseSummary(pairs: 8, medianChange: -3, shareReduced30: 1))
        // … but undosed peaks fall as far: matched (start 8, head) are the 8 undosed peaks, −3 each.
        #expect(row.matchedBaseline == ResponseSummary(pairs: 8, medianChange: -3, shareReduced30: 1))
        #expect(row.difference == ResponseDifference(pairs: 8, unmatched: 0, median: 0, interval: 0...0))
        #expect(MedsPresenter.verdict(row).hasPrefix("placebin: no clear difference"))
        // The baseline of all undosed pairs: the peaks (−3) and the 2 → 2 pairs (0) and the 5 → 2 pairs
        // (9:00 → 18:00 is 9 h: none). 8 pairs of −3, 16 of 0 (2 → 2, and … 5 → … none): median 0.
        #expect(report.baseline.pairs == 8 + 16)
    }

    /// A real effect of −3: dosed peaks fall to 3, undosed ones to 6, with some scatter.
    @Test func aRealEffectIsLowerWithAnIntervalThatExcludesZero() throws {
        let diary = try StatsDiary()
        let dosedAfter = [3, 2, 4, 3, 3, 2, 4, 3, 3, 3]
        let undosedAfter = [6, 6, 5, 7, 6, 6, 7, 5, 6, 6]
        for day in 1...10 {
            try diary.add(8, at: Self.at(day, 8), areas: ["head"], medications: ["triptanol"])
            try diary.add(dosedAfter[day - 1], at: Self.at(day, 9), areas: ["head"])
            try diary.add(8, at: Self.at(day, 16), areas: ["head"])
            try diary.add(undosedAfter[day - 1], at: Self.at(day, 17), areas: ["head"])
        }
        let row = try #require(try diary.meds.report().rows.first)
        // Undosed changes: −2, −2, −3, −1, −2, −2, −1, −3, −2, −2 → median −2. Dose changes −5, −6, −4,
        // −5, −5, −6, −4, −5, −5, −5 minus −2: −3, −4, −2, −3, −3, −4, −2, −3, −3, −3 → median −3; with
        // 10 pairs the interval runs from the 2nd to the 9th smallest: −4 to −2.
        #expect(row.matchedBaseline.pairs == 10 && row.matchedBaseline.medianChange == -2)
        #expect(row.difference == ResponseDifference(pairs: 10, unmatched: 0, median: -3, interval: -4 ... -2))
        #expect(MedsPresenter.verdict(row).hasPrefix("triptanol: pain 3.0 points lower afterwards"))
    }

    @Test func aDoseWithoutUndosedEntriesAtItsPainIsUnmatched() throws {
        let diary = try StatsDiary()
        try diary.add(9, at: Self.at(2, 8), areas: ["head"], medications: ["ibuprofen"])
        try diary.add(4, at: Self.at(2, 9), areas: ["head"])
        try diary.add(7, at: Self.at(3, 8), areas: ["back"])
        try diary.add(7, at: Self.at(3, 9), areas: ["back"])
        try diary.add(9, at: Self.at(4, 8), areas: ["back"])
        try diary.add(9, at: Self.at(4, 9), areas: ["back"])
        let row = try #require(try diary.meds.report().rows.first)
        // Undosed pairs at 9 exist only in the back: none matched.
        #expect(row.difference == ResponseDifference(pairs: 0, unmatched: 1, median: nil, interval: nil))
        #expect(row.matchedBaseline.pairs == 0)
        #expect(MedsPresenter.verdict(row).contains("too few pairs"))
    }

    @Test func anEntryInsideADosesWindowIsNoUndosedPair() throws {
        let diary = try StatsDiary()
        try diary.add(8, at: Self.at(5, 8), areas: ["head"], medications: ["ibuprofen"])
        // 1 h after the dose, in the same area: its own pair (6 → 4) is not an undosed pair.
        try diary.add(6, at: Self.at(5, 9), areas: ["head"])
        try diary.add(4, at: Self.at(5, 10), areas: ["head"])
        // In another area, the same hour: it is (6 → 6).
        try diary.add(6, at: Self.at(5, 9, 5), areas: ["knee"])
        try diary.add(6, at: Self.at(5, 10, 5), areas: ["knee"])
        #expect(try diary.meds.report().baseline == ResponseSummary(pairs: 1, medianChange: 0, shareReduced30: 0))
    }

    @Test(
        "the 95% interval's ranks, exact for small counts",
        arguments: [
            (6, 1, 6), (7, 1, 7), (9, 2, 8), (10, 2, 9), (20, 6, 15), (100, 40, 61),
        ])
    func medianIntervalRanks(count: Int, lower: Int, upper: Int) {
        let ranks = ResponseStatistics.medianIntervalRanks(count: count)
        #expect(ranks?.lower == lower && ranks?.upper == upper)
    }

    @Test func noIntervalBelowSixAndTheNormalApproximationAboveAThousand() {
        #expect(ResponseStatistics.medianIntervalRanks(count: 5) == nil)
        // n = 2,000: P(X ≤ k − 1) ≤ 0.025 where k − 1 + ½ ≤ 1,000 − 1.96 · √2000 / 2 ≈ 956.2 → k = 956,
        // and the upper rank 2,000 − 956 + 1.
        let ranks = ResponseStatistics.medianIntervalRanks(count: 2_000)
        #expect(ranks?.lower == 956 && ranks?.upper == 1_045)
    }
}
