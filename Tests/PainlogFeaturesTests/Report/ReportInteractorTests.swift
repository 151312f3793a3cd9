import Foundation
import PainlogDomain
import PainlogFeatures
import PainlogStorage
import Testing

extension StatsDiary {
    var report: ReportInteractor {
        ReportInteractor(
            entries: storage.entries, statistics: storage.statistics, nameStatistics: storage.nameStatistics,
            impacts: impact, calendar: LocalCalendar(clock: clock, zone: zone))
    }

    var impact: ImpactInteractor {
        ImpactInteractor(
            unitOfWork: storage.unitOfWork, impacts: storage.impacts, statistics: storage.statistics,
            calendar: LocalCalendar(
                clock: clock,
                zone: zone),
            makeUID: { UUID().uuidString.lowercased() })
    }
}

/// The report's figures over a real diary (now: Sunday 2026-11-22 10:00 in Berlin), each the same
/// as `stats`, `meds` and `tags` give for the same period.
@Suite struct ReportInteractorTests {
    static func diary() throws -> StatsDiary {
        let diary = try StatsDiary()
        // The previous 30 days (2026-09-24 to 2026-10-23): mean 6.
        try diary.add(8, at: "2026-10-01T09:00:00+02:00", areas: ["head"])
        try diary.add(4, at: "2026-10-23T23:30:00+02:00", areas: ["back"])
        // The period (2026-10-24 to 2026-11-22): 4, 2, 9, 1, 4 → mean 4, on 4 days, 1 severe.
        try diary.add(4, at: "2026-10-24T00:10:00+02:00", areas: ["back"], tags: ["work"])
        try diary.add(
            2, at: "2026-11-10T08:00:00+01:00", areas: ["head", "neck"], medications: ["ibuprofen 400mg"],
            note: "<b>x</b>")
        try diary.add(9, at: "2026-11-16T20:00:00+01:00", areas: ["head"], tags: ["work"], medications: ["sumatriptan"])
        try diary.add(1, at: "2026-11-16T22:00:00+01:00", areas: ["head"])
        try diary.add(4, at: "2026-11-22T09:00:00+01:00", areas: ["neck"])
        // After now: outside the default period.
        try diary.add(7, at: "2026-11-23T09:00:00+01:00", areas: ["head"])
        return diary
    }

    @Test func aBaselineReplacesThePreviousPeriodWithTheSameFilters() throws {
        let diary = try Self.diary()
        let request = EntryFilterRequest(areas: ["head"])
        let period = try diary.report.period(request)
        // 2026-10-01 to 2026-10-23 in days: the 8 (head) and the 4 (back, left out by --area head).
        let days = try #require(try diary.report.baseline("2026-10-01..2026-10-23"))
        #expect(days.firstDay == LocalDate(year: 2026, month: 10, day: 1) && days.days == 23)
        let stats = try diary.report.summary(of: period, request: request, redact: false, baseline: days).statistics
        #expect(stats.previousIsBaseline && stats.previousDays == 23)
        #expect(stats.previous.count == 1 && stats.previous.mean == 8 && stats.previous.loggedDays == 1)
        // Instants, as --since/--until read them: 23:00 to 23:30 (that second included) holds the 4.
        let instants = try #require(try diary.report.baseline("2026-10-23T23:00..2026-10-23T23:30"))
        let all = try diary.report.summary(
            of: try diary.report.period(EntryFilterRequest()), request: EntryFilterRequest(), redact: false,
            baseline: instants
        ).statistics
        #expect(all.previous.count == 1 && all.previous.mean == 4)
        #expect(all.previousFirstDay == LocalDate(year: 2026, month: 10, day: 23) && all.previousDays == 1)
        #expect(try diary.report.baseline(nil) == nil)
        #expect(throws: PainlogError.self) { try diary.report.baseline("2026-10-23..2026-10-01") }
        #expect(throws: PainlogError.self) { try diary.report.baseline("2026-10-23") }
    }

