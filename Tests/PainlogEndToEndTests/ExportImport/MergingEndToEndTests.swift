import Foundation
import Testing

/// The two stories of issue #11, through the built binary: a laptop and a desktop diary kept in
/// step by exporting and importing.
///
/// A newer edit is never lost and a deleted entry never comes back, in either order, however often a
/// file is imported.
@Suite struct MergingEndToEndTests {
    /// Runs painlog on `diary` (a file in the sandbox) with the clock at `now` (Berlin time, 2026-11-20).
    @discardableResult
    private func run(
        _ painlog: PainlogSandbox, _ diary: String, at now: String, _ arguments: [String], status: Int32 = 0
    ) throws -> ProgramRun {
        let run = try painlog.run(
            arguments, environment: ["PAINLOG_NOW": "2026-11-20T\(now):00+01:00"], database: diary)
        #expect(run.status == status, "\(arguments)\n\(run)")
        return run
    }

    /// The diary's export with ids, for comparing exact contents.
    private func export(_ painlog: PainlogSandbox, _ diary: String) throws -> String {
        try run(painlog, diary, at: "23:59", ["export"]).stdout
    }

    /// The export's rows without their ids (which differ between diaries), sorted by uid.
    private func contents(_ painlog: PainlogSandbox, _ diary: String) throws -> [String] {
        try export(painlog, diary).components(separatedBy: "\r\n").dropFirst().filter { !$0.isEmpty }
            .map { String($0.drop { $0 != "," }) }.sorted()
    }

    /// A laptop diary with three entries and a desktop diary that imported them.
    private func twoDiaries() throws -> PainlogSandbox {
        let painlog = try PainlogSandbox()
        try run(
            painlog, "laptop.sqlite", at: "20:00", ["log", "3", "--at", "19:00", "--area", "head", "--note", "one"])
        try run(painlog, "laptop.sqlite", at: "20:01", ["log", "4", "--at", "19:30", "--note", "two"])
        try run(painlog, "laptop.sqlite", at: "20:02", ["log", "5", "--at", "19:45", "--note", "three, \"quoted\""])
        try run(painlog, "laptop.sqlite", at: "20:05", ["export", "--output", "laptop.csv"])
        let first = try run(painlog, "desktop.sqlite", at: "20:06", ["import", "laptop.csv"])
        #expect(first.stdout == "Imported 3 new, 0 updated, 0 unchanged\n")
        return painlog
    }

    @Test func aNewerEditSurvivesAnImportOfAnOlderOneInBothOrders() throws {
        let painlog = try twoDiaries()
        try run(painlog, "laptop.sqlite", at: "22:01", ["edit", "1", "--note", "laptop note"])
        try run(painlog, "desktop.sqlite", at: "22:31", ["edit", "1", "--intensity", "2"])
        try run(painlog, "laptop.sqlite", at: "22:40", ["export", "--output", "laptop.csv", "--force"])
        let desktopBefore = try export(painlog, "desktop.sqlite")
        let undoListBefore = try run(painlog, "desktop.sqlite", at: "22:41", ["undo", "--list"]).stdout

        let dryRun = try run(painlog, "desktop.sqlite", at: "22:41", ["import", "laptop.csv", "--dry-run"])
        #expect(
            dryRun.stdoutLines == [
                "keep    #1  Fri 2026-11-20 19:00   3/10  intensity, note; kept, changed here Fri 2026-11-20 22:31, in the file Fri 2026-11-20 22:01",
                "Would import 0 new, 0 updated, 2 unchanged, 1 kept newer (dry run: nothing was written)",
            ], "\(dryRun)")
        for _ in 1...2 {
            let again = try run(painlog, "desktop.sqlite", at: "22:42", ["import", "laptop.csv"])
            #expect(again.stdout == "Imported 0 new, 0 updated, 2 unchanged, 1 kept newer\n")
        }
        #expect(try export(painlog, "desktop.sqlite") == desktopBefore)
        #expect(try run(painlog, "desktop.sqlite", at: "22:43", ["undo", "--list"]).stdout == undoListBefore)

