import Foundation
import PainlogDomain
import PainlogFeatures
import Testing

/// The period keys `stats` shows: ISO 8601 weeks around year ends, and the consecutive keys that
/// let the table show empty periods as gaps.
@Suite struct StatsPeriodsTests {
    private static func date(_ text: String) -> LocalDate {
        let parts = text.split(separator: "-").compactMap { Int($0) }
        guard parts.count == 3, let date = LocalDate(year: parts[0], month: parts[1], day: parts[2]) else {
            fatalError("bad test date \(text)")
        }
        return date
    }

    // MARK: - key(of:)

    @Test(arguments: [
        ("2020-12-31", "2020-W53"),  // Thursday: 2020 has 53 weeks
        ("2021-01-01", "2020-W53"),
        ("2021-01-03", "2020-W53"),  // Sunday: still the week of 2020-12-31
        ("2021-01-04", "2021-W01"),  // Monday
        ("2026-12-28", "2026-W53"),  // 2026 starts on a Thursday: 53 weeks
        ("2027-01-03", "2026-W53"),
        ("2027-01-04", "2027-W01"),
        ("2024-12-29", "2024-W52"),  // Sunday
        ("2024-12-30", "2025-W01"),  // Monday: week 1 of the next year
        ("2025-01-01", "2025-W01"),
        ("2026-01-01", "2026-W01"),  // Thursday: its week is week 1
        ("2025-12-29", "2026-W01"),
        ("2026-11-22", "2026-W47"),
        ("2026-10-01", "2026-W40"),
        ("2016-01-03", "2015-W53"),
        ("2008-12-29", "2009-W01"),
    ])
    func isoWeek(day: String, week: String) {
        #expect(StatsPeriods.key(of: Self.date(day), grouping: .week) == week)
    }

    @Test func dayAndMonthKeys() {
        #expect(StatsPeriods.key(of: Self.date("2024-02-29"), grouping: .day) == "2024-02-29")
        #expect(StatsPeriods.key(of: Self.date("2026-01-05"), grouping: .month) == "2026-01")
        #expect(StatsPeriods.key(of: Self.date("2026-12-31"), grouping: .month) == "2026-12")
    }

    /// Every day of 2014–2031 against Foundation's ISO 8601 calendar, as a second opinion.
    @Test func everyDayAgreesWithFoundationsISOCalendar() throws {
        var calendar = Calendar(identifier: .iso8601)
        calendar.timeZone = try #require(TimeZone(identifier: "UTC"))
        var day = Self.date("2014-01-01")
        while day.year < 2032 {
            let instant = Date(timeIntervalSince1970: TimeInterval(day.daysSinceEpoch * 86_400 + 43_200))
            let components = calendar.dateComponents([.yearForWeekOfYear, .weekOfYear], from: instant)
            let year = try #require(components.yearForWeekOfYear)
            let week = try #require(components.weekOfYear)
            let expected = "\(year)-W" + (week < 10 ? "0\(week)" : "\(week)")
            #expect(StatsPeriods.key(of: day, grouping: .week) == expected, "\(day.isoString)")
            day = day.adding(days: 1)
        }
    }

    // MARK: - keys(from:to:)

