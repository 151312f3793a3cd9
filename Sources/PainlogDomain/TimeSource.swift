#if canImport(Glibc)
    import Glibc
#endif

/// Where "now" comes from: the system clock, or a fixed time in tests.
public protocol TimeSource: Sendable {
    /// The current instant, in whole seconds since 1970-01-01T00:00:00Z.
    func now() -> Int64
}

/// The system clock.
public struct SystemTimeSource: TimeSource {
    public init() {}
    public func now() -> Int64 {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return Int64(time.tv_sec)
    }
}

/// A clock that always says the same instant.
public struct FixedTimeSource: TimeSource {
    private let instant: Int64
    public init(_ instant: Int64) { self.instant = instant }
    public func now() -> Int64 { instant }
}
