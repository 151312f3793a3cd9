import PainlogDomain
import Testing

@Suite struct TimeSpanTests {
    @Test(arguments: [
        ("30m", 1_800), ("4h", 14_400), ("4H", 14_400), ("1h30m", 5_400), ("2d", 172_800), ("1w", 604_800),
        ("1w2d3h4m", 788_640), ("90m", 5_400),
    ])
    func parses(_ text: String, _ seconds: Int64) {
        #expect(TimeSpan(text)?.seconds == seconds)
    }

    @Test(arguments: ["", "0m", "4", "h", "4x", "4h30", "30m4h", "1h1h", "-4h", "4 h", "+4h", "9999999w", "53w", "٤h"])
    func refuses(_ text: String) {
        #expect(TimeSpan(text) == nil)
    }

    @Test func writesTheLargestUnitsFirst() {
        #expect(TimeSpan("90m")?.text == "1h30m")
        #expect(TimeSpan("4h")?.text == "4h")
        #expect(TimeSpan("8d")?.text == "1w1d")
    }
}

@Suite struct TimeOfDayTests {
    @Test(arguments: [("09:00", 9, 0), ("9:05", 9, 5), ("00:00", 0, 0), ("23:59", 23, 59)])
    func parses(_ text: String, _ hour: Int, _ minute: Int) {
        #expect(TimeOfDay(text) == TimeOfDay(hour: hour, minute: minute))
    }

    @Test(arguments: ["", "24:00", "12:60", "9", "9:5", "009:00", "9am", "09:00:00", " 9:00", "-1:00", "٠٩:٠٠"])
    func refuses(_ text: String) {
        #expect(TimeOfDay(text) == nil)
    }
}
