#if canImport(Glibc)
    import Glibc
#endif
import Foundation
import Testing

/// The reliability tests of issue #6: each proves one promise of the README's "What painlog
/// promises about your data" by driving the built `painlog` binary.
///
/// They run one at a time: they start many processes, kill them at chosen moments and mount small
/// file systems, and on a 2-core machine tests running side by side would only slow each other
/// down. Each nested suite lives in its own `Reliability*Tests.swift` file.
@Suite(.serialized)
struct ReliabilityTests {}

// MARK: - Locating things

/// Where the built `painlog` and the repository's files are.
enum ReliabilityPaths {
    /// The `painlog` executable: `$PAINLOG_BIN`, else the first folder above the test bundle (or the
    /// test process) holding an executable `painlog`, which is where SwiftPM builds it.
    static let binary: String? = {
        if let explicit = ProcessInfo.processInfo.environment["PAINLOG_BIN"], !explicit.isEmpty {
            return explicit
        }
        let starts = [Bundle.main.bundleURL, URL(fileURLWithPath: CommandLine.arguments.first ?? ".")]
        for start in starts {
            var folder = start.standardizedFileURL
            for _ in 0..<8 {
                let candidate = folder.appendingPathComponent("painlog").path
                var info = stat()
                if stat(candidate, &info) == 0, info.st_mode & S_IFMT == S_IFREG, access(candidate, X_OK) == 0 {
                    return candidate
                }
                folder.deleteLastPathComponent()
            }
        }
        return nil
    }()

    /// The repository's root folder (this file is `Tests/PainlogEndToEndTests/ReliabilitySupport.swift`).
    static let repository: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The repository's migration files, by version.
    static var migrationFiles: [URL] {
        let folder = repository.appendingPathComponent("migrations")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".sql") }.sorted().map { folder.appendingPathComponent($0) }
    }

    /// Every schema version the repository's migrations define: what a current diary has applied.
    static var migrationVersions: [Int] {
        migrationFiles.compactMap { Int($0.lastPathComponent.prefix(4)) }
    }

    /// A file in `Tests/PainlogEndToEndTests/Fixtures`.
    static func fixture(_ name: String) -> URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/\(name)")
    }
}

// MARK: - Running processes

/// What one finished process did.
struct ProcessOutcome: CustomStringConvertible {
    /// The exit status, or the signal number when `signalled`.
    let status: Int32
    /// True when the process was ended by a signal (a crash, or our `kill -9`).
    let signalled: Bool
    let stdout: Data
    let stderr: Data
    let arguments: [String]

    var out: String { String(decoding: stdout, as: UTF8.self) }
    var err: String { String(decoding: stderr, as: UTF8.self) }

    /// The lines painlog wrote to stderr.
    var errLines: [Substring] { err.split(separator: "\n", omittingEmptySubsequences: false).dropLast(err.hasSuffix("\n") ? 1 : 0) }

    /// True when it exited with `status` (not killed by a signal).
    func exited(_ expected: Int32) -> Bool { !signalled && status == expected }

    /// True when stderr is exactly one line starting `error: `, as the contract says of every error.
    var hasOneErrorLine: Bool {
        errLines.count == 1 && errLines[0].hasPrefix("error: ") && err.hasSuffix("\n")
    }

    var description: String {
        let shown = arguments.map { $0.count > 80 ? String($0.prefix(80)) + "…" : $0 }
        return "\(shown.joined(separator: " ")) → \(signalled ? "signal" : "exit") \(status); stderr: \(err.debugDescription)"
            + "; stdout: \(String(out.prefix(300)).debugDescription)"
    }
}

/// A process started by the harness, its output going to files (so no pipe can fill up and block it).
final class RunningProcess {
    let process: Process
    let arguments: [String]
    private let outPath: String
    private let errPath: String
    private let handles: [FileHandle]
    /// The write end of its stdin when it was started with `stdin: .pipe`.
    let input: FileHandle?

    init(process: Process, arguments: [String], outPath: String, errPath: String, handles: [FileHandle], input: FileHandle?) {
        self.process = process
        self.arguments = arguments
        self.outPath = outPath
        self.errPath = errPath
        self.handles = handles
        self.input = input
    }

    var pid: Int32 { process.processIdentifier }
    var isRunning: Bool { process.isRunning }