        // The laptop takes the desktop's newer version: intensity 2 and the note it had then.
        try run(painlog, "desktop.sqlite", at: "22:50", ["export", "--output", "desktop.csv"])
        let back = try run(painlog, "laptop.sqlite", at: "22:51", ["import", "desktop.csv"])
        #expect(back.stdout == "Imported 0 new, 1 updated, 2 unchanged\n")
        let again = try run(painlog, "laptop.sqlite", at: "22:52", ["import", "desktop.csv"])
        #expect(again.stdout == "Imported 0 new, 0 updated, 3 unchanged\n")
        #expect(try contents(painlog, "laptop.sqlite") == contents(painlog, "desktop.sqlite"))
        let entry = try PainlogSandbox.jsonObject(
            try run(painlog, "laptop.sqlite", at: "22:53", ["show", "1", "--json"]).stdoutBytes)
        #expect(entry["intensity"] as? Int == 2)
        #expect(entry["note"] as? String == "one")
        #expect(entry["updated_at"] as? String == "2026-11-20T22:31:00+01:00")
    }

    @Test func aDeletedEntryStaysDeletedUnlessChangedThereLater() throws {
        let painlog = try twoDiaries()
        try run(painlog, "desktop.sqlite", at: "21:00", ["delete", "3", "--yes"])
        try run(painlog, "laptop.sqlite", at: "21:10", ["log", "6", "--at", "21:05", "--note", "new on the laptop"])
        try run(painlog, "laptop.sqlite", at: "21:11", ["export", "--output", "laptop.csv", "--force"])

        let first = try run(painlog, "desktop.sqlite", at: "21:20", ["import", "laptop.csv"])
        #expect(first.stdout == "Imported 1 new, 0 updated, 2 unchanged, 1 deleted here\n")
        let afterFirst = try export(painlog, "desktop.sqlite")
        let second = try run(painlog, "desktop.sqlite", at: "21:21", ["import", "laptop.csv"])
        #expect(second.stdout == "Imported 0 new, 0 updated, 3 unchanged, 1 deleted here\n")
        #expect(try export(painlog, "desktop.sqlite") == afterFirst)
        #expect(!afterFirst.contains("three"), "\(afterFirst)")
        #expect(try painlog.entryCount(file: painlog.path("desktop.sqlite")) == 3)
        // The new entry got the next id here; #3 is never reused.
        #expect(afterFirst.contains("\r\n4,"), "\(afterFirst)")

        // A change made on the laptop after the deletion brings it back; undo buries it again.
        try run(painlog, "laptop.sqlite", at: "21:30", ["edit", "3", "--note", "it was real"])
        try run(painlog, "laptop.sqlite", at: "21:31", ["export", "--output", "laptop.csv", "--force"])
        let dryRun = try run(painlog, "desktop.sqlite", at: "21:32", ["import", "laptop.csv", "--dry-run"])
        #expect(
            dryRun.stdoutLines == [
                "add     #5  Fri 2026-11-20 19:45   5/10  deleted here Fri 2026-11-20 21:00 as #3, changed later in the file",
                "Would import 1 new, 0 updated, 3 unchanged (dry run: nothing was written)",
            ], "\(dryRun)")
        let revived = try run(painlog, "desktop.sqlite", at: "21:32", ["import", "laptop.csv"])
        #expect(revived.stdout == "Imported 1 new, 0 updated, 3 unchanged\n")
        #expect(try contents(painlog, "desktop.sqlite") == contents(painlog, "laptop.sqlite"))
        try run(painlog, "desktop.sqlite", at: "21:33", ["undo"])
        #expect(try export(painlog, "desktop.sqlite") == afterFirst)
        let skipped = try run(painlog, "desktop.sqlite", at: "21:34", ["import", "laptop.csv", "--dry-run"])
        #expect(skipped.stdoutLines.first?.hasPrefix("add     #") == true, "\(skipped)")
    }

    @Test func deletesOnBothSidesStayDeleted() throws {
        let painlog = try twoDiaries()
        try run(painlog, "laptop.sqlite", at: "21:00", ["delete", "1", "--yes"])
        try run(painlog, "desktop.sqlite", at: "21:01", ["delete", "2", "--yes"])

        for minute in [10, 20] {
            try run(painlog, "laptop.sqlite", at: "21:\(minute)", ["export", "--output", "laptop.csv", "--force"])
            try run(painlog, "desktop.sqlite", at: "21:\(minute)", ["export", "--output", "desktop.csv", "--force"])
            let desktop = try run(painlog, "desktop.sqlite", at: "21:\(minute + 1)", ["import", "laptop.csv"])
            #expect(desktop.stdout == "Imported 0 new, 0 updated, 1 unchanged, 1 deleted here\n")
            let laptop = try run(painlog, "laptop.sqlite", at: "21:\(minute + 1)", ["import", "desktop.csv"])
            #expect(laptop.stdout == "Imported 0 new, 0 updated, 1 unchanged, 1 deleted here\n")
        }

        // An export carries entries, not deletions: each keeps what only the other deleted.
        let laptopNotes = try painlog.sqlite(
            "SELECT group_concat(note, '|') FROM entries ORDER BY id;", file: painlog.path("laptop.sqlite"))
        let desktopNotes = try painlog.sqlite(
            "SELECT group_concat(note, '|') FROM entries ORDER BY id;", file: painlog.path("desktop.sqlite"))
        #expect(laptopNotes == "two|three, \"quoted\"")
        #expect(desktopNotes == "one|three, \"quoted\"")
        #expect(try painlog.sqlite("SELECT entry_id FROM tombstones;", file: painlog.path("laptop.sqlite")) == "1")
        #expect(try painlog.sqlite("SELECT entry_id FROM tombstones;", file: painlog.path("desktop.sqlite")) == "2")
    }
}
