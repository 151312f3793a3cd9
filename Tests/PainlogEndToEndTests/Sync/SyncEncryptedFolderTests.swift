import Foundation
import Testing

/// `painlog sync --encrypt` through the built binary: two diaries sharing one identity (one
/// sandbox, one `HOME`) through a folder that holds only age files, what the real `age` makes of
/// them, damaged and forged files skipped whole, and the refusals that write nothing.
@Suite struct SyncEncryptedFolderTests {
    private func diaryID(_ diaries: SyncedDiaries, _ name: String) throws -> String {
        try diaries.painlog.sqlite(
            "SELECT value FROM diary_settings WHERE key = 'diary_id';", file: diaries.database(name))
    }

    private func bytes(_ path: String) throws -> Data { try Data(contentsOf: URL(fileURLWithPath: path)) }

    /// Each of diary `name`'s files in the folder (snapshot and segments) with its bytes.
    private func ownFiles(_ diaries: SyncedDiaries, _ name: String) throws -> [String: Data] {
        let id = try diaryID(diaries, name)
        var files: [String: Data] = [:]
        for file in try folderContents(diaries.folder) where file.hasPrefix("painlog-\(id)") {
            files[file] = try bytes(diaries.folder + "/" + file)
        }
        return files
    }

    /// A folder where `a` and `b` both synced encrypted, `b` after logging `b1`.
    private func encryptedPair(_ painlog: PainlogSandbox) throws -> SyncedDiaries {
        try painlog.run(["key", "new"], withDatabase: false)
        let diaries = try SyncedDiaries(painlog)
        try diaries.run("a", ["log", "5", "--note", "after gardening"], at: 1)
        try diaries.run("a", ["sync", diaries.folder, "--encrypt"], at: 2)
        try diaries.run("b", ["log", "6", "--note", "b1"], at: 3)
        try diaries.run("b", ["sync", diaries.folder, "--encrypt"], at: 4)
        return diaries
    }

    @Test func twoDiariesSyncThroughAFolderOfAgeFilesOnly() throws {
        let painlog = try PainlogSandbox()
        let diaries = try encryptedPair(painlog)
        // Remembered: no --encrypt the second time.
        let run = try diaries.run("a", ["sync"], at: 5)
        #expect(!run.stderr.contains("notice"), "\(run)")
        #expect(try diaries.notes("a") == ["after gardening", "b1"])
        #expect(try diaries.notes("b") == ["after gardening", "b1"])

        let a = try diaryID(diaries, "a")
        let b = try diaryID(diaries, "b")
        // The report names the files as they are in the folder.
        #expect(run.stdoutLines.first == "painlog-\(b).jsonl.age: 1 added, 0 updated, 0 deleted, 0 kept", "\(run)")
        #expect(run.stdoutLines.last?.hasSuffix("; wrote painlog-\(a).jsonl.age.") == true, "\(run)")
        let files = try folderContents(diaries.folder)
        #expect(files == ["painlog-\(a).jsonl.age", "painlog-\(b).jsonl.age"].sorted(), "\(files)")
        for file in files {
            let data = try bytes(diaries.folder + "/" + file)
            #expect(data.starts(with: Data("age-encryption.org/v1\n".utf8)))
            #expect(data.range(of: Data("after gardening".utf8)) == nil)
            // 64 KiB of plaintext: the header, one full chunk and its tag.
            #expect(data.count > 65_536 + 16 && data.count < 65_536 + 16 + 400, "\(data.count)")
            #expect(try painlog.permissions("shared/" + file) == 0o600)
        }
    }

