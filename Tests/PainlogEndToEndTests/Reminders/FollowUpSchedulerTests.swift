import Foundation
import Testing

/// `log … --follow-up` with the real schedulers: `at` (`.ci/run` installs it and starts `atd`) and
/// `systemd-run --user` (only where a systemd user manager answers: a desktop session, not CI).
///
/// A scheduler that is not there skips its test, saying why; neither is ever stood in for by a fake.
/// The clock is the real one here: the schedulers refuse a time in the past.
@Suite(.serialized) struct FollowUpSchedulerTests {
    /// Now, for `PAINLOG_NOW`: the real time, so that 2 hours later is in the schedulers' future.
    static func realNow() -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        return formatter.string(from: Date())
    }

    /// Whether `systemctl --user` reaches a user service manager.
    static func userManagerAnswers(_ painlog: PainlogSandbox) throws -> Bool {
        guard let systemctl = SystemTools.find("systemctl") else { return false }
        return try painlog.runShell("'\(systemctl)' --user show --property=Version >/dev/null 2>&1").status == 0
    }

    /// A diary of a migraine condition whose `--follow-up` goes through `at`: the test is skipped,
    /// saying why, when atd does not run or a systemd user manager would take the job instead.
    static func diaryScheduledThroughAt() throws -> PainlogSandbox {
        guard atdRuns() else {
            try Test.cancel("skipped: atd is not running (scripts/test starts it after installing at)")
        }
        let painlog = try FollowUpReminderTests.diary()
        guard try !userManagerAnswers(painlog) else {
            try Test.cancel(
                "skipped: a systemd user manager answers here, so painlog schedules through it (the systemd test)")
        }
        return painlog
    }

    /// Whether the `atd` that `at` jobs need is running (Debian's writes /run/atd.pid).
    static func atdRuns() -> Bool {
        guard let text = try? String(contentsOfFile: "/run/atd.pid", encoding: .utf8),
            let id = Int32(text.trimmingCharacters(in: .whitespacesAndNewlines))
        else { return false }
        return kill(id, 0) == 0 || errno == EPERM
    }

    /// The painlog binary as `/proc/self/exe` names it: symbolic links resolved.
    static func binary() throws -> String {
        URL(fileURLWithPath: try PainlogBinary.path()).resolvingSymlinksInPath().path
    }

    @Test func atSchedulesTheReminderAndUndoRemovesIt() throws {
        let at = try SystemTools.require("at", package: "at")
        let atq = try SystemTools.require("atq", package: "at")
        let painlog = try Self.diaryScheduledThroughAt()
        let clock: [String: String?] = ["PAINLOG_NOW": Self.realNow()]

        let (uid, logged) = try FollowUpReminderTests.logUID(
            painlog, ["7", "-a", "head", "-m", "sumatriptan 50mg", "--follow-up"], environment: clock)

        let notice = try #require(logged.stderrLines.first, "\(logged)")
        #expect(logged.stderrLines.count == 1, "\(logged)")
        #expect(notice.hasPrefix("notice: a reminder to log the pain at "), "\(logged)")
        #expect(notice.hasSuffix("); painlog undo takes it back"), "\(logged)")
        let job = try #require(
            notice.range(of: "(at job ").map { Int(notice[$0.upperBound...].prefix { $0.isNumber }) } ?? nil,
            "\(logged)")
        let queued = try painlog.runShell("'\(atq)'")
        #expect(queued.stdoutLines.contains { $0.hasPrefix("\(job)\t") }, "\(queued)")
        let script = try painlog.runShell("'\(at)' -c \(job)")
        let command =
            "exec '\(try Self.binary())' '--db' '\(painlog.database)' 'due' '--follow-up' '\(uid)' >/dev/null 2>&1"
        #expect(script.stdoutLines.contains(command), "\(script)")

        // The job's command is the reminder: run as the job runs it, it notifies.
        let (path, record) = try FollowUpReminderTests.notifier(painlog)
        let ran = try painlog.runShell(command, environment: ["PATH": path])
        #expect(ran.status == 0, "\(ran)")
        let sent = try String(contentsOfFile: record, encoding: .utf8)
        #expect(sent.hasPrefix("painlog|2 hours since sumatriptan 50mg ("), "\(sent)")

        let undo = try painlog.run(["undo"], environment: clock)
        #expect(undo.status == 0, "\(undo)")
        #expect(undo.stderrLines == ["notice: the follow-up reminder (at job \(job)) is cancelled"], "\(undo)")
        let after = try painlog.runShell("'\(atq)'")
        #expect(!after.stdoutLines.contains { $0.hasPrefix("\(job)\t") }, "undo must remove the job\n\(after)")
    }

    @Test func anUndoWhoseJobIsGoneSaysNothingOfIt() throws {
        let atrm = try SystemTools.require("atrm", package: "at")
        let painlog = try Self.diaryScheduledThroughAt()
        let clock: [String: String?] = ["PAINLOG_NOW": Self.realNow()]
        let (_, logged) = try FollowUpReminderTests.logUID(
            painlog, ["7", "-a", "head", "-m", "sumatriptan", "--follow-up"], environment: clock)
        let notice = logged.stderr
        let job = try #require(
            notice.range(of: "(at job ").map { Int(notice[$0.upperBound...].prefix { $0.isNumber }) } ?? nil,
            "\(logged)")
        // The job ran, or someone removed it.
        #expect(try painlog.runShell("'\(atrm)' \(job)").status == 0)

        let undo = try painlog.run(["undo"], environment: clock)

        expectSuccess(undo)
        #expect(undo.stdout.hasPrefix("Undid"), "\(undo)")
    }

    @Test func systemdRunSchedulesATransientTimerAndUndoStopsIt() throws {
        let systemctl = try SystemTools.require("systemctl", package: "systemd")
        _ = try SystemTools.require("systemd-run", package: "systemd")
        let painlog = try FollowUpReminderTests.diary()
        guard try Self.userManagerAnswers(painlog) else {
            let reason =
                "skipped: no systemd user manager answers here (systemctl --user cannot reach one: a "
                + "container or CI); run the tests in a desktop session to test this path"
            try Test.cancel(Comment(rawValue: reason))
        }
        let clock: [String: String?] = ["PAINLOG_NOW": Self.realNow()]

        let (_, logged) = try FollowUpReminderTests.logUID(
            painlog, ["7", "-a", "head", "-m", "sumatriptan 50mg", "--follow-up"], environment: clock)

        let notice = logged.stderr
        let unit = try #require(
            notice.range(of: "(the systemd user timer ").map {
                String(notice[$0.upperBound...].prefix { $0 != ")" }.dropLast(".timer".count))
            }, "\(logged)")
        #expect(unit.hasPrefix("painlog-followup-"), "\(logged)")
        let active = try painlog.runShell("'\(systemctl)' --user is-active '\(unit).timer'")
        #expect(active.stdout == "active\n", "\(active)")

        let undo = try painlog.run(["undo"], environment: clock)
        #expect(
            undo.stderrLines == ["notice: the follow-up reminder (the systemd user timer \(unit).timer) is cancelled"])
        let stopped = try painlog.runShell("'\(systemctl)' --user is-active '\(unit).timer'")
        #expect(stopped.stdout != "active\n", "undo must stop the timer\n\(stopped)")
    }
}
