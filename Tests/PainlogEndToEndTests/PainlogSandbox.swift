import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// What one run of a program did: its exit status and everything it wrote.
struct ProgramRun: CustomStringConvertible {
    let status: Int32
    let stdoutBytes: Data
    let stderrBytes: Data

    var stdout: String { String(decoding: stdoutBytes, as: UTF8.self) }
    var stderr: String { String(decoding: stderrBytes, as: UTF8.self) }

    /// stdout's lines, without the empty one after the last line end.
    var stdoutLines: [String] { Self.lines(stdout) }
    /// stderr's lines, without the empty one after the last line end.
    var stderrLines: [String] { Self.lines(stderr) }

    /// For failure messages: the status and both outputs.
    var description: String {
        "exit \(status)\n--- stdout:\n\(stdout)\n--- stderr:\n\(stderr)"
    }

    private static func lines(_ text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }
}

/// A test's own painlog world: a fresh temporary folder (also `HOME`), a database path in it, and a
/// way to run the built `painlog` binary there with a fixed clock, zone and width. The folder is
/// removed when the runner goes away.
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
    ]

    /// The temporary folder this runner works in.
    let folder: URL
    /// The database every run uses (`--db`) unless told otherwise. Not created until painlog does.
    let database: String

    /// Changes to the base environment that every run of this runner makes (a run's own
    /// `environment` goes on top); a nil value removes the variable.
    let environment: [String: String?]
    /// The umask every run of this runner has unless the run names its own; nil: the test's.
    let umask: Int?

    /// - Parameters:
    ///   - environment: changes to the base environment for every run, e.g. a suite's own clock or
    ///     no `COLUMNS`.
    ///   - umask: the umask for every run, e.g. `0o022`.
    init(environment: [String: String?] = [:], umask: Int? = nil) throws {
        folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("painlog-e2e-\(UUID().uuidString.lowercased())", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        database = folder.appendingPathComponent("diary.sqlite").path
        self.environment = environment
        self.umask = umask
    }

    deinit {
        try? FileManager.default.removeItem(at: folder)
    }

    /// A path inside the runner's folder (an absolute `name` as it is).
    func path(_ name: String) -> String {
        name.hasPrefix("/") ? name : folder.appendingPathComponent(name).path
    }

    /// Runs `painlog --db <database> ARGUMENTS` (or just `painlog ARGUMENTS` when `withDatabase` is
    /// false) and waits for it.
    /// - Parameters:
    ///   - stdin: bytes for its standard input, through a pipe.
    ///   - stdinFile: a file to be its standard input instead (a path, relative to the folder or
    ///     absolute). With neither, it reads from /dev/null.
    ///   - environment: changes to the runner's environment; a nil value removes the variable.
    ///   - database: the `--db` to give instead of `database`, as written (relative paths are in
    ///     the folder).
    ///   - umask: the umask it runs with (set through /bin/sh), e.g. `0o022`; nil: the runner's.
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
        let binary = try PainlogBinary.path()
        let painlogArguments = (withDatabase ? ["--db", database ?? self.database] : []) + arguments
        var executable = binary
        var programArguments = painlogArguments
        if let umask = umask ?? self.umask {
            executable = "/bin/sh"
            programArguments = ["-c", "umask \(String(umask, radix: 8)) && exec \"$0\" \"$@\"", binary] + painlogArguments
        }
        return try RunningProgram(
            executable: executable, arguments: programArguments, environment: painlogEnvironment(environment),
            folder: folder, stdin: stdin, stdinFile: stdinFile.map(path))
    }

    /// Runs `/bin/sh -c SCRIPT` in the folder with painlog's environment, `$0` being the painlog
    /// binary (e.g. `printf x | "$0" --db d.sqlite import -`), and waits for it.
    func runShell(_ script: String, environment: [String: String?] = [:]) throws -> ProgramRun {
        try RunningProgram(
            executable: "/bin/sh", arguments: ["-c", script, try PainlogBinary.path()],
            environment: painlogEnvironment(environment), folder: folder, stdin: nil
        ).wait()
    }

    /// Runs painlog on a pseudo-terminal (through util-linux `script`), so that its stdout is a
    /// terminal; returns what the terminal showed. `stdin` or `stdinFile` is what is typed.
    func runOnTerminal(
        _ arguments: [String], stdin: Data? = nil, stdinFile: String? = nil, environment: [String: String?] = [:]
    ) throws -> ProgramRun {
        let command = ([try PainlogBinary.path(), "--db", database] + arguments).map(Self.shellQuoted).joined(separator: " ")
        var changes = environment
        if changes["TERM"] == nil && self.environment["TERM"] == nil { changes["TERM"] = "xterm-256color" }
        return try RunningProgram(
            executable: "/usr/bin/script", arguments: ["-q", "-e", "-c", command, "/dev/null"],
            environment: painlogEnvironment(changes), folder: folder, stdin: stdin, stdinFile: stdinFile.map(path)
        ).wait()
    }

    private func painlogEnvironment(_ changes: [String: String?]) -> [String: String] {
        var environment = Self.baseEnvironment
        environment["HOME"] = folder.path
        for (name, value) in self.environment.merging(changes, uniquingKeysWith: { _, run in run }) {
            environment[name] = value
        }
        return environment
    }

    private static func shellQuoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    /// Writes `bytes` to `name` in the folder (replacing it) and returns its path.
    @discardableResult
    func write(_ name: String, _ bytes: some Sequence<UInt8>) throws -> String {
        let file = path(name)
        try Data(bytes).write(to: URL(fileURLWithPath: file))
        return file
    }

    /// Writes `text` as UTF-8 to `name` in the folder (replacing it) and returns its path.
    @discardableResult
    func write(_ name: String, _ text: String) throws -> String {
        try write(name, Array(text.utf8))
    }

    // MARK: Looking at the database afterwards

    /// Runs `sqlite3 -batch` on the database (or `file`) with `sql`, and returns its stdout.
    func sqlite(_ sql: String, file: String? = nil) throws -> String {
        // Through stdin: SQL that starts with a `--` comment would read as an option.
        let run = try Self.tool("/usr/bin/sqlite3", ["-batch", file ?? database], stdin: Data(sql.utf8), in: folder)
        guard run.status == 0 else { throw HarnessError("sqlite3 failed on \(sql)\n\(run)") }
        return run.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The number of entries in the database's `entries` table, read by sqlite3.
    func entryCount(file: String? = nil) throws -> Int {
        let text = try sqlite("SELECT count(*) FROM entries;", file: file)
        guard let count = Int(text) else { throw HarnessError("not a count: \(text)") }
        return count
    }

    /// Everything in the database, as sqlite3's `.dump` shows it: to prove a run changed nothing.
    func dump(file: String? = nil) throws -> String {
        try sqlite(".dump", file: file)
    }

    /// Every entry, newest first, as `painlog list --format json --all` gives it.
    func entries() throws -> [[String: Any]] {
        let run = try run(["list", "--format", "json", "--all"])
        guard run.status == 0 else { throw HarnessError("list --format json failed\n\(run)") }
        return try Self.jsonArray(run.stdoutBytes)
    }

    /// Logs one entry with `painlog log ARGUMENTS`, requiring it to succeed.
    @discardableResult
    func log(_ arguments: [String]) throws -> ProgramRun {
        let run = try run(["log"] + arguments)
        guard run.status == 0 else { throw HarnessError("log \(arguments) failed\n\(run)") }
        return run
    }

    // MARK: Helpers

    /// `bytes` as a JSON object.
    static func jsonObject(_ bytes: Data) throws -> [String: Any] {
        guard let object = try JSONSerialization.jsonObject(with: bytes) as? [String: Any] else {
            throw HarnessError("not a JSON object: \(String(decoding: bytes, as: UTF8.self))")
        }
        return object
    }

    /// `bytes` as a JSON array of objects.
    static func jsonArray(_ bytes: Data) throws -> [[String: Any]] {
        guard let array = try JSONSerialization.jsonObject(with: bytes) as? [[String: Any]] else {
            throw HarnessError("not a JSON array of objects: \(String(decoding: bytes, as: UTF8.self))")
        }
        return array
    }

    /// Runs another program (sqlite3, python3) with the test's own environment (or `environment`)
    /// and waits for it.
    static func tool(
        _ executable: String, _ arguments: [String], stdin: Data? = nil, environment: [String: String]? = nil, in folder: URL
    ) throws -> ProgramRun {
        try RunningProgram(
            executable: executable, arguments: arguments, environment: environment ?? ProcessInfo.processInfo.environment,
            folder: folder, stdin: stdin
        ).wait()
    }
}

