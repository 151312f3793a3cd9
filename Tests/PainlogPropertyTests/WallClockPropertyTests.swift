import Foundation
import PainlogDomain
import PainlogSystem
import PropertyBased
import Testing

/// 2100-01-01T00:00:00Z: a "now" after every instant generated here.
private let now: Int64 = 4_102_444_800

/// Instants in 1900–2099, half of them within three hours of a daylight-saving change in `zone`.
private func instants(around zone: TimeZone) -> Generator<Int64, Shrink.None<Int64>> {
    Generator { random in
        let base = Int64.random(in: -2_208_988_800...4_102_444_799, using: &random)
        guard Bool.random(using: &random),
            let change = zone.nextDaylightSavingTimeTransition(after: Date(timeIntervalSince1970: TimeInterval(base)))
        else { return base }
        return Int64(change.timeIntervalSince1970) + Int64.random(in: -3 * 3600...3 * 3600, using: &random)
    }
}

/// Local wall times written without an offset, as a user types them, read in the zone they were
/// taken from.
@Suite struct WallClockPropertyTests {
    /// The text names the instant it was taken from, with one exception.
    ///
    /// In the hour the clocks repeat when they go back, the same wall time names two instants, and
    /// either is a right reading; painlog takes the first (the earlier, still in summer time), so
    /// for the second the instant read is earlier by the change and its offset larger. A wall time
    /// skipped when the clocks go forward is never generated here, as no instant shows it.
    @Test(arguments: ["Europe/Berlin", "America/New_York", "Australia/Lord_Howe"])
    func localWallTimeReadsBackAsTheInstantItShows(zoneName: String) throws {
        let zone = try #require(TimeZone(identifier: zoneName))
        let rules = try #require(TimeZoneRules(identifier: zoneName))
        let parser = WhenParser(now: now, zone: rules)
        checkProperty(zip(instants(around: zone), Gen.element(of: ["T", " "]).compactMap { $0 })) {
            instant, separator in
            let shown = rules.timestamp(at: instant)
            let iso = shown.iso8601  // 2026-10-25T02:30:00+02:00
            let text = String(iso.prefix(10)) + separator + String(iso.dropFirst(11).prefix(8))
            let read = try parser.entryTime(text)
            try #require(read.local == shown.local, "\(text) in \(zoneName) reads as \(read.iso8601)")
            try #require(
                read.offset == rules.offset(at: read.seconds), "\(text) in \(zoneName) reads as \(read.iso8601)")
            if read.seconds != instant {
                // The repeated hour: the earlier of the two instants this wall time names.
                try #require(
                    read.seconds < instant && read.offset > shown.offset,
                    "\(text) in \(zoneName) is \(shown.iso8601) but reads as \(read.iso8601)")
            }
        }
    }

    /// A time in a zone is written exactly, in any year painlog handles: before standard time, zones
    /// kept local mean time with odd seconds (Berlin +00:53:28), which `±HH:MM` cannot carry.
    @Test(arguments: ["Europe/Berlin", "America/New_York", "Australia/Lord_Howe"])
    func timeInAZoneIsWrittenExactlyInAnyYear(zoneName: String) throws {
        let rules = try #require(TimeZoneRules(identifier: zoneName))
        // 1000-01-02 to 9999-12-30 UTC, so that the local date stays within 1000–9999.
        checkProperty(Gen.int64(in: -30_610_137_600...253_402_128_000)) { instant in
            let time = rules.timestamp(at: instant)
            try #require(Timestamp(iso8601: time.iso8601) == time, "\(time.iso8601) for \(instant) in \(zoneName)")
        }
    }

    /// The exception above is real: the generated instants do reach repeated hours.
    @Test func generatedInstantsIncludeTheSecondOfARepeatedHour() throws {
        let zone = try #require(TimeZone(identifier: "Europe/Berlin"))
        let rules = try #require(TimeZoneRules(identifier: "Europe/Berlin"))
        var repeated = 0
        checkProperty(instants(around: zone)) { instant in
            let shown = rules.timestamp(at: instant)
            if rules.instant(of: shown.local) != instant { repeated += 1 }
        }
        #expect(repeated > 0)
    }
}

/// painlog reads the system's time zone files itself; Foundation's `TimeZone` (ICU, with its own
/// copy of the same tz data) is the oracle.
///
/// Zones whose rules changed between the two copies' releases would differ for a reason that is no
/// bug, so these are long-settled ones, and the years are those both tables hold plus the rules
/// after them.
@Suite struct ZoneFilePropertyTests {
    @Test(arguments: [
        "Europe/Berlin", "Europe/London", "America/New_York", "America/St_Johns", "Australia/Sydney",
        "Australia/Lord_Howe", "Asia/Kathmandu", "Asia/Tokyo", "Pacific/Chatham", "UTC",
    ])
    func offsetsAgreeWithFoundation(zoneName: String) throws {
        let zone = try #require(TimeZone(identifier: zoneName))
        let rules = try #require(TimeZoneRules(identifier: zoneName))
        // 1975-01-01 to 2099-12-31, half of them within three hours of a change.
        checkProperty(instants(around: zone).filter { $0 >= 157_766_400 && $0 < 4_102_444_800 }) { instant in
            let expected = zone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(instant)))
            try #require(rules.offset(at: instant) == expected, "\(zoneName) at \(instant)")
        }
    }
}
