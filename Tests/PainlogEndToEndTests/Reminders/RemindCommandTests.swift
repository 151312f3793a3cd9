import Foundation
import Testing

/// `painlog remind install|status|uninstall`: systemd user units (checked by the real
/// `systemd-analyze`), crontab lines, and never touching a unit painlog did not write.
@Suite struct RemindCommandTests {
    static let enableLine = "systemctl --user daemon-reload && systemctl --user enable --now painlog-remind.timer"
    static let marker = "# Written by painlog (painlog remind install); painlog remind uninstall removes it."

    /// A sandbox whose XDG_CONFIG_HOME is its own `config` folder.
    static func sandbox() throws -> (PainlogSandbox, String) {
        let painlog = try PainlogSandbox()
        let units = painlog.path("config/systemd/user")
        return (painlog, units)
    }

    static func run(_ painlog: PainlogSandbox, _ arguments: [String], database: String? = nil) throws -> ProgramRun {
        try painlog.run(arguments, environment: ["XDG_CONFIG_HOME": painlog.path("config")], database: database)
    }

    @Test func installWritesATimerAndServiceThatSystemdAccepts() throws {
        let (painlog, units) = try Self.sandbox()

        let run = try Self.run(painlog, ["remind", "install", "--at", "21:00", "--at", "9:00", "--within", "6h"])

        expectSuccess(run)
        #expect(run.stdoutLines.last == Self.enableLine, "\(run)")
        let timer = try String(contentsOfFile: units + "/painlog-remind.timer", encoding: .utf8)
        let service = try String(contentsOfFile: units + "/painlog-remind.service", encoding: .utf8)
        #expect(timer.hasPrefix(Self.marker + "\n") && service.hasPrefix(Self.marker + "\n"))
        #expect(timer.contains("OnCalendar=*-*-* 09:00:00\nOnCalendar=*-*-* 21:00:00\n"), "\(timer)")
        let binary = try PainlogBinary.path()
        #expect(
            service.contains(
                "ExecStart=\"\(binary)\" \"--db\" \"\(painlog.database)\" \"due\" \"--within\" \"6h\" \"--notify\"\n"),
            "\(service)")
        #expect(service.contains("SuccessExitStatus=1\n"), "due's exit 1 (nothing to remind) is not a failure")
        try Self.expectSystemdAccepts(units)
    }

    @Test func aRelativeDatabaseWithOddCharactersBecomesAnAbsolutePathSystemdReadsBack() throws {
        let (painlog, units) = try Self.sandbox()
        let odd = "my diary %h $HOME \"q\" \\b.sqlite"

        let run = try Self.run(painlog, ["remind", "install", "--at", "08:00"], database: "./" + odd)

        expectSuccess(run)
        let service = try String(contentsOfFile: units + "/painlog-remind.service", encoding: .utf8)
        let escaped = (painlog.folder.path + "/" + odd).replacingOccurrences(of: "\\", with: "\\\\")
            .replacingOccurrences(of: "\"", with: "\\\"").replacingOccurrences(of: "%", with: "%%")
            .replacingOccurrences(of: "$", with: "$$")
        #expect(service.contains("\"--db\" \"\(escaped)\" \"due\""), "\(service)")
        try Self.expectSystemdAccepts(units)
    }

    @Test func installingAgainReplacesPainlogsOwnUnits() throws {
        let (painlog, units) = try Self.sandbox()
        expectSuccess(try Self.run(painlog, ["remind", "install", "--at", "09:00"]))

        let again = try Self.run(painlog, ["remind", "install", "--at", "20:30"])

        expectSuccess(again)
        let timer = try String(contentsOfFile: units + "/painlog-remind.timer", encoding: .utf8)
        #expect(timer.contains("OnCalendar=*-*-* 20:30:00\n") && !timer.contains("09:00"), "\(timer)")
        #expect(
            try folderContents(units) == ["painlog-remind.service", "painlog-remind.timer"], "no temporary files left")
    }

    @Test(arguments: ["painlog-remind.timer", "painlog-remind.service"])
    func aUnitPainlogDidNotWriteIsNeverOverwritten(_ name: String) throws {
        let (painlog, units) = try Self.sandbox()
        try FileManager.default.createDirectory(atPath: units, withIntermediateDirectories: true)
        let foreign = "[Unit]\nDescription=mine\n"
        try foreign.write(toFile: units + "/" + name, atomically: false, encoding: .utf8)

        let run = try Self.run(painlog, ["remind", "install", "--at", "09:00"])

        expectError(run, status: ExitStatus.failure, naming: [units + "/" + name, "not written by painlog"])
        #expect(try String(contentsOfFile: units + "/" + name, encoding: .utf8) == foreign)
        #expect(try folderContents(units) == [name], "the other unit is not written either")

        let uninstall = try Self.run(painlog, ["remind", "uninstall"])
        expectError(uninstall, status: ExitStatus.failure, naming: [units + "/" + name])
        #expect(try folderContents(units) == [name])
    }

    @Test func cronPrintsCrontabLinesAndWritesNothing() throws {
        let (painlog, units) = try Self.sandbox()

        let run = try Self.run(painlog, ["remind", "install", "--at", "21:00", "--at", "09:05", "--cron"])

        expectSuccess(run)
        let binary = try PainlogBinary.path()
        let bus = "DBUS_SESSION_BUS_ADDRESS=unix:path=/run/user/\(getuid())/bus"
        let command = "'\(binary)' '--db' '\(painlog.database)' 'due' '--within' '4h' '--notify'"
        #expect(
            run.stdoutLines == [
                "# painlog reminders (add with: crontab -e)", "5 9 * * * \(bus) \(command)",
                "0 21 * * * \(bus) \(command)",
            ], "\(run)")
        #expect(!exists(units))
        #expect(!exists(painlog.database))
    }

    @Test(arguments: [
        ["--at", "25:00"], ["--at", "9am"], ["--at", "12:60"], [], ["--at", "09:00", "--within", "4x"],
    ])
    func badTimesAreUsageErrors(_ options: [String]) throws {
        let (painlog, units) = try Self.sandbox()

        let run = try Self.run(painlog, ["remind", "install"] + options)

        expectError(run, status: ExitStatus.usage, naming: options.last.map { ["'\($0)'"] } ?? ["--at"])
        #expect(!exists(units))
    }

    @Test func statusSaysWhatIsInstalled() throws {
        let (painlog, _) = try Self.sandbox()
        let none = try Self.run(painlog, ["remind", "status"])
        expectSuccess(none)
        #expect(none.stdout.contains("painlog-remind.timer: not installed"), "\(none)")
        #expect(none.stdout.contains("painlog remind install --at"), "\(none)")

        expectSuccess(try Self.run(painlog, ["remind", "install", "--at", "09:00"]))
        let installed = try Self.run(painlog, ["remind", "status"])

        expectSuccess(installed)
        #expect(installed.stdout.contains("  at    *-*-* 09:00:00"), "\(installed)")
        #expect(installed.stdout.contains("  runs  \""), "\(installed)")
        #expect(!installed.stdout.contains("not installed"), "\(installed)")
    }

    @Test func uninstallRemovesPainlogsUnitsAndTheEnablingLink() throws {
        let (painlog, units) = try Self.sandbox()
        expectSuccess(try Self.run(painlog, ["remind", "install", "--at", "09:00"]))
        // What `systemctl --user enable` would have made.
        try FileManager.default.createDirectory(
            atPath: units + "/timers.target.wants", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: units + "/timers.target.wants/painlog-remind.timer",
            withDestinationPath: units + "/painlog-remind.timer")

        let run = try Self.run(painlog, ["remind", "uninstall"])

        expectSuccess(run)
        #expect(run.stdout.contains("systemctl --user stop painlog-remind.timer"), "\(run)")
        #expect(try folderContents(units) == ["timers.target.wants"])
        #expect(try folderContents(units + "/timers.target.wants").isEmpty)

        let again = try Self.run(painlog, ["remind", "uninstall"])
        expectSuccess(again)
        #expect(again.stdout.hasPrefix("No painlog reminder is installed"), "\(again)")
    }

    /// `systemd-analyze verify --user` on both units, with no complaint at all (it only warns about
    /// a bad `OnCalendar=`), and `systemd-analyze calendar` on each time.
    static func expectSystemdAccepts(_ units: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let analyze = try SystemTools.require("systemd-analyze", package: "systemd")
        let folder = URL(fileURLWithPath: units)
        let runtime = folder.deletingLastPathComponent().appendingPathComponent("runtime")
        try FileManager.default.createDirectory(
            at: runtime, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let environment = ["PATH": "/usr/bin:/bin", "XDG_RUNTIME_DIR": runtime.path, "SYSTEMD_LOG_LEVEL": "notice"]
        let verify = try PainlogSandbox.tool(
            analyze,
            ["verify", "--user", "--man=no", units + "/painlog-remind.timer", units + "/painlog-remind.service"],
            environment: environment, in: folder)
        #expect(
            verify.status == 0 && verify.stderr.isEmpty && verify.stdout.isEmpty, "\(verify)",
            sourceLocation: sourceLocation)
        let timer = try String(contentsOfFile: units + "/painlog-remind.timer", encoding: .utf8)
        for line in timer.split(separator: "\n") where line.hasPrefix("OnCalendar=") {
            let calendar = try PainlogSandbox.tool(
                analyze, ["calendar", String(line.dropFirst("OnCalendar=".count))], environment: environment, in: folder
            )
            #expect(calendar.status == 0, "\(calendar)", sourceLocation: sourceLocation)
        }
    }
}
