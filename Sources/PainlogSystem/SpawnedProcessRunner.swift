public import PainlogDomain

#if canImport(Glibc)
    import Glibc
#endif

/// Runs programs with `posix_spawn(3)`, the one place painlog starts a process.
///
/// `run`: stdin, stdout and stderr are pipes, served together by one `poll(2)` loop (a program that
/// writes a large PDF before reading all of its input never waits on painlog, nor painlog on it),
/// and a program past its time is killed. `start`: stdin alone is a pipe, stdout and stderr are
/// painlog's, and the program runs on until `wait(for:)`.
///
/// The child starts with the default signal dispositions and an empty mask, whatever painlog has;
/// painlog ignores SIGPIPE while it runs, so a program that exits without reading all its input
/// makes a short write, not painlog's death.
public struct SpawnedProcessRunner: ProcessRunner {
    public init() {}

    public func run(_ command: ProcessCommand) throws(PainlogError) -> ProcessResult {
        var ignore = sigaction()
        ignore.__sigaction_handler.sa_handler = SIG_IGN
        sigemptyset(&ignore.sa_mask)
        var previous = sigaction()
        sigaction(SIGPIPE, &ignore, &previous)
        defer { sigaction(SIGPIPE, &previous, nil) }

        var pipes: [[Int32]] = []
        defer { for pair in pipes { for descriptor in pair where descriptor >= 0 { close(descriptor) } } }
        for _ in 0..<3 {
            var pair: [Int32] = [-1, -1]
            guard pipe(&pair) == 0 else { throw Self.cannotStart(command.executable, errno) }
            // Close-on-exec: no other program painlog starts inherits these ends.
            Self.closeOnExec(pair)
            pipes.append(pair)
        }
        let child = try spawn(
            command.executable, arguments: command.arguments, environment: command.environment, stdin: pipes[0][0],
            stdout: pipes[1][1], stderr: pipes[2][1])
        // The child's ends belong to the child now.
        for (index, end) in [(0, 0), (1, 1), (2, 1)] {
            close(pipes[index][end])
            pipes[index][end] = -1
        }
        var streams = Streams(input: command.input, stdin: pipes[0][1], stdout: pipes[1][0], stderr: pipes[2][0])
        pipes = []
        let deadline = MonotonicClock.milliseconds() + Int64(command.timeoutSeconds) * 1000
        let served = streams.serve(until: deadline)
        streams.closeAll()
        guard served, let status = Self.wait(for: child, until: deadline) else {
            kill(child, SIGKILL)
            var ignored: Int32 = 0
            while waitpid(child, &ignored, 0) < 0, errno == EINTR {}
            return ProcessResult(ending: .timedOut, output: streams.output, errors: streams.errors)
        }
        return ProcessResult(ending: Self.ending(status), output: streams.output, errors: streams.errors)
    }

    public func start(executable: String, arguments: [String], environment: [String: String]) throws(PainlogError)
        -> StartedProcess
    {
        var pair: [Int32] = [-1, -1]
        guard pipe(&pair) == 0 else { throw Self.cannotStart(executable, errno) }
        // Close-on-exec: no other program painlog starts inherits these ends.
        Self.closeOnExec(pair)
        defer { close(pair[0]) }
        do {
            let child = try spawn(
                executable, arguments: arguments, environment: environment, stdin: pair[0], stdout: nil, stderr: nil)
            return StartedProcess(id: child, input: pair[1])
        } catch {
            close(pair[1])
            throw error
        }
    }

    @discardableResult
    public func wait(for process: StartedProcess) -> ProcessResult.Ending? {
        var status: Int32 = 0
        while waitpid(process.id, &status, 0) < 0 {
            guard errno == EINTR else { return nil }
        }
        return Self.ending(status)
    }

    /// How a wait status says the program ended: WIFEXITED / WEXITSTATUS / WTERMSIG, which Swift
    /// does not import as macros.
    private static func ending(_ status: Int32) -> ProcessResult.Ending {
        status & 0x7F == 0 ? .exited((status >> 8) & 0xFF) : .signalled(status & 0x7F)
    }

