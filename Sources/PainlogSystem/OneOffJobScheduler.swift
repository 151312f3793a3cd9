public import PainlogDomain

#if canImport(Glibc)
    import Glibc
#endif

/// A one-off job painlog left with the system to run later: a transient systemd user timer, or an
/// `at` job.
public enum ScheduledJob: Sendable, Equatable {
    /// The transient `NAME.timer` (and its `NAME.service`) of `systemd-run --user --unit NAME`.
    case systemdUnit(String)
    /// The `at` job of this number.
    case atJob(Int)

    /// How the diary remembers it: `systemd NAME` or `at NUMBER`.
    public var text: String {
        switch self {
        case .systemdUnit(let name): "systemd " + name
        case .atJob(let number): "at \(number)"
        }
    }

    /// The job `text` names; nil for anything else.
    public init?(text: String) {
        let parts = text.split(separator: " ", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[1].isEmpty else { return nil }
        switch parts[0] {
        case "systemd": self = .systemdUnit(String(parts[1]))
        case "at":
            guard let number = Int(parts[1]), number > 0 else { return nil }
            self = .atJob(number)
        default: return nil
        }
    }

    /// For people: `the systemd timer NAME.timer`, `at job 12`.
    public var description: String {
        switch self {
        case .systemdUnit(let name): "the systemd user timer \(name).timer"
        case .atJob(let number): "at job \(number)"
        }
    }
}

/// Leaves a command with the system to run once at a given time, and takes it back: through
/// `systemd-run --user` when the user's service manager answers, else through `at` when `atd`
/// runs, else not at all.
///
/// Every program runs through the `ProcessRunner` (the one place painlog starts processes); the
/// programs are found on `PATH`, as a shell would.
public struct OneOffJobScheduler {
    private let runner: any ProcessRunner
    private let variables: [String: String]
    /// Where Debian's `atd` writes its process id.
    private let atdProcessFile: String

    /// How long each program may take: they only talk to a running daemon.
    static let timeoutSeconds = 10

    public init(runner: any ProcessRunner, variables: [String: String], atdProcessFile: String = "/run/atd.pid") {
        self.runner = runner
        self.variables = variables
        self.atdProcessFile = atdProcessFile
    }

    /// Schedules `arguments` (the absolute program first) to run once at `instant`.
    ///
    /// `instant` is in seconds since 1970; `unitName` names the systemd units; `zone` is the zone
    /// `at` reads local times in (the process's, as painlog's own). Returns the job, or nil when
    /// neither scheduler can take it.
    public func schedule(_ arguments: [String], at instant: Int64, unitName: String, zone: TimeZoneRules)
        -> ScheduledJob?
    {
        if userManagerAnswers(), let job = scheduleWithSystemd(arguments, at: instant, unitName: unitName) {
            return job
        }
        if atdRuns() { return scheduleWithAt(arguments, at: instant, zone: zone) }
        return nil
    }

    /// Stops and removes `job`; false when it could not be (it ran already, or was removed).
    @discardableResult
    public func cancel(_ job: ScheduledJob) -> Bool {
        switch job {
        case .systemdUnit(let name):
            guard let systemctl = ExecutableSearch.find("systemctl", variables: variables) else { return false }
            // Stopping a transient timer unloads it; its service has not started (or has ended).
            return run(systemctl, ["--user", "stop", name + ".timer"])?.succeeded ?? false
        case .atJob(let number):
            guard let atrm = ExecutableSearch.find("atrm", variables: variables) else { return false }
            return run(atrm, [String(number)])?.succeeded ?? false
        }
    }

    /// Whether `systemctl --user` reaches a user service manager (a desktop session has one; a
    /// container or an SSH login without lingering usually has none).
    public func userManagerAnswers() -> Bool {
        guard ExecutableSearch.find("systemd-run", variables: variables) != nil,
            let systemctl = ExecutableSearch.find("systemctl", variables: variables)
        else { return false }
        return run(systemctl, ["--user", "show", "--property=Version"])?.succeeded ?? false
    }

