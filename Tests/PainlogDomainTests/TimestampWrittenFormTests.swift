import PainlogDomain
import Testing

/// The form painlog writes, read by `Timestamp(iso8601:)` without its scanner.
///
/// With a space for the `T` the same text (`2026-11-22T08:30:00+01:00`) goes through the scanner.
/// Both must agree on every text of that shape: valid times, and days, hours, minutes and offsets
/// that do not exist.
@Suite("Timestamp: the written form")
struct TimestampWrittenFormTests {
    private static func pad(_ value: Int, _ width: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }

    @Test("is read as the scanner reads it, valid or not")
    func agreesWithScanner() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<20_000 {
            let year = Int.random(in: 990...2100, using: &generator)
            let month = Int.random(in: 0...13, using: &generator)
            let day = Int.random(in: 0...32, using: &generator)
            let hour = Int.random(in: 0...25, using: &generator)
            let minute = Int.random(in: 0...61, using: &generator)
            let second = Int.random(in: 0...61, using: &generator)
            let offsetHours = Int.random(in: 0...19, using: &generator)
            let offsetMinutes = [0, 30, 45, 59, 60, 75].randomElement(using: &generator)!
            let sign = Bool.random(using: &generator) ? "+" : "-"
            let date = Self.pad(year, 4) + "-" + Self.pad(month, 2) + "-" + Self.pad(day, 2)
            let rest =
                Self.pad(hour, 2) + ":" + Self.pad(minute, 2) + ":" + Self.pad(second, 2) + sign
                + Self.pad(offsetHours, 2) + ":" + Self.pad(offsetMinutes, 2)
            let written = Timestamp(iso8601: date + "T" + rest)
            let scanned = Timestamp(iso8601: date + " " + rest)
            #expect(written == scanned, "\(date)T\(rest)")
        }
    }

    @Test(
        "leaves other texts to the scanner",
        arguments: [
            "2026-11-22T08:30:00Z", "2026-11-22t08:30:00+01:00", "2026-11-22T08:30:00+0100", "2026-11-22T08:30+01:00",
            "2026-11-22T08:30:00.5+01:00", "2026-11-22T08:3a:00+01:00", "2026-02-29T08:30:00+01:00",
            "2024-02-29T23:59:59-18:00", "2024-02-29T23:59:59-18:01", "２026-11-22T08:30:00+01:00",
        ])
    func otherTexts(text: String) {
        let expected: Timestamp? =
            switch text {
            case "2026-11-22T08:30:00Z": Timestamp(seconds: 1_795_336_200, offset: 0)
            case "2026-11-22t08:30:00+01:00", "2026-11-22T08:30:00+0100", "2026-11-22T08:30:00.5+01:00":
                Timestamp(seconds: 1_795_332_600, offset: 3600)
            case "2026-11-22T08:30+01:00": Timestamp(seconds: 1_795_332_600, offset: 3600)
            case "2024-02-29T23:59:59-18:00": Timestamp(seconds: 1_709_315_999, offset: -64_800)
            default: nil
            }
        #expect(Timestamp(iso8601: text) == expected)
    }
}
