import Foundation
import Testing

/// `--json` and `--format json` on every command that prints data (contract, *Added in 0.3 →
/// Everywhere*): each output parses as JSON and carries the fields the README lists, and asking for
/// two formats at once is a usage error that changes nothing.
@Suite struct JSONEverywhereTests {
    /// One command line that prints JSON, and the keys its value (or each element of it) must have.
    struct JSONCommand: Sendable, CustomTestStringConvertible {
        let arguments: [String]
        let keys: [String]
        /// The exit status: 0, or 1 for `due` when nothing is due.
        var status: Int32 = 0
        var testDescription: String { arguments.joined(separator: " ") }
    }

    static let entryKeys = ["id", "uid", "occurred_at", "intensity", "areas", "tags", "medications", "note"]

    static let commands: [JSONCommand] = [
        JSONCommand(
            arguments: ["--json"],
            keys: ["today", "last_7_days", "last_7_days_totals", "most_often", "overuse", "this_month"]),
        JSONCommand(arguments: ["--format", "json"], keys: ["today", "last_7_days", "most_often"]),
        JSONCommand(arguments: ["dashboard", "--json"], keys: ["today", "last_7_days_totals", "overuse"]),
        JSONCommand(arguments: ["show", "1", "--json"], keys: entryKeys),
        JSONCommand(arguments: ["list", "--format", "json"], keys: entryKeys),
        JSONCommand(arguments: ["list", "--json"], keys: entryKeys),
        JSONCommand(arguments: ["show", "1", "--format", "json"], keys: entryKeys),
        JSONCommand(arguments: ["log", "5", "--area", "head", "--json"], keys: entryKeys),
        JSONCommand(arguments: ["edit", "1", "--intensity", "7", "--format", "json"], keys: entryKeys),
        JSONCommand(
            arguments: ["impact", "--pain", "3", "--enjoyment", "4", "--activity", "5", "--json"],
            keys: ["id", "uid", "recorded_at", "pain", "enjoyment", "activity"]),
        JSONCommand(arguments: ["stats", "--format", "json"], keys: []),
        JSONCommand(arguments: ["stats", "--by", "month", "--json"], keys: ["group", "count", "pain_days"]),
        JSONCommand(arguments: ["calendar", "--json"], keys: ["months"]),
        JSONCommand(arguments: ["areas", "--json"], keys: ["name", "entries", "last_logged"]),
        JSONCommand(arguments: ["tags", "--json"], keys: ["name", "entries", "days", "difference", "ci95"]),
        JSONCommand(arguments: ["meds", "--json"], keys: ["name", "class", "doses", "days"]),
        JSONCommand(arguments: ["conditions", "--json"], keys: ["name", "kind", "areas", "entries", "last_logged"]),
        JSONCommand(
            arguments: ["conditions", "show", "migraine", "--format", "json"],
            keys: ["uid", "name", "kind", "areas", "entries", "last_logged"]),
        JSONCommand(arguments: ["meds", "--format", "json"], keys: ["name", "class", "doses", "days"]),
        JSONCommand(
            arguments: ["courses", "--json"],
            keys: ["uid", "name", "dose", "condition", "start", "stop", "days", "every"]),
        JSONCommand(arguments: ["due", "--json"], keys: ["due", "within", "within_seconds"], status: 1),
        JSONCommand(arguments: ["due", "--within", "1m", "--format", "json"], keys: ["due", "within"]),
        JSONCommand(arguments: ["migrate", "--status", "--json"], keys: ["version", "file", "status", "applied_at"]),
        JSONCommand(arguments: ["undo", "--list", "--json"], keys: ["id", "kind", "summary", "at", "entries"]),
        JSONCommand(arguments: ["remind", "status", "--json"], keys: ["installed", "folder", "units"]),
        JSONCommand(
            arguments: ["sync", "shared", "--json"],
            keys: ["folder", "own_file", "dry_run", "changed", "merged", "skipped", "ahead"]),
        JSONCommand(arguments: ["sync", "shared", "--dry-run", "--format", "json"], keys: ["own_file", "dry_run"]),
    ]

    /// A diary with two entries (the last a minute before the sandbox's now) and a tag.
    static let diary = DiaryTemplate { painlog in
        try painlog.log([
            "6", "--area", "head", "--tag", "storm", "--med", "ibuprofen 400mg", "--at", "2026-11-21T08:00",
        ])
        try painlog.log(["4", "--area", "back", "--at", "2026-11-22T09:58"])
        try painlog.run(["conditions", "add", "migraine", "--kind", "migraine", "--area", "head"])
        try painlog.run(["course", "start", "topiramate", "--dose", "25 mg", "--at", "2026-11-01"])
    }