/// A started program. Its stdout and stderr are read on their own threads while it runs, so a
/// program that writes more than a pipe holds never blocks.
final class RunningProgram {
    private let process = Process()
    private let stdout: PipeReader
    private let stderr: PipeReader

    /// - Parameters:
    ///   - stdin: bytes written to its standard input through a pipe.
    ///   - stdinFile: the path of a file to be its standard input instead. With neither: /dev/null.
    init(
        executable: String, arguments: [String], environment: [String: String], folder: URL, stdin: Data?,
        stdinFile: String? = nil
    ) throws {
        precondition(stdin == nil || stdinFile == nil, "give stdin or stdinFile, not both")
        PainlogBinary.ignoreBrokenPipes()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = environment
        process.currentDirectoryURL = folder
        let outputPipe = Pipe()
        let errorPipe = Pipe()
        process.standardOutput = outputPipe
        process.standardError = errorPipe
        let inputPipe = stdin.map { _ in Pipe() }
        let inputFile = try stdinFile.map { try FileHandle(forReadingFrom: URL(fileURLWithPath: $0)) }
        defer { try? inputFile?.close() }
        if let inputPipe {
            process.standardInput = inputPipe
        } else {
            process.standardInput = inputFile ?? FileHandle.nullDevice
        }
        // `run()` closes our copies of the pipes' child ends, so the readers see the end of the output.
        try process.run()
        stdout = PipeReader(outputPipe.fileHandleForReading)
        stderr = PipeReader(errorPipe.fileHandleForReading)
        if let inputPipe, let stdin {
            let writer = inputPipe.fileHandleForWriting
            Thread.detachNewThread {
                try? writer.write(contentsOf: stdin)
                try? writer.close()
            }
        }
    }