    @Test func theSummaryHoldsThePeriodsFigures() throws {
        let diary = try Self.diary()
        let period = try diary.report.period(EntryFilterRequest())
        let summary = try diary.report.summary(of: period, request: EntryFilterRequest(), redact: false)
        #expect(summary.firstDay == LocalDate(year: 2026, month: 10, day: 24))
        #expect(summary.lastDay == LocalDate(year: 2026, month: 11, day: 22))
        #expect(summary.days == 30)
        let stats = summary.statistics
        #expect(
            stats.totals.count == 5 && stats.totals.mean == 4 && stats.totals.maximum == 9 && stats.totals.minimum == 1)
        #expect(stats.totals.loggedDays == 4 && stats.totals.severeDays == 1)
        // The last 7 days: 2026-11-16 to 2026-11-22 → 9, 1, 4.
        #expect(stats.lastDaysFrom == LocalDate(year: 2026, month: 11, day: 16))
        #expect(stats.lastDays.count == 3 && stats.lastDays.maximum == 9 && stats.lastDays.minimum == 1)
        #expect(stats.previousFirstDay == LocalDate(year: 2026, month: 9, day: 24))
        #expect(stats.previousLastDay == LocalDate(year: 2026, month: 10, day: 23))
        #expect(stats.previous.count == 2 && stats.previous.mean == 6)
        #expect(ChangeBand.percent(from: stats.previous.mean, to: stats.totals.mean) == -33)
        #expect(stats.chartGrouping == .day)
        #expect(stats.chart.map(\.key) == ["2026-10-24", "2026-11-10", "2026-11-16", "2026-11-22"])
        #expect(stats.chart[2] == StatsGroup(key: "2026-11-16", count: 2, mean: 5, minimum: 1, maximum: 9))
        #expect(stats.areas.map(\.key) == ["back", "head", "neck"])
        #expect(stats.areas.map(\.count) == [1, 3, 2])
    }

    @Test func theSummaryIsWhatStatsMedsAndTagsSay() throws {
        let diary = try Self.diary()
        let request = EntryFilterRequest(since: "2026-10-24", until: "2026-11-22")
        let summary = try diary.report.summary(of: try diary.report.period(request), request: request, redact: false)
        let stats = try diary.stats.report(request, by: .day)
        #expect(summary.statistics.totals == stats.totals)
        #expect(summary.statistics.chart == stats.groups)
        #expect(summary.statistics.areas == (try diary.stats.report(request, by: .area)).groups)
        #expect(summary.medications == (try diary.meds.report(request)))
        #expect(summary.tags == (try diary.tags.report(request)))
    }

    @Test func filtersNarrowEveryPartButOveruseCountsEveryDose() throws {
        let diary = try Self.diary()
        let request = EntryFilterRequest(areas: ["neck"])
        let summary = try diary.report.summary(of: try diary.report.period(request), request: request, redact: false)
        #expect(summary.statistics.totals.count == 2)
        #expect(summary.filters == ["area neck"])
        #expect(summary.medications.rows.map(\.name) == ["ibuprofen"])
        var entries: [Int] = []
        try diary.report.forEachEntry(in: try diary.report.period(request)) { entries.append($0.intensity.value) }
        #expect(entries == [2, 4])
    }

    @Test func redactionLeavesOutTagsAndTheirFilterWords() throws {
        let diary = try Self.diary()
        let request = EntryFilterRequest(tags: ["work"], search: "secret")
        let summary = try diary.report.summary(of: try diary.report.period(request), request: request, redact: true)
        #expect(summary.tags == nil)
        #expect(summary.filters == ["some tags", "a note search"])
    }

    @Test func impactRecordsOfThePeriodDaysComeOldestFirstWhateverTheFilters() throws {
        let diary = try Self.diary()
        for (pain, at) in [
            (9, "2026-10-23 20:00"), (7, "2026-10-24 09:00"), (5, "2026-11-15 18:00"), (4, "2026-11-22 08:00"),
        ] {
            _ = try diary.impact.record(ImpactRequest(pain: "\(pain)", enjoyment: "5", activity: "6", at: at))
        }
        let request = EntryFilterRequest(areas: ["neck"])
        let summary = try diary.report.summary(of: try diary.report.period(request), request: request, redact: false)
        #expect(summary.impacts.map(\.content.pain.value) == [7, 5, 4])
        #expect(summary.impacts == (try diary.impact.records()).filter { $0.content.pain.value != 9 }.reversed())
    }

    @Test func entriesComeOldestFirst() throws {
        let diary = try Self.diary()
        var seen: [Int] = []
        let count = try diary.report.forEachEntry(in: try diary.report.period(EntryFilterRequest())) {
            seen.append($0.intensity.value)
        }
        #expect(count == 5 && seen == [4, 2, 9, 1, 4])
    }

    @Test func aBadFilterIsAUsageError() throws {
        let diary = try Self.diary()
        #expect(throws: PainlogError.self) { try diary.report.period(EntryFilterRequest(since: "soon")) }
    }
}
