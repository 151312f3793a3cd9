import PainlogDomain
import PainlogFeatures
import Testing

/// The day definitions (`DayDefinitions`, counted in SQL) against hand-built diaries in Berlin, "now"
/// Sunday 2026-11-22 10:00: attacks across midnight and across a daylight-saving change, entries at
/// 0, several entries a day, the filters, and acute-medication days whatever the filters.
@Suite struct CalendarDaysTests {
    private static func date(_ text: String) -> LocalDate {
        guard let date = LocalDate(isoString: text) else { fatalError("bad test date \(text)") }
        return date
    }

    /// The calendar's days that have something, as `date: worst/entries`.
    private static func marked(_ calendar: HeadacheCalendar) -> [String] {
        calendar.months.flatMap(\.days).compactMap { day in
            day.worst.map { "\(day.date.isoString): \($0)/\(day.entries)" }
        }
    }

    private static func month(_ calendar: HeadacheCalendar, _ key: String) throws -> CalendarMonth {
        try #require(calendar.months.first { $0.key == key })
    }

    @Test func anAttackAcrossMidnightCountsOnBothDays() throws {
        let diary = try StatsDiary()
        let attack = try diary.add(7, at: "2026-11-20T22:00:00+01:00", areas: ["head"])
        try diary.end(attack, at: "2026-11-21T03:00:00+01:00")
        let calendar = try diary.calendar.calendar(CalendarRequest(months: 1))
        #expect(Self.marked(calendar) == ["2026-11-20: 7/1", "2026-11-21: 7/1"])
        let november = try Self.month(calendar, "2026-11")
        #expect(
            november.counts
                == DayCounts(
                    loggedDays: 2, painDays: 2, moderateDays: 2, severeDays: 2, acuteMedicationDays: 0,
                    medicationDays: [:]))
        // Without its end it is one day.
        let single = try StatsDiary()
        try single.add(7, at: "2026-11-20T22:00:00+01:00", areas: ["head"])
        #expect(Self.marked(try single.calendar.calendar(CalendarRequest(months: 1))) == ["2026-11-20: 7/1"])
    }

    @Test func anAttackAcrossTheAutumnChangeCountsEveryDateItTouches() throws {
        let diary = try StatsDiary()
        // Summer time at the start, winter time at the end: the 25th has 25 hours and is one day.
        let attack = try diary.add(6, at: "2026-10-24T20:00:00+02:00")
        try diary.end(attack, at: "2026-10-26T01:00:00+01:00")
        // Both ends of the 25-hour day are the 25th, each at its own offset.
        try diary.add(2, at: "2026-10-25T00:30:00+02:00")
        try diary.add(9, at: "2026-10-25T23:30:00+01:00")
        let calendar = try diary.calendar.calendar(CalendarRequest(months: 2))
        #expect(Self.marked(calendar) == ["2026-10-24: 6/1", "2026-10-25: 9/3", "2026-10-26: 6/1"])
        let october = try Self.month(calendar, "2026-10")
        #expect(october.counts.loggedDays == 3 && october.counts.severeDays == 1 && october.counts.moderateDays == 3)
        #expect(try Self.month(calendar, "2026-11").counts.loggedDays == 0)
    }

    @Test func anAttackAcrossTheSpringChangeAndAnEndAtAnotherOffset() throws {
        let diary = try StatsDiary()
        // The 29th of March 2026 has 23 hours; an end written at another offset counts by its own date.
        let attack = try diary.add(5, at: "2026-03-28T23:00:00+01:00")
        try diary.end(attack, at: "2026-03-29T23:30:00+02:00")
        let travelling = try diary.add(3, at: "2026-03-30T20:00:00+02:00")
        // Ended on the 30th where it ended (already the 31st in Berlin): it counts on the 30th only.
        try diary.end(travelling, at: "2026-03-30T23:00:00-05:00")
        let calendar = try diary.calendar.calendar(CalendarRequest(months: 1, until: "2026-03-31"))
        #expect(Self.marked(calendar) == ["2026-03-28: 5/1", "2026-03-29: 5/1", "2026-03-30: 3/1"])
    }

    @Test func entriesAtZeroAreLoggedDaysButNotPainDays() throws {
        let diary = try StatsDiary()
        try diary.add(0, at: "2026-11-02T08:00:00+01:00")
        try diary.add(0, at: "2026-11-03T08:00:00+01:00")
        try diary.add(3, at: "2026-11-03T18:00:00+01:00")
        let calendar = try diary.calendar.calendar(CalendarRequest(months: 1))
        #expect(Self.marked(calendar) == ["2026-11-02: 0/1", "2026-11-03: 3/2"])
        let counts = try Self.month(calendar, "2026-11").counts
        #expect(counts.loggedDays == 2 && counts.painDays == 1 && counts.moderateDays == 0)
    }

    @Test func severalEntriesADayGiveItsWorst() throws {
        let diary = try StatsDiary()
        for (intensity, time) in [(3, "07:00"), (8, "12:00"), (4, "23:59")] {
            try diary.add(intensity, at: "2026-11-10T\(time):00+01:00", areas: ["head"])
        }
        try diary.add(4, at: "2026-11-11T00:00:00+01:00", areas: ["head"])
        let calendar = try diary.calendar.calendar(CalendarRequest(months: 1))
        #expect(Self.marked(calendar) == ["2026-11-10: 8/3", "2026-11-11: 4/1"])
        let counts = try Self.month(calendar, "2026-11").counts
        #expect(counts.painDays == 2 && counts.moderateDays == 2 && counts.severeDays == 1)
    }

    @Test func theAreaFilterChoosesThePainNotTheMedicationDays() throws {
        let diary = try StatsDiary()
        try diary.add(6, at: "2026-11-05T08:00:00+01:00", areas: ["head"], medications: ["sumatriptan 50mg"])
        try diary.add(8, at: "2026-11-06T08:00:00+01:00", areas: ["back"], medications: ["ibuprofen 400mg"])
        try diary.add(2, at: "2026-11-07T08:00:00+01:00", areas: ["Head", "neck"])
        let calendar = try diary.calendar.calendar(CalendarRequest(months: 1, areas: ["head"]))
        #expect(calendar.isFiltered)
        #expect(Self.marked(calendar) == ["2026-11-05: 6/1", "2026-11-07: 2/1"])
        let november = try Self.month(calendar, "2026-11")
        #expect(november.counts.loggedDays == 2 && november.counts.severeDays == 0)
        // The back's ibuprofen counts all the same: every intake counts.
        #expect(november.counts.acuteMedicationDays == 2)
        #expect(november.counts.medicationDays[.triptan] == 1 && november.counts.medicationDays[.simpleAnalgesic] == 1)
        let sixth = try #require(november.days.first { $0.date == Self.date("2026-11-06") })
        #expect(sixth.worst == nil && sixth.medications == ["ibuprofen"] && sixth.acuteClasses == [.simpleAnalgesic])
    }

    @Test func acuteMedicationDaysCountDaysByClassAndNeverOtherClasses() throws {
        let diary = try StatsDiary()
        // Two triptan doses and an NSAID on one day: one acute-medication day, one of each class.
        try diary.add(
            7, at: "2026-11-12T08:00:00+01:00",
            medications: ["sumatriptan 50mg", "Sumatriptan 100mg", "naproxen 500mg"])
        try diary.add(5, at: "2026-11-12T20:00:00+01:00", medications: ["sumatriptan 50mg"])
        // Aspirin at 100 mg is an antiplatelet, propranolol no acute class: no acute-medication day.
        try diary.add(2, at: "2026-11-13T08:00:00+01:00", medications: ["aspirin 100mg", "propranolol 40mg"])
        // A dose taken before midnight counts on its own date, whatever its end.
        let late = try diary.add(6, at: "2026-11-14T23:30:00+01:00", medications: ["rizatriptan 10mg"])
        try diary.end(late, at: "2026-11-15T04:00:00+01:00")
        let calendar = try diary.calendar.calendar(CalendarRequest(months: 1))
        let november = try Self.month(calendar, "2026-11")
        #expect(november.counts.acuteMedicationDays == 2)
        #expect(november.counts.medicationDays[.triptan] == 2)
        #expect(november.counts.medicationDays[.simpleAnalgesic] == 1)
        #expect(november.counts.medicationDays[.opioid] == 0)
        let twelfth = try #require(november.days.first { $0.date == Self.date("2026-11-12") })
        #expect(twelfth.medications == ["naproxen", "sumatriptan"] && twelfth.entries == 2 && twelfth.worst == 7)
        #expect(twelfth.acuteClasses == [.simpleAnalgesic, .triptan])
        let thirteenth = try #require(november.days.first { $0.date == Self.date("2026-11-13") })
        #expect(thirteenth.acuteClasses == [] && thirteenth.medications == ["aspirin", "propranolol"])
        let fifteenth = try #require(november.days.first { $0.date == Self.date("2026-11-15") })
        #expect(fifteenth.worst == 6 && fifteenth.acuteClasses == [])
    }

    @Test func dosesCountWhateverOrderTheEntriesWereLoggedIn() throws {
        let diary = try StatsDiary()
        // Ids do not follow time: the entry before the months shown lies between two of them.
        try diary.add(5, at: "2026-11-20T08:00:00+01:00", medications: ["sumatriptan 50mg"])
        try diary.add(5, at: "2026-08-20T08:00:00+02:00", medications: ["sumatriptan 50mg"])
        try diary.add(5, at: "2026-11-02T08:00:00+01:00", medications: ["ibuprofen 400mg"])
        let november = try Self.month(try diary.calendar.calendar(CalendarRequest(months: 1)), "2026-11")
        #expect(november.counts.acuteMedicationDays == 2)
        #expect(november.counts.medicationDays[.triptan] == 1 && november.counts.medicationDays[.simpleAnalgesic] == 1)
    }

    @Test func theMonthsEndOnTheLastDayAndTakeAttacksFromBeforeThem() throws {
        let diary = try StatsDiary()
        let before = try diary.add(8, at: "2026-08-31T22:00:00+02:00")
        try diary.end(before, at: "2026-09-01T02:00:00+02:00")
        let after = try diary.add(4, at: "2026-11-20T22:00:00+01:00")
        try diary.end(after, at: "2026-11-21T03:00:00+01:00")
        let calendar = try diary.calendar.calendar(CalendarRequest(until: "2026-11-20"))
        #expect(calendar.months.map(\.key) == ["2026-09", "2026-10", "2026-11"])
        #expect(calendar.months.map(\.daysInMonth) == [30, 31, 30])
        #expect(calendar.months.map(\.days.count) == [30, 31, 20])
        #expect(calendar.lastDay == Self.date("2026-11-20"))
        // The August attack reaches the 1st of September; the 21st of November is after the period.
        #expect(Self.marked(calendar) == ["2026-09-01: 8/1", "2026-11-20: 4/1"])
    }

    @Test func monthsAcrossAYearEnd() throws {
        let diary = try StatsDiary(now: StatsDiary.time("2027-02-10T12:00:00+01:00").seconds)
        let calendar = try diary.calendar.calendar(CalendarRequest(months: 4))
        #expect(calendar.months.map(\.key) == ["2026-11", "2026-12", "2027-01", "2027-02"])
        #expect(calendar.months.map(\.days.count) == [30, 31, 31, 10])
    }

    @Test func aBadUntilIsAUsageError() throws {
        let diary = try StatsDiary()
        #expect(throws: PainlogError.self) { try diary.calendar.calendar(CalendarRequest(until: "soon")) }
    }
}
