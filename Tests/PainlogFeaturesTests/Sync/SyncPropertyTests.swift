import Foundation
import PainlogDomain
import PainlogFeatures
import PainlogTestSupport
import Testing

/// Random runs of log, edit, delete and undo on two or three real SQLite diaries that sync through
/// one folder in random orders.
///
/// After every sync the diary holds, for each uid, exactly what the
/// *Merging* rules say: the newest version (by `updated_at`) among its own and the folder's, unless
/// a deletion is at least as new. At the end, after each syncs twice, all hold the same entries.
/// Seeds are fixed, so a failure repeats.
@Suite struct SyncPropertyTests {
    @Test(arguments: [(0x5C17_0001, 2), (0x5C17_BEEF, 3), (0x0DDB_A11, 3)] as [(UInt64, Int)])
    func diariesConvergeAndNoRuleIsBroken(seed: UInt64, diaries: Int) throws {
        let run = try SyncRun(seed: seed, diaries: diaries)
        try run.play(operations: 150)
        for _ in 0..<2 {
            for diary in run.diaries { try run.sync(diary) }
        }
        let first = try SyncRun.contents(run.diaries[0])
        #expect(!first.isEmpty)
        for diary in run.diaries.dropFirst() {
            #expect(try SyncRun.contents(diary) == first)
        }
    }
}

private final class SyncRun {
    static let notes = ["", "plain", "a,b;c\"d'e", "line one\nline two", "🤕"]

    private var random: SplitMix64
    let diaries: [MergeTestDiary]
    let folder = MemorySyncFolder()
    private var counts: [String: Int] = [:]

    init(seed: UInt64, diaries count: Int) throws {
        random = SplitMix64(seed: seed)
        diaries = try (0..<count).map { index in
            let uids = UIDSequence()
            return try MergeTestDiary(uids: { String(index) + uids.next().dropFirst() })
        }
    }

    /// One clock for all diaries, moving on before every change, so no two changes share a second.
    private func tick(_ diary: MergeTestDiary) {
        diary.now = (diaries.map(\.now).max() ?? diary.now) + Int64(random.int(1...3_600))
    }

    func play(operations: Int) throws {
        for _ in 0..<operations {
            let diary = random.pick(diaries)
            tick(diary)
            let entries = try diary.entries()
            let roll = random.int(0...99)
            if entries.isEmpty || roll < 25 {
                try diary.log(
                    random.int(0...10), note: random.pick(Self.notes), at: "2026-11-\(10 + random.int(0...9))T08:00")
                counts["log", default: 0] += 1
            } else if roll < 50 {
                try diary.edit(random.pick(entries).id, intensity: random.int(0...10), note: random.pick(Self.notes))
                counts["edit", default: 0] += 1
            } else if roll < 62 {
                try diary.delete([random.pick(entries).id])
                counts["delete", default: 0] += 1
            } else if roll < 72 {
                if (try? diary.undo()) != nil { counts["undo", default: 0] += 1 }
            } else {
                try sync(diary)
            }
        }
        #expect(
            counts["sync", default: 0] > 20 && counts["delete", default: 0] > 5 && counts["undo", default: 0] > 5,
            "\(counts)")
        #expect(counts["synced deletion", default: 0] > 0 && counts["kept newer", default: 0] > 0, "\(counts)")
    }

    /// Syncs `diary` and checks every uid against the rules.
    func sync(_ diary: MergeTestDiary) throws {
        let own = try diary.syncFileName()
        var versions: [String: [(updated: Int64, content: String)]] = [:]
        var deletions: [String: Int64] = [:]
        for entry in try diary.entries() {
            versions[entry.uid, default: []].append((entry.updatedAt.seconds, Self.content(entry)))
        }
        for (uid, tombstone) in try diary.tombstones() { deletions[uid] = tombstone.deletedAt.seconds }
        for (name, text) in folder.files where name != own {
            for line in text.split(separator: "\n").dropFirst().dropLast() {
                let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
                let uid = try #require(object["uid"] as? String)
                if object["type"] as? String == "deleted" {
                    let text = try #require(object["deleted_at"] as? String)
                    let at = try #require(Timestamp(iso8601: text))
                    deletions[uid] = max(deletions[uid] ?? .min, at.seconds)
                } else if object["type"] as? String == "entry" {
                    let text = try #require(object["updated_at"] as? String)
                    let updated = try #require(Timestamp(iso8601: text))
                    versions[uid, default: []].append(
                        (updated.seconds, String(line).replacingOccurrences(of: "\"type\":\"entry\",", with: "")))
                }
            }
        }
        tick(diary)
        let report = try diary.sync(folder)
        counts["sync", default: 0] += 1
        if report.merged.contains(where: { $0.entries.deleted > 0 }) { counts["synced deletion", default: 0] += 1 }
        if report.merged.contains(where: { $0.entries.kept > 0 }) { counts["kept newer", default: 0] += 1 }

        let after = try Dictionary(uniqueKeysWithValues: diary.entries().map { ($0.uid, Self.content($0)) })
        for (uid, candidates) in versions {
            let newest = try #require(candidates.max { $0.updated < $1.updated })
            #expect(
                Set(candidates.filter { $0.updated == newest.updated }.map(\.content)).count == 1,
                "one version per second: \(uid)")
            if let deleted = deletions[uid], deleted >= newest.updated {
                #expect(
                    after[uid] == nil,
                    "\(uid) was deleted at \(deleted) after its last change \(newest.updated); it must not come back")
            } else {
                #expect(after[uid] == newest.content, "\(uid): the newest version must win")
            }
        }
        #expect(Set(after.keys).isSubset(of: Set(versions.keys)), "sync made up an entry")
    }

    /// An entry as a sync file writes it, without the id and the rev (and without an `ended_at` when
    /// it has no end).
    static func content(_ entry: Entry) -> String {
        JSONWriter.text(.object(EntryJSONFormatter.members(entry, includingID: false)))
            .replacingOccurrences(of: ",\"ended_at\":null}", with: "}")
    }

    /// Every entry of `diary`, without ids, sorted.
    static func contents(_ diary: MergeTestDiary) throws -> [String] {
        try diary.entries().map(content).sorted()
    }
}
