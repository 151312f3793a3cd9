public import PainlogDomain

/// Another program painlog runs to do part of its work (the report's PDF engine), and waits for:
/// its command line, environment, the bytes it reads on stdin, and how long it may take.
public struct ProcessCommand: Sendable, Equatable {
    /// The program's absolute path.
    public let executable: String
    /// Its arguments, after the program's own name.
    public let arguments: [String]
    /// Its whole environment (nothing of painlog's own leaks in unless given here).
    public let environment: [String: String]
    /// What it reads on stdin; stdin is closed once they are written.
    public let input: [UInt8]
    /// Seconds it may run before it is killed.
    public let timeoutSeconds: Int

    public init(
        executable: String, arguments: [String], environment: [String: String], input: [UInt8] = [],
        timeoutSeconds: Int
    ) {
        self.executable = executable
        self.arguments = arguments
        self.environment = environment
        self.input = input
        self.timeoutSeconds = timeoutSeconds
    }
}

/// How a program painlog ran ended, and what it wrote.
public struct ProcessResult: Sendable, Equatable {
    /// How it ended.
    public enum Ending: Sendable, Equatable {
        /// It exited with this status.
        case exited(Int32)
        /// A signal ended it.
        case signalled(Int32)
        /// It ran past its time and was killed.
        case timedOut
    }

    public let ending: Ending
    /// Everything it wrote on stdout.
    public let output: [UInt8]
    /// Everything it wrote on stderr.
    public let errors: [UInt8]

    public init(ending: Ending, output: [UInt8], errors: [UInt8]) {
        self.ending = ending
        self.output = output
        self.errors = errors
    }

    /// Whether it exited with status 0.
    public var succeeded: Bool { ending == .exited(0) }
}

/// A program painlog started beside itself on its terminal (the pager): it reads its stdin from a
/// pipe painlog writes, writes to painlog's own stdout and stderr, and runs until painlog waits
/// for it.
public struct StartedProcess: Sendable, Equatable {
    /// Its process id.
    public let id: Int32
    /// The write end of the pipe that is its stdin (close-on-exec).
    ///
    /// It is the caller's to write and to close (or to move onto another descriptor): the program
    /// reads until it is closed.
    public let input: Int32

    public init(id: Int32, input: Int32) {
        self.id = id
        self.input = input
    }
}

/// Runs other programs: behind a protocol so that the CLI's flows are tested with a program of the
/// test's choosing, and so that nothing else in painlog spawns processes itself.
public protocol ProcessRunner {
    /// Runs `command` to its end (or its timeout), feeding its stdin while reading its stdout and
    /// stderr, so that neither side blocks on a full pipe.
    ///
    /// - Throws: a failure when the program cannot be started at all.
    func run(_ command: ProcessCommand) throws(PainlogError) -> ProcessResult

    /// Starts `executable` with `arguments` and exactly `environment`, its stdin a pipe and its
    /// stdout and stderr painlog's own, and returns at once: the program outlives the call, until
    /// `wait(for:)`.
    ///
    /// - Throws: a failure when the program cannot be started at all.
    func start(executable: String, arguments: [String], environment: [String: String]) throws(PainlogError)
        -> StartedProcess

    /// Waits for a program `start` started to end (after its input was closed), and says how it
    /// ended; nil when it cannot be waited for (it was already).
    @discardableResult
    func wait(for process: StartedProcess) -> ProcessResult.Ending?
}
