import Foundation
import PainlogDomain
import PainlogSystem
import Testing

/// Builds a wall-clock time in tests, where the values are known to be valid.
func wall(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0, _ second: Int = 0)
    -> LocalDateTime
{
    LocalDateTime(date: LocalDate(year: year, month: month, day: day)!, hour: hour, minute: minute, second: second)!
}

let berlin = TimeZoneRules(identifier: "Europe/Berlin")!
let newYork = TimeZoneRules(identifier: "America/New_York")!

@Suite struct TimeZoneRulesTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let zone: String
        let local: LocalDateTime
        let instant: Int64
        let offset: Int
        var testDescription: String { "\(zone) \(local)" }
    }

    @Test(arguments: [
        // Ordinary times either side of the changes.
        Case(zone: "Europe/Berlin", local: wall(2026, 3, 29, 1, 30), instant: 1_774_744_200, offset: 3600),
        Case(zone: "Europe/Berlin", local: wall(2026, 3, 29, 3, 30), instant: 1_774_747_800, offset: 7200),
        Case(zone: "Europe/Berlin", local: wall(2026, 10, 25, 1, 30), instant: 1_792_884_600, offset: 7200),
        Case(zone: "Europe/Berlin", local: wall(2026, 10, 25, 3, 30), instant: 1_792_895_400, offset: 3600),
        Case(zone: "America/New_York", local: wall(2026, 3, 8, 1, 30), instant: 1_772_951_400, offset: -18000),
        Case(zone: "America/New_York", local: wall(2026, 3, 8, 3, 30), instant: 1_772_955_000, offset: -14400),
        Case(zone: "America/New_York", local: wall(2026, 11, 1, 0, 30), instant: 1_793_507_400, offset: -14400),
        Case(zone: "America/New_York", local: wall(2026, 11, 1, 2, 30), instant: 1_793_518_200, offset: -18000),
        // Skipped hour: read with the offset from before the jump, i.e. 02:30 becomes 03:30.
        Case(zone: "Europe/Berlin", local: wall(2026, 3, 29, 2, 30), instant: 1_774_747_800, offset: 7200),
        Case(zone: "America/New_York", local: wall(2026, 3, 8, 2, 30), instant: 1_772_955_000, offset: -14400),
        // Repeated hour: the first time the wall clock shows it (summer time).
        Case(zone: "Europe/Berlin", local: wall(2026, 10, 25, 2, 30), instant: 1_792_888_200, offset: 7200),
        Case(zone: "America/New_York", local: wall(2026, 11, 1, 1, 30), instant: 1_793_511_000, offset: -14400),
        // A date before 1970 and one with no change near it.
        Case(zone: "Europe/Berlin", local: wall(1960, 1, 1, 12, 0), instant: -315_579_600, offset: 3600),
        Case(zone: "America/New_York", local: wall(2026, 7, 4, 12, 0), instant: 1_783_180_800, offset: -14400),
    ])
    func instantOfWallClockTime(_ c: Case) {
        let rules = TimeZoneRules(identifier: c.zone)!
        #expect(rules.instant(of: c.local) == c.instant)
        #expect(rules.timestamp(of: c.local) == Timestamp(seconds: c.instant, offset: c.offset))
    }

    @Test func everyWallClockTimeOfAYearRoundTripsExceptTheSkippedHour() {
        // Every half hour of 2026 in both zones: reading the instant back gives the same wall clock,
        // except inside the skipped hour, which moves forward by exactly that hour.
        for rules in [berlin, newYork] {
            var local = wall(2026, 1, 1).secondsSinceLocalEpoch
            let end = wall(2027, 1, 1).secondsSinceLocalEpoch
            while local < end {
                let time = LocalDateTime(secondsSinceLocalEpoch: local)
                let back = rules.timestamp(of: time).local.secondsSinceLocalEpoch
                #expect(back == local || back == local + 3600, "\(time)")
                local += 1800
            }
        }
    }
}

