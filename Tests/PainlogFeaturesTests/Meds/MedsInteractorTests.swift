import PainlogDomain
import PainlogFeatures
import PainlogStorage
import Testing

extension StatsDiary {
    var meds: MedsInteractor {
        MedsInteractor(statistics: storage.nameStatistics, calendar: LocalCalendar(clock: clock, zone: zone))
    }
    var tags: TagsInteractor {
        TagsInteractor(statistics: storage.nameStatistics, calendar: LocalCalendar(clock: clock, zone: zone))
    }
}

/// `meds` over a real diary (now: Sunday 2026-11-22 10:00 in Berlin, so the default period starts
/// 2026-10-24 00:00+02:00 and holds the change from summer time on 2026-10-25), every figure
/// worked out by hand in the comments.
@Suite struct MedsInteractorTests {
    static func diary() throws -> StatsDiary {
        let diary = try StatsDiary()
        // Before the period: not counted, nor is its pair.
        try diary.add(8, at: "2026-10-23T20:00:00+02:00", medications: ["sumatriptan"])
        try diary.add(2, at: "2026-10-23T21:00:00+02:00")
        // A (00:50Z), B (01:10Z, 20 min later by the clock of the world, though the wall clock went back),
        // C (01:30Z, 40 min after A): A pairs with C, -4 (50%). B and C have nothing 30m–4h later.
        try diary.add(8, at: "2026-10-25T02:50:00+02:00", medications: ["sumatriptan 50mg"])
        try diary.add(7, at: "2026-10-25T02:10:00+01:00")
        try diary.add(4, at: "2026-10-25T02:30:00+01:00")
        // D before midnight pairs with E two hours later, on the next day: -5 (71%).
        try diary.add(7, at: "2026-11-15T23:00:00+01:00", medications: ["Sumatriptan 100 mg"])
        try diary.add(2, at: "2026-11-16T01:00:00+01:00")
        // F has intensity 0: a dose and a day, but no pair. G has nothing after it.
        try diary.add(0, at: "2026-11-17T08:00:00+01:00", medications: ["ibuprofen 400mg"])
        try diary.add(3, at: "2026-11-17T09:00:00+01:00")
        // H's next entry is 4 h and 1 s later: no follow-up.
        try diary.add(5, at: "2026-11-18T08:00:00+01:00", medications: ["ibuprofen 400mg"])
        try diary.add(5, at: "2026-11-18T12:00:01+01:00")
        // J (two doses, one entry) pairs with L exactly 4 h later: -1 (17%); K at 29 min is too soon (and 0).
        try diary.add(6, at: "2026-11-19T10:00:00+01:00", medications: ["ibuprofen 200mg", "IBUPROFEN 200mg"])
        try diary.add(0, at: "2026-11-19T10:29:00+01:00")
        // No medication: L pairs with M exactly 30 min later, -2 (40%); M with N, 0 (N carries naproxen).
        try diary.add(5, at: "2026-11-19T14:00:00+01:00")
        try diary.add(3, at: "2026-11-19T14:30:00+01:00")
        try diary.add(3, at: "2026-11-19T15:00:00+01:00", medications: ["naproxen 500mg"])
        // O carries two medications: both pair with P, -3 (33%).
        try diary.add(9, at: "2026-11-20T08:00:00+01:00", medications: ["sumatriptan", "ibuprofen 400mg"])
        try diary.add(6, at: "2026-11-20T09:00:00+01:00")
        return diary
    }

