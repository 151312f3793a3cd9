/// Converts between instants and the wall-clock time of one time zone.
///
/// Made from a TZif file's bytes; reading them from the system's time zone database is
/// PainlogSystem's part (`TimeZoneRules(identifier:)`), so these rules stay a pure function of bytes.
public struct TimeZoneRules: Sendable {
    private let info: ZoneInfo
    /// The zone's name, such as `Europe/Berlin`, for messages.
    public let identifier: String

    /// Coordinated Universal Time.
    public static let utc = TimeZoneRules(info: ZoneInfo(fixed: 0), identifier: "UTC")

    /// The zone a TZif file's `bytes` describe (RFC 8536), called `identifier`; nil when they are not
    /// a time zone.
    public init?(tzif bytes: [UInt8], identifier: String) {
        guard let info = ZoneInfo(tzif: bytes) else { return nil }
        self.init(info: info, identifier: identifier)
    }

    init(info: ZoneInfo, identifier: String) {
        self.info = info
        self.identifier = identifier
    }

    /// Seconds east of UTC at `instant`, to the nearest minute.
    ///
    /// Before standard time, zones kept local mean time (Berlin +00:53:28 until 1893), which the
    /// `±HH:MM` of ISO 8601 cannot write: an entry kept with such an offset would export as another
    /// instant than the one stored, and re-import as a changed entry.
    public func offset(at instant: Int64) -> Int {
        let seconds = info.offset(at: instant)
        return Int((Double(seconds) / 60).rounded()) * 60
    }

    /// The instant that the wall clock shows as `local`.
    ///
    /// A time skipped by a daylight-saving change is read with the offset in force before the change,
    /// so 02:30 in a gap from 02:00 to 03:00 becomes 03:30; a repeated time resolves to the first
    /// time the wall clock shows it. (RFC 5545 and java.time resolve both cases the same way.)
    public func instant(of local: LocalDateTime) -> Int64 {
        let wall = local.secondsSinceLocalEpoch
        // No offset exceeds 18 hours, so a day either side lies before and after any change that
        // concerns `local`: these are the offsets the wall clock can mean.
        let before = offset(at: wall - 86_400)
        let after = offset(at: wall + 86_400)
        let readings = [before, after, offset(at: wall - Int64(before)), offset(at: wall - Int64(after))]
        let valid = readings.map { wall - Int64($0) }.filter { wall - $0 == Int64(offset(at: $0)) }
        if let first = valid.min() { return first }
        return wall - Int64(before)
    }

    /// What a wall-clock time means in this zone: one instant, two (the clocks went back and showed it
    /// twice), or none (the clocks went forward past it).
    public func reading(of local: LocalDateTime) -> WallClockReading {
        let wall = local.secondsSinceLocalEpoch
        let before = offset(at: wall - 86_400)
        let after = offset(at: wall + 86_400)
        let readings = [before, after, offset(at: wall - Int64(before)), offset(at: wall - Int64(after))]
        let valid = Set(readings.map { wall - Int64($0) }.filter { wall - $0 == Int64(offset(at: $0)) }).sorted()
        if let first = valid.first, let last = valid.last {
            return first == last ? .unique(first) : .repeated(first: first, second: last)
        }
        // Skipped: the change lies between the two readings (read with the later, larger offset, the
        // time falls before it; with the earlier, after it); find its instant to name the gap.
        var low = wall - Int64(after)
        var high = wall - Int64(before)
        while high - low > 1 {
            let middle = low + (high - low) / 2
            if offset(at: middle) == before { low = middle } else { high = middle }
        }
        return .skipped(
            from: LocalDateTime(secondsSinceLocalEpoch: high + Int64(before)),
            to: LocalDateTime(secondsSinceLocalEpoch: high + Int64(offset(at: high))))
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

/// The instants a wall-clock time names in one zone.
public enum WallClockReading: Sendable, Equatable {
    /// The usual case: exactly one instant.
    case unique(Int64)
    /// The clocks went back and showed this time twice: `first` (before the change) and `second`.
    case repeated(first: Int64, second: Int64)
    /// The clocks went forward from `from` straight to `to`, skipping this time.
    case skipped(from: LocalDateTime, to: LocalDateTime)
}
