import PainlogDomain
import PainlogFeatures
import Testing

/// Issue 25, part 4: "the last 7 days" are the 7 local calendar days ending on the period's last day.
///
/// In `stats` as on the dashboard (now: Sunday 2026-11-22 10:00, Berlin). `stats` counted 168 hours,
/// so one diary gave two different weeks.
@Suite struct LastSevenDaysTests {
    static func diary() throws -> StatsDiary {
        let diary = try StatsDiary()
        // Last Sunday evening: inside 168 hours, but not one of the 7 calendar days (16th–22nd).
        try diary.add(9, at: "2026-11-15T20:00:00+01:00")
        // Monday just after midnight and today: inside both.
        try diary.add(3, at: "2026-11-16T00:30:00+01:00")
        try diary.add(1, at: "2026-11-22T08:00:00+01:00")
        // The 7 days before: the 9th to the 15th.
        try diary.add(5, at: "2026-11-09T07:00:00+01:00")
        return diary
    }

    @Test func statsCountsCalendarDaysLikeTheDashboard() throws {
        let diary = try Self.diary()
        let report = try diary.stats.report(EntryFilterRequest(), by: .week)
        #expect(report.lastWeek.count == 2 && report.lastWeek.maximum == 3 && report.lastWeek.mean == 2)
        #expect(report.weekBefore.count == 2 && report.weekBefore.maximum == 9)
        let dashboard = try diary.dashboard.dashboard()
        #expect(dashboard.lastSevenDaysTotals == report.lastWeek)
    }

    @Test func anUntilEndsTheLastSevenDaysOnItsDay() throws {
        let diary = try Self.diary()
        let report = try diary.stats.report(EntryFilterRequest(until: "2026-11-15"), by: .week)
        // The 9th to the 15th.
        #expect(report.lastWeek.count == 2 && report.lastWeek.maximum == 9 && report.lastWeek.minimum == 5)
        #expect(report.weekBefore.count == 0)
    }
}