@Suite struct TimestampTests {
    @Test(arguments: [
        (Timestamp(seconds: 0, offset: 0), "1970-01-01T00:00:00+00:00"),
        (Timestamp(seconds: 1_795_358_730, offset: 3600), "2026-11-22T15:45:30+01:00"),
        (Timestamp(seconds: 1_795_358_730, offset: 0), "2026-11-22T14:45:30+00:00"),
        (Timestamp(seconds: 1_795_358_730, offset: -19_800), "2026-11-22T09:15:30-05:30"),
        (Timestamp(seconds: 1_795_358_730, offset: -18_000), "2026-11-22T09:45:30-05:00"),
        (Timestamp(seconds: 1_795_358_730, offset: 45_900), "2026-11-23T03:30:30+12:45"),
        (Timestamp(seconds: 0, offset: -43_200), "1969-12-31T12:00:00-12:00"),
        (Timestamp(seconds: 0, offset: 64_800), "1970-01-01T18:00:00+18:00"),
        (Timestamp(seconds: -1, offset: 0), "1969-12-31T23:59:59+00:00"),
        (Timestamp(seconds: -315_579_600, offset: 3600), "1960-01-01T12:00:00+01:00"),
        (Timestamp(seconds: -30_610_224_000, offset: 0), "1000-01-01T00:00:00+00:00"),
        (Timestamp(seconds: 253_402_300_799, offset: 0), "9999-12-31T23:59:59+00:00"),
        (Timestamp(seconds: 951_782_400, offset: 0), "2000-02-29T00:00:00+00:00"),
    ])
    func iso8601WritesSecondsAndANumericOffsetNeverZ(timestamp: Timestamp, text: String) {
        #expect(timestamp.iso8601 == text)
        #expect(Timestamp(iso8601: text) == timestamp)
    }

    @Test(arguments: [
        ("2026-11-22T08:30:00+01:00", Timestamp(seconds: 1_795_332_600, offset: 3600)),
        ("2026-11-22T08:30:00+0100", Timestamp(seconds: 1_795_332_600, offset: 3600)),
        ("2026-11-22 08:30:00+01:00", Timestamp(seconds: 1_795_332_600, offset: 3600)),
        ("2026-11-22T08:30+01:00", Timestamp(seconds: 1_795_332_600, offset: 3600)),
        ("2026-11-22t08:30:00.999999+01:00", Timestamp(seconds: 1_795_332_600, offset: 3600)),
        ("2026-11-22T08:30:00,5+01:00", Timestamp(seconds: 1_795_332_600, offset: 3600)),
        ("2026-11-22T07:30:00Z", Timestamp(seconds: 1_795_332_600, offset: 0)),
        ("2026-11-22T07:30:00z", Timestamp(seconds: 1_795_332_600, offset: 0)),
        ("2026-11-22T07:30:00-00:00", Timestamp(seconds: 1_795_332_600, offset: 0)),
        ("2026-11-22T02:00:00-0530", Timestamp(seconds: 1_795_332_600, offset: -19_800)),
        ("2026-11-23T01:30:00+18:00", Timestamp(seconds: 1_795_332_600, offset: 64_800)),
        ("2026-11-21T13:30:00-18:00", Timestamp(seconds: 1_795_332_600, offset: -64_800)),
    ])
    func iso8601ParsesTheAcceptedVariants(text: String, timestamp: Timestamp) {
        #expect(Timestamp(iso8601: text) == timestamp)
    }

    @Test(arguments: [
        "", "garbage", "2026-11-22", "2026-11-22T08:30", "2026-11-22T08:30:00", "2026-11-22 08:30:00",
        " 2026-11-22T08:30:00Z", "2026-11-22T08:30:00Z ", "2026-11-22  08:30:00Z", "2026-11-22T8:30:00Z",
        "2026-11-22T08Z", "2026-11-22T08:30:00+01", "2026-11-22T08:30:00+1:00", "2026-11-22T08:30:00+18:01",
        "2026-11-22T08:30:00-19:00", "2026-11-22T08:30:00+01:60", "2026-11-22T08:30:00.Z", "2026-11-22T08:30:60Z",
        "2026-11-22T24:00:00Z", "2026-02-30T08:30:00Z", "0999-12-31T23:59:59Z", "2026-11-22T08:30:00+01:00x",
        "2026-11-22T08:30:00 +01:00", "2026-11-22T08:30pmZ", "today 08:30Z", "2026-11-22T08:30:00+01:00:00",
    ])
    func iso8601RejectsTextWithoutAnOffsetOrOutsideTheForms(text: String) {
        #expect(Timestamp(iso8601: text) == nil)
    }