    @Test func daysAcrossAYearEnd() {
        #expect(
            StatsPeriods.keys(from: "2020-12-30", to: "2021-01-02", grouping: .day)
                == ["2020-12-30", "2020-12-31", "2021-01-01", "2021-01-02"])
    }

    @Test func daysAcrossTheEndOfFebruary() {
        #expect(
            StatsPeriods.keys(from: "2024-02-27", to: "2024-03-01", grouping: .day)
                == ["2024-02-27", "2024-02-28", "2024-02-29", "2024-03-01"])
        #expect(
            StatsPeriods.keys(from: "2026-02-27", to: "2026-03-01", grouping: .day)
                == ["2026-02-27", "2026-02-28", "2026-03-01"])
        #expect(
            StatsPeriods.keys(from: "2100-02-28", to: "2100-03-01", grouping: .day) == ["2100-02-28", "2100-03-01"])
        #expect(
            StatsPeriods.keys(from: "2000-02-28", to: "2000-03-01", grouping: .day) == [
                "2000-02-28", "2000-02-29", "2000-03-01",
            ])
    }

    @Test func aLeapYearHas366Days() {
        let keys = StatsPeriods.keys(from: "2024-01-01", to: "2024-12-31", grouping: .day)
        #expect(keys.count == 366)
        #expect(keys[59] == "2024-02-29")
        #expect(StatsPeriods.keys(from: "2026-01-01", to: "2026-12-31", grouping: .day).count == 365)
    }

    @Test func weeksAcrossYearEnds() {
        #expect(
            StatsPeriods.keys(from: "2020-W52", to: "2021-W02", grouping: .week)
                == ["2020-W52", "2020-W53", "2021-W01", "2021-W02"])
        #expect(
            StatsPeriods.keys(from: "2026-W52", to: "2027-W01", grouping: .week) == [
                "2026-W52", "2026-W53", "2027-W01",
            ])
        // 2024 has 52 weeks: no 2024-W53.
        #expect(
            StatsPeriods.keys(from: "2024-W51", to: "2025-W02", grouping: .week)
                == ["2024-W51", "2024-W52", "2025-W01", "2025-W02"])
    }

    @Test func weeksOfManyYearsFollowOneAnother() {
        let keys = StatsPeriods.keys(from: "2014-W01", to: "2031-W52", grouping: .week)
        // Monday 2013-12-30 to Sunday 2031-12-28.
        let first = Self.date("2013-12-30")
        let days = Self.date("2031-12-28").daysSinceEpoch - first.daysSinceEpoch + 1
        #expect(keys.count == Int(days / 7))
        #expect(Set(keys).count == keys.count)
        for (index, key) in keys.enumerated() {
            #expect(key == StatsPeriods.key(of: first.adding(days: 7 * index), grouping: .week))
        }
        // Long years of that span: 2015, 2020, 2026.
        #expect(keys.filter { $0.hasSuffix("-W53") } == ["2015-W53", "2020-W53", "2026-W53"])
    }

    @Test func monthsAcrossAYearEnd() {
        #expect(
            StatsPeriods.keys(from: "2025-11", to: "2026-02", grouping: .month) == [
                "2025-11", "2025-12", "2026-01", "2026-02",
            ])
        #expect(StatsPeriods.keys(from: "2024-01", to: "2024-12", grouping: .month).count == 12)
    }

    @Test func oneKeyIsJustThatKey() {
        #expect(StatsPeriods.keys(from: "2026-11-22", to: "2026-11-22", grouping: .day) == ["2026-11-22"])
        #expect(StatsPeriods.keys(from: "2026-W47", to: "2026-W47", grouping: .week) == ["2026-W47"])
        #expect(StatsPeriods.keys(from: "2026-11", to: "2026-11", grouping: .month) == ["2026-11"])
    }

    @Test func groupsThatAreNotPeriodsHaveNoKeysBetween() {
        #expect(StatsPeriods.keys(from: "03", to: "23", grouping: .hour) == ["03", "23"])
        #expect(StatsPeriods.keys(from: "back", to: "neck", grouping: .area) == ["back", "neck"])
        #expect(StatsPeriods.keys(from: "head", to: "head", grouping: .area) == ["head"])
    }

    @Test func keysThatCannotBeReadAreGivenBack() {
        #expect(StatsPeriods.keys(from: "garbage", to: "2026-11-22", grouping: .day) == ["garbage", "2026-11-22"])
        #expect(
            StatsPeriods.keys(from: "2026-11-31", to: "2026-12-02", grouping: .day) == ["2026-11-31", "2026-12-02"])
        // Last before first: nothing between them.
        #expect(StatsPeriods.keys(from: "2026-12", to: "2026-01", grouping: .month) == ["2026-12", "2026-01"])
    }
}