    @Test func ageDecryptsAWrittenFileToReadableLinesEndingWithTheMAC() throws {
        let tools = try RealAgeTool.require()
        let painlog = try PainlogSandbox()
        let diaries = try encryptedPair(painlog)
        let a = try diaryID(diaries, "a")
        let run = try painlog.runShell(
            "\(tools.age) -d -i .config/painlog/identity.txt shared/painlog-\(a).jsonl.age")
        #expect(run.status == 0, "\(run)")
        #expect(run.stdoutBytes.count == 65_536)
        let lines = run.stdout.split(separator: "\n")
        #expect(lines.first?.hasPrefix("{\"painlog_sync\":3,\"diary\":\"\(a)\"") == true, "\(lines.first ?? "")")
        #expect(lines.contains { $0.contains("\"note\":\"after gardening\"") })
        #expect(lines.contains { $0.hasPrefix("{\"end\":") })
        let mac = try #require(lines.last)
        #expect(mac.range(of: #"^\{"type": "mac", "hmac": "[0-9a-f]{64}"\}$"#, options: .regularExpression) != nil)
    }

    @Test func aFileIsRewrittenOnlyWhenItsRecordsOrRecipientsChange() throws {
        let painlog = try PainlogSandbox()
        try painlog.run(["key", "new"], withDatabase: false)
        let diaries = try SyncedDiaries(painlog)
        try diaries.run("a", ["log", "5", "--note", "a1"], at: 1)
        try diaries.run("a", ["sync", diaries.folder, "--encrypt"], at: 2)
        let file = diaries.folder + "/painlog-\(try diaryID(diaries, "a")).jsonl.age"
        let first = try bytes(file)

        try diaries.run("a", ["sync"], at: 3)
        #expect(try bytes(file) == first, "nothing changed: age's random output is not written again")

        let backup = try PainlogSandbox().run(["key", "new"], withDatabase: false).stdout
            .trimmingCharacters(in: .newlines)
        try diaries.run("a", ["sync", "--encrypt-to", backup], at: 4)
        let second = try bytes(file)
        #expect(second != first, "a new recipient: written again")
        // Kept in the diary's set of recipients, which travels by sync (not per folder).
        #expect(try painlog.sqlite("SELECT recipient FROM sync_recipients;", file: diaries.database("a")) == backup)
        try diaries.run("a", ["sync"], at: 5)
        #expect(try bytes(file) == second)

        // The recipient travels as a record (docs/sync.md, *Encryption recipients*): its segment
        // is written once too, and not again.
        let own = try ownFiles(diaries, "a")
        try diaries.run("a", ["sync"], at: 5)
        #expect(try ownFiles(diaries, "a") == own)

        try diaries.run("a", ["log", "4", "--note", "a2"], at: 6)
        try diaries.run("a", ["sync"], at: 7)
        // Written again: the snapshot, or a new segment beside it (the layout decides which).
        #expect(try ownFiles(diaries, "a") != own, "a new entry: written again")

        try diaries.run("a", ["sync", "--no-encrypt-to", backup], at: 8)
        #expect(try painlog.sqlite("SELECT count(*) FROM sync_recipients;", file: diaries.database("a")) == "0")
    }

    @Test func theBackupRecipientOpensTheFilesWithAge() throws {
        let tools = try RealAgeTool.require()
        let painlog = try PainlogSandbox()
        try painlog.run(["key", "new"], withDatabase: false)
        let made = try painlog.runShell("\(tools.keygen) -o backup.txt 2>/dev/null && \(tools.keygen) -y backup.txt")
        let backup = made.stdout.trimmingCharacters(in: .newlines)
        let diaries = try SyncedDiaries(painlog)
        try diaries.run("a", ["log", "5", "--note", "a1"], at: 1)
        try diaries.run("a", ["sync", diaries.folder, "--encrypt", "--encrypt-to", backup], at: 2)
        let a = try diaryID(diaries, "a")
        let run = try painlog.runShell("\(tools.age) -d -i backup.txt shared/painlog-\(a).jsonl.age")
        #expect(run.status == 0 && run.stdout.contains("\"note\":\"a1\""), "\(run)")
    }

