import Foundation
import Testing

/// Three diaries sharing a sync folder, with edits, deletes and undo on all three in interleaved
/// orders: after each syncs twice, all hold the same entries and contents, nothing deleted comes
/// back unless edited after the deletion, and no newer edit is lost.
@Suite struct SyncThreeDiariesTests {
    @Test func threeDiariesEndTheSame() throws {
        let painlog = try PainlogSandbox()
        let diaries = try SyncedDiaries(painlog)
        let folder = diaries.folder
        try diaries.run("a", ["log", "5", "--note", "a1"], at: 1)
        try diaries.run("a", ["log", "4", "--note", "a2"], at: 1)
        try diaries.run("b", ["log", "6", "--note", "b1"], at: 1)
        try diaries.run("b", ["log", "3", "--note", "b2"], at: 1)
        try diaries.run("c", ["log", "2", "--note", "c1"], at: 1)
        for name in ["a", "b", "c", "a"] { try diaries.run(name, ["sync", folder], at: 2) }

        // B deletes a1; C, not knowing, edits it later: the later edit brings it back everywhere.
        try diaries.run("b", ["delete", try diaries.id(of: "a1", in: "b"), "--yes"], at: 3)
        try diaries.run(
            "c", ["edit", try diaries.id(of: "a1", in: "c"), "--note", "a1 edited after the delete"], at: 4)
        // C deletes c1 and nobody touches it again: it stays deleted.
        try diaries.run("c", ["delete", try diaries.id(of: "c1", in: "c"), "--yes"], at: 3)
        // A and then B edit b1: B's later edit wins.
        try diaries.run("a", ["edit", try diaries.id(of: "b1", in: "a"), "--intensity", "8"], at: 3)
        try diaries.run("b", ["edit", try diaries.id(of: "b1", in: "b"), "--intensity", "9"], at: 5)
        // A deletes a2 and takes it back; C logs c3 and takes it back.
        try diaries.run("a", ["delete", try diaries.id(of: "a2", in: "a"), "--yes"], at: 6)
        try diaries.run("a", ["undo"], at: 6)
        try diaries.run("c", ["log", "7", "--note", "c3"], at: 7)
        try diaries.run("c", ["undo"], at: 7)
        // Impact: A's stays, B's is undone (and must not come back from anywhere).
        try diaries.run("a", ["impact", "--pain", "5", "--enjoyment", "4", "--activity", "6"], at: 8)
        try diaries.run("b", ["impact", "--pain", "9", "--enjoyment", "9", "--activity", "9"], at: 8)
        try diaries.run("c", ["sync", folder], at: 9)  // C has B's impact now
        try diaries.run("b", ["undo"], at: 10)

        var minute = 11
        for name in ["c", "a", "b", "b", "c", "a"] {
            try diaries.run(name, ["sync"], at: minute)
            minute += 1
        }

        let contents = try diaries.contents("a")
        #expect(try diaries.contents("b") == contents)
        #expect(try diaries.contents("c") == contents)
        #expect(try diaries.notes("a") == ["a1 edited after the delete", "a2", "b1", "b2"])
        let b1 = try painlog.entries(database: diaries.database("c")).first { $0["note"] as? String == "b1" }
        #expect(b1?["intensity"] as? Int == 9, "B's later edit is kept")
        let impacts = try diaries.impacts("a")
        #expect(impacts.count == 1 && impacts.first?.hasSuffix(",5,4,6") == true, "\(impacts)")
        #expect(try diaries.impacts("b") == impacts)
        #expect(try diaries.impacts("c") == impacts)

        // Everyone in step: syncing again changes nothing and adds no undo step. The first time,
        // a diary may note the other diaries' files it found in step (they wrote them after its
        // last sync: `sync_in_step`, and `sync_merged` for those it need not merge again), and
        // its stamps look at the entries its last merge changed and forget them (`sync_unstamped`,
        // since 0.4: docs/sync.md, *What a sync reads of the diary*); the second time it writes
        // nothing at all.
        func dump(_ name: String, keepingInStep: Bool) throws -> String {
            try painlog.dump(file: diaries.database(name)).split(separator: "\n").filter {
                keepingInStep
                    || !($0.contains("'sync_in_step ") || $0.contains("'sync_merged ")
                        || $0.hasPrefix("INSERT INTO sync_unstamped "))
            }.joined(separator: "\n")
        }
        for round in 0..<2 {
            for name in ["a", "b", "c"] {
                let steps = try diaries.undoSteps(name)
                let before = try dump(name, keepingInStep: round == 1)
                let again = try diaries.run(name, ["sync"], at: 30 + round)
                #expect(again.stdout.contains("nothing new"), "\(again)")
                #expect(try diaries.undoSteps(name) == steps)
                #expect(try dump(name, keepingInStep: round == 1) == before)
            }
        }
    }

    @Test func undoingASyncPutsTheDiaryBackExactly() throws {
        let painlog = try PainlogSandbox()
        let diaries = try SyncedDiaries(painlog)
        try diaries.run("a", ["log", "5", "--note", "a1"], at: 1)
        try diaries.run("a", ["impact", "--pain", "5", "--enjoyment", "4", "--activity", "6"], at: 1)
        try diaries.run("b", ["log", "6", "--note", "b1"], at: 1)
        try diaries.run("a", ["sync", diaries.folder], at: 2)
        try diaries.run("b", ["delete", "1", "--yes"], at: 3)
        try diaries.run("a", ["log", "2", "--note", "a2"], at: 3)
        try diaries.run("b", ["sync", diaries.folder], at: 4)  // gets a1 and the impact; b1 stays deleted
        try diaries.run("a", ["sync"], at: 5)  // learns b1's deletion
        let before = try diaries.tables("b")
        let steps = try diaries.undoSteps("b")

        let sync = try diaries.run("b", ["sync"], at: 6)  // a2 is new
        #expect(sync.stdout.contains("1 added"), "\(sync)")
        #expect(try diaries.undoSteps("b") == steps + 1)
        let undo = try diaries.run("b", ["undo"], at: 7)
        #expect(undo.stdout.hasPrefix("Undid sync "), "\(undo)")
        #expect(try diaries.tables("b") == before)
    }
}
