import PainlogDomain
import Testing

@testable import PainlogFeatures

/// The condition blocks of the report's first page (issue 39), from hand-made days: per calendar
/// month with its days inside the period, over the period and per 30 days, by kind.
@Suite struct ReportConditionTablesTests {
    static func date(_ month: Int, _ day: Int) -> LocalDate { LocalDate(year: 2026, month: month, day: day)! }

    static func day(_ month: Int, _ day: Int, worst: Int, started: Int = 1, sum: Int? = nil) -> DayFigures {
        DayFigures(
            date: date(month, day), entries: max(started, 1), worst: worst, started: started,
            startedSum: sum ?? worst * started, startedMinimum: worst, startedMaximum: worst)
    }

    @Test func aMigraineBlockCountsHeadacheMigraineModerateAndTreatedDaysPerMonthAndPer30Days() {
        // 2026-10-20 to 2026-11-18: 12 days of October, 18 of November.
        let days = [
            Self.day(10, 25, worst: 5), Self.day(11, 2, worst: 3), Self.day(11, 3, worst: 8, started: 0),
            Self.day(11, 10, worst: 0),
        ]
        var facts = ClinicalDayFacts(logged: true, headache: true, migraine: true)
        facts.acuteMedication = true
        let clinical = ClinicalDays(byDate: [
            Self.date(10, 25): facts, Self.date(11, 3): ClinicalDayFacts(migraine: true),
        ])
        let block = ReportConditionBlock(
            name: "migraine", kind: .migraine, days: days, clinical: clinical, firstDay: Self.date(10, 20),
            lastDay: Self.date(11, 18))
        #expect(block.entries == 3)
        let model = ReportConditionTables.block(block, firstDay: Self.date(10, 20), lastDay: Self.date(11, 18))
        #expect(model.title == "migraine")
        #expect(model.lead == "migraine: 3 headache days in the 30 days, 3.0 per 30 days; 3 entries.")
        #expect(
            model.table.header == ["Month", "Headache days", "Migraine days", "Moderate days (4–10)", "Treated days"])
        #expect(
            model.table.rows == [
                ["Oct, 12 of 31 days", "1", "1", "1", "1"], ["Nov, 18 of 30 days", "2", "1", "1", "0"],
                ["Period, 30 days", "3", "2", "2", "1"], ["Per 30 days", "3.0", "2.0", "2.0", "1.0"],
            ])
    }

    @Test func aPainBlockHasMeanAndWorstAndAWholeMonthIsNamed() {
        let days = [Self.day(11, 2, worst: 6, started: 2, sum: 8), Self.day(11, 3, worst: 2)]
        let block = ReportConditionBlock(
            name: "back", kind: .pain, days: days, clinical: nil, firstDay: Self.date(11, 1), lastDay: Self.date(11, 30)
        )
        let model = ReportConditionTables.block(block, firstDay: Self.date(11, 1), lastDay: Self.date(11, 30))
        #expect(model.lead == "back: 2 pain days in November, 2.0 per 30 days; 3 entries.")
        #expect(model.table.header == ["Month", "Pain days", "Moderate days (4–10)", "Mean", "Worst"])
        #expect(
            model.table.rows == [
                ["Nov, 30 of 30 days", "2", "1", "3.3", "6"], ["Period, 30 days", "2", "1", "3.3", "6"],
                ["Per 30 days", "2.0", "1.0", "", ""],
            ])
        let unassigned = ReportConditionBlock(
            name: ReportConditionBlock.unassignedName, kind: nil, days: days, clinical: nil, firstDay: Self.date(11, 1),
            lastDay: Self.date(11, 30))
        let other = ReportConditionTables.block(unassigned, firstDay: Self.date(11, 1), lastDay: Self.date(11, 30))
        #expect(
            other.title == "Unassigned" && other.lead == "Entries in no condition: 2 pain days in November; 3 entries.")
    }

    @Test func theCalendarTitlesAndTheLines() {
        let empty = HeadacheCalendar(months: [], lastDay: Self.date(11, 30), isFiltered: false)
        #expect(
            ReportConditionTables.calendarName(
                ReportConditionCalendar(name: "migraine", kind: .migraine, calendar: empty))
                == "migraine: headache calendar")
        #expect(
            ReportConditionTables.calendarName(
                ReportConditionCalendar(name: "cluster", kind: .headache, calendar: empty))
                == "cluster: headache calendar")
        #expect(
            ReportConditionTables.calendarName(ReportConditionCalendar(name: "back", kind: .pain, calendar: empty))
                == "back: pain calendar")
        #expect(ReportConditionTables.sharedEntries(0) == nil)
        #expect(
            ReportConditionTables.sharedEntries(3)?.hasPrefix("3 entries counted for more than one condition") == true)
        #expect(ReportConditionTables.hint.contains("painlog conditions add"))
    }
}
