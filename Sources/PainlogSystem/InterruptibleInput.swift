#if canImport(Glibc)
    import Glibc
#endif

/// Makes Ctrl-C during a question end the read instead of the process, so that a flow that asks
/// (guided entry, impact) can leave through its ordinary error path: nothing written, a new
/// diary's temporary file removed, `error: nothing was logged`, exit 1.
///
/// While installed, SIGINT writes a byte to a pipe (the self-pipe trick), which
/// the CLI's `StandardInputLines` polls beside stdin (`waitForInput(on:)`): a Ctrl-C that comes just before a read starts is seen
/// as surely as one during it (which also ends the read with EINTR: no SA_RESTART).
public enum InterruptibleInput {
    /// The pipe's write end, for the signal handler; -1 when not installed.
    nonisolated(unsafe) private static var signalled: Int32 = -1
    /// The pipe's read end, readable once Ctrl-C came; -1 when not installed.
    nonisolated(unsafe) private(set) static var interruptions: Int32 = -1

    /// Runs `body` with Ctrl-C ending reads; the previous SIGINT disposition is restored after it.
    public static func run<T>(_ body: () throws -> T) rethrows -> T {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return try body() }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        _ = fcntl(ends[1], F_SETFL, fcntl(ends[1], F_GETFL) | O_NONBLOCK)
        signalled = ends[1]
        interruptions = ends[0]
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { _ in
            var byte: UInt8 = 3
            _ = write(InterruptibleInput.signalled, &byte, 1)
        }
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        var previous = sigaction()
        sigaction(SIGINT, &action, &previous)
        defer {
            sigaction(SIGINT, &previous, nil)
            interruptions = -1
            signalled = -1
            close(ends[0])
            close(ends[1])
        }
        return try body()
    }

    /// Waits until `descriptor` has something to read; false when Ctrl-C came first.
    public static func waitForInput(on descriptor: Int32) -> Bool {
        guard interruptions >= 0 else { return true }
        while true {
            var watched = [
                pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0),
                pollfd(fd: interruptions, events: Int16(POLLIN), revents: 0),
            ]
            let ready = poll(&watched, 2, -1)
            if ready < 0 && errno == EINTR { continue }
            if watched[1].revents != 0 { return false }
            return true
        }
    }
}
