import Foundation
import Testing

/// Issue #12, point 3: a date alone in `--since`/`--until` compares with each entry's own local
/// date — the date `list` shows and `stats` groups by — wherever painlog runs now; a date-time
/// compares instants.
@Suite struct DayFilterTimeZoneTests {
    /// Logged in Tokyo at 08:00 on Sunday 2026-11-22 (+09:00): 18:00 on the 21st in New York.
    private func diaryLoggedInTokyo() throws -> PainlogSandbox {
        let painlog = try PainlogSandbox()
        let logged = try painlog.run(
            ["log", "6", "--at", "08:00", "--area", "hip"],
            environment: ["TZ": "Asia/Tokyo", "PAINLOG_NOW": "2026-11-22T10:00:00+09:00"])
        #expect(logged.status == 0, "\(logged)")
        try painlog.log(["2", "--at", "2026-11-20T12:00", "--area", "knee"])
        return painlog
    }

    private let newYork: [String: String?] = ["TZ": "America/New_York", "PAINLOG_NOW": "2026-11-23T09:00:00-05:00"]

    private func listed(_ painlog: PainlogSandbox, _ range: [String]) throws -> [Int] {
        let run = try painlog.run(["list", "--format", "json", "--all"] + range, environment: newYork)
        #expect(run.status == 0, "\(run)")
        return try PainlogSandbox.jsonArray(run.stdoutBytes).compactMap { ($0["id"] as? NSNumber)?.intValue }
    }

    @Test func aDateAloneMeansTheDateTheEntryShows() throws {
        let painlog = try diaryLoggedInTokyo()
        let shown = try painlog.run(["list"], environment: newYork)
        #expect(shown.stdout.contains("Sun 2026-11-22 08:00"), "\(shown)")
        let byDay = try painlog.run(
            ["stats", "--by", "day", "--format", "json", "--since", "2026-11-22"], environment: newYork)
        #expect(
            byDay.stdout.contains("\"group\":\"2026-11-22\"") || byDay.stdout.contains("\"group\": \"2026-11-22\""),
            "\(byDay)")

        #expect(try listed(painlog, ["--since", "2026-11-22", "--until", "2026-11-22"]) == [1])
        #expect(try listed(painlog, ["--since", "2026-11-21", "--until", "2026-11-21"]) == [])
        #expect(try listed(painlog, ["--until", "2026-11-21"]) == [2])
        #expect(try listed(painlog, ["--since", "2026-11-22"]) == [1])
        let exported = try painlog.run(
            ["export", "--format", "csv", "--since", "2026-11-22", "--until", "2026-11-22"], environment: newYork)
        #expect(
            exported.stdout.contains(",2026-11-22T08:00:00+09:00,") && !exported.stdout.contains(",2026-11-20T12:00"),
            "\(exported)")
    }

    @Test func aDateTimeComparesInstants() throws {
        let painlog = try diaryLoggedInTokyo()
        // 2026-11-22T08:00+09:00 is 2026-11-21T18:00 in New York.
        #expect(try listed(painlog, ["--since", "2026-11-21T18:00"]) == [1])
        #expect(try listed(painlog, ["--since", "2026-11-21T18:01"]) == [])
        #expect(try listed(painlog, ["--until", "2026-11-21T17:59", "--since", "2026-11-21T00:00"]) == [])
        #expect(try listed(painlog, ["--since", "2026-11-22T07:59+09:00", "--until", "2026-11-22T08:00+09:00"]) == [1])
    }
}
