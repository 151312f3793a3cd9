/// Where "now" comes from: the system clock (`SystemTimeSource` in PainlogSystem), or a fixed
/// time in tests.
public protocol TimeSource: Sendable {
    /// The current instant, in whole seconds since 1970-01-01T00:00:00Z.
    func now() -> Int64
}

/// A clock that always says the same instant.
public struct FixedTimeSource: TimeSource {
    private let instant: Int64
    public init(_ instant: Int64) { self.instant = instant }
    public func now() -> Int64 { instant }
}
