import Foundation
import Testing

/// `log … --follow-up` and `due --follow-up UID` (contract, *The 2-hour outcome*): the refusals, the
/// 2-hour mark already past, no scheduler at all, and the reminder's words and silence.
///
/// The sandbox's clock is 2026-11-22T10:00:00+01:00 (Berlin). The real schedulers are tested in
/// `FollowUpSchedulerTests`.
@Suite struct FollowUpReminderTests {
    /// A diary with a migraine condition (head) and a pain condition (back).
    static func diary() throws -> PainlogSandbox {
        let painlog = try PainlogSandbox()
        for arguments in [
            ["conditions", "add", "migraine", "--kind", "migraine", "--area", "head"],
            ["conditions", "add", "back", "--kind", "pain", "--area", "back"],
        ] {
            let run = try painlog.run(arguments)
            guard run.status == 0 else { throw HarnessError("\(arguments) failed\n\(run)") }
        }
        return painlog
    }

    /// Logs with `--json` and returns the new entry's uid.
    static func logUID(_ painlog: PainlogSandbox, _ arguments: [String], environment: [String: String?] = [:]) throws
        -> (uid: String, run: ProgramRun)
    {
        let run = try painlog.run(["log"] + arguments + ["--json"], environment: environment)
        guard run.status == 0, let uid = try PainlogSandbox.jsonObject(run.stdoutBytes)["uid"] as? String else {
            throw HarnessError("log \(arguments) failed\n\(run)")
        }
        return (uid, run)
    }

    /// A PATH with only a recording `notify-send` (the notifier `due --notify` is tested with) and /bin.
    static func notifier(_ painlog: PainlogSandbox) throws -> (path: String, record: String) {
        let bin = painlog.path("bin")
        try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
        let record = painlog.path("notified.txt")
        chmod(try painlog.write("bin/notify-send", "#!/bin/sh\nprintf '%s|' \"$@\" > '\(record)'\n"), 0o755)
        return (bin + ":/bin", record)
    }

    // MARK: - log --follow-up: refusals (64, nothing written)

    @Test func withoutAConditionItIsRefusedAndNoDiaryIsMade() throws {
        let painlog = try PainlogSandbox()

        let run = try painlog.run(["log", "7", "-a", "head", "-m", "sumatriptan 50mg", "--follow-up"])

        expectError(run, status: ExitStatus.usage, naming: ["--follow-up", "migraine condition", "conditions add"])
        #expect(!exists(painlog.database), "a refused log must not leave a diary behind")
    }

    @Test func anAreaOutsideAMigraineConditionIsRefused() throws {
        let painlog = try Self.diary()
        let before = try Data(contentsOf: URL(fileURLWithPath: painlog.database))

        let run = try painlog.run(["log", "7", "-a", "back", "-m", "sumatriptan 50mg", "--follow-up"])

        expectError(
            run, status: ExitStatus.usage, naming: ["area of a migraine condition", "'back'", "migraine: head"])
        #expect(try Data(contentsOf: URL(fileURLWithPath: painlog.database)) == before, "nothing written")
    }

    @Test func withoutAnAcuteMedicineItIsRefused() throws {
        let painlog = try Self.diary()
        let before = try Data(contentsOf: URL(fileURLWithPath: painlog.database))

        let none = try painlog.run(["log", "7", "-a", "head", "--follow-up"])
        expectError(none, status: ExitStatus.usage, naming: ["acute medicine", "triptan", "gepant", "has none"])

        let notAcute = try painlog.run(["log", "7", "-a", "head", "-m", "placebo", "--follow-up"])
        expectError(notAcute, status: ExitStatus.usage, naming: ["acute medicine", "'placebo' is not", "meds class"])

        #expect(try Data(contentsOf: URL(fileURLWithPath: painlog.database)) == before, "nothing written")
    }

    @Test func bothMissingAreNamedOnOneLine() throws {
        let painlog = try Self.diary()

        let run = try painlog.run(["log", "7", "-a", "back", "--follow-up"])

        expectError(run, status: ExitStatus.usage, naming: ["area of a migraine condition", "an acute medicine"])
    }

    @Test func aGuidedEntryIsRefused() throws {
        let painlog = try Self.diary()

        let run = try painlog.run(["log", "-a", "head", "-m", "sumatriptan", "--follow-up"])

        expectError(run, status: ExitStatus.usage, naming: ["--follow-up", "INTENSITY"])
    }

    // MARK: - log --follow-up: logged, nothing scheduled

