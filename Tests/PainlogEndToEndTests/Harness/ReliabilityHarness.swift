import Foundation

/// The reliability suites' way into a `PainlogSandbox`: the same folder, binary, runner and
/// results, with painlog's real clock (no `PAINLOG_NOW`), no `COLUMNS`, `sbin` on the `PATH`, and
/// the suites' own spelling (`painlog`, `ProcessOutcome`, `db: .some(nil)` for no `--db`).
final class ReliabilityHarness {
    /// The environment every painlog run gets, before `HOME` (the folder).
    static let baseEnvironment: [String: String] = [
        "PATH": "/usr/local/bin:/usr/bin:/bin:/usr/sbin:/sbin",
        "TZ": "Europe/Berlin",
        "LANG": "C.UTF-8",
    ]

    /// The sandbox every run goes through.
    let sandbox: PainlogSandbox
    /// The test's own folder (0755, so `nobody` can reach what a test puts there).
    let folder: String
    /// The database used unless a run names another.
    let database: String
    let binary: String

    init() throws {
        binary = try PainlogBinary.path()
        sandbox = try PainlogSandbox(base: Self.baseEnvironment, prefix: "painlog-reliability")
        folder = sandbox.folder.path
        database = sandbox.database
    }

    /// The environment every painlog run gets.
    var environment: [String: String] { sandbox.painlogEnvironment() }

    /// A path inside the test's folder.
    func path(_ name: String) -> String { folder + "/" + name }

    /// Starts `painlog [--db db] arguments…` without waiting for it.
    /// - Parameters:
    ///   - db: the `--db` value; `nil` leaves `--db` out (the default location under `HOME`).
    ///   - wrapper: a command the run is prefixed with (e.g. `flock -s FILE`).
    func startPainlog(
        _ arguments: [String], db: String?? = .none, environment extra: [String: String] = [:],
        as user: RunAs = .current,
        stdin: ProcessInput = .null, stdout: String? = nil, wrapper: [String] = []
    ) throws -> RunningProcess {
        let dbArguments: [String]
        switch db {
        case .none: dbArguments = ["--db", database]
        case .some(.none): dbArguments = []
        case .some(.some(let path)): dbArguments = ["--db", path]
        }
        return RunningProcess(
            try sandbox.startPainlog(
                dbArguments + arguments, environment: extra.mapValues { $0 }, as: user, wrapper: wrapper, stdin: stdin,
                stdout: stdout))
    }

    /// Runs `painlog [--db db] arguments…` and waits for it.
    @discardableResult
    func painlog(
        _ arguments: [String], db: String?? = .none, environment extra: [String: String] = [:],
        as user: RunAs = .current,
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
    func start(
        _ command: [String], environment: [String: String]? = nil, stdin: ProcessInput = .null, stdout: String? = nil
    )
        throws -> RunningProcess
    {
        RunningProcess(
            try sandbox.startCommand(
                command, environment: environment ?? self.environment, stdin: stdin, stdout: stdout))
    }

    /// Runs any command and waits for it.
    @discardableResult
    func run(_ command: [String], stdin: ProcessInput = .null) throws -> ProcessOutcome {
        try start(command, stdin: stdin).wait()
    }
}