    /// Sends SIGKILL: the `kill -9` of the crash tests.
    func kill() {
        if process.isRunning { _ = Glibc.kill(process.processIdentifier, SIGKILL) }
    }

    /// Waits for the process to end and returns what it did.
    func wait() -> ProcessOutcome {
        process.waitUntilExit()
        for handle in handles { try? handle.close() }
        try? input?.close()
        let stdout = FileManager.default.contents(atPath: outPath) ?? Data()
        let stderr = FileManager.default.contents(atPath: errPath) ?? Data()
        unlink(outPath)
        unlink(errPath)
        return ProcessOutcome(
            status: process.terminationStatus, signalled: process.terminationReason == .uncaughtSignal,
            stdout: stdout, stderr: stderr, arguments: arguments)
    }
}

/// How a process is started: as which user, under which umask.
enum RunAs {
    /// As the test process (root on the project's machines).
    case current
    /// As `nobody:nogroup`, through `setpriv`, so file permissions apply (root ignores them).
    case nobody
    /// Under `umask 022`, through `/bin/sh`, whatever the test process's umask is.
    case umask022
}

/// What a process reads on stdin.
enum ProcessInput {
    case null
    case data(Data)
    /// A pipe the test writes to or closes (`RunningProcess.input`).
    case pipe
    case file(String)
}

/// A fresh folder for one test and the way to run painlog, sqlite3 and python3 in it.
///
/// painlog gets a clean environment: `TZ=Europe/Berlin`, `HOME` = the folder, and `--db` pointing
/// into the folder unless a test says otherwise, so nothing of the user running the tests is used.
final class ReliabilityHarness {
    /// The test's own folder (0755, so `nobody` can reach what a test puts there).
    let folder: String
    /// The database used unless a run names another.
    let database: String
    let binary: String
    private var runCount = 0
    private let outputFolder: String

    init() throws {
        guard let binary = ReliabilityPaths.binary else {
            throw HarnessError(
                "cannot find the built painlog next to the test bundle (\(Bundle.main.bundleURL.path)); build with --build-tests or set PAINLOG_BIN")
        }
        self.binary = binary
        var template = Array("/tmp/painlog-reliability-XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else { throw HarnessError("mkdtemp failed: \(String(cString: strerror(errno)))") }
        folder = String(cString: made)
        chmod(folder, 0o755)
        database = folder + "/diary.sqlite"
        // Outputs of runs live outside the test's folder, so listings of it see only what painlog made.
        outputFolder = folder + ".runs"
        mkdir(outputFolder, 0o700)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: folder)
        try? FileManager.default.removeItem(atPath: outputFolder)
    }

    /// The environment every painlog run gets.
    var environment: [String: String] {
        [
            "PATH": "/usr/local/bin:/usr/bin:/bin:/usr/sbin:/sbin",
            "TZ": "Europe/Berlin",
            "HOME": folder,
            "LANG": "C.UTF-8",
        ]
    }

    /// A path inside the test's folder.
    func path(_ name: String) -> String { folder + "/" + name }

    /// Starts `painlog [--db db] arguments…` without waiting for it.
    /// - Parameters:
    ///   - db: the `--db` value; `nil` leaves `--db` out (the default location under `HOME`).
    ///   - wrapper: a command the run is prefixed with (e.g. `flock -s FILE`).
    func startPainlog(
        _ arguments: [String], db: String?? = .none, environment extra: [String: String] = [:], as user: RunAs = .current,
        stdin: ProcessInput = .null, stdout: String? = nil, wrapper: [String] = []
    ) throws -> RunningProcess {
        let dbArguments: [String]
        switch db {
        case .none: dbArguments = ["--db", database]
        case .some(.none): dbArguments = []
        case .some(.some(let path)): dbArguments = ["--db", path]
        }
        var command = [binary] + dbArguments + arguments
        switch user {
        case .current: break
        case .nobody: command = ["/usr/bin/setpriv", "--reuid=nobody", "--regid=nogroup", "--clear-groups"] + command
        case .umask022: command = ["/bin/sh", "-c", "umask 022; exec \"$@\"", "sh"] + command
        }
        command = wrapper + command
        return try start(command, environment: environment.merging(extra) { $1 }, stdin: stdin, stdout: stdout)
    }

