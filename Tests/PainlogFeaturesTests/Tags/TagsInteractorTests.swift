import PainlogDomain
import PainlogFeatures
import Testing

/// `tags` over a real diary: each tag's days against the other logged days, in each entry's own
/// local calendar day, with every mean worked out by hand.
@Suite struct TagsInteractorTests {
    static func diary() throws -> StatsDiary {
        let diary = try StatsDiary()
        try diary.add(6, at: "2026-11-01T08:00:00+01:00", tags: ["poor sleep"])
        try diary.add(8, at: "2026-11-01T20:00:00+01:00")
        try diary.add(7, at: "2026-11-02T08:00:00+01:00", tags: ["Poor Sleep"])
        // 04:30Z on the 3rd, but the 2nd where it was logged.
        try diary.add(9, at: "2026-11-02T23:30:00-05:00", tags: ["weather"])
        try diary.add(5, at: "2026-11-03T08:00:00+01:00", tags: ["poor sleep"])
        try diary.add(3, at: "2026-11-03T20:00:00+01:00", tags: ["poor sleep", "weather"])
        try diary.add(2, at: "2026-11-04T08:00:00+01:00", tags: ["rare"])
        try diary.add(4, at: "2026-11-05T08:00:00+01:00", tags: ["rare"])
        try diary.add(0, at: "2026-11-05T20:00:00+01:00")
        try diary.add(3, at: "2026-11-06T08:00:00+01:00", tags: ["weather"])
        return diary
    }

    @Test func eachTagAgainstTheOtherLoggedDays() throws {
        let report = try Self.diary().tags.report()
        #expect(report.loggedDays == 6)
        #expect(report.rows.map(\.name) == ["poor sleep", "weather", "rare"])
        #expect(report.rows.map(\.entryCount) == [4, 3, 2])
        #expect(
            report.rows.map(\.lastLogged) == [
                StatsDiary.time("2026-11-03T20:00:00+01:00"), StatsDiary.time("2026-11-06T08:00:00+01:00"),
                StatsDiary.time("2026-11-05T08:00:00+01:00"),
            ])
        // Day means: the 1st (6, 8) 7, the 2nd (7, 9) 8, the 3rd (5, 3) 4, the 4th (2) 2, the 5th (4, 0) 2,
        // the 6th (3) 3. poor sleep: 7, 8, 4 against 2, 2, 3 → 19/3 against 7/3, difference 4; Welch:
        // variances 13/3 and 1/3, squared error 14/9, ν = 392/170, t(0.975, ν) = 3.79943 (scipy) → −0.739 to 8.739.
        let poorSleep = report.rows[0].comparison
        #expect(poorSleep.daysWith == 3 && poorSleep.daysWithout == 3 && poorSleep.fewDays)
        #expect(Self.close(poorSleep.meanWith, 19.0 / 3) && Self.close(poorSleep.meanWithout, 7.0 / 3))
        #expect(Self.close(poorSleep.difference, 4))
        #expect(Self.close(poorSleep.interval?.lowerBound, -0.738_718_716_123_153))
        #expect(Self.close(poorSleep.interval?.upperBound, 8.738_718_716_123_152))
        // weather: 8, 4, 3 against 7, 2, 2 → 5 against 11/3; variances 7 and 25/3, squared error 46/9,
        // ν = 2116 · 2 / 1066 = 3.970; scipy's Welch interval: −4.962 to 7.629.
        let weather = report.rows[1].comparison
        #expect(Self.close(weather.meanWith, 5) && Self.close(weather.meanWithout, 11.0 / 3))
        #expect(Self.close(weather.difference, 4.0 / 3))
        #expect(Self.close(weather.interval?.lowerBound, -4.962_351_628_085_688))
        #expect(Self.close(weather.interval?.upperBound, 7.629_018_294_752_354))
        // rare: 2 days only.
        #expect(
            report.rows[2].comparison == TagComparison(daysWith: 2, daysWithout: 4, meanWith: nil, meanWithout: nil))
    }

    /// Within 1e-7 of `expected` (the t quantile is found by bisection).
    private static func close(_ value: Double?, _ expected: Double) -> Bool {
        value.map { abs($0 - expected) < 1e-7 } ?? false
    }

    /// Each day weighs once, however many entries it has: 12 days with the tag (day means 7 and 8
    /// in turn) against 10 without (a day of 2 and 4, mean 3, then a day of one 5, in turn).
    @Test func eachDayWeighsOnceAndTenDaysASideAreNotFew() throws {
        let diary = try StatsDiary()
        for day in 1...12 {
            let date = "2026-10-\(day < 10 ? "0" : "")\(day)"
            let (tagged, other) = day.isMultiple(of: 2) ? (9, 7) : (8, 6)
            try diary.add(tagged, at: "\(date)T08:00:00+01:00", tags: ["lay down"])
            try diary.add(other, at: "\(date)T20:00:00+01:00")
        }
        for day in 13...22 {
            if day.isMultiple(of: 2) {
                try diary.add(5, at: "2026-10-\(day)T08:00:00+01:00")
            } else {
                try diary.add(2, at: "2026-10-\(day)T08:00:00+01:00")
                try diary.add(4, at: "2026-10-\(day)T20:00:00+01:00")
            }
        }
        let comparison = try #require(try diary.tags.report().rows.first).comparison
        // With: six 7s and six 8s → 7.5 (variance 3/11). Without: five 3s and five 5s → 4 (variance
        // 10/9), where the mean of its 15 entries would be 55/15 = 3.67. Difference 3.5; squared error
        // 1/44 + 1/9 = 53/396, ν = 12.63; scipy's Welch interval: 2.7073 to 4.2927.
        #expect(comparison.daysWith == 12 && comparison.daysWithout == 10 && !comparison.fewDays)
        #expect(Self.close(comparison.meanWith, 7.5) && Self.close(comparison.meanWithout, 4))
        #expect(Self.close(comparison.difference, 3.5))
        #expect(Self.close(comparison.interval?.lowerBound, 2.707_266_843_009_495))
        #expect(Self.close(comparison.interval?.upperBound, 4.292_733_156_990_505))
    }

    @Test func aPeriodLimitsBothSides() throws {
        let report = try Self.diary().tags.report(EntryFilterRequest(since: "2026-11-02"))
        // 5 days: poor sleep on 2 of them, so no comparison; weather 3 against 2.
        #expect(report.loggedDays == 5)
        #expect(report.rows.map(\.name) == ["poor sleep", "weather", "rare"])
        #expect(report.rows.map(\.comparison.meanWith) == [nil, nil, nil])
        #expect(report.rows.map(\.comparison.daysWithout) == [3, 2, 3])
    }

    /// Two local days either side of 1970-01-01 are two days, as in `stats`.
    @Test func daysBefore1970AreTheirOwn() throws {
        let diary = try StatsDiary()
        try diary.add(3, at: "1969-12-31T23:30:00+00:00", tags: ["night"])
        try diary.add(5, at: "1970-01-01T00:30:00+00:00", tags: ["night"])
        let report = try diary.tags.report()
        #expect(report.loggedDays == 2)
        #expect(report.rows.map(\.comparison.daysWith) == [2])
    }

    @Test func anEmptyDiaryHasNoTags() throws {
        let report = try StatsDiary().tags.report()
        #expect(report.rows.isEmpty)
        #expect(report.loggedDays == 0)
    }
}
