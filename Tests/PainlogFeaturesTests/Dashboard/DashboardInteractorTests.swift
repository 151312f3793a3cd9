import Foundation
import PainlogDomain
import PainlogFeatures
import PainlogStorage
import Testing

/// `painlog` alone over a real SQLite diary: today's entries, the last 7 calendar days in the
/// local zone, and the most logged area.
@Suite struct DashboardInteractorTests {
    private static func date(_ year: Int, _ month: Int, _ day: Int) -> LocalDate {
        guard let date = LocalDate(year: year, month: month, day: day) else { fatalError("bad test date") }
        return date
    }

    @Test func anEmptyDiary() throws {
        let dashboard = try StatsDiary().dashboard.dashboard()
        #expect(dashboard.isEmpty)
        #expect(dashboard.today == [])
        #expect(dashboard.lastSevenDays.map(\.date) == (16...22).map { Self.date(2026, 11, $0) })
        #expect(dashboard.lastSevenDays.allSatisfy { $0.mean == nil })
        #expect(dashboard.lastSevenDaysTotals.count == 0)
        #expect(dashboard.lastSevenDaysTotals.mean == nil)
        #expect(dashboard.topArea == nil)
    }

    @Test func todayTheLastSevenDaysAndTheMostFrequentArea() throws {
        let diary = try StatsDiary()
        // Stored newest first, to show that today's come back oldest first.
        let second = try diary.add(4, at: "2026-11-22T09:45:00+01:00", areas: ["head", "neck"])
        let first = try diary.add(6, at: "2026-11-22T08:30:00+01:00", areas: ["head"])
        try diary.add(7, at: "2026-11-22T00:00:00+01:00", areas: ["neck"])  // today's first second
        try diary.add(8, at: "2026-11-21T23:59:59+01:00", areas: ["neck"])  // yesterday's last second
        try diary.add(2, at: "2026-11-16T00:00:00+01:00", areas: ["back"])  // the first second of the 7 days
        try diary.add(10, at: "2026-11-15T23:59:59+01:00", areas: ["neck"])  // before them
        let dashboard = try diary.dashboard.dashboard()
        #expect(!dashboard.isEmpty)
        #expect(dashboard.today.map(\.intensity.value) == [7, 6, 4])
        #expect(dashboard.today.dropFirst().map(\.id) == [first.id, second.id])
        #expect(dashboard.lastSevenDays.map(\.date) == (16...22).map { Self.date(2026, 11, $0) })
        #expect(dashboard.lastSevenDays.map(\.mean) == [2, nil, nil, nil, nil, 8, 17.0 / 3.0])
        #expect(
            dashboard.lastSevenDaysTotals
                == StatsTotals(
                    count: 5, mean: 27.0 / 5.0, minimum: 2, maximum: 8,
                    first: StatsDiary.time("2026-11-16T00:00:00+01:00"),
                    last: StatsDiary.time("2026-11-22T09:45:00+01:00"), loggedDays: 3, severeDays: 2))
        // neck: 4 entries of all time (the one before the 7 days too), head 2.
        #expect(
            dashboard.topArea
                == NameUsage(name: "neck", entryCount: 4, lastLogged: StatsDiary.time("2026-11-22T09:45:00+01:00")))
    }

    @Test func thisMonthSoFarCountsPainDaysAndEveryAcuteDose() throws {
        let diary = try StatsDiary()
        try diary.add(7, at: "2026-10-31T23:00:00+01:00", areas: ["head"], medications: ["sumatriptan 50mg"])
        try diary.add(0, at: "2026-11-01T08:00:00+01:00", areas: ["head"])
        try diary.add(5, at: "2026-11-03T08:00:00+01:00", areas: ["back"], medications: ["ibuprofen 400mg"])
        try diary.add(6, at: "2026-11-22T07:00:00+01:00", areas: ["head"], medications: ["sumatriptan 50mg"])
        let withStatistics = DashboardInteractor(
            store: diary.storage.entries, statistics: diary.storage.statistics, areas: diary.storage.areas,
            calendar: diary.localCalendar, nameStatistics: diary.storage.nameStatistics)
        let month = try #require(try withStatistics.dashboard().thisMonth)
        #expect(month.loggedDays == 3 && month.painDays == 2 && month.acuteMedicationDays == 2)
        #expect(month.medicationDays[.triptan] == 1 && month.medicationDays[.simpleAnalgesic] == 1)
        // Without the name statistics there is no line.
        #expect(try diary.dashboard.dashboard().thisMonth == nil)
    }

    @Test func theMostFrequentAreaOnATieIsTheFirstByName() throws {
        let diary = try StatsDiary()
        try diary.add(3, at: "2026-11-01T08:00:00+01:00", areas: ["neck"])
        try diary.add(3, at: "2026-11-02T08:00:00+01:00", areas: ["Head"])
        let dashboard = try diary.dashboard.dashboard()
        #expect(dashboard.topArea?.name == "Head")
        // Nothing in the last 7 days, yet the diary is not empty.
        #expect(!dashboard.isEmpty)
        #expect(dashboard.today == [])
        #expect(dashboard.lastSevenDaysTotals.count == 0)
    }

    /// 2026-10-29, four days after summer time ended: the 7 days start at midnight of the 23rd,
    /// which was at +02:00.
    @Test func theSevenDaysAreLocalCalendarDaysAcrossTheEndOfSummerTime() throws {
        let diary = try StatsDiary(now: StatsDiary.time("2026-10-29T10:00:00+01:00").seconds)
        try diary.add(9, at: "2026-10-22T23:30:00+02:00")  // the day before
        try diary.add(1, at: "2026-10-23T00:30:00+02:00")
        try diary.add(5, at: "2026-10-25T02:30:00+01:00")  // the repeated hour, second time
        try diary.add(3, at: "2026-10-29T08:00:00+01:00")
        let dashboard = try diary.dashboard.dashboard()
        #expect(dashboard.lastSevenDays.map(\.date) == (23...29).map { Self.date(2026, 10, $0) })
        #expect(dashboard.lastSevenDays.map(\.mean) == [1, nil, 5, nil, nil, nil, 3])
        #expect(dashboard.lastSevenDaysTotals.count == 3)
        #expect(dashboard.lastSevenDaysTotals.maximum == 5)
        #expect(dashboard.today.map(\.intensity.value) == [3])
    }

    @Test func aDiaryWithEntriesButNoAreas() throws {
        let diary = try StatsDiary()
        try diary.add(5, at: "2026-11-22T08:00:00+01:00")
        let dashboard = try diary.dashboard.dashboard()
        #expect(!dashboard.isEmpty)
        #expect(dashboard.topArea == nil)
        #expect(dashboard.lastSevenDays.last?.mean == 5)
    }
}
