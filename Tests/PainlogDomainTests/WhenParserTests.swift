import Foundation
import PainlogDomain
import Testing

// The fixed clock: Sunday 2026-11-22 15:45:30 in Berlin, winter time (+01:00), so
// 2026-11-22T14:45:30Z. No daylight-saving change lies between late October and late March.
private let now: Int64 = 1_795_358_730
private let hour: Int64 = 3600
private let day: Int64 = 86_400
/// 2026-11-22T00:00:00+01:00.
private let today: Int64 = now - (15 * hour + 45 * 60 + 30)
private let yesterday = today - day
private let parser = WhenParser(now: now, zone: berlin)

let whenForms =
    "use now, 2026-11-22, 2026-11-22T08:30, 2026-11-22 08:30+01:00, today|yesterday|[last] monday…sunday|mon…sun [TIME], "
    + "this|yesterday|WEEKDAY morning|noon|afternoon|evening|night, tonight, last night [11pm], "
    + "noon, midnight, 08:30, 8:30pm, 8am, 15.11.2026 [21:30], or 30m|2h|1h30m|3d|1w|an hour ago"
private let forms = whenForms

/// One accepted text and what each role makes of it.
struct AcceptedWhen: Sendable, CustomTestStringConvertible {
    let text: String
    /// `entryTime`.
    let at: Timestamp
    /// `lowerBound`.
    let since: Int64
    /// `upperBound`.
    let until: Int64
    var testDescription: String { "'\(text)'" }

    /// A text naming one second: the entry is there, `--since` starts there, `--until` includes it.
    static func instant(_ text: String, _ seconds: Int64, offset: Int = 3600) -> AcceptedWhen {
        AcceptedWhen(text: text, at: Timestamp(seconds: seconds, offset: offset), since: seconds, until: seconds + 1)
    }

    /// A text naming a whole winter day starting at `start`: an entry at noon, bounds the whole day.
    static func wholeDay(_ text: String, _ start: Int64) -> AcceptedWhen {
        AcceptedWhen(
            text: text, at: Timestamp(seconds: start + 12 * hour, offset: 3600), since: start, until: start + day)
    }
}