    /// Runs `painlog [--db db] arguments…` and waits for it.
    @discardableResult
    func painlog(
        _ arguments: [String], db: String?? = .none, environment extra: [String: String] = [:], as user: RunAs = .current,
        stdin: ProcessInput = .null, stdout: String? = nil
    ) throws -> ProcessOutcome {
        try startPainlog(arguments, db: db, environment: extra, as: user, stdin: stdin, stdout: stdout).wait()
    }

    /// Runs many painlog commands, at most `parallel` at a time, and returns their outcomes in order.
    func painlogBatch(_ argumentLists: [[String]], db: String?? = .none, parallel: Int = 4) throws -> [ProcessOutcome] {
        var outcomes: [ProcessOutcome] = []
        var index = 0
        while index < argumentLists.count {
            let chunk = argumentLists[index..<min(index + parallel, argumentLists.count)]
            let running = try chunk.map { try startPainlog($0, db: db) }
            outcomes += running.map { $0.wait() }
            index += chunk.count
        }
        return outcomes
    }

    /// Starts any command with the harness's environment, its output going to files.
    func start(_ command: [String], environment: [String: String]? = nil, stdin: ProcessInput = .null, stdout: String? = nil)
        throws -> RunningProcess
    {
        runCount += 1
        let outPath = "\(outputFolder)/\(runCount).out"
        let errPath = "\(outputFolder)/\(runCount).err"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: command[0])
        process.arguments = Array(command.dropFirst())
        process.environment = environment ?? self.environment
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        _ = FileManager.default.createFile(atPath: outPath, contents: nil)
        _ = FileManager.default.createFile(atPath: errPath, contents: nil)
        var handles: [FileHandle] = []
        let outHandle: FileHandle
        if let stdout {
            guard let handle = FileHandle(forWritingAtPath: stdout) else { throw HarnessError("cannot open \(stdout)") }
            outHandle = handle
        } else {
            outHandle = try FileHandle(forWritingTo: URL(fileURLWithPath: outPath))
        }
        let errHandle = try FileHandle(forWritingTo: URL(fileURLWithPath: errPath))
        handles += [outHandle, errHandle]
        process.standardOutput = outHandle
        process.standardError = errHandle
        var input: FileHandle?
        switch stdin {
        case .null:
            guard let handle = FileHandle(forReadingAtPath: "/dev/null") else { throw HarnessError("no /dev/null") }
            handles.append(handle)
            process.standardInput = handle
        case .data(let data):
            let inPath = "\(outputFolder)/\(runCount).in"
            _ = FileManager.default.createFile(atPath: inPath, contents: data)
            guard let handle = FileHandle(forReadingAtPath: inPath) else { throw HarnessError("cannot open \(inPath)") }
            handles.append(handle)
            process.standardInput = handle
        case .file(let path):
            guard let handle = FileHandle(forReadingAtPath: path) else { throw HarnessError("cannot open \(path)") }
            handles.append(handle)
            process.standardInput = handle
        case .pipe:
            let pipe = Pipe()
            process.standardInput = pipe
            input = pipe.fileHandleForWriting
        }
        try process.run()
        return RunningProcess(process: process, arguments: command, outPath: outPath, errPath: errPath, handles: handles, input: input)
    }

    /// Runs any command and waits for it.
    @discardableResult
    func run(_ command: [String], stdin: ProcessInput = .null) throws -> ProcessOutcome {
        try start(command, stdin: stdin).wait()
    }

    // MARK: sqlite3 and python3

    /// Runs SQL with `/usr/bin/sqlite3` on an existing database and returns its output, trimmed.
    /// Refuses a missing file, because sqlite3 would create one.
    func sqlite(_ db: String, _ sql: String) throws -> String {
        guard FileManager.default.fileExists(atPath: db) else { throw HarnessError("no database at \(db)") }
        let outcome = try run(["/usr/bin/sqlite3", "-batch", "-bail", "-cmd", ".timeout 20000", db, sql])
        guard outcome.exited(0) else { throw HarnessError("sqlite3 failed: \(outcome)") }
        return outcome.out.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// `PRAGMA integrity_check` of `db`: "ok" for a sound database.
    func integrity(_ db: String) throws -> String {
        try sqlite(db, "PRAGMA integrity_check;")
    }

    /// The number of rows in `table`.
    func count(_ db: String, _ table: String = "entries") throws -> Int {
        let text = try sqlite(db, "SELECT count(*) FROM \(table);")
        guard let value = Int(text) else { throw HarnessError("count of \(table) in \(db): \(text)") }
        return value
    }

    /// The versions in `db`'s migration history, each once per row.
    func appliedVersions(_ db: String) throws -> [Int] {
        try sqlite(db, "SELECT version FROM schema_migrations ORDER BY version;").split(separator: "\n").compactMap { Int($0) }
    }

    /// The names of `db`'s tables, sorted.
    func tables(_ db: String) throws -> [String] {
        try sqlite(db, "SELECT name FROM sqlite_schema WHERE type = 'table' ORDER BY name;").split(separator: "\n").map(String.init)
    }

    /// What a diary holds, read with one sqlite3 run.
    struct DiaryState: Equatable {
        /// `PRAGMA integrity_check`: "ok" for a sound database.
        let integrity: String
        /// The versions in the migration history, one per row.
        let versions: [Int]
        /// The names of the tables, sorted.
        let tables: [String]
        let entries: Int
    }

    /// The integrity, schema and entry count of `db` in one sqlite3 run.
    func state(_ db: String) throws -> DiaryState {
        let text = try sqlite(
            db,
            """
            PRAGMA integrity_check; SELECT '#';
            SELECT version FROM schema_migrations ORDER BY version; SELECT '#';
            SELECT name FROM sqlite_schema WHERE type = 'table' ORDER BY name; SELECT '#';
            SELECT count(*) FROM entries;
            """)
        let parts = text.components(separatedBy: "\n#\n").map { $0.split(separator: "\n").map(String.init) }
        guard parts.count == 4, let entries = parts[3].first.flatMap({ Int($0) }) else {
            throw HarnessError("unexpected state of \(db): \(text)")
        }
        return DiaryState(
            integrity: parts[0].joined(separator: "\n"), versions: parts[1].compactMap { Int($0) }, tables: parts[2],
            entries: entries)
    }

    /// Runs a Python 3 script with arguments and waits for it.
    @discardableResult
    func python(_ script: String, _ arguments: [String] = []) throws -> ProcessOutcome {
        let outcome = try run(["/usr/bin/python3", "-c", script] + arguments)
        guard outcome.exited(0) else { throw HarnessError("python3 failed: \(outcome)") }
        return outcome
    }

    /// Builds a diary as painlog 0.1 with only migration 0001 left it (WAL mode, the history row with
    /// the file's checksum) holding `entries` entries, each with an area and a tag. Its first painlog
    /// run has to back it up and migrate it. With `wal: false` it is in SQLite's default rollback
    /// journal mode, as a diary restored with the sqlite3 shell would be.
    func buildOldDiary(at path: String, entries: Int, wal: Bool = true) throws {
        let migration = ReliabilityPaths.migrationFiles[0]
        try python(
            """
            import hashlib, sqlite3, sys
            path, migration, count, mode = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4]
            sql = open(migration, 'rb').read()
            c = sqlite3.connect(path, isolation_level=None)
            c.execute('PRAGMA journal_mode = ' + mode)
            c.executescript(sql.decode('utf-8'))
            c.execute('BEGIN')
            c.execute('''CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL,
                         checksum TEXT NOT NULL, applied_at TEXT NOT NULL)''')
            c.execute("INSERT INTO schema_migrations VALUES (1, 'create_entries', ?, '2025-03-01T09:00:00+01:00')",
                      (hashlib.sha256(sql).hexdigest(),))
            c.execute("INSERT INTO areas (id, name, name_key) VALUES (1, 'lower back', 'lower back'), (2, 'Head', 'head')")
            c.execute("INSERT INTO tags (id, name, name_key) VALUES (1, 'morning', 'morning')")
            c.execute('''WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?)
                         INSERT INTO entries (id, uid, occurred_at, occurred_offset, intensity, note,
                                              created_at, created_offset, updated_at, updated_offset)
                         SELECT i, printf('%08x-0000-4000-8000-%012x', i, i), 1577836800 + i * 900, 3600, i % 11,
                                'old entry ' || i || ', written before the change journal existed',
                                1577836800 + i * 900, 3600, 1577836800 + i * 900, 3600 FROM n''', (count,))
            c.execute('INSERT INTO entry_areas SELECT id, 1 + id % 2, 0 FROM entries')
            c.execute('INSERT INTO entry_tags SELECT id, 1, 0 FROM entries WHERE id % 3 = 0')
            c.execute('COMMIT')
            c.close()
            """, [path, migration.path, String(entries), wal ? "WAL" : "DELETE"])
        let versions = try appliedVersions(path)
        guard versions == [1] else { throw HarnessError("old diary has versions \(versions)") }
    }

    /// Inserts `count` entries with `noteLength`-character notes straight into a current diary
    /// (made by `painlog migrate`): a big diary in a second, where importing it would take minutes.
    func fillDiary(_ db: String, entries count: Int, noteLength: Int) throws {
        _ = try sqlite(
            db,
            """
            BEGIN;
            WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < \(count))
            INSERT INTO entries (uid, occurred_at, occurred_offset, intensity, note,
                                 created_at, created_offset, updated_at, updated_offset)
            SELECT printf('%08x-1111-4000-8000-%012x', i, i), 1577836800 + i * 900, 3600, i % 11,
                   printf('%0\(noteLength)d', i),
                   1577836800 + i * 900, 3600, 1577836800 + i * 900, 3600 FROM n;
            COMMIT;
            """)
    }
}

