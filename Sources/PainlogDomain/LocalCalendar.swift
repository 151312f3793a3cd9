/// What "a day" is to painlog: a local calendar day of the zone painlog runs in, with "today" read
/// from the clock.
///
/// One value, built once by the assembly and handed to every interactor, so that today, the local
/// date of an instant and the last day of a period are worked out in one place. (An entry's own day
/// is its date at the offset stored with it; in SQL that is `LocalTimeSQL.dayNumber` in Storage.)
public struct LocalCalendar: Sendable {
    /// Where "now" comes from.
    public let clock: any TimeSource
    /// The zone whose wall clock names the days.
    public let zone: TimeZoneRules

    public init(clock: any TimeSource, zone: TimeZoneRules) {
        self.clock = clock
        self.zone = zone
    }

    /// The current instant, in whole seconds since 1970-01-01T00:00:00Z.
    public func now() -> Int64 { clock.now() }

    /// `instant` with the zone's offset at that instant.
    public func timestamp(at instant: Int64) -> Timestamp { zone.timestamp(at: instant) }

    /// The local calendar date of `instant` in the zone.
    public func date(of instant: Int64) -> LocalDate { zone.timestamp(at: instant).local.date }

    /// Today's local date.
    public func today() -> LocalDate { date(of: clock.now()) }

    /// The instant the local day `date` starts (its midnight, or the first time the clocks show
    /// that day when midnight is skipped).
    public func start(of date: LocalDate) -> Int64 {
        zone.instant(of: LocalDateTime(secondsSinceLocalEpoch: date.daysSinceEpoch * 86_400))
    }

    /// The first day of the period `filter` covers: its `--since` date, or the local date of its
    /// start instant; nil when it has no start.
    public func firstDay(of filter: EntryFilter) -> LocalDate? {
        filter.sinceDay ?? filter.since.map(date(of:))
    }

    /// The last day of the period `filter` covers: its `--until` date, or the local date of the last
    /// second before its end instant; nil when it has no end.
    public func lastDay(of filter: EntryFilter) -> LocalDate? {
        filter.throughDay ?? filter.before.map { date(of: $0 - 1) }
    }

    /// The last day of the period `filter` covers, read at `now`: `lastDay(of:)`, or today when the
    /// period has no end.
    public func lastDay(of filter: EntryFilter, now: Int64) -> LocalDate {
        lastDay(of: filter) ?? date(of: now)
    }
}
