import Foundation
import PainlogDomain
import Testing

/// Builds a wall-clock time in tests, where the values are known to be valid.
func wall(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0, _ second: Int = 0)
    -> LocalDateTime
{
    LocalDateTime(date: LocalDate(year: year, month: month, day: day)!, hour: hour, minute: minute, second: second)!
}

let berlin = TimeZoneRules(TimeZone(identifier: "Europe/Berlin")!)
let newYork = TimeZoneRules(TimeZone(identifier: "America/New_York")!)

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
        let rules = TimeZoneRules(TimeZone(identifier: c.zone)!)
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
