#if canImport(Glibc)
    import Glibc
#endif

/// The clock that only goes forward (`CLOCK_MONOTONIC`), for timeouts and progress: unlike
/// `SystemTimeSource`, setting the computer's time never moves it.
public enum MonotonicClock {
    /// Milliseconds since an unspecified start.
    public static func milliseconds() -> Int64 {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Int64(now.tv_sec) * 1000 + Int64(now.tv_nsec) / 1_000_000
    }
}
