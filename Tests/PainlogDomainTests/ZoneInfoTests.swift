import PainlogSystem
import Testing

@testable import PainlogDomain

/// Seconds since 1970 of a UTC date and time, for the cases below.
private func utc(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0, _ second: Int = 0) -> Int64
{
    wall(year, month, day, hour, minute, second).secondsSinceLocalEpoch
}

/// The POSIX rules a TZif file's footer carries for the years after its table.
@Suite struct PosixZoneRuleTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let rule: String
        let instant: Int64
        let offset: Int
        var testDescription: String { "\(rule) at \(instant)" }
    }

    @Test(arguments: [
        // Berlin in 2100: summer time from the last Sunday of March (the 28th), 01:00 UTC, to the
        // last Sunday of October (the 31st), 01:00 UTC.
        Case(rule: "CET-1CEST,M3.5.0,M10.5.0/3", instant: utc(2100, 1, 15), offset: 3600),
        Case(rule: "CET-1CEST,M3.5.0,M10.5.0/3", instant: utc(2100, 3, 28, 0, 59, 59), offset: 3600),
        Case(rule: "CET-1CEST,M3.5.0,M10.5.0/3", instant: utc(2100, 3, 28, 1), offset: 7200),
        Case(rule: "CET-1CEST,M3.5.0,M10.5.0/3", instant: utc(2100, 10, 31, 0, 59, 59), offset: 7200),
        Case(rule: "CET-1CEST,M3.5.0,M10.5.0/3", instant: utc(2100, 10, 31, 1), offset: 3600),
        // New York: second Sunday of March to first Sunday of November, 02:00 local.
        Case(rule: "EST5EDT,M3.2.0,M11.1.0", instant: utc(2040, 3, 11, 6, 59, 59), offset: -18000),
        Case(rule: "EST5EDT,M3.2.0,M11.1.0", instant: utc(2040, 3, 11, 7), offset: -14400),
        Case(rule: "EST5EDT,M3.2.0,M11.1.0", instant: utc(2040, 11, 4, 5, 59, 59), offset: -14400),
        Case(rule: "EST5EDT,M3.2.0,M11.1.0", instant: utc(2040, 11, 4, 6), offset: -18000),
        // Without dates, the C library's (the US) rule.
        Case(rule: "EST5EDT", instant: utc(2040, 7, 1), offset: -14400),
        Case(rule: "EST5EDT", instant: utc(2040, 1, 1), offset: -18000),
        // Southern hemisphere: summer time spans the new year.
        Case(rule: "AEST-10AEDT,M10.1.0,M4.1.0/3", instant: utc(2050, 1, 15), offset: 39600),
        Case(rule: "AEST-10AEDT,M10.1.0,M4.1.0/3", instant: utc(2050, 7, 15), offset: 36000),
        Case(rule: "AEST-10AEDT,M10.1.0,M4.1.0/3", instant: utc(2050, 12, 31, 20), offset: 39600),
        // Half an hour of summer time, and names in angle brackets.
        Case(rule: "<+1030>-10:30<+11>-11,M10.1.0,M4.1.0", instant: utc(2050, 1, 15), offset: 39600),
        Case(rule: "<+1030>-10:30<+11>-11,M10.1.0,M4.1.0", instant: utc(2050, 7, 15), offset: 37800),
        // Standard time only, east and west, with minutes.
        Case(rule: "<+0545>-5:45", instant: utc(2050, 7, 15), offset: 20700),
        Case(rule: "<-03>3", instant: utc(2050, 7, 15), offset: -10800),
        // Summer time all year (RFC 8536's example), and Julian days: J60 is March 1 in any year.
        Case(rule: "EST5EDT,0/0,J365/25", instant: utc(2050, 1, 1, 5), offset: -14400),
        Case(rule: "EST5EDT,0/0,J365/25", instant: utc(2050, 12, 31, 12), offset: -14400),
        Case(rule: "XXX0YYY,J60,J61", instant: utc(2048, 3, 1, 12), offset: 3600),
        Case(rule: "XXX0YYY,J60,J61", instant: utc(2048, 2, 29, 12), offset: 0),
        Case(rule: "XXX0YYY,59,60", instant: utc(2048, 2, 29, 12), offset: 3600),
    ])
    func offsetAtAnInstant(_ c: Case) throws {
        let rule = try #require(PosixZoneRule(c.rule))
        #expect(rule.offset(at: c.instant) == c.offset)
    }

    @Test(arguments: [
        "", "CET", "CE-1", "CET-1CEST,M13.1.0,M10.5.0", "CET-1CEST,M3.5.0", "CET-1CEST,M3.5.0,M10.5.0/x",
        "<+01", "CET25", "CET-1CEST,J0,J365", "CET-1 ",
    ])
    func malformedRulesAreRefused(_ text: String) {
        #expect(PosixZoneRule(text) == nil)
    }
}