    @Test(arguments: ["tampered", "truncated", "chunkMissing"])
    func aDamagedFileIsSkippedWholeWithANotice(damage: String) throws {
        let painlog = try PainlogSandbox()
        let diaries = try encryptedPair(painlog)
        let b = try diaryID(diaries, "b")
        let name = "painlog-\(b).jsonl.age"
        let path = diaries.folder + "/" + name
        var data = try bytes(path)
        switch damage {
        case "tampered": data[data.count - 200] ^= 0x01
        case "truncated": data = data.prefix(data.count - 100)
        default: data = data.prefix(data.count - 65_536 / 2)
        }
        try data.write(to: URL(fileURLWithPath: path))
        try diaries.run("a", ["log", "4", "--note", "a2"], at: 5)

        let run = try diaries.run("a", ["sync"], at: 6)

        #expect(run.stderr.contains("notice: skipped \(name): it "), "\(run)")
        #expect(run.stderr.contains("nothing from it was merged"), "\(run)")
        #expect(try diaries.notes("a") == ["a2", "after gardening"], "nothing of b's file was merged")
    }

    @Test func aFileSealedWithoutTheIdentitysMACIsSkipped() throws {
        let tools = try RealAgeTool.require()
        let painlog = try PainlogSandbox()
        let recipient = try painlog.run(["key", "new"], withDatabase: false).stdout.trimmingCharacters(in: .newlines)
        let diaries = try SyncedDiaries(painlog)
        // c writes a plain file in another folder; someone who knows the recipient encrypts it.
        let other = try SyncedDiaries(painlog, folder: "elsewhere")
        try other.run("c", ["log", "7", "--note", "forged"], at: 1)
        try other.run("c", ["sync", other.folder], at: 2)
        let c = try diaryID(other, "c")
        let forged = try painlog.runShell(
            "\(tools.age) -r \(recipient) -o shared/painlog-\(c).jsonl.age elsewhere/painlog-\(c).jsonl")
        #expect(forged.status == 0, "\(forged)")
        try diaries.run("a", ["log", "5", "--note", "a1"], at: 3)

        let run = try diaries.run("a", ["sync", diaries.folder, "--encrypt"], at: 4)

        #expect(run.stderr.contains("notice: skipped painlog-\(c).jsonl.age: it has no MAC line"), "\(run)")
        #expect(try diaries.notes("a") == ["a1"])
    }

    @Test func withEncryptionOnAndNoIdentitySyncExitsAndWritesNothing() throws {
        let painlog = try PainlogSandbox()
        let diaries = try SyncedDiaries(painlog)
        try diaries.run("a", ["log", "5", "--note", "a1"], at: 1)
        let before = try painlog.dump(file: diaries.database("a"))

        let run = try diaries.runAllowingFailure("a", ["sync", diaries.folder, "--encrypt"], at: 2)

        expectError(run, status: 1, naming: ["no identity", "painlog key import FILE", "nothing was synced"])
        #expect(try folderContents(diaries.folder).isEmpty)
        #expect(try painlog.dump(file: diaries.database("a")) == before)

        // Remembered: an identity taken away later stops the next sync the same way.
        try painlog.run(["key", "new"], withDatabase: false)
        try diaries.run("a", ["sync", diaries.folder, "--encrypt"], at: 3)
        let files = try folderContents(diaries.folder)
        try FileManager.default.moveItem(atPath: painlog.identityPath, toPath: painlog.path("away.txt"))
        try diaries.run("a", ["log", "4"], at: 4)
        let again = try diaries.runAllowingFailure("a", ["sync"], at: 5)
        #expect(again.status == 1 && again.stderr.contains("painlog key import"), "\(again)")
        #expect(try folderContents(diaries.folder) == files)
    }

