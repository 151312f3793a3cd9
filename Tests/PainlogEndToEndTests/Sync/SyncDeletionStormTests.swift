import Foundation
import Testing

/// Issue 38, finding 3: a tombstone storm.
///
/// A peer's file of 200,000 deletions (21 MB) made every
/// later sync peak at 104 MiB (release; 114 MiB in a debug build), because the deletions become
/// this diary's own and its file was written from all of them held at once. They are kept (an old
/// export must never bring a deleted entry back) and written again, a page at a time.
@Suite struct SyncDeletionStormTests {
    static let memoryCeiling = 40 << 20
    static let deletions = 200_000

    @Test func twoHundredThousandDeletionsAreSyncedTwiceWithin40MiBAndStillKept() throws {
        let painlog = try PainlogSandbox()
        let diaries = try SyncedDiaries(painlog)
        try diaries.run("a", ["log", "5", "--note", "doomed"], at: 1)
        let doomed = try painlog.sqlite("SELECT uid FROM entries;", file: diaries.database("a"))
        let export = painlog.path("old.csv")
        try diaries.run("a", ["export", "--format", "csv", "--output", export], at: 2)
        try writePeerFile(deleting: doomed, at: SyncedDiaries.time(3), into: diaries.folder)

        let first = try sync(diaries, at: 4)
        try diaries.run("a", ["log", "6", "--note", "later"], at: 5)
        let second = try sync(diaries, at: 6)

        for measured in [first, second] {
            #expect(measured.run.status == 0, "\(measured.run)")
            #expect(measured.peakBytes < Self.memoryCeiling, "peak \(measured.peakBytes >> 20) MiB")
        }
        let tombstones = try painlog.sqlite("SELECT count(*) FROM tombstones;", file: diaries.database("a"))
        #expect(tombstones == "\(Self.deletions)")
        let id = try painlog.sqlite(
            "SELECT value FROM diary_settings WHERE key = 'diary_id';", file: diaries.database("a"))
        // The diary's files: its snapshot (every deletion) and, since 0.4, the segment of the entry
        // logged after it (the second sync wrote only that).
        let names = try FileManager.default.contentsOfDirectory(atPath: diaries.folder).filter {
            $0 == "painlog-\(id).jsonl" || $0.hasPrefix("painlog-\(id)+")
        }
        var lines: [Substring] = []
        for name in names {
            let text = try String(contentsOfFile: diaries.folder + "/" + name, encoding: .utf8)
            let fileLines = text.split(separator: "\n")
            let records = fileLines.count - 2
            #expect(fileLines.last == "{\"end\":\(records)}", "\(name) is closed")
            lines += fileLines
        }
        #expect(lines.count(where: { $0.hasPrefix("{\"type\":\"deleted\"") }) == Self.deletions)
        #expect(lines.count(where: { $0.hasPrefix("{\"type\":\"entry\"") }) == 1)

        let imported = try diaries.run("a", ["import", export], at: 7)
        #expect(imported.stdout.contains("1 deleted here"), "\(imported)")
        #expect(try diaries.notes("a") == ["later"], "the old export's row did not bring the entry back")
    }

    private func sync(_ diaries: SyncedDiaries, at minute: Int) throws -> MeasuredRun {
        try diaries.painlog.runMeasuringPeakMemory(
            ["sync", diaries.folder], database: diaries.database("a"),
            environment: ["PAINLOG_NOW": SyncedDiaries.time(minute)])
    }

    /// Another diary's file of `deletions` deletions, `uid` among them, all made at `time`.
    private func writePeerFile(deleting uid: String, at time: String, into folder: String) throws {
        var uids = (1..<Self.deletions).map { _ in UUID().uuidString.lowercased() } + [uid]
        uids.sort()
        let peer = "0123456789abcdef0123456789abcdef"
        var text =
            "{\"painlog_sync\":2,\"diary\":\"\(peer)\",\"records\":\(Self.deletions),\"omitted_when_none\":[\"ended_at\"]}\n"
        for uid in uids {
            text += "{\"type\":\"deleted\",\"uid\":\"\(uid)\",\"deleted_at\":\"\(time)\"}\n"
        }
        text += "{\"end\":\(Self.deletions)}\n"
        try text.write(toFile: folder + "/painlog-\(peer).jsonl", atomically: false, encoding: .utf8)
    }
}
