#if canImport(Glibc)
    import Glibc
#endif

/// Painlog's own process: who it runs as, how it ends, and the one signal it lets pass.
public enum CurrentProcess {
    /// The real user id (`getuid(2)`): whose session painlog serves.
    public static var userID: UInt32 { getuid() }

    /// The effective user id (`geteuid(2)`): whose rights painlog's file calls have; 0 for root.
    public static var effectiveUserID: UInt32 { geteuid() }

    /// Ends painlog with `status`, flushing the C library's buffers (`exit(3)`).
    public static func exit(_ status: Int32) -> Never {
        Glibc.exit(status)
    }

    /// Ignores SIGPIPE from now on: a write to a pipe whose reader has gone (a pager quit with `q`
    /// before the end) then fails with `EPIPE` instead of killing painlog.
    public static func ignoreBrokenPipes() {
        signal(SIGPIPE, SIG_IGN)
    }
}
