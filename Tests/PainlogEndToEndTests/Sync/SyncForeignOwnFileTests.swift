import Foundation
import Testing

/// Issue 38, finding 5: a stale or forged file under this diary's name is no copy of its database.
///
/// A file under this diary's name that it did not write is a copy of this database's only when it
/// holds stamps under this diary's id that this diary never made. Another diary's file copied under
/// this name, or an older version of this diary's own file, is merged and written over, and the
/// diary keeps its id: over 3 rounds the folder holds one file per diary.
@Suite struct SyncForeignOwnFileTests {
    private func id(_ diaries: SyncedDiaries, _ name: String) throws -> String {
        try diaries.painlog.sqlite(
            "SELECT value FROM diary_settings WHERE key = 'diary_id';", file: diaries.database(name))
    }

    private func file(_ diaries: SyncedDiaries, _ id: String) -> String {
        diaries.folder + "/painlog-\(id).jsonl"
    }

    /// Diaries a and b, each with an entry, synced both ways (b's file holds stamps under a's id).
    private func twoSyncedDiaries() throws -> (SyncedDiaries, a: String, b: String) {
        let diaries = try SyncedDiaries(try PainlogSandbox())
        try diaries.run("a", ["log", "5", "--note", "a1"], at: 1)
        try diaries.run("a", ["sync", diaries.folder], at: 2)
        try diaries.run("b", ["log", "4", "--note", "b1"], at: 3)
        try diaries.run("b", ["sync", diaries.folder], at: 4)
        try diaries.run("a", ["sync", diaries.folder], at: 5)
        return (diaries, try id(diaries, "a"), try id(diaries, "b"))
    }

    /// Three rounds of a then b syncing, from `minute`; a's first sync's standard error.
    private func threeRounds(_ diaries: SyncedDiaries, from minute: Int) throws -> String {
        var first: String?
        for round in 0..<3 {
            let run = try diaries.run("a", ["sync", diaries.folder], at: minute + 2 * round)
            if first == nil { first = run.stderr }
            try diaries.run("b", ["sync", diaries.folder], at: minute + 2 * round + 1)
        }
        return first ?? ""
    }

    @Test func anotherDiarysFileCopiedUnderThisName() throws {
        let (diaries, a, b) = try twoSyncedDiaries()
        try FileManager.default.removeItem(atPath: file(diaries, a))
        try FileManager.default.copyItem(atPath: file(diaries, b), toPath: file(diaries, a))

        let stderr = try threeRounds(diaries, from: 10)

        #expect(stderr.contains("was not the file this diary last wrote but the file of diary \(b)"), "\(stderr)")
        #expect(stderr.contains("copied under this diary's name; merged it and wrote this diary's file over it"))
        #expect(try id(diaries, "a") == a && id(diaries, "b") == b, "no new id")
        #expect(try folderContents(diaries.folder) == ["painlog-\(a).jsonl", "painlog-\(b).jsonl"].sorted())
        #expect(try diaries.notes("a").sorted() == ["a1", "b1"])
        #expect(try diaries.contents("a") == diaries.contents("b"))
        let quiet = try diaries.run("a", ["sync", diaries.folder], at: 20)
        #expect(quiet.stderr.isEmpty, "\(quiet)")
    }

    @Test func anOlderVersionOfItsOwnFileRestored() throws {
        let (diaries, a, b) = try twoSyncedDiaries()
        let old = try Data(contentsOf: URL(fileURLWithPath: file(diaries, a)))
        let first = try diaries.id(of: "a1", in: "a")
        try diaries.run("a", ["edit", "\(first)", "--note", "a1 edited"], at: 6)
        try diaries.run("a", ["log", "3", "--note", "a2"], at: 7)
        try diaries.run("a", ["sync", diaries.folder], at: 8)
        // A second file since: the diary keeps only the fingerprints of the last two it wrote.
        try diaries.run("a", ["log", "2", "--note", "a3"], at: 9)
        try diaries.run("a", ["sync", diaries.folder], at: 10)
        try diaries.run("b", ["sync", diaries.folder], at: 11)
        // Restored from a backup or a cloud's history.
        try old.write(to: URL(fileURLWithPath: file(diaries, a)))

        let stderr = try threeRounds(diaries, from: 12)

        #expect(stderr.contains("was not the file this diary last wrote but an older version of this diary's file"))
        #expect(stderr.contains("this diary keeps its id"), "\(stderr)")
        #expect(try id(diaries, "a") == a && id(diaries, "b") == b, "no new id")
        // Sync format 3's layout: a snapshot each, and the segments added since.
        #expect(try syncSnapshots(diaries.folder) == ["painlog-\(a).jsonl", "painlog-\(b).jsonl"].sorted())
        #expect(try diaries.notes("a").sorted() == ["a1 edited", "a2", "a3", "b1"], "the older file undid nothing")
        #expect(try diaries.contents("a") == diaries.contents("b"))
    }

    /// The genuine case still takes a new id: a copy of a's database writes a's file with an entry
    /// stamped under a's id that a never made.
    @Test func aCopiedDatabaseStillTakesANewID() throws {
        let (diaries, a, b) = try twoSyncedDiaries()
        try FileManager.default.copyItem(atPath: diaries.database("a"), toPath: diaries.database("c"))
        try diaries.run("c", ["log", "6", "--note", "c1"], at: 6)
        // The copy takes a's file for its own (it has a's settings) and writes over it.
        try diaries.run("c", ["sync", diaries.folder], at: 7)

        let stderr = try threeRounds(diaries, from: 10)
        for round in 0..<2 { try diaries.run("c", ["sync", diaries.folder], at: 20 + round) }

        #expect(stderr.contains("(a copy of this database?)"), "\(stderr)")
        let newID = try id(diaries, "a")
        #expect(newID != a, "a took a new id")
        #expect(try id(diaries, "c") == a && id(diaries, "b") == b)
        #expect(
            try syncSnapshots(diaries.folder)
                == ["painlog-\(a).jsonl", "painlog-\(b).jsonl", "painlog-\(newID).jsonl"].sorted())
        #expect(try diaries.notes("a").sorted() == ["a1", "b1", "c1"])
        #expect(try diaries.contents("a") == diaries.contents("b"))
        #expect(try diaries.contents("a") == diaries.contents("c"))
    }

    /// A copy that only edited an entry, its stamp earlier than a's clock (a changed another entry
    /// since): found by the stamp a keeps for that field, which is earlier than the copy's.
    @Test func aCopyThatOnlyEditedIsFoundByTheFieldsStamp() throws {
        let (diaries, a, _) = try twoSyncedDiaries()
        try FileManager.default.copyItem(atPath: diaries.database("a"), toPath: diaries.database("c"))
        let first = try diaries.id(of: "a1", in: "c")
        try diaries.run("c", ["edit", "\(first)", "--note", "a1 edited on the copy"], at: 6)
        try diaries.run("c", ["sync", diaries.folder], at: 7)
        try diaries.run("a", ["log", "3", "--note", "a2"], at: 8)

        let run = try diaries.run("a", ["sync", diaries.folder], at: 10)

        #expect(run.stderr.contains("(a copy of this database?)"), "\(run)")
        #expect(try id(diaries, "a") != a)
        #expect(try diaries.notes("a").sorted() == ["a1 edited on the copy", "a2", "b1"])
    }
}
