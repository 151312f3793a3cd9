public import Foundation

/// Converts between instants and the wall-clock time of one time zone.
public struct TimeZoneRules: Sendable {
    private let zone: TimeZone

    /// Rules of the given zone; the process's local zone (`TZ`) by default.
    public init(_ zone: TimeZone = .current) {
        self.zone = zone
    }

    /// Seconds east of UTC at `instant`.
    public func offset(at instant: Int64) -> Int {
        zone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(instant)))
    }

    /// The instant that the wall clock shows as `local`. A time skipped by a daylight-saving change
    /// resolves to the instant after the change; a repeated one to one of its two instants.
    public func instant(of local: LocalDateTime) -> Int64 {
        let wall = local.secondsSinceLocalEpoch
        var guess = wall - Int64(offset(at: wall))
        guess = wall - Int64(offset(at: guess))
        return guess
    }

    /// The instant `local` in this zone, with the offset in force then.
    public func timestamp(of local: LocalDateTime) -> Timestamp {
        let instant = instant(of: local)
        return Timestamp(seconds: instant, offset: offset(at: instant))
    }

    /// `instant` with the offset in force then.
    public func timestamp(at instant: Int64) -> Timestamp {
        Timestamp(seconds: instant, offset: offset(at: instant))
    }
}

/// Where "now" comes from: the system clock, or a fixed time in tests.
public protocol TimeSource: Sendable {
    /// The current instant, in whole seconds since 1970-01-01T00:00:00Z.
    func now() -> Int64
}

/// The system clock.
public struct SystemTimeSource: TimeSource {
    public init() {}
    public func now() -> Int64 { Int64(Date().timeIntervalSince1970.rounded(.down)) }
}

/// A clock that always says the same instant.
public struct FixedTimeSource: TimeSource {
    private let instant: Int64
    public init(_ instant: Int64) { self.instant = instant }
    public func now() -> Int64 { instant }
}
