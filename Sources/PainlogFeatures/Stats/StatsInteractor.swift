public import PainlogDomain

/// Everything `stats` shows.
public struct StatsReport: Sendable, Equatable {
    public let grouping: StatsGrouping
    /// Groups that have entries, in group order.
    public let groups: [StatsGroup]
    public let totals: StatsTotals
    /// The last 7 days (up to now), with the request's other filters.
    public let lastWeek: StatsTotals
    /// The 7 days before those.
    public let weekBefore: StatsTotals

    public init(
        grouping: StatsGrouping, groups: [StatsGroup], totals: StatsTotals, lastWeek: StatsTotals,
        weekBefore: StatsTotals
    ) {
        self.grouping = grouping
        self.groups = groups
        self.totals = totals
        self.lastWeek = lastWeek
        self.weekBefore = weekBefore
    }
}

/// Computes `stats`: every aggregate in the database, grouped as asked.
public struct StatsInteractor {
    let statistics: any StatisticsStore
    let clock: any TimeSource
    let zone: TimeZoneRules

    public init(statistics: any StatisticsStore, clock: any TimeSource, zone: TimeZoneRules) {
        self.statistics = statistics
        self.clock = clock
        self.zone = zone
    }

    public func report(_ request: EntryFilterRequest, by grouping: StatsGrouping) throws -> StatsReport {
        let now = clock.now()
        let filter = try request.resolved(now: now, zone: zone)
        let week: Int64 = 7 * 86_400
        let (groups, totals) = try statistics.groupsAndTotals(matching: filter, by: grouping)
        return StatsReport(
            grouping: grouping,
            groups: groups,
            totals: totals,
            lastWeek: try statistics.totals(matching: filter.within(since: now - week + 1, before: now + 1)),
            weekBefore: try statistics.totals(
                matching: filter.within(since: now - 2 * week + 1, before: now - week + 1)))
    }
}

extension EntryFilter {
    /// The same filter narrowed to `[since, before)`.
    func within(since: Int64, before: Int64) -> EntryFilter {
        EntryFilter(
            since: max(self.since ?? since, since), before: min(self.before ?? before, before), sinceDay: sinceDay,
            throughDay: throughDay, areas: areas, tags: tags,
            minimumIntensity: minimumIntensity, maximumIntensity: maximumIntensity, noteContains: noteContains,
            medications: medications)
    }
}
