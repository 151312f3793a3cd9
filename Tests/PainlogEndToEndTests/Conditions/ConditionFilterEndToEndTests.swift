import Foundation
import Testing

/// `-c/--condition` on the views, each entry's `"conditions"` in `list` and `show` JSON, and the
/// notice for an entry in two conditions (issue 39), through the built binary.
@Suite struct ConditionFilterEndToEndTests {
    /// Migraine (head, neck) and back (low back); one entry in each, one in both, one unassigned.
    private func diary() throws -> PainlogSandbox {
        let sandbox = try PainlogSandbox()
        for (day, intensity, areas) in [
            (18, "7", ["head"]), (19, "4", ["low back"]), (20, "5", ["neck", "low back"]), (21, "3", ["knee"]),
        ] {
            let run = try sandbox.run(
                ["log", intensity, "--at", "2026-11-\(day)T08:00", "-m", "ibuprofen 400mg", "-t", "rain"]
                    + areas.flatMap { ["-a", $0] })
            #expect(run.status == 0, "\(run)")
        }
        for arguments in [
            ["conditions", "add", "migraine", "--kind", "migraine", "--area", "head", "--area", "neck"],
            ["conditions", "add", "back", "--kind", "pain", "--area", "low back"],
        ] {
            #expect(try sandbox.run(arguments).status == 0)
        }
        return sandbox
    }

    private func json(_ run: ProgramRun) throws -> Any {
        #expect(run.status == 0 && run.stderr.isEmpty, "\(run)")
        return try JSONSerialization.jsonObject(with: run.stdoutBytes)
    }

    @Test func listSelectsTheEntriesOfTheConditionsAndNamesThem() throws {
        let sandbox = try diary()
        let migraine = try #require(try json(sandbox.run(["list", "-c", "MIGRAINE", "--json"])) as? [[String: Any]])
        #expect(migraine.map { $0["intensity"] as? Int } == [5, 7])
        #expect(migraine.map { $0["conditions"] as? [String] } == [["back", "migraine"], ["migraine"]])
        let either = try #require(
            try json(sandbox.run(["list", "--condition", "migraine", "-c", "back", "--json"])) as? [[String: Any]])
        #expect(either.count == 3)
        let all = try #require(try json(sandbox.run(["list", "--json"])) as? [[String: Any]])
        #expect(all.first?["conditions"] as? [String] == [])
        let show = try #require(try json(sandbox.run(["show", "3", "--json"])) as? [String: Any])
        #expect(show["conditions"] as? [String] == ["back", "migraine"])
        // The export stays what import reads: no conditions in it.
        let export = try #require(
            try json(sandbox.run(["export", "-c", "back", "--format", "json"])) as? [[String: Any]])
        #expect(export.count == 2 && export.allSatisfy { $0["conditions"] == nil })
    }

    @Test func statsCalendarMedsTagsAndReportCountTheConditionsEntries() throws {
        let sandbox = try diary()
        let stats = try #require(try json(sandbox.run(["stats", "-c", "back", "--json"])) as? [[String: Any]])
        #expect(stats.compactMap { $0["count"] as? Int }.reduce(0, +) == 2)
        let calendar = try sandbox.run(["calendar", "-c", "back", "--until", "2026-11-22", "--months", "1", "--json"])
        #expect(calendar.status == 0 && calendar.stdout.contains("\"pain_days\":2"), "\(calendar)")
        let meds = try sandbox.run([
            "meds", "-c", "migraine", "--since", "2026-11-01", "--until", "2026-11-22", "--json",
        ])
        #expect(meds.status == 0 && meds.stdout.contains("\"doses\":2"), "\(meds)")
        let tags = try sandbox.run(["tags", "-c", "back", "--since", "2026-11-01", "--json"])
        #expect(tags.status == 0 && tags.stdout.contains("\"entries\":2"), "\(tags)")
        let tagsByArea = try sandbox.run(["tags", "--area", "knee", "--since", "2026-11-01", "--json"])
        #expect(tagsByArea.status == 0 && tagsByArea.stdout.contains("\"entries\":1"), "\(tagsByArea)")
        let report = try sandbox.run(["report", "-c", "migraine", "--since", "2026-11-01", "--until", "2026-11-22"])
        #expect(report.status == 0, "\(report)")
    }

    @Test func anEntryInTwoConditionsIsLoggedWithANotice() throws {
        let sandbox = try diary()
        let run = try sandbox.run(["log", "6", "-a", "head", "-a", "low back"])
        #expect(run.status == 0, "\(run)")
        #expect(
            run.stderrLines == [
                "notice: this entry's areas lie in conditions 'back' and 'migraine'; its intensity counts for each"
            ])
        let one = try sandbox.run(["log", "6", "-a", "head"])
        #expect(one.status == 0 && one.stderr.isEmpty, "\(one)")
    }

    @Test(
        "an unknown condition fails with the closest name and changes nothing",
        arguments: [
            ["list", "-c", "migrane"], ["stats", "--condition", "migrane"], ["calendar", "-c", "migrane"],
            ["meds", "-c", "migrane"], ["tags", "-c", "migrane"], ["export", "-c", "migrane"],
            ["report", "-c", "migrane"],
        ])
    func unknownCondition(arguments: [String]) throws {
        let sandbox = try diary()
        let before = try sandbox.dump()
        let run = try sandbox.run(arguments)
        expectError(run, status: 1, naming: ["migrane", "did you mean 'migraine'?"])
        #expect(try sandbox.dump() == before)
    }

    @Test func aBadConditionNameIsAUsageError() throws {
        let sandbox = try diary()
        expectError(try sandbox.run(["list", "-c", ""]), status: 64, naming: ["condition must not be empty"])
        expectError(try sandbox.run(["list", "-c", "a;b"]), status: 64, naming: ["a;b", "';'"])
    }
}
