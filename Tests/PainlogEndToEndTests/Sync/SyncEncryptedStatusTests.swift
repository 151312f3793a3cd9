import Foundation
import Testing

/// The phone's status file and an encrypted folder (contract, *A status file for the phone*): the
/// file is plain text showing today's entries, so `--status` with encryption on is refused before
/// anything is written, and a remembered one is not written (and an old one removed) once the
/// folder is encrypted.
@Suite struct SyncEncryptedStatusTests {
    private func statusFiles(_ folder: String) throws -> [String] {
        try folderContents(folder).filter { $0.hasPrefix("painlog-status-") }
    }

    @Test func statusWithEncryptionOnIsAUsageErrorAndChangesNothing() throws {
        let painlog = try PainlogSandbox()
        try painlog.run(["key", "new"], withDatabase: false)
        let diaries = try SyncedDiaries(painlog)
        try diaries.run("a", ["log", "5", "--note", "at home"], at: 1)
        let before = try painlog.dump(file: diaries.database("a"))

        let run = try diaries.runAllowingFailure("a", ["sync", diaries.folder, "--encrypt", "--status"], at: 2)

        expectError(run, status: ExitStatus.usage, naming: ["--status", "encrypted", "--no-encrypt", "--status-plain"])
        #expect(try painlog.dump(file: diaries.database("a")) == before)
        #expect(try folderContents(diaries.folder).isEmpty)

        // Remembered encryption refuses it the same way.
        try diaries.run("a", ["sync", diaries.folder, "--encrypt"], at: 3)
        let files = try folderContents(diaries.folder)
        let again = try diaries.runAllowingFailure("a", ["sync", "--status"], at: 4)
        expectError(again, status: ExitStatus.usage, naming: ["--status", "encrypted"])
        #expect(try folderContents(diaries.folder) == files)
    }

    @Test func aRememberedStatusFileIsRemovedAndNotWrittenOnceTheFolderIsEncrypted() throws {
        let painlog = try PainlogSandbox()
        try painlog.run(["key", "new"], withDatabase: false)
        let diaries = try SyncedDiaries(painlog)
        try diaries.run("a", ["log", "5", "--note", "at home"], at: 1)
        try diaries.run("a", ["sync", diaries.folder, "--status"], at: 2)
        #expect(try statusFiles(diaries.folder).count == 1)

        let run = try diaries.run("a", ["sync", "--encrypt"], at: 3)

        #expect(run.status == 0)
        let notices = run.stderrLines.filter { $0.contains("painlog-status-") }
        #expect(notices.count == 1, "\(run)")
        #expect(notices.first?.hasPrefix("notice: ") == true, "\(run)")
        #expect(notices.first?.contains("was not written (the one there was removed)") == true, "\(run)")
        #expect(notices.first?.contains("--status-plain writes it anyway") == true, "\(run)")
        #expect(try statusFiles(diaries.folder).isEmpty)
        #expect(try folderContents(diaries.folder).allSatisfy { $0.hasSuffix(".age") })

        // Encryption off again: the remembered status file comes back.
        try diaries.run("a", ["sync", "--no-encrypt"], at: 4)
        #expect(try statusFiles(diaries.folder).count == 1)
    }

    @Test func statusPlainWritesThePlainFileIntoAnEncryptedFolderAndIsRemembered() throws {
        let painlog = try PainlogSandbox()
        try painlog.run(["key", "new"], withDatabase: false)
        let diaries = try SyncedDiaries(painlog)
        try diaries.run("a", ["log", "5", "-a", "knee", "--note", "after gardening"], at: 1)

        let run = try diaries.run("a", ["sync", diaries.folder, "--encrypt", "--status-plain"], at: 2)

        #expect(run.status == 0, "\(run)")
        #expect(!run.stderr.contains("painlog-status-"), "\(run)")
        let status = try statusFiles(diaries.folder)
        #expect(status.count == 1)
        let text = try String(contentsOfFile: diaries.folder + "/" + status[0], encoding: .utf8)
        #expect(text.contains("5/10 knee"), "\(text)")
        #expect(!text.contains("after gardening"))
        // Every other file is encrypted.
        #expect(
            try folderContents(diaries.folder).filter { !$0.hasPrefix("painlog-status-") }.allSatisfy {
                $0.hasSuffix(".age")
            })

        // Remembered: a plain sync later writes it again, with the entry logged since.
        try diaries.run("a", ["log", "3", "-a", "back"], at: 3)
        let again = try diaries.run("a", ["sync"], at: 4)
        #expect(!again.stderr.contains("painlog-status-"), "\(again)")
        let later = try String(contentsOfFile: diaries.folder + "/" + status[0], encoding: .utf8)
        #expect(later.contains("3/10 back"), "\(later)")

        // --status alone leaves it to unencrypted folders again: refused while encryption is on.
        let refused = try diaries.runAllowingFailure("a", ["sync", "--status"], at: 5)
        expectError(refused, status: ExitStatus.usage, naming: ["--status-plain"])
        #expect(try statusFiles(diaries.folder) == status)

        // --no-status removes it and forgets it.
        try diaries.run("a", ["sync", "--no-status"], at: 6)
        #expect(try statusFiles(diaries.folder).isEmpty)
        try diaries.run("a", ["sync"], at: 7)
        #expect(try statusFiles(diaries.folder).isEmpty)
    }

    @Test func statusPlainWithNoStatusIsAUsageErrorAndChangesNothing() throws {
        let painlog = try PainlogSandbox()
        try painlog.run(["key", "new"], withDatabase: false)
        let diaries = try SyncedDiaries(painlog)
        try diaries.run("a", ["log", "5"], at: 1)
        let before = try painlog.dump(file: diaries.database("a"))

        let run = try diaries.runAllowingFailure(
            "a", ["sync", diaries.folder, "--encrypt", "--status-plain", "--no-status"], at: 2)

        expectError(run, status: ExitStatus.usage, naming: ["--status-plain", "--no-status"])
        #expect(try painlog.dump(file: diaries.database("a")) == before)
        #expect(try folderContents(diaries.folder).isEmpty)
    }

    @Test func theHelpSaysWhatTheStatusFileShows() throws {
        let painlog = try PainlogSandbox()
        let help = try painlog.run(["sync", "--help"], withDatabase: false)
        let text = help.stdout.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(
            separator: " ")
        #expect(text.contains("--status-plain"))
        #expect(text.contains("today's entries"))
        #expect(text.contains("never notes or tags"))
    }
}