    @Test func theDefaultPeriodIsTheLast30Days() throws {
        let report = try Self.diary().meds.report()
        #expect(report.firstDay == LocalDate(year: 2026, month: 10, day: 24))
        #expect(report.lastDay == LocalDate(year: 2026, month: 11, day: 22))
        #expect(report.window == .standard)
        // Most days first: ibuprofen F, H, J, O (4 days); sumatriptan A, D, O (3); naproxen N (1).
        #expect(report.rows.map(\.name) == ["ibuprofen", "sumatriptan", "naproxen"])
        #expect(report.rows.map(\.doses) == [4, 3, 1])
        #expect(report.rows.map(\.days) == [4, 3, 1])
        #expect(report.rows.map(\.daysInLast30) == [4, 3, 1])
        #expect(
            report.rows.map(\.lastTaken) == [
                StatsDiary.time("2026-11-20T08:00:00+01:00"), StatsDiary.time("2026-11-20T08:00:00+01:00"),
                StatsDiary.time("2026-11-19T15:00:00+01:00"),
            ])
        #expect(report.rows.map(\.medicationClass) == [.simpleAnalgesic, .triptan, .simpleAnalgesic])
        #expect(report.rows.allSatisfy { $0.overuse == nil })
    }

    @Test func responsePairsADoseWithTheFirstEntry30MinutesTo4HoursLater() throws {
        let report = try Self.diary().meds.report()
        // ibuprofen: J -1 (not 30%), O -3 (33%); F is 0, H has no follow-up → median of -1, -3 is -2.
        #expect(report.rows[0].response == ResponseSummary(pairs: 2, medianChange: -2, shareReduced30: 0.5))
        // sumatriptan: A -4, D -5, O -3 → median -4, all three at least 30% lower.
        #expect(report.rows[1].response == ResponseSummary(pairs: 3, medianChange: -4, shareReduced30: 1))
        // naproxen: N has nothing after it.
        #expect(report.rows[2].response == ResponseSummary(pairs: 0, medianChange: nil, shareReduced30: nil))
        // Without medication: L lies exactly 4 h after the dose J (neither has an area: one place), inside
        // its window, so it is no undosed pair; M (4 h 30 min after J) pairs with N: 0.
        #expect(report.baseline == ResponseSummary(pairs: 1, medianChange: 0, shareReduced30: 0))
    }

    @Test func aNarrowerWindowLosesPairs() throws {
        let report = try Self.diary().meds.report(window: ResponseWindow(parsing: "30m-1h"))
        // D→E is 2 h; A→C 40 min and O→P 1 h stay: -4, -3 → median -3.5.
        #expect(report.rows[1].response == ResponseSummary(pairs: 2, medianChange: -3.5, shareReduced30: 1))
        // J→L is 4 h: gone; O→P stays.
        #expect(report.rows[0].response == ResponseSummary(pairs: 1, medianChange: -3, shareReduced30: 1))
        // With a 1 h window, J's window ends at 11:00: L (14:00) is undosed again.
        #expect(report.baseline == ResponseSummary(pairs: 2, medianChange: -1, shareReduced30: 0.5))
    }

    @Test func aGivenPeriodCountsItsOwnDaysButOveruseStillTheLast30() throws {
        let report = try Self.diary().meds.report(EntryFilterRequest(since: "2026-11-19"))
        #expect(report.firstDay == LocalDate(year: 2026, month: 11, day: 19))
        #expect(report.lastDay == LocalDate(year: 2026, month: 11, day: 22))
        // ibuprofen J, O; sumatriptan O; naproxen N.
        #expect(report.rows.map(\.name) == ["ibuprofen", "naproxen", "sumatriptan"])
        #expect(report.rows.map(\.days) == [2, 1, 1])
        #expect(report.rows.map(\.daysInLast30) == [4, 1, 3])
        #expect(report.rows[0].response == ResponseSummary(pairs: 2, medianChange: -2, shareReduced30: 0.5))
        #expect(report.baseline == ResponseSummary(pairs: 1, medianChange: 0, shareReduced30: 0))
    }

    @Test func anUntilAloneEndsTheLast30DaysThere() throws {
        let report = try Self.diary().meds.report(EntryFilterRequest(until: "2026-11-15"))
        #expect(report.firstDay == LocalDate(year: 2026, month: 10, day: 17))
        #expect(report.lastDay == LocalDate(year: 2026, month: 11, day: 15))
        // The dose before the old period and A; D is at 23:00 on the 15th.
        #expect(report.rows.map(\.name) == ["sumatriptan"])
        #expect(report.rows.map(\.doses) == [3])
        // 10-23 (−6: 8 → 2, 75%), A −4, D −5 → median −5.
        #expect(report.rows[0].response == ResponseSummary(pairs: 3, medianChange: -5, shareReduced30: 1))
    }

    @Test func anEmptyDiaryHasNoRowsAndNoBaseline() throws {
        let report = try StatsDiary().meds.report()
        #expect(report.rows.isEmpty)
        #expect(report.baseline == ResponseSummary(pairs: 0, medianChange: nil, shareReduced30: nil))
        #expect(try StatsDiary().meds.overuse().flags.isEmpty)
    }

    // MARK: - overuse

    /// `count` days of `medication` at 08:00, the last one today (2026-11-22), one day apart.
    private static func daily(_ medication: String, days count: Int, in diary: StatsDiary) throws {
        for day in 0..<count {
            let date = StatsDiary.time("2026-11-22T08:00:00+01:00").seconds - Int64(day) * 86_400
            let text = diary.zone.timestamp(at: date).iso8601
            try diary.add(4, at: text, medications: [medication])
        }
    }

    @Test func triptansFromTenDaysAndSimpleAnalgesicsFromFifteen() throws {
        let diary = try StatsDiary()
        try Self.daily("sumatriptan", days: 10, in: diary)
        try Self.daily("rizatriptan", days: 9, in: diary)
        try Self.daily("ibuprofen", days: 15, in: diary)
        try Self.daily("paracetamol", days: 14, in: diary)
        try Self.daily("magnesium", days: 30, in: diary)
        let overuse = try diary.meds.overuse()
        // Classes, not names: rizatriptan's days are sumatriptan's, paracetamol's ibuprofen's.
        #expect(overuse.flags.map(\.name) == ["simple_analgesic", "triptan"])
        #expect(overuse.flags.map(\.days) == [15, 10])
        let rows = try diary.meds.report().rows
        #expect(
            Set(rows.filter { $0.overuse != nil }.map(\.name))
                == ["ibuprofen", "paracetamol", "sumatriptan", "rizatriptan"])
        #expect(rows.first { $0.name == "magnesium" }?.medicationClass == nil)
    }

    @Test func theLast30DaysStartAtMidnight29DaysAgo() throws {
        let diary = try StatsDiary()
        // 9 days inside; one at 23:59 the day before the 30 days (2026-10-23) does not count, nor one
        // logged on that day in New York at an instant already inside the 30 days in Berlin, …
        try Self.daily("sumatriptan", days: 9, in: diary)
        try diary.add(5, at: "2026-10-23T23:59:59+02:00", medications: ["sumatriptan"])
        try diary.add(5, at: "2026-10-23T23:30:00-04:00", medications: ["sumatriptan"])
        #expect(try diary.meds.overuse().flags.isEmpty)
        // … one at its first second does.
        try diary.add(5, at: "2026-10-24T00:00:00+02:00", medications: ["sumatriptan"])
        let flags = try diary.meds.overuse().flags
        #expect(flags.map(\.name) == ["triptan"] && flags.map(\.days) == [10] && flags.map(\.consecutiveBlocks) == [1])
    }

    @Test func twoDosesOnOneDayAreOneDay() throws {
        let diary = try StatsDiary()
        try Self.daily("sumatriptan", days: 9, in: diary)
        try diary.add(6, at: "2026-11-22T09:00:00+01:00", medications: ["sumatriptan"])
        let row = try diary.meds.report().rows[0]
        #expect(row.doses == 10)
        #expect(row.days == 9)
        #expect(row.overuse == nil)
    }
}

