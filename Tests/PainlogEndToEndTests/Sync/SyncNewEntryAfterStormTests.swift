import Foundation
import Testing

/// Issue 38, finding 3, and issue 42: after a tombstone storm, a sync that brings one entry from
/// another diary stays within 40 MiB.
///
/// Such a sync asks which keys it lengthened (`SyncKeyLengthening`); that query sorted every uid of
/// the entries and deletions in memory, 200,000 deletions included, whenever a sync added one entry.
@Suite struct SyncNewEntryAfterStormTests {
    static let memoryCeiling = 40 << 20
    static let deletions = 200_000

    @Test func aSyncBringingOneEntryAfter200000DeletionsStaysWithin40MiB() throws {
        let painlog = try PainlogSandbox()
        let diaries = try SyncedDiaries(painlog)
        try diaries.run("a", ["log", "5", "--note", "kept"], at: 1)
        try writePeerFile(into: diaries.folder)
        try diaries.run("a", ["sync", diaries.folder], at: 2)
        try diaries.run("b", ["log", "6", "--note", "from b"], at: 3)
        try diaries.run("b", ["sync", diaries.folder], at: 4)

        let measured = try painlog.runMeasuringPeakMemory(
            ["sync", diaries.folder], database: diaries.database("a"),
            environment: ["PAINLOG_NOW": SyncedDiaries.time(5)])
        #expect(measured.run.status == 0, "\(measured.run)")
        #expect(measured.peakBytes < Self.memoryCeiling, "peak \(measured.peakBytes >> 20) MiB")
        #expect(try diaries.notes("a") == ["from b", "kept"])
        let tombstones = try painlog.sqlite("SELECT count(*) FROM tombstones;", file: diaries.database("a"))
        #expect(tombstones == "\(Self.deletions)")
    }

    /// Another diary's file of `deletions` deletions of entries this diary never had.
    private func writePeerFile(into folder: String) throws {
        let uids = (0..<Self.deletions).map { _ in UUID().uuidString.lowercased() }.sorted()
        let peer = "0123456789abcdef0123456789abcdef"
        var text =
            "{\"painlog_sync\":2,\"diary\":\"\(peer)\",\"records\":\(Self.deletions),\"omitted_when_none\":[\"ended_at\"]}\n"
        for uid in uids {
            text += "{\"type\":\"deleted\",\"uid\":\"\(uid)\",\"deleted_at\":\"\(SyncedDiaries.time(1))\"}\n"
        }
        text += "{\"end\":\(Self.deletions)}\n"
        try text.write(toFile: folder + "/painlog-\(peer).jsonl", atomically: false, encoding: .utf8)
    }
}
