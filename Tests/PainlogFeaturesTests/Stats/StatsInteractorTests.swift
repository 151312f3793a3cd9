import Foundation
import PainlogDomain
import PainlogFeatures
import PainlogStorage
import PainlogSystem
import Testing

/// A group as a hand-written tuple: key, count, mean, min, max.
private func statsGroup(_ key: String, _ count: Int, _ mean: Double, _ minimum: Int, _ maximum: Int) -> StatsGroup {
    StatsGroup(key: key, count: count, mean: mean, minimum: minimum, maximum: maximum)
}

/// `stats` over a real SQLite diary, every figure worked out by hand: groups in each entry's own
/// local time, ISO weeks across year ends, areas, filters, totals and the last 7 days.
@Suite struct StatsInteractorTests {
    /// Entries near midnight at different offsets, so UTC days and hours would give other answers.
    private static func nearMidnight(_ diary: StatsDiary) throws {
        try diary.add(2, at: "2026-10-01T23:30:00+01:00")  // 22:30Z on the 1st
        try diary.add(9, at: "2026-10-01T23:30:00-05:00")  // 04:30Z on the 2nd
        try diary.add(4, at: "2026-10-02T00:45:00+02:00")  // 22:45Z on the 1st
        try diary.add(6, at: "2026-10-02T07:15:00+02:00")  // 05:15Z on the 2nd
        try diary.add(7, at: "2026-10-03T00:10:00+03:00")  // 21:10Z on the 2nd
    }