// MARK: - Files

/// Small helpers over the file system.
enum Files {
    /// The permission bits of whatever is at `path` (not following a symbolic link), or nil.
    static func mode(_ path: String) -> mode_t? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        return info.st_mode & 0o7777
    }

    /// True when something (even a dangling link) is at `path`.
    static func exists(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0
    }

    /// The names in a folder, sorted.
    static func names(in folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
    }

    /// The bytes of a regular file (nil for anything else).
    static func bytes(_ path: String) -> Data? {
        FileManager.default.contents(atPath: path)
    }

    /// Writes `text` to a file in chunks as it is produced, so a big file needs little memory.
    static func write(_ path: String, lines: Int, header: String, line: (Int) -> String) throws {
        _ = FileManager.default.createFile(atPath: path, contents: nil)
        guard let handle = FileHandle(forWritingAtPath: path) else { throw HarnessError("cannot write \(path)") }
        defer { try? handle.close() }
        var chunk = header
        for index in 0..<lines {
            chunk += line(index)
            if chunk.utf8.count > 1 << 20 {
                try handle.write(contentsOf: Data(chunk.utf8))
                chunk = ""
            }
        }
        try handle.write(contentsOf: Data(chunk.utf8))
    }

    /// Free bytes on the file system holding `path`.
    static func freeBytes(_ path: String) -> Int {
        var info = statvfs()
        guard statvfs(path, &info) == 0 else { return 0 }
        return Int(info.f_bavail) * Int(info.f_frsize)
    }
}

