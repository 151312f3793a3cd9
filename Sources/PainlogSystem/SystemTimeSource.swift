public import PainlogDomain

#if canImport(Glibc)
    import Glibc
#endif

/// The system clock: the one `TimeSource` that asks the C library, so the domain's rules can be
/// run at any instant a test chooses.
public struct SystemTimeSource: TimeSource {
    public init() {}

    /// The real-time clock, in whole seconds.
    public func now() -> Int64 {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return Int64(time.tv_sec)
    }
}
