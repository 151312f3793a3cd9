import Foundation
import PainlogDomain
import PainlogSystem
import PropertyBased
import Testing

/// 1000-01-01T00:00:00 as seconds since the local epoch: the earliest wall time painlog reads.
private let earliestLocal: Int64 = -30_610_224_000
/// 9999-12-31T23:59:59 as seconds since the local epoch: the latest.
private let latestLocal: Int64 = 253_402_300_799

/// A "now" after every instant generated here, so that `--at` never refuses one as the future.
private let afterEverything = latestLocal + 18 * 3600

/// Offsets painlog must carry: every quarter hour from −12:00 to +14:00, with +05:45 (Nepal) and
/// +13:45 (Chatham summer) drawn more often, and the ±18:00 the reader accepts at most.
private let offsets = Gen.frequency(
    (weight: 0.7, gen: Gen.int(in: -48...56).map { $0 * 900 }),
    (weight: 0.3, gen: Gen.element(of: [20_700, 49_500, 19_800, -34_200, 64_800, -64_800]).compactMap { $0 })
)

/// Timestamps whose wall time, at their own offset, lies in the years 1000–9999.
private let timestamps = zip(Gen.int64(in: earliestLocal...latestLocal), offsets).map { local, offset in
    Timestamp(seconds: local - Int64(offset), offset: offset)
}

/// How a text may spell a timestamp besides painlog's own form.
private struct Spelling: Sendable, CustomTestStringConvertible {
    let separator: String
    let fraction: String
    let offsetStyle: Int

    func text(of time: Timestamp) -> String {
        let written = time.iso8601  // 2026-11-22T08:30:00+01:00
        let date = written.prefix(10)
        let clock = written.dropFirst(11).prefix(8)
        let offset = written.suffix(6)
        let spelledOffset: String
        switch offsetStyle {
        case 0: spelledOffset = String(offset)
        case 1: spelledOffset = offset.replacingOccurrences(of: ":", with: "")
        default: spelledOffset = time.offset == 0 ? "Z" : String(offset)
        }
        return String(date) + separator + String(clock) + fraction + spelledOffset
    }

    var testDescription: String { "\(separator.debugDescription) \(fraction.debugDescription) \(offsetStyle)" }
}

private let spellings = zip(
    Gen.element(of: ["T", "t", " "]).compactMap { $0 },
    Gen.element(of: ["", ".0", ".999", ",5", ".123456789"]).compactMap { $0 },
    Gen.int(in: 0...2)
).map { Spelling(separator: $0, fraction: $1, offsetStyle: $2) }

@Suite struct TimestampPropertyTests {
    @Test func isoTextReadsBackAsTheSameTimestamp() {
        checkProperty(timestamps) { time in
            try #require(Timestamp(iso8601: time.iso8601) == time)
        }
    }

    @Test func everySpellingTheContractAcceptsReadsAsTheSameTimestamp() {
        checkProperty(zip(timestamps, spellings)) { time, spelling in
            let text = spelling.text(of: time)
            try #require(Timestamp(iso8601: text) == time, "\(text)")
            try #require(Timestamp(iso8601: text.uppercased()) == time, "\(text)")
        }
    }

    /// What painlog writes for an entry's time, given back as `--at`, `--since` or `--until`, names
    /// that time, whatever the local zone: the offset in the text decides.
    @Test(arguments: ["Europe/Berlin", "Pacific/Kiritimati", "America/St_Johns"])
    func whenParserReadsAWrittenTimeAsThatTime(zoneName: String) throws {
        let parser = WhenParser(now: afterEverything, zone: try #require(TimeZoneRules(identifier: zoneName)))
        checkProperty(timestamps) { time in
            let text = time.iso8601
            try #require(try parser.entryTime(text) == time, "\(text)")
            try #require(try parser.lowerBound(text) == time.seconds, "\(text)")
            try #require(try parser.upperBound(text) == time.seconds + 1, "\(text)")
        }
    }
}