/// ISO 8601 times for generated import files.
enum GeneratedTime {
    /// `seconds` since 1970 in UTC as `YYYY-MM-DDTHH:MM:SS+00:00` (Howard Hinnant's civil-from-days).
    static func iso(_ seconds: Int) -> String {
        let days = seconds / 86_400
        let rest = seconds % 86_400
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let day = doy - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        let year = yoe + era * 400 + (month <= 2 ? 1 : 0)
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(year)-\(two(month))-\(two(day))T\(two(rest / 3600)):\(two(rest / 60 % 60)):\(two(rest % 60))+00:00"
    }
}

/// A CSV file of `occurred_at,intensity,areas,note` rows, as a user would import from elsewhere:
/// no uid, so each import creates new entries. Times start in 2020, 10 minutes apart.
func writeImportCSV(_ path: String, rows: Int, noteLength: Int = 20) throws {
    let areas = ["head", "lower back; knee", "neck", "Left Wrist"]
    let padding = String(repeating: "x", count: max(0, noteLength - 12))
    try Files.write(path, lines: rows, header: "occurred_at,intensity,areas,note\r\n") { index in
        "\(GeneratedTime.iso(1_577_836_800 + index * 600)),\(index % 11),\(areas[index % areas.count]),note \(index) \(padding)\r\n"
    }
}

// MARK: - Randomness with a fixed seed

/// SplitMix64: the same "random" delays on every run, so a failure can be replayed.
struct SeededRandom: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Sleeps for `seconds` (a delay before a kill, or a poll interval; never something asserted).
func pause(_ seconds: Double) {
    guard seconds > 0 else { return }
    usleep(useconds_t(min(seconds, 600) * 1_000_000))
}

