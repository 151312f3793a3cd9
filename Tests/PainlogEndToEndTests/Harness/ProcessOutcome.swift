import Foundation

/// A `ProgramRun` as the reliability suites read it: stdout and stderr as bytes (`out` and `err` as
/// text), and `status` the signal's number when `signalled`.
///
/// The same run and the same expectations (`exited`, `hasOneErrorLine`); only the spelling is
/// theirs.
struct ProcessOutcome: CustomStringConvertible {
    /// The run itself.
    let run: ProgramRun

    init(_ run: ProgramRun) {
        self.run = run
    }

    /// The exit status, or the signal number when `signalled`.
    var status: Int32 { run.signal ?? run.status }
    /// True when the process was ended by a signal (a crash, or our `kill -9`).
    var signalled: Bool { run.signalled }
    var stdout: Data { run.stdoutBytes }
    var stderr: Data { run.stderrBytes }
    var arguments: [String] { run.arguments }

    var out: String { run.stdout }
    var err: String { run.stderr }

    /// The lines painlog wrote to stderr.
    var errLines: [Substring] {
        err.split(separator: "\n", omittingEmptySubsequences: false).dropLast(err.hasSuffix("\n") ? 1 : 0)
    }

    /// True when it exited with `expected` (not killed by a signal).
    func exited(_ expected: Int32) -> Bool { run.exited(expected) }

    /// True when stderr is exactly one line starting `error: `, as the contract says of every error.
    var hasOneErrorLine: Bool { run.hasOneErrorLine }

    var description: String {
        let shown = arguments.map { $0.count > 80 ? String($0.prefix(80)) + "…" : $0 }
        return
            "\(shown.joined(separator: " ")) → \(signalled ? "signal" : "exit") \(status); stderr: \(err.debugDescription)"
            + "; stdout: \(String(out.prefix(300)).debugDescription)"
    }
}

/// A `RunningProgram` as the reliability suites use it: `wait()` gives a `ProcessOutcome`.
final class RunningProcess {
    let program: RunningProgram

    init(_ program: RunningProgram) {
        self.program = program
    }

    var process: Process { program.process }
    var arguments: [String] { program.arguments }
    /// The write end of its stdin when it was started with `stdin: .pipe`.
    var input: FileHandle? { program.input }
    var pid: Int32 { program.pid }
    var isRunning: Bool { program.isRunning }

    /// Sends SIGKILL: the `kill -9` of the crash tests.
    func kill() { program.kill() }

    /// Waits for the process to end and returns what it did.
    func wait() -> ProcessOutcome { ProcessOutcome(program.wait()) }
}
