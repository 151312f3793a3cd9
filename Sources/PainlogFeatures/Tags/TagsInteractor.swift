public import PainlogDomain

/// Computes `painlog tags`: counts and days in SQL, the comparison in `ResponseStatistics`.
public struct TagsInteractor {
    private let statistics: any NameStatisticsStore
    private let clock: any TimeSource
    private let zone: TimeZoneRules

    public init(statistics: any NameStatisticsStore, clock: any TimeSource, zone: TimeZoneRules) {
        self.statistics = statistics
        self.clock = clock
        self.zone = zone
    }

    /// Every tag among the entries the request matches (all of them by default).
    public func report(_ request: EntryFilterRequest = EntryFilterRequest()) throws -> TagsReport {
        try report(matching: request.resolved(now: clock.now(), zone: zone))
    }

    /// Every tag among the entries `filter` matches (the report's period).
    public func report(matching filter: EntryFilter) throws -> TagsReport {
        let (tags, all) = try statistics.tagDays(matching: filter)
        return TagsReport(
            rows: tags.map {
                TagRow(
                    name: $0.name, entryCount: $0.entryCount, lastLogged: $0.lastLogged,
                    comparison: ResponseStatistics.comparison($0, all: all))
            },
            loggedDays: all.days)
    }
}