/// Waits, polling, until `condition` holds or `limit` seconds passed; returns whether it held.
@discardableResult
func waitUntil(limit: Double = 30, _ condition: () -> Bool) -> Bool {
    let end = Date().addingTimeInterval(limit)
    while Date() < end {
        if condition() { return true }
        pause(0.01)
    }
    return condition()
}

// MARK: - Starting processes at the same moment

/// Holds processes at a shared `flock` until all of them are waiting, then lets them go at once.
///
/// The test takes an exclusive lock on a file; each process is started as `flock -s FILE painlog …`
/// and blocks. When the kernel lists every one of them as waiting (`/proc/locks`), the test
/// unlocks and they all get their shared lock in the same instant.
final class StartingGate {
    let path: String
    private let descriptor: Int32
    private let inode: UInt64

    init(path: String) throws {
        self.path = path
        descriptor = Glibc.open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0, flock(descriptor, LOCK_EX) == 0 else { throw HarnessError("cannot lock \(path)") }
        var info = stat()
        fstat(descriptor, &info)
        inode = UInt64(info.st_ino)
    }

    deinit {
        close(descriptor)
    }

    /// The prefix that makes a command wait at the gate.
    var wrapper: [String] { ["/usr/bin/flock", "-s", path] }

    /// How many processes wait at the gate now.
    var waiting: Int {
        let text = (try? String(contentsOfFile: "/proc/locks", encoding: .utf8)) ?? ""
        return text.split(separator: "\n").filter { line in
            let fields = line.split(separator: " ")
            return fields.contains("->") && fields.contains { $0.hasSuffix(":\(inode)") }
        }.count
    }

    /// Waits until `count` processes wait (or 30 s passed), then lets them all go.
    func open(whenWaiting count: Int) {
        waitUntil { waiting >= count }
        flock(descriptor, LOCK_UN)
    }
}

// MARK: - A small file system

/// A tmpfs of a given size mounted in the test's folder: a disk that can be filled.
final class SmallDisk {
    let path: String
    private var mounted = true

    /// Mounts it, or returns nil with the reason when this machine does not let us.
    static func mount(at path: String, size: String, harness: ReliabilityHarness) throws -> Result<SmallDisk, HarnessError> {
        mkdir(path, 0o755)
        let outcome = try harness.run(["/bin/mount", "-t", "tmpfs", "-o", "size=\(size),mode=0755", "tmpfs", path])
        guard outcome.exited(0) else {
            return .failure(HarnessError("cannot mount a tmpfs (needs root): \(outcome.err.trimmingCharacters(in: .whitespacesAndNewlines))"))
        }
        return .success(SmallDisk(path: path))
    }

    private init(path: String) {
        self.path = path
    }

    deinit {
        unmount()
    }

    func unmount() {
        guard mounted else { return }
        mounted = false
        if umount(path) != 0 { umount2(path, Int32(MNT_DETACH)) }
    }
}

/// Mounts a small tmpfs or cancels the test (a skip) with the reason.
func mountSmallDisk(_ harness: ReliabilityHarness, name: String = "small", size: String = "2m") throws -> SmallDisk {
    switch try SmallDisk.mount(at: harness.path(name), size: size, harness: harness) {
    case .success(let disk): return disk
    case .failure(let reason): try Test.cancel("skipped: \(reason)")
    }
}

/// Cancels the test (a skip) unless it runs as root, which it needs to act as `nobody`.
func requireRoot(_ why: String) throws {
    if getuid() != 0 { try Test.cancel("skipped: needs root to \(why)") }
}

// MARK: - Reading painlog's output