    @Test(arguments: commands)
    func everyCommandPrintsJSONWithItsFields(_ command: JSONCommand) throws {
        let sandbox = try PainlogSandbox()
        try Self.diary.copy(into: sandbox)
        // `sync shared` syncs through a folder in the sandbox.
        let shared = sandbox.path("shared")
        try FileManager.default.createDirectory(atPath: shared, withIntermediateDirectories: true)
        let run = try sandbox.run(command.arguments.map { $0 == "shared" ? shared : $0 })
        #expect(run.status == command.status, "\(run)")
        #expect(run.stderr.isEmpty, "\(run)")
        let value = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8))
        let objects: [[String: Any]]
        if let array = value as? [[String: Any]] {
            objects = array
            #expect(!array.isEmpty || command.keys.isEmpty, "\(run.stdout)")
        } else {
            objects = [try #require(value as? [String: Any], "\(run.stdout)")]
        }
        for object in objects {
            for key in command.keys { #expect(object[key] != nil, "\(key) missing in \(object)") }
        }
    }

    @Test func importPrintsItsCountsAndADryRunItsChanges() throws {
        let sandbox = try PainlogSandbox()
        try Self.diary.copy(into: sandbox)
        let export = try sandbox.run(["export", "--format", "csv"])
        let file = sandbox.path("export.csv")
        try Data(export.stdout.utf8).write(to: URL(fileURLWithPath: file))
        let other = sandbox.path("other.sqlite")
        let dry = try sandbox.run(["import", file, "--dry-run", "--json"], database: other)
        #expect(dry.status == 0 && dry.stderr.isEmpty, "\(dry)")
        let counts = try #require(try JSONSerialization.jsonObject(with: Data(dry.stdout.utf8)) as? [String: Any])
        #expect(counts["added"] as? Int == 2 && counts["dry_run"] as? Bool == true)
        let changes = try #require(counts["changes"] as? [[String: Any]])
        #expect(changes.map { $0["action"] as? String } == ["add", "add"])
        let real = try sandbox.run(["import", file, "--json"], database: other)
        let done = try #require(try JSONSerialization.jsonObject(with: Data(real.stdout.utf8)) as? [String: Any])
        #expect(done["added"] as? Int == 2 && done["dry_run"] as? Bool == false && done["changes"] == nil)
    }

    /// `stats --format csv`: the JSON's fields as columns (contract: csv where the output is one table).
    @Test func statsAsCSV() throws {
        let sandbox = try PainlogSandbox()
        try Self.diary.copy(into: sandbox)
        let run = try sandbox.run(["stats", "--by", "month", "--format", "csv"])
        #expect(run.status == 0 && run.stderr.isEmpty, "\(run)")
        #expect(
            run.stdout
                == "group,count,mean,min,max,pain_days,moderate_days,severe_days,acute_medication_days\r\n"
                + "2026-11,2,5.0,4,6,2,2,0,1\r\n")
    }

    @Test func theDashboardAsJSONWithNoDiaryCreatesNothing() throws {
        let sandbox = try PainlogSandbox()
        let run = try sandbox.run(["--json"])
        #expect(run.status == 0 && run.stderr.isEmpty, "\(run)")
        let value = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect((value["today"] as? [Any])?.isEmpty == true)
        #expect(!FileManager.default.fileExists(atPath: sandbox.database))
    }

    @Test(
        "two formats at once, or JSON where it does not belong: exit 64, nothing changed",
        arguments: [
            (["--json", "--format", "table"], ["--json", "--format table"]),
            (["due", "--json", "--format", "table"], ["--json", "--format table"]),
            (["migrate", "--json"], ["--json", "--status"]),
            (["undo", "--json"], ["--json", "--list"]),
            (["remind", "status", "--format", "xml"], ["xml"]),
            (["meds", "--json", "--format", "table"], ["--json", "--format table"]),
            (["list", "--format", "csv", "--json"], ["--json", "--format csv"]),
        ] as [([String], [String])])
    func badFormatsAreUsageErrors(arguments: [String], naming: [String]) throws {
        let sandbox = try PainlogSandbox()
        try Self.diary.copy(into: sandbox)
        let before = try sandbox.dump()
        expectError(try sandbox.run(arguments), status: 64, naming: naming)
        #expect(try sandbox.dump() == before)
    }
}