/// TZif files: the system's, and broken ones.
@Suite struct ZoneInfoTests {
    /// A version-1 file with two transitions: +01:00 until 2000-01-01, +02:00 after, +01:00 again
    /// from 2001-01-01 (the file's own types, with no footer).
    static func versionOneFile() -> [UInt8] {
        func be32(_ value: Int64) -> [UInt8] { (0..<4).reversed().map { UInt8(truncatingIfNeeded: value >> ($0 * 8)) } }
        var bytes = Array("TZif".utf8) + [0] + [UInt8](repeating: 0, count: 15)
        bytes += be32(0) + be32(0) + be32(0) + be32(2) + be32(2) + be32(8)  // isut, isstd, leap, time, type, char
        bytes += be32(946_684_800) + be32(978_307_200) + [1, 0]
        bytes += be32(3600) + [0, 0] + be32(7200) + [1, 4]
        bytes += Array("ONE\0TWO\0".utf8)
        return bytes
    }

    @Test func versionOneFileIsRead() throws {
        let zone = try #require(ZoneInfo(tzif: Self.versionOneFile()))
        #expect(zone.offset(at: 0) == 3600)
        #expect(zone.offset(at: 946_684_799) == 3600)
        #expect(zone.offset(at: 946_684_800) == 7200)
        #expect(zone.offset(at: 978_307_200) == 3600)
        #expect(zone.offset(at: 4_000_000_000) == 3600)
    }

    @Test func brokenFilesAreRefused() {
        let good = Self.versionOneFile()
        #expect(ZoneInfo(tzif: []) == nil)
        #expect(ZoneInfo(tzif: Array(good.prefix(50))) == nil, "truncated")
        #expect(ZoneInfo(tzif: Array("TZiX".utf8) + good.dropFirst(4)) == nil, "magic")
        var badIndex = good
        badIndex[44 + 8] = 7  // a transition naming a type the file does not have
        #expect(ZoneInfo(tzif: badIndex) == nil)
        var noTypes = good
        noTypes[39] = 0  // typecnt 0
        #expect(ZoneInfo(tzif: noTypes) == nil)
    }

    @Test func systemZonesAreRead() throws {
        let berlin = try #require(TimeZoneRules(identifier: "Europe/Berlin"))
        #expect(berlin.identifier == "Europe/Berlin")
        #expect(berlin.offset(at: utc(2026, 7, 1)) == 7200)
        #expect(berlin.offset(at: utc(2026, 1, 1)) == 3600)
        // Past the file's table (2037 and later), the footer's rule.
        #expect(berlin.offset(at: utc(2090, 7, 1)) == 7200)
        #expect(berlin.offset(at: utc(2090, 12, 1)) == 3600)
        // Local mean time before 1893, to the minute: +00:53:28 is written +00:53.
        #expect(berlin.offset(at: utc(1850, 1, 1)) == 53 * 60)
        let kathmandu = try #require(TimeZoneRules(identifier: "Asia/Kathmandu"))
        #expect(kathmandu.offset(at: utc(2026, 7, 1)) == 20700)
        #expect(TimeZoneRules(identifier: "UTC")?.offset(at: utc(2026, 7, 1)) == 0)
    }

    @Test(arguments: [
        "", "Nowhere/City", "../../../etc/passwd", "Europe/../Europe/Berlin", "/etc/localtime", "Europe",
        "Europe//Berlin", "zone.tab", "./UTC",
    ])
    func namesThatAreNoZoneAreRefused(_ name: String) {
        #expect(TimeZoneRules(identifier: name) == nil)
    }
}
