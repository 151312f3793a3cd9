import Foundation
import Testing

/// `painlog due`: exit 0 and one line when nothing was logged within the window, exit 1 and
/// silence otherwise.
///
/// The sandbox's clock is 2026-11-22T10:00:00+01:00.
@Suite struct DueCommandTests {
    static let dueLine = "Nothing logged in the last 4h: how much does it hurt now? painlog log 0-10\n"

    @Test func aDiaryThatDoesNotExistIsDueAndIsNotCreated() throws {
        let painlog = try PainlogSandbox()

        let run = try painlog.run(["due"])

        expectSuccess(run)
        #expect(run.stdout == Self.dueLine, "\(run)")
        #expect(!exists(painlog.database), "due must not create a diary")
        #expect(try folderContents(painlog.folder.path).isEmpty, "nothing left behind")
    }

    @Test func anEmptyDiaryIsDue() throws {
        let painlog = try PainlogSandbox()
        try painlog.log(["5", "--at", "2026-11-01T08:00"])
        try painlog.run(["delete", "1", "--yes"])

        let run = try painlog.run(["due"])

        expectSuccess(run)
        #expect(run.stdout == Self.dueLine, "\(run)")
    }

    @Test func theWindowStartIsInsideTheWindow() throws {
        let painlog = try PainlogSandbox()
        try painlog.log(["5", "--at", "2026-11-22T06:00:00"])

        let atStart = try painlog.run(["due"])
        #expect(atStart.status == ExitStatus.failure, "\(atStart)")
        #expect(atStart.stdoutBytes.isEmpty && atStart.stderrBytes.isEmpty, "silence when not due\n\(atStart)")

        // One second later, the same entry is outside a window that starts at 06:00:01.
        let later = try painlog.run(["due"], environment: ["PAINLOG_NOW": "2026-11-22T10:00:01+01:00"])
        expectSuccess(later)
        #expect(later.stdout == Self.dueLine, "\(later)")
    }

    @Test func theWindowCanBeChanged() throws {
        let painlog = try PainlogSandbox()
        try painlog.log(["3", "--at", "2026-11-22T09:30:00"])

        let short = try painlog.run(["due", "--within", "30m"])
        #expect(short.status == ExitStatus.failure, "09:30 is exactly 30 minutes ago\n\(short)")

        let shorter = try painlog.run(["due", "--within", "29m"])
        expectSuccess(shorter)
        #expect(
            shorter.stdout == "Nothing logged in the last 29m: how much does it hurt now? painlog log 0-10\n",
            "\(shorter)")

        let long = try painlog.run(["due", "--within", "1h30m"])
        #expect(long.status == ExitStatus.failure, "\(long)")
    }

    @Test func dueDoesNotChangeTheDiary() throws {
        let painlog = try PainlogSandbox()
        try painlog.log(["5", "--at", "2026-11-20T08:00"])
        let before = try Data(contentsOf: URL(fileURLWithPath: painlog.database))

        let run = try painlog.run(["due", "--within", "1d"])

        expectSuccess(run)
        #expect(try Data(contentsOf: URL(fileURLWithPath: painlog.database)) == before)
    }

    @Test(arguments: ["4x", "0m", "", "h", "4h30", "30m4h", "-4h", "4 h", "9999999w"])
    func aBadDurationIsAUsageError(_ value: String) throws {
        let painlog = try PainlogSandbox()

        let run = try painlog.run(["due", "--within", value])

        expectError(run, status: ExitStatus.usage, naming: ["'\(value)'", "30m", "4h"])
        #expect(!exists(painlog.database))
    }

    @Test func notifyUsesNotifySendWhenItIsOnPath() throws {
        let painlog = try PainlogSandbox()
        let bin = painlog.path("bin")
        try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
        let record = painlog.path("notified.txt")
        let fake = try painlog.write("bin/notify-send", "#!/bin/sh\nprintf '%s|' \"$@\" > '\(record)'\n")
        chmod(fake, 0o755)

        let run = try painlog.run(["due", "--notify"], environment: ["PATH": bin + ":/usr/bin:/bin"])

        expectSuccess(run)
        #expect(run.stdout == Self.dueLine, "\(run)")
        let sent = try String(contentsOfFile: record, encoding: .utf8)
        #expect(sent == "painlog|" + Self.dueLine.dropLast() + "|", "\(sent)")
    }

    @Test func notifyWithoutNotifySendIsSilentAboutIt() throws {
        let painlog = try PainlogSandbox()

        let run = try painlog.run(["due", "--notify"], environment: ["PATH": painlog.path("nowhere")])

        expectSuccess(run)
        #expect(run.stdout == Self.dueLine, "\(run)")
    }

    @Test func notifyIsNotSentWhenNothingIsDue() throws {
        let painlog = try PainlogSandbox()
        try painlog.log(["5"])
        let bin = painlog.path("bin")
        try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
        let record = painlog.path("notified.txt")
        chmod(try painlog.write("bin/notify-send", "#!/bin/sh\ntouch '\(record)'\n"), 0o755)

        let run = try painlog.run(["due", "--notify"], environment: ["PATH": bin + ":/usr/bin:/bin"])

        #expect(run.status == ExitStatus.failure, "\(run)")
        #expect(!exists(record))
    }

    @Test func theDashboardSaysWhenNothingWasLoggedToday() throws {
        let painlog = try PainlogSandbox()
        try painlog.log(["5", "--at", "yesterday 20:00"])

        let run = try painlog.run([])

        expectSuccess(run)
        #expect(run.stdoutLines.first == "Today        nothing logged yet", "\(run)")
    }
}