    @Test func aPastTwoHourMarkLogsTheEntryAndSaysNothingWasScheduled() throws {
        let painlog = try Self.diary()

        let run = try painlog.run(["log", "7", "-a", "head", "-m", "sumatriptan 50mg", "--at", "08:00", "--follow-up"])

        #expect(run.status == ExitStatus.success, "\(run)")
        #expect(run.stdoutLines.count == 1 && run.stdout.hasPrefix("Logged #1: 7/10"), "\(run)")
        #expect(
            run.stderrLines == [
                "notice: no reminder scheduled: 2 hours after the dose was Sun 2026-11-22 10:00, already past; "
                    + "log the pain then with painlog --db \(painlog.database) log 0-10 -a head --at '2026-11-22 10:00'"
            ], "\(run)")
        let listed = try painlog.run(["list", "--json"])
        #expect(try PainlogSandbox.jsonArray(listed.stdoutBytes).count == 1)
    }

    @Test func withoutAnySchedulerTheEntryIsLoggedAndItSaysSo() throws {
        let painlog = try Self.diary()
        // No systemd-run, systemctl, at or atrm on PATH: no scheduler is there.
        let nowhere = ["PATH": painlog.path("nowhere")]

        let run = try painlog.run(
            ["log", "7", "-a", "head", "-m", "sumatriptan 50mg", "--follow-up"], environment: nowhere)

        #expect(run.status == ExitStatus.success, "\(run)")
        #expect(run.stdout.hasPrefix("Logged #1: 7/10"), "\(run)")
        #expect(
            run.stderrLines == [
                "notice: cannot schedule the reminder: no systemd user manager answers and atd is not running "
                    + "(install at and start atd); log the pain at Sun 2026-11-22 12:00 with "
                    + "painlog --db \(painlog.database) log 0-10 -a head"
            ], "\(run)")

        // Nothing was scheduled, so undo takes the entry back and says nothing of a reminder.
        let undo = try painlog.run(["undo"], environment: nowhere)
        expectSuccess(undo)
    }

    @Test func theJSONOutputStaysOneObjectAndTheNoticeGoesToStderr() throws {
        let painlog = try Self.diary()

        let (uid, run) = try Self.logUID(
            painlog, ["7", "-a", "head", "-m", "sumatriptan", "--follow-up"],
            environment: ["PATH": painlog.path("nowhere")])

        #expect(uid.count == 36)
        #expect(run.stderr.hasPrefix("notice: cannot schedule the reminder"), "\(run)")
    }

    // MARK: - due --follow-up UID

    @Test(arguments: ["1", "not-a-uid", "0d9a3e8c-3f4b-4e0e-9a77-2c1d5b6e7f8", "0d9a3e8c3f4b4e0e9a772c1d5b6e7f80"])
    func aBadUIDIsAUsageError(_ value: String) throws {
        let painlog = try PainlogSandbox()

        let run = try painlog.run(["due", "--follow-up", value])

        expectError(run, status: ExitStatus.usage, naming: ["'\(value)'", "8-4-4-4-12"])
        #expect(!exists(painlog.database))
    }

    @Test func followUpWithJSONIsAUsageError() throws {
        let painlog = try PainlogSandbox()

        let run = try painlog.run(["due", "--follow-up", "0d9a3e8c-3f4b-4e0e-9a77-2c1d5b6e7f80", "--json"])

        expectError(run, status: ExitStatus.usage, naming: ["--follow-up", "--json"])
    }

    @Test func theReminderAsksForThePainWithTheCommandThatLogsIt() throws {
        let painlog = try Self.diary()
        let (uid, _) = try Self.logUID(painlog, ["7", "-a", "head", "-m", "sumatriptan 50mg", "--at", "08:00"])
        let (path, record) = try Self.notifier(painlog)

        let run = try painlog.run(["due", "--follow-up", uid], environment: ["PATH": path])

        let line =
            "2 hours since sumatriptan 50mg (Sun 2026-11-22 08:00): how much does it hurt now? "
            + "painlog --db \(painlog.database) log 0-10 -a head"
        expectSuccess(run)
        #expect(run.stdout == line + "\n", "\(run)")
        #expect(try String(contentsOfFile: record, encoding: .utf8) == "painlog|" + line + "|")
    }

    @Test func theCommandLeavesOutDbForTheDefaultDiaryAndQuotesAnAreaWithASpace() throws {
        let painlog = try PainlogSandbox()
        let home = painlog.folder.path
        let diary = home + "/.local/share/painlog/painlog.sqlite"
        for arguments in [
            ["conditions", "add", "migraine", "--kind", "migraine", "--area", "left temple"],
            ["log", "6", "-a", "left temple", "-m", "ibuprofen 400mg", "-m", "rizatriptan", "--at", "07:30"],
        ] {
            #expect(try painlog.run(arguments, withDatabase: false).status == 0)
        }
        let listed = try painlog.run(["list", "--json"], withDatabase: false)
        let uid = try #require(try PainlogSandbox.jsonArray(listed.stdoutBytes).first?["uid"] as? String)

        // The scheduler runs it with --db and the default diary's absolute path.
        let run = try painlog.run(["due", "--follow-up", uid], environment: ["PATH": "/bin"], database: diary)

        expectSuccess(run)
        #expect(
            run.stdout
                == "2 hours since ibuprofen 400mg, rizatriptan (Sun 2026-11-22 07:30): how much does it hurt now? "
                + "painlog log 0-10 -a 'left temple'\n", "\(run)")
    }

    @Test func aFollowUpInTheWindowMakesItSilent() throws {
        let painlog = try Self.diary()
        let (uid, _) = try Self.logUID(painlog, ["7", "-a", "head", "-m", "sumatriptan 50mg", "--at", "06:00"])
        let (path, record) = try Self.notifier(painlog)

        // 1 h 29 after the dose is no follow-up, nor is an entry of another condition in the window.
        try painlog.log(["2", "-a", "head", "--at", "07:29"])
        try painlog.log(["3", "-a", "back", "--at", "08:00"])
        let asked = try painlog.run(["due", "--follow-up", uid], environment: ["PATH": path])
        expectSuccess(asked)
        #expect(asked.stdout.hasPrefix("2 hours since sumatriptan 50mg"), "\(asked)")

        // 2 h 30 after it is.
        try FileManager.default.removeItem(atPath: record)
        try painlog.log(["0", "-a", "head", "--at", "08:30"])
        let silent = try painlog.run(["due", "--follow-up", uid], environment: ["PATH": path])
        expectSuccess(silent)
        #expect(silent.stdoutBytes.isEmpty, "silent once a follow-up is logged\n\(silent)")
        #expect(!exists(record), "no notification once a follow-up is logged")
    }

    @Test func aFollowUpAtOneHourThirtyMakesItSilent() throws {
        let painlog = try Self.diary()
        let (uid, _) = try Self.logUID(painlog, ["7", "-a", "head", "-m", "sumatriptan", "--at", "06:00"])
        try painlog.log(["1", "-a", "head", "--at", "07:30"])

        let run = try painlog.run(["due", "--follow-up", uid], environment: ["PATH": "/bin"])

        expectSuccess(run)
        #expect(run.stdoutBytes.isEmpty, "\(run)")
    }

    @Test func anEndOfTheEntryStandsForAFollowUp() throws {
        let painlog = try Self.diary()
        let (uid, _) = try Self.logUID(
            painlog, ["7", "-a", "head", "-m", "sumatriptan", "--at", "06:00", "--ended", "07:00"])

        let run = try painlog.run(["due", "--follow-up", uid], environment: ["PATH": "/bin"])

        expectSuccess(run)
        #expect(run.stdoutBytes.isEmpty, "\(run)")
    }

    @Test func aDeletedEntryIsSilent() throws {
        let painlog = try Self.diary()
        let (uid, _) = try Self.logUID(painlog, ["7", "-a", "head", "-m", "sumatriptan", "--at", "08:00"])
        let (path, record) = try Self.notifier(painlog)
        #expect(try painlog.run(["delete", "1", "--yes"]).status == 0)

        let run = try painlog.run(["due", "--follow-up", uid], environment: ["PATH": path])

        expectSuccess(run)
        #expect(run.stdoutBytes.isEmpty, "\(run)")
        #expect(!exists(record))
    }

    @Test func anUnknownUIDOrNoDiaryIsSilent() throws {
        let painlog = try Self.diary()
        let unknown = try painlog.run(["due", "--follow-up", "0D9A3E8C-3F4B-4E0E-9A77-2C1D5B6E7F80"])
        expectSuccess(unknown)
        #expect(unknown.stdoutBytes.isEmpty, "\(unknown)")

        let fresh = try PainlogSandbox()
        let none = try fresh.run(["due", "--follow-up", "0d9a3e8c-3f4b-4e0e-9a77-2c1d5b6e7f80"])
        expectSuccess(none)
        #expect(none.stdoutBytes.isEmpty, "\(none)")
        #expect(!exists(fresh.database), "due must not create a diary")
    }
}