@Suite struct WhenParserTests {
    @Test(
        arguments: [
            // now
            .instant("now", now), .instant("NOW", now), .instant("  now\t", now),
            // A date alone, today and yesterday alone (after noon, so today is 12:00 too).
            .wholeDay("2026-11-20", today - 2 * day), .wholeDay("2026-11-22", today), .wholeDay("today", today),
            .wholeDay("Today", today), .wholeDay("yesterday", yesterday), .wholeDay(" YESTERDAY ", yesterday),
            .wholeDay("1970-01-01", -hour),
            // Local date-times.
            .instant("2026-11-20T08:30", today - 2 * day + 8 * hour + 30 * 60),
            .instant("2026-11-20 08:30", today - 2 * day + 8 * hour + 30 * 60),
            .instant("2026-11-20   08:30", today - 2 * day + 8 * hour + 30 * 60),
            .instant("2026-11-20t08:30:15", today - 2 * day + 8 * hour + 30 * 60 + 15),
            .instant("2026-11-20 08:30:15.999", today - 2 * day + 8 * hour + 30 * 60 + 15),
            .instant("2026-11-20T08:30:15,5", today - 2 * day + 8 * hour + 30 * 60 + 15),
            .instant("2026-11-20 8:30", today - 2 * day + 8 * hour + 30 * 60),
            .instant("2026-11-20 8pm", today - 2 * day + 20 * hour),
            .instant("2026-11-20T00:00:00", today - 2 * day),
            .instant("2026-11-20 23:59:59", today - day - 1),
            // Explicit offsets are kept; Z is offset 0.
            .instant("2026-11-20T08:30Z", today - 2 * day + 9 * hour + 30 * 60, offset: 0),
            .instant("2026-11-20t08:30:00z", today - 2 * day + 9 * hour + 30 * 60, offset: 0),
            .instant("2026-11-20T08:30+00:00", today - 2 * day + 9 * hour + 30 * 60, offset: 0),
            .instant("2026-11-20T08:30-00:00", today - 2 * day + 9 * hour + 30 * 60, offset: 0),
            .instant("2026-11-20T08:30:00+01:00", today - 2 * day + 8 * hour + 30 * 60, offset: 3600),
            .instant("2026-11-20 08:30+0100", today - 2 * day + 8 * hour + 30 * 60, offset: 3600),
            .instant("2026-11-20T08:30:00+05:30", today - 2 * day + 4 * hour, offset: 19_800),
            .instant("2026-11-20 08:30-0530", today - 2 * day + 15 * hour, offset: -19_800),
            .instant("2026-11-20T08:30:00.123-05:00", today - 2 * day + 14 * hour + 30 * 60, offset: -18_000),
            .instant("2026-11-20T08:30+18:00", today - 2 * day - 8 * hour - 30 * 60, offset: 64_800),
            .instant("2026-11-20T08:30-18:00", today - 2 * day + 27 * hour + 30 * 60, offset: -64_800),
            // today / yesterday with a time, with or without `at`.
            .instant("today 08:30", today + 8 * hour + 30 * 60), .instant("today at 8:30", today + 8 * hour + 30 * 60),
            .instant("TODAY 8AM", today + 8 * hour), .instant("today   at   8am", today + 8 * hour),
            .instant("yesterday 8pm", yesterday + 20 * hour), .instant("yesterday at 8 pm", yesterday + 20 * hour),
            .instant("yesterday 23:59:59", today - 1), .instant("yesterday 12am", yesterday),
            .instant("yesterday 12pm", yesterday + 12 * hour),
            .instant("Yesterday At 8:30PM", yesterday + 20 * hour + 1800),
            // A bare time is today.
            .instant("08:30", today + 8 * hour + 30 * 60), .instant("8:30", today + 8 * hour + 30 * 60),
            .instant("0:00", today), .instant("15:45:30", now), .instant("15:46:30", now + 60),
            .instant("12:15:30.75", today + 12 * hour + 15 * 60 + 30),
            .instant("8:30am", today + 8 * hour + 30 * 60), .instant("8 am", today + 8 * hour),
            .instant("8am", today + 8 * hour), .instant("08AM", today + 8 * hour), .instant("12am", today),
            .instant("12:05am", today + 5 * 60), .instant("12pm", today + 12 * hour),
            .instant("12:30 pm", today + 12 * hour + 30 * 60), .instant("1pm", today + 13 * hour),
            .instant("11:59 AM", today + 11 * hour + 59 * 60),
            // Relative: minutes and hours count seconds, days and weeks keep the clock time.
            .instant("30m ago", now - 1800), .instant("30 min ago", now - 1800), .instant("30 mins ago", now - 1800),
            .instant("1 minute ago", now - 60), .instant("90 minutes ago", now - 5400), .instant("0m ago", now),
            .instant("2h ago", now - 2 * hour), .instant("2 hours ago", now - 2 * hour),
            .instant("1 hr ago", now - hour),
            .instant("  2H   AGO ", now - 2 * hour), .instant("1 hour ago", now - hour),
            .instant("3d ago", now - 3 * day), .instant("1 day ago", now - day), .instant("3 days ago", now - 3 * day),
            .instant("1w ago", now - 7 * day), .instant("2 weeks ago", now - 14 * day),
            .instant("1 week ago", now - 7 * day),
            // 10000 days back is 1999-07-07 15:45:30 in summer time.
            .instant("10000d ago", now - 10_000 * day - hour, offset: 7200),
        ] as [AcceptedWhen])
    func acceptedFormInEachRole(_ c: AcceptedWhen) throws {
        #expect(try parser.entryTime(c.text) == c.at)
        #expect(try parser.lowerBound(c.text) == c.since)
        #expect(try parser.upperBound(c.text) == c.until)
    }

