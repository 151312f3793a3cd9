import Foundation
import Testing

/// The dashboard's line per condition (issue 39, item 4): this month's days by the condition's kind,
/// each equal to `calendar --condition NAME --format json`'s month, and the acute-medication days of
/// the last 30 days against their thresholds once, with a migraine or headache condition ("now":
/// Sunday 2026-11-22 10:00, Berlin).
@Suite struct DashboardConditionsTests {
    @discardableResult
    private static func ok(
        _ sandbox: PainlogSandbox, _ arguments: [String], sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> String {
        let result = try sandbox.run(arguments)
        #expect(result.status == 0, "\(arguments): \(result.stderr)", sourceLocation: sourceLocation)
        return result.stdout
    }

    /// `migraine` (head), `cluster` (kind headache, eye) and `back` (low back); in November a
    /// migraine attack (Nov 2, 6 for 5 h, unilateral nausea, sumatriptan), a headache at 3 (Nov 3),
    /// a cluster attack with sumatriptan (Nov 4), back pain at 5 and 2 (Nov 5, 6), ibuprofen on
    /// Nov 6; and in October a sumatriptan dose (Oct 30, inside the last 30 days, outside the month).
    private static func diary() throws -> PainlogSandbox {
        let sandbox = try PainlogSandbox()
        try ok(sandbox, ["conditions", "add", "migraine", "--kind", "migraine", "--area", "head"])
        try ok(sandbox, ["conditions", "add", "cluster", "--kind", "headache", "--area", "eye"])
        try ok(sandbox, ["conditions", "add", "back", "--kind", "pain", "--area", "low back"])
        let logs: [[String]] = [
            [
                "6", "-a", "head", "-s", "unilateral", "-s", "nausea", "-m", "sumatriptan", "--at", "2026-11-02T08:00",
                "--for", "5h",
            ],
            ["3", "-a", "head", "--at", "2026-11-03T08:00"],
            ["8", "-a", "eye", "-m", "sumatriptan", "--at", "2026-11-04T02:00", "--for", "1h"],
            ["5", "-a", "low back", "--at", "2026-11-05T09:00"],
            ["2", "-a", "low back", "-m", "ibuprofen", "--at", "2026-11-06T09:00"],
            ["5", "-a", "head", "-m", "sumatriptan", "--at", "2026-10-30T09:00"],
        ]
        for arguments in logs { try ok(sandbox, ["log"] + arguments) }
        return sandbox
    }

    /// This month's figures of `condition` in `calendar --condition NAME --months 1 --format json`.
    private static func calendarMonth(_ sandbox: PainlogSandbox, _ condition: String) throws -> [String: Any] {
        let run = try sandbox.run(["calendar", "-c", condition, "--months", "1", "--format", "json"])
        let object = try #require(try JSONSerialization.jsonObject(with: run.stdoutBytes) as? [String: Any])
        return try #require((object["months"] as? [[String: Any]])?.last)
    }

    @Test func eachConditionHasItsLineWithTheCalendarsDays() throws {
        let sandbox = try Self.diary()
        let lines = try Self.ok(sandbox, []).split(separator: "\n").map(String.init)
        let migraine = try Self.calendarMonth(sandbox, "migraine")
        let cluster = try Self.calendarMonth(sandbox, "cluster")
        let back = try Self.calendarMonth(sandbox, "back")
        #expect(migraine["headache_days"] as? Int == 2 && migraine["migraine_days"] as? Int == 1)
        #expect(migraine["treated_days"] as? Int == 1 && cluster["treated_days"] as? Int == 1)
        #expect(back["pain_days"] as? Int == 2 && back["moderate_days"] as? Int == 1)
        #expect(lines.contains("  migraine   2 headache days, 1 migraine day, 1 treated day"), "\(lines)")
        #expect(lines.contains("  cluster    1 headache day, 1 treated day"), "\(lines)")
        #expect(lines.contains("  back       2 pain days, 1 moderate day"), "\(lines)")
        // Every dose counts: three sumatriptan days and one ibuprofen day in the 30 days to today.
        #expect(
            lines.contains("Acute meds   last 30 days: simple analgesic/NSAID 1 of 15 days, triptan 3 of 10 days"),
            "\(lines)")
        // The lines follow "This month", in the order `painlog conditions` lists them.
        let month = try #require(lines.firstIndex { $0.hasPrefix("This month") })
        #expect(lines[month + 1].hasPrefix("  back"))
    }

    @Test func theJSONHasEachConditionsDays() throws {
        let sandbox = try Self.diary()
        let run = try sandbox.run(["--json"])
        #expect(run.status == 0, "\(run)")
        let object = try #require(try JSONSerialization.jsonObject(with: run.stdoutBytes) as? [String: Any])
        let conditions = try #require(object["conditions"] as? [[String: Any]])
        for condition in conditions {
            let name = try #require(condition["name"] as? String)
            let month = try Self.calendarMonth(sandbox, name)
            for key in ["pain_days", "moderate_days", "headache_days", "migraine_days", "treated_days"] {
                #expect(
                    (condition[key] as? Int) == (month[key] as? Int)
                        && (condition[key] is NSNull) == (month[key] is NSNull),
                    "\(name) \(key)")
            }
        }
        #expect(conditions.map { $0["kind"] as? String } == ["pain", "headache", "migraine"])
        let acute = try #require(object["acute_medication"] as? [String: Any])
        #expect(acute["start"] as? String == "2026-10-24" && acute["end"] as? String == "2026-11-22")
        let days = try #require(acute["days"] as? [String: Int])
        #expect(days["triptan"] == 3 && days["simple_analgesic"] == 1 && days["acute"] == 4)
    }

    @Test func withoutConditionsNothingChangesAndWithOnlyPainThereIsNoAcuteLine() throws {
        let sandbox = try PainlogSandbox()
        try Self.ok(sandbox, ["log", "5", "-a", "knee", "--at", "2026-11-20T09:00"])
        let plain = try Self.ok(sandbox, [])
        #expect(!plain.contains("Acute meds"))
        let json = try #require(
            try JSONSerialization.jsonObject(with: try sandbox.run(["--json"]).stdoutBytes) as? [String: Any])
        #expect(json["conditions"] == nil && json["acute_medication"] == nil)
        try Self.ok(sandbox, ["conditions", "add", "knee", "--kind", "pain", "--area", "knee"])
        let lines = try Self.ok(sandbox, []).split(separator: "\n").map(String.init)
        #expect(lines.contains("  knee       1 pain day, 1 moderate day"), "\(lines)")
        #expect(!lines.contains { $0.hasPrefix("Acute meds") })
        let withPain = try #require(
            try JSONSerialization.jsonObject(with: try sandbox.run(["--json"]).stdoutBytes) as? [String: Any])
        #expect(withPain["acute_medication"] is NSNull)
    }
}