/// Parses RFC 4180 CSV (quoted fields, doubled quotes, CRLF or LF) into rows of fields. Works on
/// Unicode scalars, since Swift treats CR LF as one Character.
func parseCSV(_ text: String) -> [[String]] {
    var rows: [[String]] = []
    var row: [String] = []
    var field = String.UnicodeScalarView()
    var quoted = false
    var scalars = text.unicodeScalars.makeIterator()
    var pending: Unicode.Scalar? = nil
    func nextScalar() -> Unicode.Scalar? {
        if let value = pending {
            pending = nil
            return value
        }
        return scalars.next()
    }
    var fieldStarted = false
    while let scalar = nextScalar() {
        if quoted {
            if scalar == "\"" {
                let following = nextScalar()
                if following == "\"" {
                    field.append("\"")
                } else {
                    quoted = false
                    pending = following
                }
            } else {
                field.append(scalar)
            }
            continue
        }
        switch scalar {
        case "\"" where field.isEmpty:
            quoted = true
            fieldStarted = true
        case ",":
            row.append(String(field))
            field = String.UnicodeScalarView()
            fieldStarted = true
        case "\r":
            continue
        case "\n":
            row.append(String(field))
            rows.append(row)
            row = []
            field = String.UnicodeScalarView()
            fieldStarted = false
        default:
            field.append(scalar)
            fieldStarted = true
        }
    }
    if fieldStarted || !field.isEmpty || !row.isEmpty {
        row.append(String(field))
        rows.append(row)
    }
    return rows
}

/// Writes one CSV field the way painlog's export does: quoted when needed, and with a leading `'`
/// when it would start with a character a spreadsheet treats as a formula.
func csvField(_ value: String) -> String {
    var text = value
    if let first = text.unicodeScalars.first, ["=", "+", "-", "@", "\t", "\r", "'"].contains(first) {
        text = "'" + text
    }
    if text.unicodeScalars.contains(where: { $0 == "," || $0 == "\"" || $0 == "\r" || $0 == "\n" }) {
        return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
    return text
}

/// Undoes the contract's formula guard on an exported CSV cell.
func csvUnguarded(_ cell: String) -> String {
    guard cell.unicodeScalars.first == "'", let second = cell.unicodeScalars.dropFirst().first,
        ["=", "+", "-", "@", "\t", "\r", "'"].contains(second)
    else { return cell }
    return String(cell.unicodeScalars.dropFirst())
}

/// An entry as painlog prints it in JSON (`show --json`, `list --format json`, `export --format json`).
///
/// Read with `JSONDecoder`: Foundation's `JSONSerialization` on Linux drops a leading U+FEFF from
/// every string it parses, which would make a stored byte-order mark look lost.
struct EntryJSON: Decodable, Equatable {
    let id: Int
    let uid: String
    let occurredAt: String
    let intensity: Int
    let areas: [String]
    let tags: [String]
    let medications: [String]
    let note: String
    let createdAt: String
    let updatedAt: String

    private enum CodingKeys: String, CodingKey {
        case id, uid, intensity, areas, tags, medications, note
        case occurredAt = "occurred_at"
        case createdAt = "created_at"
        case updatedAt = "updated_at"
    }

    /// Parses one JSON object.
    static func object(_ data: Data) throws -> EntryJSON {
        try JSONDecoder().decode(EntryJSON.self, from: data)
    }

    /// Parses a JSON array of entries.
    static func array(_ data: Data) throws -> [EntryJSON] {
        try JSONDecoder().decode([EntryJSON].self, from: data)
    }

    /// Equal byte for byte in every field (`==` on strings accepts canonically equivalent ones).
    static func == (a: EntryJSON, b: EntryJSON) -> Bool {
        a.id == b.id && a.intensity == b.intensity && sameBytes(a.uid, b.uid) && sameBytes(a.occurredAt, b.occurredAt)
            && sameBytes(a.areas, b.areas) && sameBytes(a.tags, b.tags) && sameBytes(a.medications, b.medications)
            && sameBytes(a.note, b.note) && sameBytes(a.createdAt, b.createdAt) && sameBytes(a.updatedAt, b.updatedAt)
    }
}

/// The option and its value as separate arguments, or joined with `=` when the value starts with
/// `-` (which would otherwise read as an option). Not always joined: swift-argument-parser does not
/// split `--note=VALUE` when VALUE starts with a combining mark (`=` and the mark make one Character).
func option(_ name: String, _ value: String) -> [String] {
    value.hasPrefix("-") ? ["\(name)=\(value)"] : [name, value]
}

/// Equal byte for byte (Swift's `==` on strings would also accept canonically equivalent ones).
func sameBytes(_ a: String, _ b: String) -> Bool {
    Array(a.utf8) == Array(b.utf8)
}

/// Equal byte for byte, element by element.
func sameBytes(_ a: [String], _ b: [String]) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { sameBytes($0, $1) }
}
