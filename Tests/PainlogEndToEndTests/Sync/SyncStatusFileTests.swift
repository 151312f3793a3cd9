import Foundation
import Testing

/// `painlog sync --status` through the built binary: the status file for the phone, remembered per
/// folder, written atomically (mode 0600, nothing left beside it), removed by `--no-status`.
@Suite struct SyncStatusFileTests {
    private func diaryID(_ diaries: SyncedDiaries, _ name: String) throws -> String {
        try diaries.painlog.sqlite(
            "SELECT value FROM diary_settings WHERE key = 'diary_id';", file: diaries.database(name))
    }

    private func statusSettings(_ diaries: SyncedDiaries, _ name: String) throws -> String {
        try diaries.painlog.sqlite(
            "SELECT key || '=' || value FROM diary_settings WHERE key LIKE 'sync_status %';",
            file: diaries.database(name))
    }

    @Test func writesRemembersAndRemovesTheStatusFile() throws {
        let painlog = try PainlogSandbox()
        let diaries = try SyncedDiaries(painlog)
        try diaries.run("a", ["conditions", "add", "migraine", "--kind", "migraine", "--area", "head"], at: 0)
        for day in 10...21 {
            try diaries.run(
                "a", ["log", "5", "-a", "head", "-m", "sumatriptan 50mg", "--at", "2026-11-\(day) 09:00"], at: 0)
        }
        try diaries.run(
            "a",
            [
                "log", "7", "-a", "head", "-a", "neck", "-m", "sumatriptan 50mg", "--note", "private words", "-t",
                "hidden-tag", "--at", "08:30",
            ], at: 1)
        try diaries.run("a", ["log", "3", "-a", "back", "--at", "09:45"], at: 2)
        let name = "painlog-status-\(try diaryID(diaries, "a").prefix(8)).txt"
        let file = diaries.folder + "/" + name

        let run = try diaries.run("a", ["sync", diaries.folder, "--status"], at: 3)

        #expect(run.stderr == "", "\(run)")
        #expect(run.stdoutLines.last == "Status for the phone: \(name).", "\(run)")
        let text = try String(contentsOfFile: file, encoding: .utf8)
        #expect(
            text == """
                Written Sun 2026-11-22 10:03 +01:00
                Acute-medication days, last 30 days:
                triptan: 13 of 10 days, reached
                Reached: information, not a diagnosis.
                Today (Sun 2026-11-22), newest first:
                09:45 3/10 back
                08:30 7/10 head, neck; took sumatriptan
                      50mg

                """)
        #expect(!text.contains("private") && !text.contains("hidden"))
        let attributes = try FileManager.default.attributesOfItem(atPath: file)
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
        #expect(try folderContents(diaries.folder).filter { $0.contains("partial") } == [])
        #expect(try statusSettings(diaries, "a") == "sync_status \(diaries.folder)=plain")

        // Remembered: a plain sync writes it again, with what was logged since.
        try diaries.run("a", ["log", "2", "-a", "head", "--at", "10:04"], at: 4)
        let again = try diaries.run("a", ["sync"], at: 5)
        #expect(again.stdoutLines.last == "Status for the phone: \(name).", "\(again)")
        let updated = try String(contentsOfFile: file, encoding: .utf8)
        #expect(updated.hasPrefix("Written Sun 2026-11-22 10:05 +01:00\n"))
        #expect(updated.contains("\n10:04 2/10 head\n09:45 3/10 back\n"))

        // --no-status removes the file and forgets the setting.
        let off = try diaries.run("a", ["sync", "--no-status"], at: 6)
        #expect(off.stdoutLines.last == "Removed \(name); no status file from now on.", "\(off)")
        #expect(!FileManager.default.fileExists(atPath: file))
        #expect(try statusSettings(diaries, "a") == "")
        let plain = try diaries.run("a", ["sync"], at: 7)
        #expect(!plain.stdout.contains("Status"), "\(plain)")
        #expect(!FileManager.default.fileExists(atPath: file))
        // A sync folder never mistakes the status file for a diary's file or an inbox.
        try diaries.run("b", ["sync", diaries.folder, "--status"], at: 8)
        let other = try diaries.run("a", ["sync"], at: 9)
        #expect(other.stderr == "", "\(other)")
    }

    @Test func withoutAHeadacheConditionTheFileHasNoMedicationDays() throws {
        let painlog = try PainlogSandbox()
        let diaries = try SyncedDiaries(painlog)
        try diaries.run("a", ["log", "4", "-a", "back", "-m", "ibuprofen 400mg", "--at", "09:00"], at: 1)
        let name = "painlog-status-\(try diaryID(diaries, "a").prefix(8)).txt"

        try diaries.run("a", ["sync", diaries.folder, "--status"], at: 2)

        #expect(
            try String(contentsOfFile: diaries.folder + "/" + name, encoding: .utf8) == """
                Written Sun 2026-11-22 10:02 +01:00
                Today (Sun 2026-11-22), newest first:
                09:00 4/10 back; took ibuprofen 400mg

                """)
    }

    @Test func bothStatusFlagsAreAUsageErrorAndChangeNothing() throws {
        let painlog = try PainlogSandbox()
        let diaries = try SyncedDiaries(painlog)
        try diaries.run("a", ["log", "4", "-a", "back"], at: 1)
        let before = try painlog.dump(file: diaries.database("a"))

        let run = try diaries.runAllowingFailure("a", ["sync", diaries.folder, "--status", "--no-status"], at: 2)

        #expect(run.exited(64), "\(run)")
        #expect(run.hasOneErrorLine, "\(run)")
        #expect(run.stderr.contains("--no-status") && run.stderr.contains("--status"), "\(run)")
        #expect(try painlog.dump(file: diaries.database("a")) == before)
        #expect(try folderContents(diaries.folder) == [])
    }

    @Test func aStatusFileThatCannotBeWrittenIsANoticeAndTheSyncIsDone() throws {
        let painlog = try PainlogSandbox()
        let diaries = try SyncedDiaries(painlog)
        try diaries.run("a", ["log", "4", "-a", "back"], at: 1)
        let id = try diaryID(diaries, "a")
        let name = "painlog-status-\(id.prefix(8)).txt"
        try FileManager.default.createDirectory(atPath: diaries.folder + "/" + name, withIntermediateDirectories: false)

        let run = try diaries.run("a", ["sync", diaries.folder, "--status"], at: 2)

        #expect(run.exited(0), "\(run)")
        #expect(
            run.stderrLines == [
                "notice: the status file \(name) was not written (the sync is done): \(diaries.folder)/\(name) is a folder"
            ], "\(run)")
        #expect(try folderContents(diaries.folder).contains("painlog-\(id).jsonl"))
        #expect(try statusSettings(diaries, "a") == "sync_status \(diaries.folder)=plain")
    }

    @Test func aDryRunWritesNoStatusFileAndRemembersNothing() throws {
        let painlog = try PainlogSandbox()
        let diaries = try SyncedDiaries(painlog)
        try diaries.run("a", ["log", "4", "-a", "back"], at: 1)

        try diaries.run("a", ["sync", diaries.folder, "--status", "--dry-run"], at: 2)

        #expect(try folderContents(diaries.folder) == [])
        #expect(try statusSettings(diaries, "a") == "")
    }
}
