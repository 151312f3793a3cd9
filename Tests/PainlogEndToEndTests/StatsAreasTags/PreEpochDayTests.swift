import Foundation
import Testing

/// Issue #37, item 5: a day before 1970 is its own day.
///
/// 23:30 on 1969-12-31 and 00:30 on 1970-01-01 (UTC) are two days to `stats --by day` and `calendar`, wherever painlog runs: the
/// day number is floored, not truncated toward zero.
@Suite struct PreEpochDayTests {
    /// A diary with an entry either side of 1970-01-01T00:00Z.
    private static func loggedAcrossNineteenSeventy() throws -> PainlogSandbox {
        let sandbox = try PainlogSandbox()
        try sandbox.log(["5", "--at", "1969-12-31T23:30:00+00:00"])
        try sandbox.log(["7", "--at", "1970-01-01T00:30:00+00:00"])
        return sandbox
    }

    @Test func statsByDayShowsTwoGroups() throws {
        let sandbox = try Self.loggedAcrossNineteenSeventy()
        let run = try sandbox.run(["stats", "--by", "day", "--format", "json"], environment: ["TZ": "UTC"])
        #expect(run.status == 0, "\(run)")
        let groups = try PainlogSandbox.jsonArray(run.stdoutBytes)
        #expect(groups.compactMap { $0["group"] as? String } == ["1969-12-31", "1970-01-01"], "\(run)")
        #expect(groups.compactMap { ($0["count"] as? NSNumber)?.intValue } == [1, 1])
    }

    @Test func theCalendarShowsTwoDays() throws {
        let sandbox = try Self.loggedAcrossNineteenSeventy()
        let run = try sandbox.run(
            ["calendar", "--until", "1970-01-31", "--months", "2", "--format", "json"], environment: ["TZ": "UTC"])
        #expect(run.status == 0, "\(run)")
        let months = try #require(try PainlogSandbox.jsonObject(run.stdoutBytes)["months"] as? [[String: Any]])
        #expect(months.compactMap { $0["month"] as? String } == ["1969-12", "1970-01"], "\(run)")
        #expect(months.compactMap { ($0["logged_days"] as? NSNumber)?.intValue } == [1, 1], "\(run)")
        let worst = months.flatMap { $0["days"] as? [[String: Any]] ?? [] }.compactMap { day -> String? in
            guard let worst = day["worst"] as? NSNumber, let date = day["date"] as? String else { return nil }
            return "\(date) \(worst)"
        }
        #expect(worst == ["1969-12-31 5", "1970-01-01 7"], "\(run)")
    }

    @Test func theReportsAreaBlockCountsTwoLoggedDays() throws {
        // An area's figures come from the totals, whose day once truncated: "on 1 of 2 days".
        let sandbox = try PainlogSandbox()
        try sandbox.log(["5", "--at", "1969-12-31T23:30:00+00:00", "--area", "head"])
        try sandbox.log(["7", "--at", "1970-01-01T00:30:00+00:00", "--area", "head"])
        try sandbox.log(["3", "--at", "1970-01-01T09:00:00+00:00", "--area", "back"])
        let run = try sandbox.run(
            ["report", "--since", "1969-12-31", "--until", "1970-01-01", "--output", "-"], environment: ["TZ": "UTC"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("2 entries on 2 of 2 days; severe pain (7–10) on 1 day"), "\(run.stdout)")
    }

    @Test func aNegativeOffsetKeepsTheEveningBefore() throws {
        // At -05:00, 03:00Z on 1970-01-01 is 22:00 on 1969-12-31: after 1970 in UTC, not on the wall.
        let sandbox = try PainlogSandbox()
        try sandbox.log(["5", "--at", "1969-12-31T22:00:00-05:00"])
        try sandbox.log(["7", "--at", "1970-01-01T01:00:00-05:00"])
        let newYork: [String: String?] = ["TZ": "America/New_York"]
        let run = try sandbox.run(["stats", "--by", "day", "--format", "json"], environment: newYork)
        #expect(run.status == 0, "\(run)")
        let groups = try PainlogSandbox.jsonArray(run.stdoutBytes)
        #expect(groups.compactMap { $0["group"] as? String } == ["1969-12-31", "1970-01-01"], "\(run)")
        let calendar = try sandbox.run(
            ["calendar", "--until", "1970-01-01", "--months", "2", "--format", "json"], environment: newYork)
        #expect(calendar.status == 0, "\(calendar)")
        let months = try #require(try PainlogSandbox.jsonObject(calendar.stdoutBytes)["months"] as? [[String: Any]])
        #expect(months.compactMap { ($0["logged_days"] as? NSNumber)?.intValue } == [1, 1], "\(calendar)")
    }
}
