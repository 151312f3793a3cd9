import PainlogDomain
import Testing

/// A date written right that does not exist is said as such (issue 41).
@Suite struct ImpossibleDateTests {
    let parser = WhenParser(now: 1_795_338_000, zone: berlin)

    @Test(arguments: [
        ("2026-11-31", "November has 30 days"), ("2026-11-31 08:30", "November has 30 days"),
        ("2026-02-29T10:00", "February 2026 has 28 days"), ("31.4.2026", "April has 30 days"),
        ("30.02.2028 21:30", "February 2028 has 29 days"),
        // Moved here from WhenSpokenFormsTests, which refused them with the list of forms before 0.4.
        ("32.11.2026", "November has 30 days"), ("29.02.2026", "February 2026 has 28 days"),
    ])
    func aDayPastTheMonthsLastSaysHowManyItHas(text: String, reason: String) {
        #expect(throws: PainlogError.usage("\(field: .at) '\(text)' is not a date: \(reason)")) {
            try parser.entryTime(text, field: .at)
        }
    }

    @Test(arguments: ["2026-13-01", "2026-11-00", "yesterday 25:00", "2026-11-3"])
    func otherBadTimesGetTheListOfForms(text: String) {
        do {
            _ = try parser.entryTime(text, field: .at)
            Issue.record("'\(text)' was read")
        } catch {
            #expect(error.message.contains("is not a time; use now"), "\(error.message)")
        }
    }
}
