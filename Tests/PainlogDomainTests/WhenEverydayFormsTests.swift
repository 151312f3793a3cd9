import Foundation
import PainlogDomain
import Testing

// The fixed clock of WhenParserTests: Sunday 2026-11-22 15:45:30 in Berlin (+01:00).
private let now: Int64 = 1_795_358_730
private let hour: Int64 = 3600
private let day: Int64 = 86_400
/// 2026-11-22T00:00:00+01:00, a Sunday.
private let today: Int64 = now - (15 * hour + 45 * 60 + 30)
private let parser = WhenParser(now: now, zone: berlin)

/// The start of the day `back` days before today (all winter days, so 24 hours each).
private func daysBack(_ back: Int64) -> Int64 { today - back * day }

/// Weekdays, parts of a day and dates with any time form (contract, *Added in 0.2 → WHEN*).
@Suite struct WhenEverydayFormsTests {
    @Test(
        arguments: [
            // A weekday is the most recent such day before today; today is Sunday, so `sunday` is a week back.
            .wholeDay("monday", daysBack(6)), .wholeDay("Mon", daysBack(6)), .wholeDay("tuesday", daysBack(5)),
            .wholeDay("wed", daysBack(4)), .wholeDay("THURSDAY", daysBack(3)), .wholeDay("fri", daysBack(2)),
            .wholeDay("saturday", daysBack(1)), .wholeDay("sat", daysBack(1)), .wholeDay("sunday", daysBack(7)),
            .wholeDay("sun", daysBack(7)), .wholeDay("last friday", daysBack(2)), .wholeDay("last  sun", daysBack(7)),
            // A weekday with a time, with or without `last` and `at`.
            .instant("tuesday 9am", daysBack(5) + 9 * hour), .instant("tue 6pm", daysBack(5) + 18 * hour),
            .instant("last fri 21:30", daysBack(2) + 21 * hour + 1800),
            .instant("sunday at 8:15", daysBack(7) + 8 * hour + 900),
            // Parts of a day after this, yesterday, a weekday or a date.
            .instant("this morning", today + 8 * hour), .instant("this noon", today + 12 * hour),
            .instant("this afternoon", today + 15 * hour), .instant("yesterday evening", daysBack(1) + 19 * hour),
            .instant("yesterday night", daysBack(1) + 22 * hour), .instant("sunday night", daysBack(7) + 22 * hour),
            .instant("last tue morning", daysBack(5) + 8 * hour), .instant("wed afternoon", daysBack(4) + 15 * hour),
            .instant("Yesterday Noon", daysBack(1) + 12 * hour), .instant("yesterday at noon", daysBack(1) + 12 * hour),
            .instant("2026-11-20 evening", daysBack(2) + 19 * hour),
            .instant("last night", daysBack(1) + 22 * hour), .instant("LAST NIGHT", daysBack(1) + 22 * hour),
            // A date with any time form.
            .instant("2026-11-20 6pm", daysBack(2) + 18 * hour),
            .instant("2026-11-20 at 6:30 pm", daysBack(2) + 18 * hour + 1800),
            .instant("2026-11-20 12am", daysBack(2)),
        ] as [AcceptedWhen])
    func everydayFormInEachRole(_ c: AcceptedWhen) throws {
        #expect(try parser.entryTime(c.text) == c.at)
        #expect(try parser.lowerBound(c.text) == c.since)
        #expect(try parser.upperBound(c.text) == c.until)
    }