    @Test func daysAreEachEntrysOwnLocalDay() throws {
        let diary = try StatsDiary()
        try Self.nearMidnight(diary)
        let report = try diary.stats.report(EntryFilterRequest(), by: .day)
        #expect(report.grouping == .day)
        #expect(
            report.groups == [
                statsGroup("2026-10-01", 2, 5.5, 2, 9),
                statsGroup("2026-10-02", 2, 5, 4, 6),
                statsGroup("2026-10-03", 1, 7, 7, 7),
            ])
    }

    @Test func hoursAreEachEntrysOwnLocalHour() throws {
        let diary = try StatsDiary()
        try Self.nearMidnight(diary)
        #expect(
            try diary.stats.report(EntryFilterRequest(), by: .hour).groups == [
                statsGroup("00", 2, 5.5, 4, 7),
                statsGroup("07", 1, 6, 6, 6),
                statsGroup("23", 2, 5.5, 2, 9),
            ])
    }

    /// Days and hours are counted as numbers in SQL (floored, not truncated toward zero), so local
    /// times before 1970 fall on their own day and hour too.
    @Test func daysAndHoursBefore1970() throws {
        let diary = try StatsDiary()
        try diary.add(3, at: "1969-12-31T23:30:00+00:00")
        try diary.add(5, at: "1970-01-01T00:30:00+00:00")
        try diary.add(8, at: "1969-12-31T00:10:00-01:00")  // 01:10Z on the 31st, but the 31st locally
        try diary.add(2, at: "1901-03-04T05:06:07+00:00")
        #expect(
            try diary.stats.report(EntryFilterRequest(), by: .day).groups == [
                statsGroup("1901-03-04", 1, 2, 2, 2),
                statsGroup("1969-12-31", 2, 5.5, 3, 8),
                statsGroup("1970-01-01", 1, 5, 5, 5),
            ])
        #expect(
            try diary.stats.report(EntryFilterRequest(), by: .hour).groups == [
                statsGroup("00", 2, 6.5, 5, 8),
                statsGroup("05", 1, 2, 2, 2),
                statsGroup("23", 1, 3, 3, 3),
            ])
    }

    @Test func weeksAndMonthsOfTheSameEntries() throws {
        let diary = try StatsDiary()
        try Self.nearMidnight(diary)
        // Thursday 1st to Saturday 3rd October 2026: all in week 40.
        #expect(
            try diary.stats.report(EntryFilterRequest(), by: .week).groups == [statsGroup("2026-W40", 5, 5.6, 2, 9)])
        #expect(
            try diary.stats.report(EntryFilterRequest(), by: .month).groups == [statsGroup("2026-10", 5, 5.6, 2, 9)])
    }

    @Test func totalsCountLoggedAndSevereDaysInLocalTime() throws {
        let diary = try StatsDiary()
        try Self.nearMidnight(diary)
        let totals = try diary.stats.report(EntryFilterRequest(), by: .week).totals
        // Local days: the 1st (2, 9), the 2nd (4, 6), the 3rd (7). In UTC it would be 2 days, 1 severe.
        #expect(
            totals
                == StatsTotals(
                    count: 5, mean: 5.6, minimum: 2, maximum: 9, first: StatsDiary.time("2026-10-01T23:30:00+01:00"),
                    last: StatsDiary.time("2026-10-03T00:10:00+03:00"), loggedDays: 3, severeDays: 2))
    }

    @Test func monthsAcrossAYearEndInLocalTime() throws {
        let diary = try StatsDiary()
        try diary.add(3, at: "2025-12-31T23:30:00-05:00")  // already 2026 in UTC
        try diary.add(5, at: "2026-01-01T00:30:00+01:00")  // still 2025 in UTC
        try diary.add(8, at: "2026-01-31T23:59:59-10:00")
        try diary.add(1, at: "2026-02-01T00:00:00+14:00")
        #expect(
            try diary.stats.report(EntryFilterRequest(), by: .month).groups == [
                statsGroup("2025-12", 1, 3, 3, 3),
                statsGroup("2026-01", 2, 6.5, 5, 8),
                statsGroup("2026-02", 1, 1, 1, 1),
            ])
    }

    @Test func isoWeeksAcrossYearEnds() throws {
        let diary = try StatsDiary()
        try diary.add(1, at: "2020-12-31T12:00:00+01:00")  // Thursday of 2020-W53
        try diary.add(2, at: "2021-01-03T23:30:00-05:00")  // Sunday locally, Monday in UTC
        try diary.add(3, at: "2021-01-04T00:30:00+02:00")  // Monday locally, Sunday in UTC
        try diary.add(5, at: "2024-12-29T12:00:00+01:00")  // Sunday of 2024-W52
        try diary.add(4, at: "2024-12-30T12:00:00+01:00")  // Monday of 2025-W01
        try diary.add(6, at: "2026-12-28T12:00:00+01:00")  // 2026 has 53 weeks
        try diary.add(7, at: "2027-01-03T12:00:00+01:00")
        try diary.add(8, at: "2027-01-04T12:00:00+01:00")
        #expect(
            try diary.stats.report(EntryFilterRequest(), by: .week).groups == [
                statsGroup("2020-W53", 2, 1.5, 1, 2),
                statsGroup("2021-W01", 1, 3, 3, 3),
                statsGroup("2024-W52", 1, 5, 5, 5),
                statsGroup("2025-W01", 1, 4, 4, 4),
                statsGroup("2026-W53", 2, 6.5, 6, 7),
                statsGroup("2027-W01", 1, 8, 8, 8),
            ])
    }

    /// SQLite's week (worked out from the Thursday) and the presenter's agree on every day around
    /// every year end from 2014 to 2031.
    @Test func sqlWeeksAgreeWithTheTablesWeeks() throws {
        let diary = try StatsDiary()
        var expected: [String: Int] = [:]
        try diary.storage.unitOfWork.inWriteTransaction { _ in
            for year in 2014...2031 {
                guard let newYear = LocalDate(year: year, month: 1, day: 1) else { continue }
                for offset in -8...8 {
                    let day = newYear.adding(days: offset)
                    try diary.add(5, at: day.isoString + "T12:00:00+01:00")
                    expected[StatsPeriods.key(of: day, grouping: .week), default: 0] += 1
                }
            }
        }
        let groups = try diary.stats.report(EntryFilterRequest(), by: .week).groups
        #expect(Dictionary(uniqueKeysWithValues: groups.map { ($0.key, $0.count) }) == expected)
        #expect(groups.map(\.key) == groups.map(\.key).sorted())
    }

    // MARK: - areas

    private static func withAreas(_ diary: StatsDiary) throws {
        try diary.add(6, at: "2026-11-20T08:00:00+01:00", areas: ["head", "neck"])
        try diary.add(4, at: "2026-11-20T09:00:00+01:00", areas: ["Head"])
        try diary.add(9, at: "2026-11-20T10:00:00+01:00")
        try diary.add(3, at: "2026-11-20T11:00:00+01:00", areas: ["NECK", "Back"])
        try diary.add(1, at: "2026-11-20T12:00:00+01:00", areas: ["ankle"])
    }

    @Test func anEntryCountsInEachOfItsAreas() throws {
        let diary = try StatsDiary()
        try Self.withAreas(diary)
        let report = try diary.stats.report(EntryFilterRequest(), by: .area)
        // Ordered by name ignoring case; the diary's first spelling; the entry without an area is in no group.
        #expect(
            report.groups == [
                statsGroup("ankle", 1, 1, 1, 1),
                statsGroup("Back", 1, 3, 3, 3),
                statsGroup("head", 2, 5, 4, 6),
                statsGroup("neck", 2, 4.5, 3, 6),
            ])
        #expect(report.totals.count == 5)
        #expect(report.totals.mean == 23.0 / 5.0)
    }

    @Test func anAreaFilterKeepsTheOtherAreasOfTheEntriesItSelects() throws {
        let diary = try StatsDiary()
        try Self.withAreas(diary)
        // The filter picks entries (any of their areas is head); each counts in each of its areas.
        #expect(
            try diary.stats.report(EntryFilterRequest(areas: ["HEAD"]), by: .area).groups == [
                statsGroup("head", 2, 5, 4, 6),
                statsGroup("neck", 1, 6, 6, 6),
            ])
    }

    // MARK: - filters

    private static func fiveWeeksOfEntries(_ diary: StatsDiary) throws {
        try diary.add(2, at: "2026-11-02T09:00:00+01:00", areas: ["head"], tags: ["work"], note: "after gardening")
        try diary.add(7, at: "2026-11-04T20:00:00+01:00", areas: ["back"], note: "Gardening again")
        try diary.add(5, at: "2026-11-10T08:00:00+01:00", areas: ["head", "back"], tags: ["Work"])
        try diary.add(9, at: "2026-11-19T23:00:00+01:00", areas: ["neck"], tags: ["sleep"], note: "woke up")
        try diary.add(0, at: "2026-11-22T09:00:00+01:00")
    }

    struct FilterCase: Sendable, CustomTestStringConvertible {
        let name: String
        let request: EntryFilterRequest
        let groups: [StatsGroup]
        var testDescription: String { name }
    }

    @Test(arguments: [
        FilterCase(
            name: "none", request: EntryFilterRequest(),
            groups: [
                statsGroup("2026-W45", 2, 4.5, 2, 7), statsGroup("2026-W46", 1, 5, 5, 5),
                statsGroup("2026-W47", 2, 4.5, 0, 9),
            ]),
        FilterCase(
            name: "area, any case", request: EntryFilterRequest(areas: ["HEAD"]),
            groups: [statsGroup("2026-W45", 1, 2, 2, 2), statsGroup("2026-W46", 1, 5, 5, 5)]),
        FilterCase(
            name: "two areas, any of", request: EntryFilterRequest(areas: ["head", "neck"]),
            groups: [
                statsGroup("2026-W45", 1, 2, 2, 2), statsGroup("2026-W46", 1, 5, 5, 5),
                statsGroup("2026-W47", 1, 9, 9, 9),
            ]),
        FilterCase(
            name: "tag", request: EntryFilterRequest(tags: ["work"]),
            groups: [statsGroup("2026-W45", 1, 2, 2, 2), statsGroup("2026-W46", 1, 5, 5, 5)]),
        FilterCase(
            name: "min", request: EntryFilterRequest(minimum: "5"),
            groups: [
                statsGroup("2026-W45", 1, 7, 7, 7), statsGroup("2026-W46", 1, 5, 5, 5),
                statsGroup("2026-W47", 1, 9, 9, 9),
            ]),
        FilterCase(
            name: "max", request: EntryFilterRequest(maximum: "4"),
            groups: [statsGroup("2026-W45", 1, 2, 2, 2), statsGroup("2026-W47", 1, 0, 0, 0)]),
        FilterCase(
            name: "min and max", request: EntryFilterRequest(minimum: "5", maximum: "7"),
            groups: [statsGroup("2026-W45", 1, 7, 7, 7), statsGroup("2026-W46", 1, 5, 5, 5)]),
        FilterCase(
            name: "search ignores case", request: EntryFilterRequest(search: "GARDEN"),
            groups: [statsGroup("2026-W45", 2, 4.5, 2, 7)]),
        FilterCase(
            name: "since a date", request: EntryFilterRequest(since: "2026-11-10"),
            groups: [statsGroup("2026-W46", 1, 5, 5, 5), statsGroup("2026-W47", 2, 4.5, 0, 9)]),
        FilterCase(
            name: "until a date, inclusive", request: EntryFilterRequest(until: "2026-11-10"),
            groups: [statsGroup("2026-W45", 2, 4.5, 2, 7), statsGroup("2026-W46", 1, 5, 5, 5)]),
        FilterCase(
            name: "since and until", request: EntryFilterRequest(since: "2026-11-05", until: "2026-11-19"),
            groups: [statsGroup("2026-W46", 1, 5, 5, 5), statsGroup("2026-W47", 1, 9, 9, 9)]),
        FilterCase(
            name: "areas and min", request: EntryFilterRequest(areas: ["head", "back"], minimum: "5"),
            groups: [statsGroup("2026-W45", 1, 7, 7, 7), statsGroup("2026-W46", 1, 5, 5, 5)]),
        FilterCase(name: "nothing matches", request: EntryFilterRequest(areas: ["knee"]), groups: []),
    ])
    func filtersSelectTheEntriesCounted(filter: FilterCase) throws {
        let diary = try StatsDiary()
        try Self.fiveWeeksOfEntries(diary)
        let report = try diary.stats.report(filter.request, by: .week)
        #expect(report.groups == filter.groups)
        let count = filter.groups.map(\.count).reduce(0, +)
        #expect(report.totals.count == count)
        if count == 0 {
            #expect(report.totals.mean == nil && report.totals.first == nil && report.totals.loggedDays == 0)
        }
    }

    @Test func aBadFilterIsAUsageError() throws {
        let diary = try StatsDiary()
        for request in [
            EntryFilterRequest(minimum: "11"), EntryFilterRequest(since: "soon"),
            EntryFilterRequest(minimum: "6", maximum: "5"),
            EntryFilterRequest(areas: ["a;b"]),
        ] {
            #expect(throws: PainlogError.self) { try diary.stats.report(request, by: .week) }
            do {
                _ = try diary.stats.report(request, by: .week)
            } catch let error as PainlogError {
                #expect(error.kind == .usage, "\(request)")
            }
        }
    }

    @Test func anEmptyDiaryHasNoGroupsAndEmptyTotals() throws {
        let diary = try StatsDiary()
        let empty = StatsTotals(
            count: 0, mean: nil, minimum: nil, maximum: nil, first: nil, last: nil, loggedDays: 0, severeDays: 0)
        for grouping in StatsGrouping.allCases {
            let report = try diary.stats.report(EntryFilterRequest(), by: grouping)
            #expect(
                report == StatsReport(grouping: grouping, groups: [], totals: empty, lastWeek: empty, weekBefore: empty)
            )
        }
    }

    // MARK: - the last 7 days against the 7 before

    /// The 7 local calendar days ending today (Sunday 2026-11-22, now 10:00), today included, and the 7
    /// calendar days before: the same days the dashboard and the report call the last 7 (issue 25).
    private static func aroundTheLastTwoWeeks(_ diary: StatsDiary) throws {
        try diary.add(3, at: "2026-11-22T10:00:00+01:00", areas: ["head"])  // now: last 7 days
        try diary.add(4, at: "2026-11-22T10:00:01+01:00", areas: ["head"])  // later today: last 7 days too
        try diary.add(5, at: "2026-11-20T12:00:00-05:00")  // its own local date, the 20th: last 7 days
        try diary.add(8, at: "2026-11-16T00:00:00+01:00", areas: ["head"])  // the first second of the last 7 days
        try diary.add(6, at: "2026-11-15T23:59:59+01:00")  // the last second of the 7 before
        try diary.add(1, at: "2026-11-09T00:00:00+01:00", areas: ["head"])  // the first second of the 7 before
        try diary.add(10, at: "2026-11-08T23:59:59+01:00")  // neither
    }

    @Test func theLastSevenDaysAndTheSevenBefore() throws {
        let diary = try StatsDiary()
        try Self.aroundTheLastTwoWeeks(diary)
        let report = try diary.stats.report(EntryFilterRequest(), by: .week)
        #expect(report.lastWeek.count == 4)
        #expect(report.lastWeek.mean == 5)
        #expect(report.lastWeek.minimum == 3 && report.lastWeek.maximum == 8)
        #expect(report.lastWeek.first == StatsDiary.time("2026-11-16T00:00:00+01:00"))
        #expect(report.lastWeek.last == StatsDiary.time("2026-11-22T10:00:01+01:00"))
        #expect(report.weekBefore.count == 2)
        #expect(report.weekBefore.mean == 3.5)
        #expect(report.weekBefore.minimum == 1 && report.weekBefore.maximum == 6)
        #expect(report.totals.count == 7)
    }

    @Test func theLastSevenDaysKeepTheOtherFilters() throws {
        let diary = try StatsDiary()
        try Self.aroundTheLastTwoWeeks(diary)
        let report = try diary.stats.report(EntryFilterRequest(areas: ["head"]), by: .week)
        #expect(report.lastWeek.count == 3)
        #expect(report.lastWeek.mean == 5)
        #expect(report.weekBefore.count == 1)
        #expect(report.weekBefore.mean == 1)
    }

    @Test func theLastSevenDaysEndOnThePeriodsLastDayAndStayInsideSince() throws {
        let diary = try StatsDiary()
        try Self.aroundTheLastTwoWeeks(diary)
        // --until 2026-11-10: the last 7 days are the 4th to the 10th (1 and 10); the 7 before hold none.
        let until = try diary.stats.report(EntryFilterRequest(until: "2026-11-10"), by: .week)
        #expect(until.lastWeek.count == 2)
        #expect(until.lastWeek.mean == 5.5)
        #expect(until.weekBefore.count == 0)
        // --since 2026-11-20: nothing of the 7 before; of the last 7 only from the 20th.
        let since = try diary.stats.report(EntryFilterRequest(since: "2026-11-20"), by: .week)
        #expect(since.weekBefore.count == 0)
        #expect(since.lastWeek.count == 3)
        #expect(since.lastWeek.mean == 4)
    }
}
