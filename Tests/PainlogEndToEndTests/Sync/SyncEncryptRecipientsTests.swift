import Foundation
import Testing

/// `sync --encrypt-to age1…` as a stamped set that travels by sync (contract, *Encryption (the age
/// format)*; docs/sync.md, *Encryption recipients*): two diaries sharing one identity, each run at
/// its own PAINLOG_NOW; a backup recipient added on one is used by the other's encrypted files
/// after a sync (the real `age` opens them with the backup's identity), and `--no-encrypt-to` on
/// either removes it everywhere.
@Suite struct SyncEncryptRecipientsTests {
    private func diaryID(_ diaries: SyncedDiaries, _ name: String) throws -> String {
        try diaries.painlog.sqlite(
            "SELECT value FROM diary_settings WHERE key = 'diary_id';", file: diaries.database(name))
    }

    /// Runs the real `age -d -i backup.txt` on each of diary `name`'s `.age` files in the folder.
    private func openedWithBackup(
        _ diaries: SyncedDiaries, _ name: String, age: String
    ) throws -> [(file: String, run: ProgramRun)] {
        let id = try diaryID(diaries, name)
        let files = try folderContents(diaries.folder).filter { $0.hasPrefix("painlog-\(id)") && $0.hasSuffix(".age") }
        return try files.map { file in
            (file, try diaries.painlog.runShell("\(age) -d -i backup.txt shared/\(file)"))
        }
    }

    @Test func aRecipientAddedOnOneDiaryIsUsedByTheOtherAndRemovedEverywhere() throws {
        let tools = try RealAgeTool.require()
        let painlog = try PainlogSandbox()
        try painlog.run(["key", "new"], withDatabase: false)
        let made = try painlog.runShell("\(tools.keygen) -o backup.txt 2>/dev/null && \(tools.keygen) -y backup.txt")
        let backup = made.stdout.trimmingCharacters(in: .newlines)
        #expect(backup.hasPrefix("age1"), "\(made)")
        let diaries = try SyncedDiaries(painlog)
        try diaries.run("a", ["log", "5", "--note", "a1"], at: 1)
        try diaries.run("a", ["sync", diaries.folder, "--encrypt"], at: 2)
        try diaries.run("b", ["log", "6", "--note", "b1"], at: 3)
        try diaries.run("b", ["sync", diaries.folder, "--encrypt"], at: 4)
        // Before: the backup's key opens nothing of b's.
        let before = try openedWithBackup(diaries, "b", age: tools.age)
        #expect(!before.isEmpty && before.allSatisfy { $0.run.status != 0 }, "\(before)")

        // Added on a, given nowhere else.
        try diaries.run("a", ["sync", "--encrypt-to", backup], at: 5)
        let run = try diaries.run("b", ["sync"], at: 6)
        #expect(
            run.stderrLines.contains { $0.hasPrefix("notice: \(backup) was added to the recipients") }, "\(run)")
        #expect(try diaries.notes("b") == ["a1", "b1"])
        let after = try openedWithBackup(diaries, "b", age: tools.age)
        let listed = try folderContents(diaries.folder)
        #expect(!after.isEmpty, "\(listed)")
        for (file, opened) in after {
            #expect(opened.status == 0, "\(file): \(opened)")
        }
        #expect(after.contains { $0.run.stdout.contains("\"note\":\"b1\"") }, "\(after)")
        // Told once: the next sync says nothing of it.
        let quiet = try diaries.run("b", ["sync"], at: 7)
        #expect(!quiet.stderr.contains(backup), "\(quiet)")

        // Removed on b: a's files are no longer encrypted to it after a's next sync.
        try diaries.run("a", ["log", "4", "--note", "a2"], at: 8)
        try diaries.run("b", ["sync", "--no-encrypt-to", backup], at: 9)
        let removed = try diaries.run("a", ["sync"], at: 10)
        #expect(
            removed.stderrLines.contains { $0.hasPrefix("notice: \(backup) was removed from the recipients") },
            "\(removed)")
        #expect(try painlog.sqlite("SELECT count(*) FROM sync_recipients;", file: diaries.database("a")) == "0")
        let gone = try openedWithBackup(diaries, "a", age: tools.age)
        #expect(!gone.isEmpty && gone.allSatisfy { $0.run.status != 0 }, "\(gone)")
        // The diaries still read each other's files with the shared identity.
        try diaries.run("b", ["sync"], at: 11)
        #expect(try diaries.notes("b") == ["a1", "a2", "b1"])
        #expect(try folderContents(diaries.folder).allSatisfy { $0.hasSuffix(".age") })
    }

    @Test func aBadRecipientChangesNothing() throws {
        let painlog = try PainlogSandbox()
        try painlog.run(["key", "new"], withDatabase: false)
        let diaries = try SyncedDiaries(painlog)
        try diaries.run("a", ["log", "5"], at: 1)
        try diaries.run("a", ["sync", diaries.folder, "--encrypt"], at: 2)
        let before = try painlog.dump(file: diaries.database("a"))
        let files = try folderContents(diaries.folder)

        for option in ["--encrypt-to", "--no-encrypt-to"] {
            let run = try diaries.runAllowingFailure("a", ["sync", option, "age1notarecipient"], at: 3)
            expectError(run, status: ExitStatus.usage, naming: [option])
        }
        #expect(try painlog.dump(file: diaries.database("a")) == before)
        #expect(try folderContents(diaries.folder) == files)
    }
}