/// `--med` and `stats --by tag|med` over the same diary.
@Suite struct MedicationFilterAndGroupingTests {
    @Test func theMedFilterMatchesTheNameWhateverTheDose() throws {
        let diary = try MedsInteractorTests.diary()
        let report = try diary.stats.report(EntryFilterRequest(medications: ["SUMATRIPTAN 6mg"]), by: .day)
        // The dose before the period, A, D and O.
        #expect(report.totals.count == 4)
        let both = try diary.stats.report(EntryFilterRequest(medications: ["naproxen", "sumatriptan"]), by: .day)
        #expect(both.totals.count == 5)
        #expect(try diary.stats.report(EntryFilterRequest(medications: ["aspirin"]), by: .day).totals.count == 0)
    }

    @Test func statsByMedCountsAnEntryOnceForTwoDoses() throws {
        let diary = try MedsInteractorTests.diary()
        let groups = try diary.stats.report(EntryFilterRequest(), by: .med).groups
        // ibuprofen: F 0, H 5, J 6 (two doses), O 9 → 4 entries, 20 / 4.
        #expect(groups.map(\.key) == ["ibuprofen", "naproxen", "sumatriptan"])
        #expect(groups[0] == StatsGroup(key: "ibuprofen", count: 4, mean: 5, minimum: 0, maximum: 9))
        // sumatriptan: 8 (before the period), A 8, D 7, O 9.
        #expect(groups[2] == StatsGroup(key: "sumatriptan", count: 4, mean: 8, minimum: 7, maximum: 9))
    }

    @Test func statsByTag() throws {
        let groups = try TagsInteractorTests.diary().stats.report(EntryFilterRequest(), by: .tag).groups
        // poor sleep 6, 7, 5, 3; rare 2, 4; weather 9, 3, 3.
        #expect(
            groups == [
                StatsGroup(key: "poor sleep", count: 4, mean: 5.25, minimum: 3, maximum: 7),
                StatsGroup(key: "rare", count: 2, mean: 3, minimum: 2, maximum: 4),
                StatsGroup(key: "weather", count: 3, mean: 5, minimum: 3, maximum: 9),
            ])
    }
}
