import PainlogDomain
import PainlogSystem
import Testing

/// "A day" as every interactor reads it.
///
/// Today, the local date of an instant, the start of a day and the last day of a period; now is
/// Sun 2026-11-22 10:30 +01:00 in Berlin.
@Suite struct LocalCalendarTests {
    static let now: Int64 = 1_795_339_800
    let calendar = LocalCalendar(clock: FixedTimeSource(Self.now), zone: berlin)

    private func date(_ text: String) -> LocalDate { LocalDate(isoString: text)! }

    @Test func todayIsTheLocalDateOfNow() {
        #expect(calendar.now() == Self.now)
        #expect(calendar.today() == date("2026-11-22"))
        #expect(calendar.timestamp(at: Self.now) == Timestamp(seconds: Self.now, offset: 3600))
    }

    @Test func anInstantsDateIsTheZonesWallClockDate() {
        // 2026-11-21T23:00Z is midnight of the 22nd in Berlin; a second before is still the 21st.
        #expect(calendar.date(of: 1_795_302_000) == date("2026-11-22"))
        #expect(calendar.date(of: 1_795_301_999) == date("2026-11-21"))
    }

    @Test func beforeNineteenSeventyADayIsFloored() {
        let utc = LocalCalendar(clock: FixedTimeSource(0), zone: .utc)
        #expect(utc.date(of: -1800) == date("1969-12-31"))
        #expect(utc.date(of: 1800) == date("1970-01-01"))
        #expect(utc.start(of: date("1969-12-31")) == -86_400)
        // New York, -05:00: 03:00Z on 1970-01-01 is 22:00 on 1969-12-31 there.
        let east = LocalCalendar(clock: FixedTimeSource(0), zone: newYork)
        #expect(east.date(of: 10_800) == date("1969-12-31"))
        #expect(east.date(of: 21_600) == date("1970-01-01"))
    }

    @Test func aDayStartsAtItsFirstWallClockSecond() {
        #expect(calendar.start(of: date("2026-11-22")) == 1_795_302_000)
        // São Paulo skipped midnight of 2018-11-04 (00:00 -03:00 became 01:00 -02:00).
        let saoPaulo = LocalCalendar(clock: FixedTimeSource(0), zone: TimeZoneRules(identifier: "America/Sao_Paulo")!)
        #expect(saoPaulo.start(of: date("2018-11-04")) == 1_541_300_400)
        #expect(saoPaulo.date(of: 1_541_300_400) == date("2018-11-04"))
    }

    @Test func thePeriodsLastDayIsItsUntilDateTheDayBeforeItsEndOrToday() {
        #expect(calendar.lastDay(of: EntryFilter(throughDay: date("2026-10-03")), now: Self.now) == date("2026-10-03"))
        // An end at midnight (exclusive) ends the day before; a second later, that day.
        #expect(calendar.lastDay(of: EntryFilter(before: 1_795_302_000), now: Self.now) == date("2026-11-21"))
        #expect(calendar.lastDay(of: EntryFilter(before: 1_795_302_001), now: Self.now) == date("2026-11-22"))
        #expect(calendar.lastDay(of: EntryFilter(since: 0), now: Self.now) == date("2026-11-22"))
        #expect(calendar.lastDay(of: .all, now: 1_795_301_999) == date("2026-11-21"))
        #expect(calendar.lastDay(of: .all) == nil)
    }

    @Test func thePeriodsFirstDayIsItsSinceDateOrItsStartsDate() {
        #expect(calendar.firstDay(of: EntryFilter(sinceDay: date("2026-10-01"))) == date("2026-10-01"))
        #expect(calendar.firstDay(of: EntryFilter(since: 1_795_302_000)) == date("2026-11-22"))
        #expect(calendar.firstDay(of: EntryFilter(since: 1_795_301_999)) == date("2026-11-21"))
        #expect(calendar.firstDay(of: EntryFilter(before: 1_795_302_000)) == nil)
    }
}