    @Test func tonightIsTodayAt22AndInTheFutureBeforeThen() throws {
        let future = "is in the future; painlog logs pain that has happened; did you mean"
        #expect(throws: PainlogError.usage("\(field: .at) 'tonight' \(future) 'last night'?")) {
            try parser.entryTime("tonight")
        }
        #expect(throws: PainlogError.usage("\(field: .at) 'This Evening' \(future) 'yesterday Evening'?")) {
            try parser.entryTime("This Evening")
        }
        #expect(try parser.lowerBound("tonight") == today + 22 * hour)
        let late = WhenParser(now: today + 23 * hour + 600, zone: berlin)
        #expect(try late.entryTime("tonight") == Timestamp(seconds: today + 22 * hour, offset: 3600))
        #expect(try late.entryTime("this evening") == Timestamp(seconds: today + 19 * hour, offset: 3600))
    }

    @Test(arguments: [
        "last", "last tomorrow", "lastnight", "last  ", "this", "this 8am", "this monday", "tonight 8pm", "tues",
        "monday 8", "mon mon", "tu", "sunday night extra", "last night noon", "morning", "night", "evening 8pm",
        "2026-11-20 at", "2026-11-20 dusk", "2026-11-20Tmorning", "this morning+01:00", "mon 08:30+01:00",
        "montag", "lundi",
    ])
    func misusedEverydayFormIsRejected(text: String) {
        let shown = text.trimmingCharacters(in: .whitespaces)
        #expect(throws: PainlogError.usage("\(field: .at) '\(shown)' is not a time; \(whenForms)")) {
            try parser.entryTime(text)
        }
    }

    // MARK: - Daylight saving in two zones

    /// A skipped wall-clock time is refused in every role, naming the gap, however it was written.
    @Test(arguments: [
        // Berlin: 2026-03-29 02:00 → 03:00; now is that Sunday 12:00 summer time.
        (berlin, Int64(1_774_778_400), "2026-03-29 02:30", "Europe/Berlin", "2026-03-29"),
        (berlin, Int64(1_774_778_400), "today 2am", "Europe/Berlin", "2026-03-29"),
        // New York: 2026-03-08 02:00 → 03:00; now is Monday 2026-03-09 12:00 EDT.
        (newYork, Int64(1_773_072_000), "sunday 2:30am", "America/New_York", "2026-03-08"),
        (newYork, Int64(1_773_072_000), "yesterday 02:59:59", "America/New_York", "2026-03-08"),
        (newYork, Int64(1_773_072_000), "2026-03-08T02:00", "America/New_York", "2026-03-08"),
    ])
    func skippedTimeIsRefusedNamingTheGap(zone: TimeZoneRules, now: Int64, text: String, name: String, date: String) {
        let gap =
            "does not exist in \(name): on \(date) the clocks went from 02:00 straight to 03:00; use a time outside that gap"
        let parser = WhenParser(now: now, zone: zone)
        #expect(throws: PainlogError.usage("\(field: .at) '\(text)' \(gap)")) { try parser.entryTime(text) }
        #expect(throws: PainlogError.usage("\(field: .since) '\(text)' \(gap)")) { try parser.lowerBound(text) }
        #expect(throws: PainlogError.usage("\(field: .until) '\(text)' \(gap)")) { try parser.upperBound(text) }
    }

    /// A repeated wall-clock time is the earlier (summer-time) instant, and the reading names the
    /// offset of the later one, for `log` to mention.
    @Test(arguments: [
        // Berlin: 2026-10-25 03:00 → 02:00; now is Monday 2026-10-26 12:00 +01:00.
        (berlin, Int64(1_793_012_400), "yesterday 2:30am", Int64(1_792_888_200), 7200, 3600),
        (berlin, Int64(1_793_012_400), "last sunday 02:00", Int64(1_792_886_400), 7200, 3600),
        // New York: 2026-11-01 02:00 → 01:00; now is Monday 2026-11-02 12:00 EST.
        (newYork, Int64(1_793_638_800), "sun 1:30am", Int64(1_793_511_000), -14_400, -18_000),
        (newYork, Int64(1_793_638_800), "2026-11-01 01:30", Int64(1_793_511_000), -14_400, -18_000),
    ])
    func repeatedTimeIsTheEarlierInstant(
        zone: TimeZoneRules, now: Int64, text: String, instant: Int64, offset: Int, secondOffset: Int
    ) throws {
        let parser = WhenParser(now: now, zone: zone)
        let expected = Timestamp(seconds: instant, offset: offset)
        #expect(try parser.entryReading(text) == EntryTimeReading(time: expected, secondOffset: secondOffset))
        #expect(try parser.lowerBound(text) == instant)
        #expect(try parser.upperBound(text) == instant + 1)
    }

    /// A weekday alone spans its whole local day, 23 or 25 hours on a change day.
    @Test func weekdayAloneBoundsFollowTheShortAndTheLongDay() throws {
        let spring = WhenParser(now: 1_773_072_000, zone: newYork)
        #expect(try spring.lowerBound("sunday") == 1_772_946_000)  // 2026-03-08 00:00-05:00
        #expect(try spring.upperBound("sun") - spring.lowerBound("sun") == 23 * hour)
        let autumn = WhenParser(now: 1_793_012_400, zone: berlin)
        #expect(try autumn.upperBound("last sunday") - autumn.lowerBound("last sunday") == 25 * hour)
    }
}