    private static func closeOnExec(_ descriptors: [Int32]) {
        for descriptor in descriptors { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
    }

    /// Starts the program with its stdin on `stdin`, and its stdout and stderr on the given
    /// descriptors or, for nil, on painlog's own.
    private func spawn(
        _ executable: String, arguments: [String], environment: [String: String], stdin: Int32, stdout: Int32?,
        stderr: Int32?
    ) throws(PainlogError) -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, stdin, 0)
        if let stdout { posix_spawn_file_actions_adddup2(&actions, stdout, 1) }
        if let stderr { posix_spawn_file_actions_adddup2(&actions, stderr, 2) }

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for number in [SIGPIPE, SIGINT, SIGTERM, SIGHUP] { sigaddset(&defaults, number) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        var empty = sigset_t()
        sigemptyset(&empty)
        posix_spawnattr_setsigmask(&attributes, &empty)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))

        // Arguments and variables reach the program byte for byte (see `FileSystemPath`).
        let argumentBytes = ([executable] + arguments).map { strdup(FileSystemPath.cString($0)) }
        let variableBytes = environment.sorted { $0.key < $1.key }.map {
            strdup(FileSystemPath.cString($0.key + "=" + $0.value))
        }
        defer {
            for pointer in argumentBytes { free(pointer) }
            for pointer in variableBytes { free(pointer) }
        }
        var argv = argumentBytes + [nil]
        var envp = variableBytes + [nil]
        var child: pid_t = 0
        let spawned = posix_spawn(&child, FileSystemPath.cString(executable), &actions, &attributes, &argv, &envp)
        guard spawned == 0 else { throw Self.cannotStart(executable, spawned) }
        return child
    }

    /// The child's wait status once it exits; nil when it is still running at `deadline`.
    private static func wait(for child: pid_t, until deadline: Int64) -> Int32? {
        var status: Int32 = 0
        while true {
            let waited = waitpid(child, &status, WNOHANG)
            if waited == child { return status }
            if waited < 0, errno != EINTR { return 0 }
            if MonotonicClock.milliseconds() >= deadline { return nil }
            usleep(10_000)
        }
    }

    private static func cannotStart(_ executable: String, _ code: Int32) -> PainlogError {
        .failure("could not start \(executable): \(String(cString: strerror(code)))")
    }
}

/// The parent's ends of the three pipes, and what has gone through them so far.
private struct Streams {
    let input: [UInt8]
    var written = 0
    var stdin: Int32
    var stdout: Int32
    var stderr: Int32
    var output: [UInt8] = []
    var errors: [UInt8] = []

    init(input: [UInt8], stdin: Int32, stdout: Int32, stderr: Int32) {
        self.input = input
        self.stdin = stdin
        self.stdout = stdout
        self.stderr = stderr
        _ = fcntl(stdin, F_SETFL, fcntl(stdin, F_GETFL) | O_NONBLOCK)
        if input.isEmpty { closeInput() }
    }

    /// Feeds stdin and drains stdout and stderr until both are at their end; false when `deadline`
    /// (monotonic milliseconds) came first.
    mutating func serve(until deadline: Int64) -> Bool {
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while stdout >= 0 || stderr >= 0 {
            let left = deadline - MonotonicClock.milliseconds()
            guard left > 0 else { return false }
            var watched: [pollfd] = []
            if stdin >= 0 { watched.append(pollfd(fd: stdin, events: Int16(POLLOUT), revents: 0)) }
            if stdout >= 0 { watched.append(pollfd(fd: stdout, events: Int16(POLLIN), revents: 0)) }
            if stderr >= 0 { watched.append(pollfd(fd: stderr, events: Int16(POLLIN), revents: 0)) }
            let ready = poll(&watched, nfds_t(watched.count), Int32(min(left, 1000)))
            if ready < 0, errno != EINTR { return false }
            guard ready > 0 else { continue }
            for entry in watched where entry.revents != 0 {
                if entry.fd == stdin {
                    writeInput()
                } else if entry.fd == stdout {
                    if !Self.read(from: entry.fd, into: &output, chunk: &chunk) { Self.closeDescriptor(&stdout) }
                } else if entry.fd == stderr {
                    if !Self.read(from: entry.fd, into: &errors, chunk: &chunk) { Self.closeDescriptor(&stderr) }
                }
            }
        }
        return true
    }

    /// Reads what is there; false at the end of the stream (or an error, which ends it too).
    private static func read(from descriptor: Int32, into bytes: inout [UInt8], chunk: inout [UInt8]) -> Bool {
        let count = Glibc.read(descriptor, &chunk, chunk.count)
        if count < 0 { return errno == EINTR || errno == EAGAIN }
        guard count > 0 else { return false }
        bytes += chunk[..<count]
        return true
    }

    private mutating func writeInput() {
        let count = input[written...].withUnsafeBytes { raw in
            Glibc.write(stdin, raw.baseAddress, min(raw.count, 65_536))
        }
        if count < 0 {
            // The program stopped reading (EPIPE) or the pipe failed: it gets no more.
            if errno != EINTR && errno != EAGAIN { closeInput() }
            return
        }
        written += count
        if written == input.count { closeInput() }
    }

    private mutating func closeInput() { Self.closeDescriptor(&stdin) }

    private static func closeDescriptor(_ descriptor: inout Int32) {
        guard descriptor >= 0 else { return }
        close(descriptor)
        descriptor = -1
    }

    mutating func closeAll() {
        Self.closeDescriptor(&stdin)
        Self.closeDescriptor(&stdout)
        Self.closeDescriptor(&stderr)
    }
}
