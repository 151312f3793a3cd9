public import PainlogDomain

/// The period `meds` and the report cover: the request's `--since`/`--until`, and without
/// `--since` the last `days` local calendar days up to the end of the period (today by default).
public struct ReportPeriod: Sendable, Equatable {
    /// The filter over the period (with the request's other conditions).
    public let filter: EntryFilter
    /// Whether the period is the default: the last `days` days up to now.
    public let isDefault: Bool

    /// The start of the local day `days − 1` days before the one holding `instant`.
    public static func start(ofLast days: Int, endingAt instant: Int64, zone: TimeZoneRules) -> Int64 {
        let date = zone.timestamp(at: instant).local.date.adding(days: 1 - days)
        return LocalDateTime(date: date, hour: 0, minute: 0).map(zone.instant(of:)) ?? instant - Int64(days) * 86_400
    }

    /// The last `days` local calendar days up to now (now included).
    public static func last(_ days: Int, now: Int64, zone: TimeZoneRules) -> EntryFilter {
        EntryFilter(since: start(ofLast: days, endingAt: now, zone: zone), before: now + 1)
    }

    public init(_ request: EntryFilterRequest, days: Int, now: Int64, zone: TimeZoneRules) throws(PainlogError) {
        let resolved = try request.resolved(now: now, zone: zone)
        isDefault = request.since == nil && request.until == nil
        let before = resolved.before ?? now + 1
        let since = resolved.since ?? Self.start(ofLast: days, endingAt: before - 1, zone: zone)
        filter = EntryFilter(
            since: since, before: before, areas: resolved.areas, tags: resolved.tags, minimumIntensity: resolved.minimumIntensity,
            maximumIntensity: resolved.maximumIntensity, noteContains: resolved.noteContains, medications: resolved.medications)
    }
}