    @Test func iso8601RoundTripsPseudoRandomTimestamps() {
        // A fixed-seed LCG (Knuth's MMIX constants): the same few thousand cases on every run.
        var state: UInt64 = 0x5EED_F00D
        func next(_ bound: UInt64) -> Int64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int64((state >> 17) % bound)
        }
        // 1000-01-02 to 9999-12-30, so that any offset keeps the local date within painlog's years.
        let first: Int64 = -30_610_224_000 + 86_400
        let span = UInt64(253_402_300_799 - 86_400 - first)
        for _ in 0..<5000 {
            let seconds = first + next(span)
            let offset = Int(next(36 * 60 + 1) - 18 * 60) * 60
            let timestamp = Timestamp(seconds: seconds, offset: offset)
            #expect(Timestamp(iso8601: timestamp.iso8601) == timestamp, "\(timestamp.iso8601)")
        }
    }
}

@Suite struct LocalDateTests {
    @Test(arguments: [
        (1970, 1, 1, 0, 4), (1969, 12, 31, -1, 3), (2000, 2, 29, 11_016, 2), (2000, 3, 1, 11_017, 3),
        (1900, 3, 1, -25_508, 4), (2026, 11, 22, 20_779, 7), (1000, 1, 1, -354_285, 3), (9999, 12, 31, 2_932_896, 5),
        (1600, 1, 1, -135_140, 6), (2400, 12, 31, 157_419, 7),
    ])
    func knownDates(year: Int, month: Int, day: Int, daysSinceEpoch: Int64, isoWeekday: Int) throws {
        let date = try #require(LocalDate(year: year, month: month, day: day))
        #expect(date.daysSinceEpoch == daysSinceEpoch)
        #expect(date.isoWeekday == isoWeekday)
        #expect(LocalDate(daysSinceEpoch: daysSinceEpoch) == date)
    }

    @Test(arguments: [
        (2026, 2, 29), (1900, 2, 29), (2100, 2, 29), (2000, 2, 30), (2026, 4, 31), (2026, 13, 1), (2026, 0, 10),
        (2026, 1, 0), (2026, 1, 32), (0, 1, 1), (10_000, 1, 1),
    ])
    func nonexistentDatesAreNil(year: Int, month: Int, day: Int) {
        #expect(LocalDate(year: year, month: month, day: day) == nil)
    }

    @Test func consecutiveDaysFrom1600To2400StepThroughTheCalendar() {
        // Each day after 1600-01-01 must be the next day of the month, or the 1st of the next month,
        // with the weekday moving on by one: checks the Hinnant conversions against the month table.
        var date = LocalDate(daysSinceEpoch: -135_140)
        for days in Int64(-135_139)...157_419 {
            let next = LocalDate(daysSinceEpoch: days)
            let expected =
                LocalDate(year: date.year, month: date.month, day: date.day + 1)
                ?? LocalDate(year: date.year, month: date.month + 1, day: 1)
                ?? LocalDate(year: date.year + 1, month: 1, day: 1)
            guard next == expected, next.daysSinceEpoch == days, next.isoWeekday == date.isoWeekday % 7 + 1 else {
                Issue.record("after \(date.isoString) came \(next.isoString)")
                return
            }
            date = next
        }
        #expect(date.isoString == "2400-12-31")
    }

    @Test func addingDaysCrossesMonthsYearsAndLeapDays() throws {
        let leapEve = try #require(LocalDate(year: 2000, month: 2, day: 28))
        #expect(leapEve.adding(days: 1).isoString == "2000-02-29")
        #expect(leapEve.adding(days: 2).isoString == "2000-03-01")
        #expect(leapEve.adding(days: -59).isoString == "1999-12-31")
        #expect(leapEve.adding(days: 366).isoString == "2001-02-28")
        #expect(try #require(LocalDate(year: 2026, month: 12, day: 31)).adding(days: 1).isoString == "2027-01-01")
        #expect(try #require(LocalDate(year: 1970, month: 1, day: 1)).adding(days: -1).isoString == "1969-12-31")
        #expect(try #require(LocalDate(year: 1000, month: 1, day: 1)).isoString == "1000-01-01")
    }
}