    /// Dates written right that do not exist say so instead of listing the forms (issue 41; more in
    /// `ImpossibleDateTests`).
    @Test(arguments: [
        ("2026-02-30", "February 2026 has 28 days"), ("2026-02-29", "February 2026 has 28 days"),
        ("2026-11-31", "November has 30 days"),
    ])
    func aDateThatDoesNotExistSaysWhy(text: String, reason: String) {
        for (role, field) in [("at", InputField.at), ("since", .since), ("until", .until)] {
            let message: ErrorText = "\(field: field) '\(text)' is not a date: \(reason)"
            #expect(throws: PainlogError.usage(message), "\(role)") {
                switch role {
                case "at": _ = try parser.entryTime(text)
                case "since": _ = try parser.lowerBound(text)
                default: _ = try parser.upperBound(text)
                }
            }
        }
    }

    @Test(arguments: [
        "", "   ", "five", "tomorrow", "tomorow", "nowx", "now please", "right now",
        // Dates that do not exist or are not written YYYY-MM-DD, years outside 1000–9999.
        "2026-13-01", "2026-00-10", "0999-12-31", "26-11-22", "2026-1-22",
        "2026-11-2", "2026/11/22", "22.11.26", "2026-11-22x", "20261122", "12026-11-22",
        // Times that do not exist.
        "25:00", "24:00", "8:60", "23:59:60", "13pm", "0am", "00am", "0:30am", "8", "8:5", "8:30:5", "830",
        "08:30:15.", "8.30", "8 o'clock", "8:30 pm pm", "8p", "8 a.m.",
        // Date-times that stop short, carry a bad offset or trailing text.
        "2026-11-22T", "2026-11-22T08", "2026-11-22T08:", "2026-11-22T08:30:",
        "2026-11-22Tt08:30", "2026-11-22T 08:30",
        "2026-11-22T08:30+18:01", "2026-11-22T08:30-19:00", "2026-11-22T08:30+01", "2026-11-22T08:30+1:00",
        "2026-11-22T08:30+01:60", "2026-11-22T08:30 +01:00", "2026-11-22T08:30+01:00:00", "2026-11-22T08:30ZZ",
        "2026-11-22T08:30:60Z", "2026-11-22 8pm+01:00", "2026-11-22T08:30 extra", "2026-11-22T08:30:00−01:00",
        // Offsets only go with a date.
        "08:30Z", "08:30+01:00", "today 08:30+01:00",
        // today / yesterday misused.
        "today at", "at 8pm", "yesterday8pm", "today 8", "today 8:30 extra", "yesterday yesterday", "today at at 8pm",
        "todayat 8pm", "yesterday 2026-11-20",
        // Relative forms that are not whole numbers of a known unit followed by `ago`.
        "-3d ago", "+3d ago", "0.5h ago", "1.5 hours ago", "3 ago", "3d", "3dago", "ago", "d ago", "3 years ago",
        "3 months ago", "3s ago", "3d ago ago", "3d from now", "in 3d", "10000000d ago", "8:3015m ago",
        // Non-ASCII look-alikes.
        "１２:00", "2026‐11‐22", "now\u{00A0}please",
    ])
    func rejectedFormIsAOneLineUsageErrorNamingOptionValueAndForms(text: String) {
        let shown = text.trimmingCharacters(in: .whitespacesAndNewlines)
        for (role, field) in [("at", InputField.at), ("since", .since), ("until", .until)] {
            let message: ErrorText = "\(field: field) '\(shown)' is not a time; \(forms)"
            #expect(throws: PainlogError.usage(message), "\(role)") {
                switch role {
                case "at": _ = try parser.entryTime(text)
                case "since": _ = try parser.lowerBound(text)
                default: _ = try parser.upperBound(text)
                }
            }
        }
    }

    @Test func errorNamesTheFieldItIsGiven() throws {
        #expect(throws: PainlogError.usage("\(field: .until) 'tomorow' is not a time; \(forms)")) {
            try parser.lowerBound("tomorow", field: .until)
        }
        #expect(throws: PainlogError.usage("\(field: .whenAnswer) 'five' is not a time; \(forms)")) {
            try parser.entryTime("five", field: .whenAnswer)
        }
        let error = try #require(throws: PainlogError.self) { try parser.upperBound("someday") }
        #expect(error.fields == [.until])
    }

    @Test func errorShowsControlCharactersEscapedSoTheMessageStaysOneLine() {
        #expect(throws: PainlogError.usage("\(field: .since) 'now\\nrm -rf\\u{1B}' is not a time; \(forms)")) {
            try parser.lowerBound(" now\nrm -rf\u{1B} ")
        }
        let long = String(repeating: "x", count: 100)
        let shown = String(repeating: "x", count: 64) + "…"
        #expect(throws: PainlogError.usage("\(field: .since) '\(shown)' is not a time; \(forms)")) {
            try parser.lowerBound(long)
        }
    }

    @Test func relativeFormsTooFarBackAreRejected() {
        #expect(
            throws: PainlogError.usage(
                "\(field: .since) '9999999d ago' is too far back; painlog handles the years 1000–9999")
        ) {
            try parser.lowerBound("9999999d ago")
        }
        #expect(
            throws: PainlogError.usage(
                "\(field: .at) '999999w ago' is too far back; painlog handles the years 1000–9999")
        ) {
            try parser.entryTime("999999w ago")
        }
    }

    // MARK: - log --at: the future rule and the before-noon rule

    @Test(arguments: [
        ("2099-01-01", "'2099-01-01' is in the future; painlog logs pain that has happened"),
        ("2026-11-23", "'2026-11-23' is in the future; painlog logs pain that has happened"),
        ("2026-11-22T15:47", "'2026-11-22T15:47' is in the future; painlog logs pain that has happened"),
        ("2026-11-22T14:46:31Z", "'2026-11-22T14:46:31Z' is in the future; painlog logs pain that has happened"),
        ("2026-11-22T08:30-08:00", "'2026-11-22T08:30-08:00' is in the future; painlog logs pain that has happened"),
        (
            "15:46:31",
            "'15:46:31' is in the future; painlog logs pain that has happened; did you mean 'yesterday 15:46:31'?"
        ),
        ("23:00", "'23:00' is in the future; painlog logs pain that has happened; did you mean 'yesterday 23:00'?"),
        ("8:30pm", "'8:30pm' is in the future; painlog logs pain that has happened; did you mean 'yesterday 8:30pm'?"),
        (
            " today 23:00 ",
            "'today 23:00' is in the future; painlog logs pain that has happened; did you mean 'yesterday 23:00'?"
        ),
        (
            "TODAY at 11 PM",
            "'TODAY at 11 PM' is in the future; painlog logs pain that has happened; did you mean 'yesterday at 11 PM'?"
        ),
    ])
    func entryMoreThanAMinuteAheadIsAUsageError(text: String, message: String) throws {
        #expect(throws: PainlogError.usage("\(field: .at) \(message)")) { try parser.entryTime(text) }
        // The bounds of a listing may lie in the future.
        #expect(try parser.lowerBound(text) > now)
    }

    @Test func entryUpToAMinuteAheadIsAllowedForClockSkew() throws {
        #expect(try parser.entryTime("2026-11-22T14:46:30Z") == Timestamp(seconds: now + 60, offset: 0))
        #expect(try parser.entryTime("15:46:30") == Timestamp(seconds: now + 60, offset: 3600))
    }

    @Test(arguments: ["today", "2026-11-22", " Today "])
    func todayAloneBeforeNoonIsNow(text: String) throws {
        let morning = today + 9 * hour + 15 * 60
        let parser = WhenParser(now: morning, zone: berlin)
        #expect(try parser.entryTime(text) == Timestamp(seconds: morning, offset: 3600))
        // Only the entry time: the bounds still cover the whole day.
        #expect(try parser.lowerBound(text) == today)
        #expect(try parser.upperBound(text) == today + day)
    }

    @Test func otherDaysAloneBeforeNoonAreStillNoon() throws {
        let parser = WhenParser(now: today + 9 * hour, zone: berlin)
        #expect(try parser.entryTime("yesterday") == Timestamp(seconds: yesterday + 12 * hour, offset: 3600))
        #expect(try parser.entryTime("2026-11-01") == Timestamp(seconds: today - 21 * day + 12 * hour, offset: 3600))
    }

    @Test func todayAloneAtNoonIsNoon() throws {
        let parser = WhenParser(now: today + 12 * hour + 30, zone: berlin)
        #expect(try parser.entryTime("today") == Timestamp(seconds: today + 12 * hour, offset: 3600))
    }

    // MARK: - Daylight saving in Berlin

    /// Sunday 2026-03-29 12:00 summer time (+02:00); the clocks went 02:00 → 03:00 that morning.
    private let springNow: Int64 = 1_774_778_400
    /// Monday 2026-10-26 12:00 winter time (+01:00); the clocks went 03:00 → 02:00 the day before.
    private let autumnNow: Int64 = 1_793_012_400

    // 0.2 changed this: a skipped time used to move forward by the gap; it is now refused, naming
    // the gap (see WhenEverydayFormsTests for New York too).
    @Test func skippedHourIsRefusedNamingTheGap() throws {
        let parser = WhenParser(now: springNow, zone: berlin)
        let gap =
            "does not exist in Europe/Berlin: on 2026-03-29 the clocks went from 02:00 straight to 03:00; "
            + "use a time outside that gap"
        #expect(throws: PainlogError.usage("\(field: .at) '2026-03-29 02:30' \(gap)")) {
            try parser.entryTime("2026-03-29 02:30")
        }
        #expect(throws: PainlogError.usage("\(field: .at) 'today 2:30am' \(gap)")) {
            try parser.entryTime("today 2:30am")
        }
        #expect(throws: PainlogError.usage("\(field: .since) '2026-03-29T02:30' \(gap)")) {
            try parser.lowerBound("2026-03-29T02:30")
        }
        #expect(throws: PainlogError.usage("\(field: .until) '02:30' \(gap)")) { try parser.upperBound("02:30") }
        // Either side of the gap, and the same time with an offset, are fine.
        #expect(try parser.entryTime("2026-03-29 01:59").iso8601 == "2026-03-29T01:59:00+01:00")
        #expect(try parser.entryTime("2026-03-29 03:00").iso8601 == "2026-03-29T03:00:00+02:00")
        #expect(try parser.entryTime("2026-03-29T02:30+01:00").iso8601 == "2026-03-29T02:30:00+01:00")
    }

    @Test func repeatedHourIsItsFirstOccurrenceUnlessAnOffsetSaysOtherwise() throws {
        let parser = WhenParser(now: autumnNow, zone: berlin)
        let first = Timestamp(seconds: 1_792_888_200, offset: 7200)  // 00:30Z
        #expect(try parser.entryTime("2026-10-25 02:30") == first)
        #expect(try parser.entryTime("yesterday 2:30am") == first)
        #expect(
            try parser.entryTime("2026-10-25T02:30+01:00") == Timestamp(seconds: first.seconds + hour, offset: 3600))
        #expect(try parser.entryTime("2026-10-25T02:30+02:00") == first)
        // log says which offset it took: the reading names the other one.
        #expect(try parser.entryReading("2026-10-25 02:30") == EntryTimeReading(time: first, secondOffset: 3600))
        #expect(try parser.entryReading("2026-10-25T02:30+01:00").secondOffset == nil)
        #expect(try parser.entryReading("2026-10-25 03:30").secondOffset == nil)
    }

    @Test func dayBoundsFollowTheShortAndTheLongDay() throws {
        let spring = WhenParser(now: springNow, zone: berlin)
        #expect(try spring.lowerBound("2026-03-29") == 1_774_738_800)  // 00:00+01:00
        #expect(try spring.upperBound("today") == 1_774_821_600)  // 2026-03-30 00:00+02:00
        #expect(try spring.upperBound("today") - spring.lowerBound("today") == 23 * hour)
        let autumn = WhenParser(now: autumnNow, zone: berlin)
        #expect(try autumn.lowerBound("yesterday") == 1_792_879_200)  // 00:00+02:00
        #expect(try autumn.upperBound("2026-10-25") == 1_792_969_200)  // 2026-10-26 00:00+01:00
        #expect(try autumn.upperBound("yesterday") - autumn.lowerBound("yesterday") == 25 * hour)
    }

    @Test func daysAndWeeksAgoKeepTheWallClockTimeAcrossAChange() throws {
        let spring = WhenParser(now: springNow, zone: berlin)
        // 2026-03-28 12:00+01:00: 23 hours, not 24, before.
        #expect(try spring.entryTime("1d ago") == Timestamp(seconds: springNow - 23 * hour, offset: 3600))
        #expect(try spring.entryTime("1w ago") == Timestamp(seconds: springNow - 7 * day + hour, offset: 3600))
        // Hours are plain seconds.
        #expect(try spring.entryTime("24h ago") == Timestamp(seconds: springNow - 24 * hour, offset: 3600))
        let autumn = WhenParser(now: autumnNow, zone: berlin)
        // 2026-10-24 12:00+02:00: 49 hours before.
        #expect(try autumn.entryTime("2d ago") == Timestamp(seconds: autumnNow - 49 * hour, offset: 7200))
        #expect(try autumn.lowerBound("2 days ago") == autumnNow - 49 * hour)
    }
}
