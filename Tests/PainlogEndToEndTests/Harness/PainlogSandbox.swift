import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A test's own painlog world: a fresh temporary folder (also `HOME`), a database path in it, and a
/// way to run the built `painlog` binary there with a fixed clock, zone and width.
///
/// Runs write their output to files outside the folder (so listings of it see only what painlog
/// made), may run as another user, under a umask, behind a wrapper or on a terminal. The folder is
/// removed when the sandbox goes away.
final class PainlogSandbox {
    /// The clock every run sees unless a test says otherwise: a Sunday morning in Berlin.
    static let now = "2026-11-22T10:00:00+01:00"

    /// The environment every run starts from; nothing else of the test's environment leaks in.
    static let baseEnvironment: [String: String] = [
        "PATH": "/usr/local/bin:/usr/bin:/bin",
        "TZ": "Europe/Berlin",
        "PAINLOG_NOW": now,
        "COLUMNS": "100",
        "LANG": "C.UTF-8",
        // No pager on the tests' pseudo-terminals unless a test asks for one (PagerTests).
        "PAGER": "cat",
    ]

    /// The temporary folder this sandbox works in (0755, so `nobody` can reach what a test puts there).
    let folder: URL
    /// The database every run uses (`--db`) unless told otherwise.
    ///
    /// Not created until painlog does.
    let database: String

    /// Changes to the base environment that every run of this sandbox makes (a run's own
    /// `environment` goes on top); a nil value removes the variable.
    let environment: [String: String?]
    /// The umask every run of this sandbox has unless the run names its own; nil: the test's.
    let umask: Int?
    /// The environment runs start from, before `HOME` and the changes.
    let base: [String: String]
    /// Where runs' outputs go: beside the folder, not in it.
    let outputFolder: String

    /// - Parameters:
    ///   - base: the environment runs start from (`HOME` is always the folder).
    ///   - environment: changes to the base environment for every run, e.g. a suite's own clock or
    ///     no `COLUMNS`.
    ///   - umask: the umask for every run, e.g. `0o022`.
    ///   - prefix: how the folder's name starts, to tell whose it is in `/tmp`.
    init(
        base: [String: String] = PainlogSandbox.baseEnvironment, environment: [String: String?] = [:],
        umask: Int? = nil,
        prefix: String = "painlog-e2e"
    ) throws {
        var template = Array((NSTemporaryDirectory() + prefix + "-XXXXXX").utf8CString)
        guard let made = mkdtemp(&template) else {
            throw HarnessError("mkdtemp failed: \(String(cString: strerror(errno)))")
        }
        let path = String(cString: made)
        chmod(path, 0o755)
        folder = URL(fileURLWithPath: path, isDirectory: true)
        database = path + "/diary.sqlite"
        outputFolder = path + ".runs"
        mkdir(outputFolder, 0o700)
        self.base = base
        self.environment = environment
        self.umask = umask
    }

    deinit {
        try? FileManager.default.removeItem(at: folder)
        try? FileManager.default.removeItem(atPath: outputFolder)
    }

    /// A path inside the sandbox's folder (an absolute `name` as it is).
    func path(_ name: String) -> String {
        name.hasPrefix("/") ? name : folder.appendingPathComponent(name).path
    }

    /// Runs `painlog --db <database> ARGUMENTS` (or just `painlog ARGUMENTS` when `withDatabase` is
    /// false) and waits for it.
    /// - Parameters:
    ///   - stdin: bytes for its standard input, through a pipe.
    ///   - stdinFile: a file to be its standard input instead (a path, relative to the folder or
    ///     absolute). With neither, it reads from /dev/null.
    ///   - environment: changes to the sandbox's environment; a nil value removes the variable.
    ///   - database: the `--db` to give instead of `database`, as written (relative paths are in
    ///     the folder).
    ///   - umask: the umask it runs with (set through /bin/sh), e.g. `0o022`; nil: the sandbox's.
    @discardableResult
    func run(
        _ arguments: [String], stdin: Data? = nil, stdinFile: String? = nil, environment: [String: String?] = [:],
        withDatabase: Bool = true, database: String? = nil, umask: Int? = nil
    ) throws -> ProgramRun {
        try start(
            arguments, stdin: stdin, stdinFile: stdinFile, environment: environment, withDatabase: withDatabase,
            database: database, umask: umask
        ).wait()
    }