    @Test func withoutAnIdentityAPlainSyncSaysWhichEncryptedFilesItCouldNotRead() throws {
        let painlog = try PainlogSandbox()
        let diaries = try encryptedPair(painlog)
        try FileManager.default.moveItem(atPath: painlog.identityPath, toPath: painlog.path("away.txt"))
        let b = try diaryID(diaries, "b")

        let run = try diaries.run("c", ["sync", diaries.folder], at: 5)

        #expect(
            run.stderr.contains(
                "notice: 2 encrypted files (painlog-")
                && run.stderr.contains(
                    "were not read: this computer has no identity; bring yours with 'painlog key import FILE'"),
            "\(run)")
        #expect(try diaries.notes("c").isEmpty)
        #expect(try folderContents(diaries.folder).contains("painlog-\(b).jsonl.age"))
    }

    @Test func plainFilesAreNamedAtEveryEncryptedSyncAndStillRead() throws {
        let painlog = try PainlogSandbox()
        try painlog.run(["key", "new"], withDatabase: false)
        let diaries = try SyncedDiaries(painlog)
        try diaries.run("b", ["log", "6", "--note", "b1"], at: 1)
        try diaries.run("b", ["sync", diaries.folder], at: 2)
        try diaries.run("a", ["log", "5", "--note", "a1"], at: 3)
        let b = try diaryID(diaries, "b")

        let run = try diaries.run("a", ["sync", diaries.folder, "--encrypt"], at: 4)

        #expect(
            run.stderr.contains(
                "notice: painlog-\(b).jsonl in the sync folder is not encrypted: it holds every entry; "
                    + "run 'painlog sync --encrypt' there"), "\(run)")
        #expect(try diaries.notes("a") == ["a1", "b1"])
        // b reads a's encrypted file while its own stays plain, and turns encryption on.
        try diaries.run("b", ["sync"], at: 5)
        #expect(try diaries.notes("b") == ["a1", "b1"])
        try diaries.run("b", ["sync", "--encrypt"], at: 6)
        #expect(try folderContents(diaries.folder).allSatisfy { $0.hasSuffix(".age") })
        let quiet = try diaries.run("a", ["sync"], at: 7)
        #expect(!quiet.stderr.contains("not encrypted"), "\(quiet)")
    }

    @Test func turningEncryptionOnAndOffReplacesThisDiarysOwnFile() throws {
        let painlog = try PainlogSandbox()
        try painlog.run(["key", "new"], withDatabase: false)
        let diaries = try SyncedDiaries(painlog)
        try diaries.run("a", ["log", "5", "--note", "a1"], at: 1)
        try diaries.run("a", ["sync", diaries.folder], at: 2)
        let a = try diaryID(diaries, "a")
        let plain = try String(contentsOfFile: diaries.folder + "/painlog-\(a).jsonl", encoding: .utf8)

        try diaries.run("a", ["sync", "--encrypt"], at: 3)
        #expect(try folderContents(diaries.folder) == ["painlog-\(a).jsonl.age"])

        try diaries.run("a", ["sync", "--no-encrypt"], at: 4)
        #expect(try folderContents(diaries.folder) == ["painlog-\(a).jsonl"])
        #expect(try String(contentsOfFile: diaries.folder + "/painlog-\(a).jsonl", encoding: .utf8) == plain)
    }

    @Test(arguments: [
        (["--encrypt-to", "notakey"], ["--encrypt-to", "notakey", "age1"]),
        (["--no-encrypt-to", "age1pq1abc"], ["--no-encrypt-to", "age1pq1abc", "age1"]),
    ])
    func aBadRecipientIsAUsageErrorAndChangesNothing(_ arguments: [String], naming: [String]) throws {
        let painlog = try PainlogSandbox()
        try painlog.run(["key", "new"], withDatabase: false)
        let diaries = try SyncedDiaries(painlog)
        try diaries.run("a", ["log", "5"], at: 1)
        let before = try painlog.dump(file: diaries.database("a"))

        let run = try diaries.runAllowingFailure("a", ["sync", diaries.folder, "--encrypt"] + arguments, at: 2)

        expectError(run, status: ExitStatus.usage, naming: naming)
        #expect(try painlog.dump(file: diaries.database("a")) == before)
        #expect(try folderContents(diaries.folder).isEmpty)
    }
}
