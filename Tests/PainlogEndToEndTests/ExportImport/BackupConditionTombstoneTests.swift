import Foundation
import Testing

/// A removed condition's tombstone in `export --format backup` and its import: it travels as an
/// entry's does, so a condition removed on one diary stays removed after its backup is restored into
/// a diary that still had it, and the tombstone travels on in that diary's backups.
@Suite struct BackupConditionTombstoneTests {
    private static func ok(
        _ sandbox: PainlogSandbox, _ arguments: [String], database: String? = nil,
        environment: [String: String?] = [:], sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let run =
            try database.map { try sandbox.run(arguments, environment: environment, database: $0) }
            ?? sandbox.run(arguments, environment: environment)
        #expect(run.status == 0, "\(arguments): \(run)", sourceLocation: sourceLocation)
    }

    private static func conditions(_ sandbox: PainlogSandbox, database: String? = nil) throws -> [String: [String]] {
        let arguments = ["conditions", "--format", "json"]
        let run = try database.map { try sandbox.run(arguments, database: $0) } ?? sandbox.run(arguments)
        let list = try #require(try JSONSerialization.jsonObject(with: run.stdoutBytes) as? [[String: Any]])
        var byName: [String: [String]] = [:]
        for condition in list {
            byName[try #require(condition["name"] as? String)] = condition["areas"] as? [String] ?? []
        }
        return byName
    }

    /// This diary with `migraine` (head) and `back` (low back) and an entry of each; `other.sqlite`
    /// restored from its backup (`before.json`), so that both hold the same conditions.
    private static func twoDiaries() throws -> PainlogSandbox {
        let sandbox = try PainlogSandbox()
        try ok(sandbox, ["log", "6", "-a", "head", "--at", "2026-11-20T08:00"])
        try ok(sandbox, ["log", "4", "-a", "low back", "--at", "2026-11-20T09:00"])
        try ok(sandbox, ["conditions", "add", "migraine", "--kind", "migraine", "--area", "head"])
        try ok(sandbox, ["conditions", "add", "back", "--kind", "pain", "--area", "low back"])
        try ok(sandbox, ["export", "--format", "backup", "--output", "before.json"])
        try ok(sandbox, ["import", "before.json"], database: "other.sqlite")
        return sandbox
    }

    @Test func aRemovedConditionStaysRemovedInADiaryThatStillHadIt() throws {
        let sandbox = try Self.twoDiaries()
        try Self.ok(
            sandbox, ["conditions", "remove", "back"], environment: ["PAINLOG_NOW": "2026-11-22T11:00:00+01:00"])
        try Self.ok(sandbox, ["export", "--format", "backup", "--output", "after.json"])
        let backup = try #require(
            try JSONSerialization.jsonObject(
                with: try Data(contentsOf: URL(fileURLWithPath: sandbox.path("after.json"))))
                as? [String: Any])
        let deletions = try #require(backup["deletions"] as? [[String: Any]])
        let removed = try #require(deletions.first { $0["of"] as? String == "condition" })
        #expect(removed["deleted_at"] as? String == "2026-11-22T11:00:00+01:00")
        #expect(Set(removed.keys) == ["uid", "deleted_at", "of"])
        #expect(try Self.conditions(sandbox, database: "other.sqlite").keys.sorted() == ["back", "migraine"])
        try Self.ok(sandbox, ["import", "after.json"], database: "other.sqlite")
        #expect(try Self.conditions(sandbox, database: "other.sqlite") == ["migraine": ["head"]])
        // Its area is unassigned there as here: the entry of low back is in no condition.
        let list = try sandbox.run(["list", "--format", "json", "--all"], database: "other.sqlite")
        #expect(list.stdout.contains("\"conditions\":[]"), "\(list)")
        // The tombstone travels on: the other diary's backup holds it, and a third diary given the
        // old backup first and then that one ends without the condition.
        try Self.ok(sandbox, ["export", "--format", "backup", "--output", "other.json"], database: "other.sqlite")
        let again = try String(contentsOfFile: sandbox.path("other.json"), encoding: .utf8)
        #expect(again.contains("\"of\":\"condition\""))
        try Self.ok(sandbox, ["import", "before.json"], database: "third.sqlite")
        try Self.ok(sandbox, ["import", "other.json"], database: "third.sqlite")
        #expect(try Self.conditions(sandbox, database: "third.sqlite") == ["migraine": ["head"]])
        // One undo step takes the restore back, the condition with it.
        try Self.ok(sandbox, ["undo"], database: "third.sqlite")
        #expect(try Self.conditions(sandbox, database: "third.sqlite").keys.sorted() == ["back", "migraine"])
    }

    @Test func aConditionChangedAfterItsRemovalStays() throws {
        let sandbox = try Self.twoDiaries()
        try Self.ok(
            sandbox, ["conditions", "remove", "back"], environment: ["PAINLOG_NOW": "2026-11-22T11:00:00+01:00"])
        try Self.ok(sandbox, ["export", "--format", "backup", "--output", "after.json"])
        // Changed on the other diary after the removal here: a change made later wins, as in sync.
        try Self.ok(
            sandbox, ["conditions", "edit", "back", "--kind", "headache"], database: "other.sqlite",
            environment: ["PAINLOG_NOW": "2026-11-22T12:00:00+01:00"])
        try Self.ok(sandbox, ["import", "after.json"], database: "other.sqlite")
        #expect(try Self.conditions(sandbox, database: "other.sqlite").keys.sorted() == ["back", "migraine"])
        // And its backup brings it back here, where it was removed before that change.
        try Self.ok(sandbox, ["export", "--format", "backup", "--output", "changed.json"], database: "other.sqlite")
        try Self.ok(sandbox, ["import", "changed.json"])
        #expect(try Self.conditions(sandbox).keys.sorted() == ["back", "migraine"])
    }

    @Test func aBadConditionDeletionIsRefusedWhole() throws {
        let sandbox = try Self.twoDiaries()
        let text =
            "{\"format\":\"painlog-backup\",\"version\":1,\"entries\":[],\"deletions\":[\n"
            + "{\"uid\":\"0123456789abcdef0123456789abcdef0123\",\"deleted_at\":\"yesterday\",\"of\":\"condition\"}\n]}\n"
        _ = try sandbox.write("bad.json", Data(text.utf8))
        let before = try sandbox.dump()
        let run = try sandbox.run(["import", "bad.json"])
        #expect(run.status != 0)
        #expect(run.stderr.contains("'deleted_at' must be a time"), "\(run)")
        #expect(try sandbox.dump() == before)
    }
}
