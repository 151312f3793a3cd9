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
        // poor sleep: the 1st (6, 8), 2nd (7, 9), 3rd (5, 3) → 38 / 6; the 4th–6th (2, 4, 0, 3) → 9 / 4.
        #expect(
            report.rows[0].comparison
                == TagComparison(daysWith: 3, daysWithout: 3, meanWith: 38.0 / 6, meanWithout: 2.25))
        // weather: the 2nd (7, 9), 3rd (5, 3), 6th (3) → 27 / 5; the 1st, 4th, 5th (6, 8, 2, 4, 0) → 20 / 5.
        #expect(report.rows[1].comparison == TagComparison(daysWith: 3, daysWithout: 3, meanWith: 5.4, meanWithout: 4))
        // rare: 2 days only.
        #expect(
            report.rows[2].comparison == TagComparison(daysWith: 2, daysWithout: 4, meanWith: nil, meanWithout: nil))
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