    /// Whether `at` and `atrm` are on PATH and the `atd` its jobs need is running.
    public func atdRuns() -> Bool {
        guard ExecutableSearch.find("at", variables: variables) != nil,
            ExecutableSearch.find("atrm", variables: variables) != nil,
            let bytes = FileSystemEntries.contents(of: atdProcessFile),
            let id = Int32(String(decoding: bytes, as: UTF8.self).filter { !$0.isWhitespace }), id > 0
        else { return false }
        // Another user's process answers EPERM: it runs all the same.
        return kill(id, 0) == 0 || errno == EPERM
    }

    /// The calendar time systemd reads: `2026-11-22 12:00:00 UTC`.
    static func systemdCalendarTime(_ instant: Int64) -> String {
        let utc = LocalDateTime(secondsSinceLocalEpoch: instant)
        return utc.date.isoString + " " + twoDigits(utc.hour) + ":" + twoDigits(utc.minute) + ":"
            + twoDigits(utc.second) + " UTC"
    }

    /// The time `at -t` reads, in `zone`: `[[CC]YY]MMDDhhmm`, the minute after `instant` unless it is
    /// on a minute (`atd` runs jobs on the minute, and a reminder must not come early).
    static func atTime(_ instant: Int64, zone: TimeZoneRules) -> String {
        let minute = (instant + 59) / 60 * 60
        let local = zone.timestamp(at: minute).local
        let date = local.date
        return String(date.year) + twoDigits(date.month) + twoDigits(date.day) + twoDigits(local.hour)
            + twoDigits(local.minute)
    }

    /// The shell line an `at` job runs: each argument single-quoted, its output dropped (`at` would
    /// mail it).
    static func atScript(_ arguments: [String]) -> String {
        "exec " + arguments.map(shellQuoted).joined(separator: " ") + " >/dev/null 2>&1\n"
    }

    /// `text` in single quotes for `/bin/sh`, a quote inside written as `'\''`.
    public static func shellQuoted(_ text: String) -> String {
        "'" + text.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''") + "'"
    }

    /// The number of the job `at` says it made (`job 12 at Sun Nov 22 12:00:00 2026` on stderr).
    static func atJobNumber(in output: String) -> Int? {
        for line in output.split(separator: "\n") {
            let words = line.split(separator: " ")
            if words.count >= 2, words[0] == "job", let number = Int(words[1]) { return number }
        }
        return nil
    }

    private func scheduleWithSystemd(_ arguments: [String], at instant: Int64, unitName: String) -> ScheduledJob? {
        guard let systemdRun = ExecutableSearch.find("systemd-run", variables: variables) else { return nil }
        let options = [
            "--user", "--unit", unitName, "--on-calendar", Self.systemdCalendarTime(instant),
            "--timer-property=AccuracySec=1s", "--description", "painlog follow-up reminder", "--",
        ]
        guard run(systemdRun, options + arguments)?.succeeded == true else { return nil }
        return .systemdUnit(unitName)
    }

    private func scheduleWithAt(_ arguments: [String], at instant: Int64, zone: TimeZoneRules) -> ScheduledJob? {
        guard let at = ExecutableSearch.find("at", variables: variables) else { return nil }
        let script = Self.atScript(arguments)
        guard
            let result = run(at, ["-t", Self.atTime(instant, zone: zone)], input: Array(script.utf8)),
            result.succeeded
        else { return nil }
        let said = String(decoding: result.errors + result.output, as: UTF8.self)
        return Self.atJobNumber(in: said).map(ScheduledJob.atJob)
    }

    private func run(_ executable: String, _ arguments: [String], input: [UInt8] = []) -> ProcessResult? {
        try? runner.run(
            ProcessCommand(
                executable: executable, arguments: arguments, environment: variables, input: input,
                timeoutSeconds: Self.timeoutSeconds))
    }

    private static func twoDigits(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
}
