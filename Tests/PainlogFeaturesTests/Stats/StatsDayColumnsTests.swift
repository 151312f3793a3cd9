import PainlogDomain
import PainlogFeatures
import PainlogStorage
import Testing

/// `stats --by month`'s day columns over a real diary ("now" Sunday 2026-11-22 10:00, Berlin): the
/// days of the period as the calendar counts them, and every dose of it whatever the other filters.
@Suite struct StatsDayColumnsTests {
    private static func diary() throws -> StatsDiary {
        let diary = try StatsDiary()
        try diary.add(6, at: "2026-10-30T08:00:00+01:00", areas: ["head"], medications: ["sumatriptan 50mg"])
        try diary.add(4, at: "2026-11-02T08:00:00+01:00", areas: ["back"], medications: ["ibuprofen 400mg"])
        let attack = try diary.add(8, at: "2026-11-03T22:00:00+01:00", areas: ["head"])
        try diary.end(attack, at: "2026-11-04T02:00:00+01:00")
        try diary.add(0, at: "2026-11-05T08:00:00+01:00", areas: ["head"])
        return diary
    }

    /// `stats` as its flow makes it, with the medication days.
    private static func stats(_ diary: StatsDiary) -> StatsInteractor {
        StatsInteractor(
            statistics: diary.storage.statistics, calendar: diary.localCalendar,
            nameStatistics: diary.storage.nameStatistics)
    }

    @Test func eachMonthsDaysWithEveryDoseWhateverTheFilters() throws {
        let report = try Self.stats(try Self.diary()).report(EntryFilterRequest(areas: ["head"]), by: .month)
        #expect(report.groups.map(\.key) == ["2026-10", "2026-11"])
        #expect(
            report.dayCounts["2026-10"]
                == DayCounts(
                    loggedDays: 1, painDays: 1, moderateDays: 1, severeDays: 0, acuteMedicationDays: 1,
                    medicationDays: [.triptan: 1]))
        // The attack counts on the 3rd and the 4th; the back's ibuprofen counts all the same.
        #expect(
            report.dayCounts["2026-11"]
                == DayCounts(
                    loggedDays: 3, painDays: 2, moderateDays: 2, severeDays: 2, acuteMedicationDays: 1,
                    medicationDays: [.simpleAnalgesic: 1]))
        // The summary's logged and severe days are the same days.
        #expect(report.totals.loggedDays == 4 && report.totals.severeDays == 2 && report.totals.count == 3)
        let json = JSONOutput.text(StatsPresenter.json(report))
        #expect(json.contains(#""group":"2026-11","count":2,"mean":4.0,"min":0,"max":8,"pain_days":2,"#))
        #expect(json.contains(#""moderate_days":2,"severe_days":2,"acute_medication_days":1,"headache_days":null,"#))
    }

    @Test func thePeriodBoundsTheDoses() throws {
        let diary = try Self.diary()
        let report = try Self.stats(diary).report(
            EntryFilterRequest(since: "2026-10-31", until: "2026-11-03"), by: .month)
        #expect(report.groups.map(\.key) == ["2026-11"])
        // The attack of the 3rd reaches the 4th, after --until: not counted.
        #expect(report.dayCounts["2026-11"]?.loggedDays == 2)
        #expect(report.dayCounts["2026-11"]?.acuteMedicationDays == 1)
        #expect(report.dayCounts["2026-10"] == nil)
        // Other groupings have no day columns.
        #expect(try Self.stats(diary).report(EntryFilterRequest(), by: .week).dayCounts.isEmpty)
        #expect(
            !JSONOutput.text(StatsPresenter.json(try Self.stats(diary).report(EntryFilterRequest(), by: .day)))
                .contains("pain_days"))
        // Without the name statistics (as the report's figures), no medication days.
        #expect(try diary.stats.report(EntryFilterRequest(), by: .month).dayCounts["2026-11"]?.acuteMedicationDays == 0)
    }
}