    /// Starts painlog like `run` and returns at once; `wait()` on the result.
    func start(
        _ arguments: [String], stdin: Data? = nil, stdinFile: String? = nil, environment: [String: String?] = [:],
        withDatabase: Bool = true, database: String? = nil, umask: Int? = nil
    ) throws -> RunningProgram {
        precondition(stdin == nil || stdinFile == nil, "give stdin or stdinFile, not both")
        let user = (umask ?? self.umask).map(RunAs.umask) ?? .current
        return try startPainlog(
            (withDatabase ? ["--db", database ?? self.database] : []) + arguments, environment: environment, as: user,
            stdin: Self.input(stdin, file: stdinFile.map(path)))
    }

    /// Starts `painlog ARGUMENTS` (give `--db` among them): the one way every run starts it.
    /// - Parameters:
    ///   - user: as whom and under which umask.
    ///   - wrapper: a command the run is prefixed with (e.g. `flock -s FILE`).
    ///   - terminal: on a pseudo-terminal (through util-linux `script`), so that its stdout is a
    ///     terminal; stdin is then what is typed.
    ///   - stdout: a file its stdout goes to instead (e.g. `/dev/full`).
    func startPainlog(
        _ arguments: [String], environment: [String: String?] = [:], as user: RunAs = .current, wrapper: [String] = [],
        terminal: Bool = false, stdin: ProcessInput = .null, stdout: String? = nil
    ) throws -> RunningProgram {
        var command = wrapper + user.wrapping([try PainlogBinary.path()] + arguments)
        if terminal {
            command = [
                "/usr/bin/script", "-q", "-e", "-c", command.map(Self.shellQuoted).joined(separator: " "), "/dev/null",
            ]
        }
        return try startCommand(command, environment: painlogEnvironment(environment), stdin: stdin, stdout: stdout)
    }

    /// Starts any command in the folder, its output going to files.
    func startCommand(
        _ command: [String], environment: [String: String], stdin: ProcessInput = .null, stdout: String? = nil
    )
        throws -> RunningProgram
    {
        try RunningProgram(
            command, environment: environment, folder: folder.path, stdin: stdin, stdout: stdout,
            outputFolder: outputFolder)
    }

    /// Runs `/bin/sh -c SCRIPT` in the folder with painlog's environment, and waits for it.
    ///
    /// `$0` is the painlog binary: `printf x | "$0" --db d.sqlite import -`.
    func runShell(_ script: String, environment: [String: String?] = [:]) throws -> ProgramRun {
        try startCommand(
            ["/bin/sh", "-c", script, try PainlogBinary.path()], environment: painlogEnvironment(environment)
        )
        .wait()
    }

    /// Runs painlog on a pseudo-terminal, so that its stdout is a terminal; returns what the
    /// terminal showed.
    ///
    /// `stdin` or `stdinFile` is what is typed.
    func runOnTerminal(
        _ arguments: [String], stdin: Data? = nil, stdinFile: String? = nil, environment: [String: String?] = [:]
    ) throws -> ProgramRun {
        var changes = environment
        if changes["TERM"] == nil && self.environment["TERM"] == nil { changes["TERM"] = "xterm-256color" }
        return try startPainlog(
            ["--db", database] + arguments, environment: changes, terminal: true,
            stdin: Self.input(stdin, file: stdinFile.map(path))
        ).wait()
    }

    /// The environment a painlog run gets: the base, `HOME` = the folder, the sandbox's changes and
    /// then the run's own.
    func painlogEnvironment(_ changes: [String: String?] = [:]) -> [String: String] {
        var environment = base
        environment["HOME"] = folder.path
        for (name, value) in self.environment.merging(changes, uniquingKeysWith: { _, run in run }) {
            environment[name] = value
        }
        return environment
    }

    private static func input(_ bytes: Data?, file: String?) -> ProcessInput {
        if let bytes { return .piped(bytes) }
        return file.map(ProcessInput.file) ?? .null
    }

    static func shellQuoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
