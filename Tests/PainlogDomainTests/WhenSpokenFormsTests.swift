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

/// The times people say aloud (contract, *Added in 0.3 → Everywhere*): noon, midnight, `an hour ago`,
/// spans of several units, `last night 11pm`, `yesterday at 8pm` and day-first dates with dots.
@Suite struct WhenSpokenFormsTests {
    @Test(
        arguments: [
            .instant("noon", today + 12 * hour), .instant("Noon", today + 12 * hour),
            .instant("midnight", today), .instant("yesterday midnight", today - day),
            .instant("an hour ago", now - hour), .instant("a minute ago", now - 60),
            .instant("An Hour Ago", now - hour), .instant("a day ago", now - day),
            .instant("a week ago", now - 7 * day),
            .instant("1h30m ago", now - 90 * 60), .instant("1h 30m ago", now - 90 * 60),
            .instant("1 hour 30 minutes ago", now - 90 * 60), .instant("2d 3h ago", now - 2 * day - 3 * hour),
            .instant("1w2d ago", now - 9 * day), .instant("2h 5m ago", now - 2 * hour - 300),
            .instant("last night 11pm", today - hour), .instant("last night at 23:30", today - 1800),
            .instant("last night 1am", today + hour), .instant("Last Night 2:30am", today + 2 * hour + 1800),
            .instant("yesterday at 8pm", today - 4 * hour),
            .instant("15.11.2026 21:30", today - 7 * day + 21 * hour + 1800),
            .instant("1.11.2026 8pm", today - 21 * day + 20 * hour),
            .wholeDay("15.11.2026", today - 7 * day), .wholeDay("1.11.2026", today - 21 * day),
        ] as [AcceptedWhen])
    func spokenFormInEachRole(_ c: AcceptedWhen) throws {
        #expect(try parser.entryTime(c.text) == c.at)
        #expect(try parser.lowerBound(c.text) == c.since)
        #expect(try parser.upperBound(c.text) == c.until)
    }

    @Test func noonBeforeNoonIsInTheFutureAndSuggestsYesterday() throws {
        let morning = WhenParser(now: today + 9 * hour, zone: berlin)
        let future = "is in the future; painlog logs pain that has happened; did you mean 'yesterday noon'?"
        #expect(throws: PainlogError.usage("\(field: .at) 'noon' \(future)")) { try morning.entryTime("noon") }
        #expect(try morning.lowerBound("noon") == today + 12 * hour)
    }

    /// A span of several units reaches back across a daylight-saving change like its parts: days keep
    /// the wall-clock time, hours and minutes count seconds from there.
    @Test func aSpanWithDaysKeepsTheClockTimeAcrossTheChange() throws {
        // Monday 2026-10-26 01:00 +01:00; Sunday 01:00 was still summer time (+02:00), 25 hours before.
        let mondayOneAM: Int64 = 1_792_972_800
        let autumn = WhenParser(now: mondayOneAM, zone: berlin)
        #expect(try autumn.entryTime("1d ago") == Timestamp(seconds: mondayOneAM - 25 * hour, offset: 7200))
        #expect(try autumn.entryTime("1d 2h ago") == Timestamp(seconds: mondayOneAM - 27 * hour, offset: 7200))
        #expect(try autumn.entryTime("a day ago") == Timestamp(seconds: mondayOneAM - 25 * hour, offset: 7200))
    }

    @Test(arguments: [
        "30m 1h ago", "1h 1h ago", "1h30m", "an ago", "a hour", "a 2 hours ago", "an hour", "1h30", "1h 30 ago",
        "15.13.2026", "15.11.26", "15.11.0999", "15/11/2026", "last night noon",
        "last night 25:00", "noon 12:00", "midnight 1am", "-1h ago", "1.5h ago",
    ])
    func misusedSpokenFormIsRejected(text: String) {
        #expect(throws: PainlogError.usage("\(field: .at) '\(text)' is not a time; \(whenForms)")) {
            try parser.entryTime(text)
        }
    }
}
