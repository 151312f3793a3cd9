import Foundation
import Testing

/// Conditions and courses travel by sync (format 3, issues 39 and 40): two diaries through one
/// folder with the built binary, each with its own clock (`PAINLOG_NOW`).
@Suite struct SyncConditionsEndToEndTests {
    /// `conditions --format json` of diary `name`, as `name kind areas` lines.
    private func conditions(_ diaries: SyncedDiaries, _ name: String) throws -> [String] {
        let run = try diaries.run(name, ["conditions", "--format", "json"], at: 200)
        return try PainlogSandbox.jsonArray(run.stdoutBytes).map { object in
            let areas = (object["areas"] as? [String] ?? []).joined(separator: ",")
            return "\(object["name"] as? String ?? "") \(object["kind"] as? String ?? "") \(areas)"
        }
    }

    /// `courses --format json` of diary `name`.
    private func courses(_ diaries: SyncedDiaries, _ name: String) throws -> [String] {
        let run = try diaries.run(name, ["courses", "--format", "json"], at: 200)
        return try PainlogSandbox.jsonArray(run.stdoutBytes).map { object in
            let data = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
            return String(decoding: data, as: UTF8.self)
        }
    }

    private func syncAll(_ diaries: SyncedDiaries, from minute: Int) throws -> [ProgramRun] {
        try [("a", minute), ("b", minute + 1), ("a", minute + 2)].map { name, at in
            try diaries.run(name, ["sync", "shared"], at: at)
        }
    }

    @Test func aConditionMadeOnOneComputerAppearsOnTheOtherAndItsRenameTravels() throws {
        let diaries = try SyncedDiaries(try PainlogSandbox())
        try diaries.run("a", ["log", "6", "-a", "head"], at: 1)
        try diaries.run("a", ["conditions", "add", "migraine", "--kind", "migraine", "--area", "head"], at: 2)
        _ = try syncAll(diaries, from: 3)
        #expect(try conditions(diaries, "b") == ["migraine migraine head"])
        try diaries.run("b", ["conditions", "rename", "migraine", "migraine with aura"], at: 10)
        _ = try syncAll(diaries, from: 11)
        #expect(try conditions(diaries, "a") == ["migraine with aura migraine head"])
        try diaries.run("a", ["conditions", "remove", "migraine with aura"], at: 20)
        _ = try syncAll(diaries, from: 21)
        #expect(try conditions(diaries, "b").isEmpty)
        let file = try #require(try folderContents(diaries.folder).first { $0.hasPrefix("painlog-") })
        let text = try String(contentsOfFile: diaries.folder + "/" + file, encoding: .utf8)
        #expect(text.hasPrefix("{\"painlog_sync\":3,"), "\(text)")
    }

    @Test func anAreaPutIntoTwoConditionsApartEndsTheSameOnBothWithAConflictNotice() throws {
        let diaries = try SyncedDiaries(try PainlogSandbox())
        try diaries.run("a", ["conditions", "add", "migraine", "--kind", "migraine", "--area", "head"], at: 1)
        try diaries.run("a", ["conditions", "add", "tension", "--kind", "headache", "--area", "neck"], at: 2)
        _ = try syncAll(diaries, from: 3)
        try diaries.run("a", ["conditions", "edit", "migraine", "--add-area", "temple"], at: 10)
        try diaries.run("b", ["conditions", "edit", "tension", "--add-area", "temple"], at: 12)
        let runs = try syncAll(diaries, from: 14)
        #expect(try conditions(diaries, "a") == ["migraine migraine head", "tension headache neck,temple"])
        #expect(try conditions(diaries, "b") == conditions(diaries, "a"))
        #expect(
            runs[1].stderr.contains(
                "notice: conflict in area 'temple''s condition: kept 'tension' (this diary's), set aside 'migraine'"),
            "\(runs[1])")
        #expect(runs[2].stderr.contains("conflict in area 'temple''s condition"), "\(runs[2])")
    }

    @Test func aCoursesStartDoseAndStopTravelAndTwoOpenCoursesAreTold() throws {
        let diaries = try SyncedDiaries(try PainlogSandbox())
        try diaries.run("a", ["course", "start", "topiramate", "--dose", "25 mg", "--at", "2026-11-01"], at: 1)
        _ = try syncAll(diaries, from: 2)
        #expect(try courses(diaries, "b") == courses(diaries, "a"))
        try diaries.run("b", ["course", "dose", "topiramate", "50 mg", "--at", "2026-11-10"], at: 10)
        _ = try syncAll(diaries, from: 11)
        try diaries.run("a", ["course", "stop", "topiramate", "--at", "2026-11-20"], at: 20)
        _ = try syncAll(diaries, from: 21)
        let both = try courses(diaries, "b")
        #expect(both == (try courses(diaries, "a")))
        #expect(
            both.count == 1 && both[0].contains(#""dose":"50 mg""#) && both[0].contains(#""stop":"2026-11-20"#),
            "\(both)")

        try diaries.run("a", ["course", "start", "erenumab", "--at", "2026-11-15", "--every", "4w"], at: 30)
        try diaries.run("b", ["course", "start", "erenumab", "--at", "2026-11-16"], at: 31)
        let runs = try syncAll(diaries, from: 32)
        #expect(try courses(diaries, "b") == courses(diaries, "a"))
        #expect(
            runs[2].stderr.contains(
                "notice: 2 courses of erenumab are open after this sync (started 2026-11-15 and 2026-11-16)"),
            "\(runs[2])")
    }

    @Test func aFormat2FileFromPainlog03IsStillRead() throws {
        let diaries = try SyncedDiaries(try PainlogSandbox())
        try diaries.run("a", ["conditions", "add", "back", "--kind", "pain", "--area", "low back"], at: 1)
        try diaries.run("a", ["sync", "shared"], at: 2)
        // What painlog 0.3 writes: format 2, one entry with its stamps.
        let uid = "6b1f3c0e-8a2d-4f5b-9c7e-0d1a2b3c4d5e"
        let stamp = "01795338000.000000.0123456789abcdef0123456789abcdef"
        let lines = [
            #"{"painlog_sync":2,"diary":"0123456789abcdef0123456789abcdef","records":1,"omitted_when_none":["ended_at"]}"#,
            #"{"type":"entry","uid":"\#(uid)","occurred_at":"2026-11-22T09:00:00+01:00","intensity":4,"areas":["low back"],"tags":[],"medications":[],"note":"from 0.3","created_at":"2026-11-22T09:00:00+01:00","updated_at":"2026-11-22T09:00:00+01:00","stamps":["occurred_at \#(stamp)","ended_at =","intensity =","note =","area_order =","tag_order =","medication_order ="],"members":["+area = low back"]}"#,
            #"{"end":1}"#,
        ]
        try (lines.joined(separator: "\n") + "\n").write(
            toFile: diaries.folder + "/painlog-0123456789abcdef0123456789abcdef.jsonl", atomically: true,
            encoding: .utf8)
        let run = try diaries.run("a", ["sync", "shared"], at: 3)
        #expect(!run.stderr.contains("skipped"), "\(run)")
        #expect(try diaries.notes("a") == ["from 0.3"])
        #expect(try conditions(diaries, "a") == ["back pain low back"])
        let list = try diaries.run("a", ["list", "--condition", "back", "--format", "json"], at: 4)
        #expect(try PainlogSandbox.jsonArray(list.stdoutBytes).count == 1, "\(list)")
    }
}