    /// Waits for the program to end and returns what it did.
    func wait() -> ProgramRun {
        let output = stdout.wait()
        let errors = stderr.wait()
        process.waitUntilExit()
        let status = process.terminationReason == .uncaughtSignal ? 128 + process.terminationStatus : process.terminationStatus
        return ProgramRun(status: status, stdoutBytes: output, stderrBytes: errors)
    }
}

/// Reads a pipe to its end on a thread of its own (not the test's concurrency pool).
private final class PipeReader: @unchecked Sendable {
    private let finished = DispatchSemaphore(value: 0)
    // Written once by the reading thread before `finished` is signalled; read only after waiting.
    private var data = Data()

    init(_ handle: FileHandle) {
        Thread.detachNewThread { [self] in
            data = (try? handle.readToEnd()) ?? Data()
            try? handle.close()
            finished.signal()
        }
    }

    func wait() -> Data {
        finished.wait()
        return data
    }
}

/// Where the built `painlog` is: `$PAINLOG_BIN`, else the `painlog` executable in the build folder
/// the test bundle was built in (`.build/debug`, `.build-NAME/<triple>/debug`, ...).
enum PainlogBinary {
    private static let located: Result<String, HarnessError> = locate()

    static func path() throws -> String {
        try located.get()
    }

    private static func locate() -> Result<String, HarnessError> {
        if let path = ProcessInfo.processInfo.environment["PAINLOG_BIN"], !path.isEmpty {
            return isExecutableFile(path) ? .success(path) : .failure(HarnessError("PAINLOG_BIN=\(path) is not an executable file"))
        }
        var starts = [Bundle.main.bundleURL, Bundle.main.executableURL?.deletingLastPathComponent()].compactMap { $0 }
        if let first = CommandLine.arguments.first {
            let url = URL(fileURLWithPath: first)
            starts += [url.deletingLastPathComponent(), url.resolvingSymlinksInPath().deletingLastPathComponent()]
        }
        for start in starts {
            var folder = start.standardizedFileURL
            while true {
                let candidate = folder.appendingPathComponent("painlog").path
                if isExecutableFile(candidate) { return .success(candidate) }
                let parent = folder.deletingLastPathComponent()
                if parent.path == folder.path { break }
                folder = parent
            }
        }
        return .failure(HarnessError("cannot find the painlog binary above \(starts.map(\.path)); set PAINLOG_BIN"))
    }

    private static func isExecutableFile(_ path: String) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && !isFolder.boolValue
            && FileManager.default.isExecutableFile(atPath: path)
    }

    private static let brokenPipesIgnored: Bool = {
        // A program that exits before reading all of its stdin must not kill the test runner.
        signal(SIGPIPE, SIG_IGN)
        return true
    }()

    static func ignoreBrokenPipes() {
        _ = brokenPipesIgnored
    }
}

/// A problem in the test harness itself (not in painlog).
struct HarnessError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// A diary made once by running painlog, then copied into each test that starts from it, so that
/// tests reading the same diary do not each pay for logging it entry by entry.
final class DiaryTemplate: @unchecked Sendable {
    private let lock = NSLock()
    private let make: @Sendable (PainlogSandbox) throws -> Void
    // Guarded by `lock`.
    private var bytes: Data?

    /// - Parameter make: fills a new diary (`painlog.database`) by running painlog.
    init(_ make: @escaping @Sendable (PainlogSandbox) throws -> Void) {
        self.make = make
    }

    /// Puts a copy of the diary at `painlog.database`, making the diary first if no test has yet.
    func copy(into painlog: PainlogSandbox) throws {
        let diary = try lock.withLock {
            if let bytes { return bytes }
            let maker = try PainlogSandbox()
            try make(maker)
            // Move everything committed into the file itself, so that the file alone is the diary.
            _ = try maker.sqlite("PRAGMA wal_checkpoint(TRUNCATE);")
            let made = try Data(contentsOf: URL(fileURLWithPath: maker.database))
            self.bytes = made
            return made
        }
        try diary.write(to: URL(fileURLWithPath: painlog.database))
    }
}
