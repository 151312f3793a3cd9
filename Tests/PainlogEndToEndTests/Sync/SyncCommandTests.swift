import Foundation
import Testing

/// `painlog sync` through the built binary: its own file, the folder it remembers, dry runs, and
/// every kind of bad file skipped or refused without merging any of it.
@Suite struct SyncCommandTests {
    /// Diary `b`'s file in the folder after it logged `b1` and synced.
    private func folderWithB(_ diaries: SyncedDiaries) throws -> String {
        try diaries.run("b", ["log", "6", "--note", "b1"], at: 1)
        try diaries.run("b", ["sync", diaries.folder], at: 2)
        let files = try folderContents(diaries.folder)
        guard files.count == 1 else { throw HarnessError("expected b's file only: \(files)") }
        return diaries.folder + "/" + files[0]
    }

    @Test func writesItsOwnFileAndRemembersTheFolder() throws {
        let painlog = try PainlogSandbox()
        let diaries = try SyncedDiaries(painlog)
        try diaries.run("a", ["log", "5", "--note", "a1"], at: 1)
        let first = try diaries.run("a", ["sync", "shared"], at: 2)

        let id = try painlog.sqlite(
            "SELECT value FROM diary_settings WHERE key = 'diary_id';", file: diaries.database("a"))
        #expect(try folderContents(diaries.folder) == ["painlog-\(id).jsonl"])
        #expect(
            first.stdout
                == "Synced with \(diaries.folder): nothing new from 0 other diaries' files; wrote painlog-\(id).jsonl.\n"
        )
        let file = diaries.folder + "/painlog-\(id).jsonl"
        let attributes = try FileManager.default.attributesOfItem(atPath: file)
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
        let lines = try String(contentsOfFile: file, encoding: .utf8).split(separator: "\n")
        #expect(
            lines.first
                == "{\"painlog_sync\":3,\"diary\":\"\(id)\",\"records\":1,\"omitted_when_none\":[\"ended_at\"]}")
        #expect(lines.last == "{\"end\":1}")
        #expect(lines[1].hasPrefix("{\"type\":\"entry\",\"uid\":"))
        #expect(try diaries.undoSteps("a") == 1, "only the log: a sync with nothing new adds no undo step")

        // Without FOLDER: the last one, from anywhere.
        try diaries.run("b", ["log", "6", "--note", "b1"], at: 3)
        try diaries.run("b", ["sync", diaries.folder], at: 4)
        let again = try diaries.run("a", ["sync"], at: 5)
        #expect(again.stdoutLines.first?.hasSuffix(": 1 added, 0 updated, 0 deleted, 0 kept") == true, "\(again)")
        #expect(try diaries.notes("a") == ["a1", "b1"])
    }

    @Test func aDryRunListsWhatWouldChangeAndWritesNothing() throws {
        let painlog = try PainlogSandbox()
        let diaries = try SyncedDiaries(painlog)
        _ = try folderWithB(diaries)
        try diaries.run("a", ["log", "5", "--note", "a1"], at: 3)
        let before = try painlog.dump(file: diaries.database("a"))
        let files = try folderContents(diaries.folder)

        let run = try diaries.run("a", ["sync", diaries.folder, "--dry-run"], at: 4)

        #expect(run.stdout.contains("add"), "\(run)")
        #expect(
            run.stdoutLines.last
                == "Dry run: 1 other diary's file in \(diaries.folder); nothing was changed or written.")
        #expect(try painlog.dump(file: diaries.database("a")) == before)
        #expect(try folderContents(diaries.folder) == files)
    }

    @Test func damagedNewerAndForeignFilesAreSkippedWholeWithANotice() throws {
        let painlog = try PainlogSandbox()
        let diaries = try SyncedDiaries(painlog)
        let bFile = try folderWithB(diaries)
        let good = try Data(contentsOf: URL(fileURLWithPath: bFile))
        let text = String(decoding: good, as: UTF8.self)
        let entryLine = text.split(separator: "\n")[1]
        let otherUID = "11111111-2222-4333-8444-555555555555"
        let otherEntry = entryLine.replacingOccurrences(
            of: #""uid":"[0-9a-f-]{36}""#, with: "\"uid\":\"\(otherUID)\"", options: .regularExpression)
        let bad: [String: String] = [
            "painlog-half.jsonl": String(text.dropLast(20)),
            "painlog-cut.jsonl": "{\"painlog_sync\":2,\"diary\":\"x\",\"records\":2}\n" + otherEntry + "\n",
            "painlog-garbage.jsonl": "this is not painlog\n",
            "painlog-newer.jsonl": "{\"painlog_sync\":4,\"diary\":\"x\",\"records\":1}\n" + otherEntry
                + "\n{\"end\":1}\n",
            "painlog-conflict-markers.jsonl": "{\"painlog_sync\":2,\"diary\":\"x\",\"records\":1}\n<<<<<<< HEAD\n"
                + otherEntry
                + "\n=======\n>>>>>>> theirs\n{\"end\":1}\n",
            "painlog-bad-value.jsonl": "{\"painlog_sync\":2,\"diary\":\"x\",\"records\":2}\n" + otherEntry + "\n"
                + otherEntry.replacingOccurrences(of: otherUID, with: "21111111-2222-4333-8444-555555555555")
                .replacingOccurrences(of: #""intensity":\d+"#, with: "\"intensity\":11", options: .regularExpression)
                + "\n{\"end\":2}\n",
        ]
        for (name, contents) in bad { _ = try painlog.write("shared/" + name, contents) }
        _ = try painlog.write("shared/notes.txt", "not a diary's file")

        let run = try diaries.run("a", ["sync", diaries.folder], at: 3)

        for name in bad.keys {
            #expect(run.stderr.contains("notice: skipped \(name): "), "\(name)\n\(run)")
        }
        #expect(run.stderrLines.count == bad.count, "\(run)")
        #expect(run.stderr.contains("newer painlog"), "\(run)")
        #expect(!run.stderr.contains("notes.txt"))
        #expect(try diaries.notes("a") == ["b1"], "only b's good file was merged, nothing from the bad ones")
        #expect(try painlog.entries(database: diaries.database("a")).allSatisfy { $0["uid"] as? String != otherUID })
    }

    /// Issue 24, finding 6: a record more than a day ahead no longer refuses every other diary's
    /// changes: it is left out with a notice, the rest merges.
    @Test func aRecordFromTheFarFutureIsLeftOutAndEverythingElseMerges() throws {
        let painlog = try PainlogSandbox()
        let diaries = try SyncedDiaries(painlog)
        let bFile = try folderWithB(diaries)
        try diaries.run("a", ["log", "5", "--note", "a1"], at: 3)
        try diaries.run("a", ["sync", diaries.folder], at: 4)
        try diaries.run("b", ["log", "2", "--note", "b2"], at: 5)
        try diaries.run("b", ["edit", "1", "--note", "from a wrong clock"], at: 2 * 24 * 60)  // two days ahead
        try diaries.run("b", ["sync"], at: 2 * 24 * 60)
        try diaries.run("c", ["log", "7", "--note", "c1"], at: 6)
        try diaries.run("c", ["sync", diaries.folder], at: 7)

        let run = try diaries.runAllowingFailure("a", ["sync"], at: 8)

        let name = (bFile as NSString).lastPathComponent
        #expect(run.status == 0, "\(run)")
        #expect(run.stderrLines.count == 1, "\(run)")
        #expect(run.stderr.hasPrefix("notice: 1 record in \(name) is more than a day ahead"), "\(run)")
        #expect(run.stderr.contains("clock"), "\(run)")
        #expect(try diaries.notes("a") == ["a1", "b1", "b2", "c1"], "b's other entry and c's file merged")
        // Within a day ahead is merged: a clock a few hours fast is common.
        try diaries.run("b", ["edit", "1", "--note", "a few hours fast"], at: 2 * 24 * 60 + 1)
        try diaries.run("b", ["sync"], at: 2 * 24 * 60 + 1)
        let later = try diaries.run("a", ["sync"], at: 2 * 24 * 60 - 600)
        #expect(later.stderr.isEmpty, "\(later)")
        #expect(try diaries.notes("a").contains("a few hours fast"))
    }

    @Test func aConflictCopyIsOneMoreFileToMerge() throws {
        let painlog = try PainlogSandbox()
        let diaries = try SyncedDiaries(painlog)
        let bFile = try folderWithB(diaries)
        try diaries.run("b", ["log", "3", "--note", "b2"], at: 3)
        try diaries.run("b", ["sync"], at: 4)
        // Syncthing kept the other side of a conflict as a copy: an older version of b's file plus an entry.
        try diaries.run("c", ["log", "2", "--note", "only in the conflict copy"], at: 5)
        try diaries.run("c", ["sync", diaries.folder], at: 6)
        let cFile = try folderContents(diaries.folder).first { diaries.folder + "/" + $0 != bFile && $0 != "" }!
        let copy = (bFile as NSString).deletingPathExtension + ".sync-conflict-20261122-100600-ABCDEFG.jsonl"
        try FileManager.default.moveItem(atPath: diaries.folder + "/" + cFile, toPath: copy)

        try diaries.run("a", ["sync", diaries.folder], at: 7)

        #expect(try diaries.notes("a") == ["b1", "b2", "only in the conflict copy"])
    }

    static let badCalls: [([String], [String])] = [
        (["sync"], ["FOLDER", "sync"]),
        (["sync", "does-not-exist"], ["does-not-exist", "folder"]),
        (["sync", ""], ["FOLDER"]),
        (["sync", "a", "b"], ["b"]),
        (["sync", "--bogus"], ["--bogus"]),
    ]

    @Test(arguments: badCalls)
    func aBadCallIsAUsageErrorAndChangesNothing(_ arguments: [String], naming: [String]) throws {
        let painlog = try PainlogSandbox()
        try painlog.log(["4"])
        let before = try painlog.dump()
        let files = try folderContents(painlog.folder.path)

        let run = try painlog.run(arguments)

        expectError(run, status: ExitStatus.usage, naming: naming)
        #expect(try painlog.dump() == before)
        #expect(try folderContents(painlog.folder.path) == files)
    }
}
