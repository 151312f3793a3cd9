#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Makes Ctrl-C during a question end the read instead of the process, so that a flow that asks
/// (guided entry, impact) can leave through its ordinary error path: nothing written, a new
/// diary's temporary file removed, `error: nothing was logged`, exit 1.
///
/// While installed, SIGINT only sets a flag; the handler is installed without SA_RESTART, so a
/// blocked `read` returns with EINTR and `readLine` gives nil, like the end of input.
enum InterruptibleInput {
    /// Runs `body` with Ctrl-C ending reads; the previous SIGINT disposition is restored after it.
    static func run<T>(_ body: () throws -> T) rethrows -> T {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { _ in }
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        var previous = sigaction()
        sigaction(SIGINT, &action, &previous)
        defer { sigaction(SIGINT, &previous, nil) }
        return try body()
    }
}
