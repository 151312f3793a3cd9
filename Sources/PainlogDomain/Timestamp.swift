/// An instant, to the second, with the UTC offset that was in force where it was recorded.
///
/// Two timestamps are equal only when both the instant and the offset are: the offset is part of
/// what an entry remembers (the wall-clock time the pain was logged at).
public struct Timestamp: Sendable, Equatable, Hashable {
    /// Seconds since 1970-01-01T00:00:00Z.
    public let seconds: Int64
    /// Seconds east of UTC, for example 3600 for `+01:00`.
    ///
    public let offset: Int

    /// Creates a timestamp from an instant and the offset it was recorded in.
    public init(seconds: Int64, offset: Int) {
        self.seconds = seconds
        self.offset = offset
    }

    /// The wall-clock date and time at this timestamp's own offset.
    public var local: LocalDateTime {
        LocalDateTime(secondsSinceLocalEpoch: seconds + Int64(offset))
    }
}

/// Zero-pads a non-negative number to `width` digits.
func pad(_ value: Int, _ width: Int) -> String {
    let digits = String(value)
    return digits.count >= width ? digits : String(repeating: "0", count: width - digits.count) + digits
}
