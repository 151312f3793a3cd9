public import PainlogDomain

/// Computes `painlog tags`: counts and days in SQL, the comparison in `ResponseStatistics`.
public struct TagsInteractor {
    private let statistics: any NameStatisticsStore
    private let calendar: LocalCalendar

    public init(statistics: any NameStatisticsStore, calendar: LocalCalendar) {
        self.statistics = statistics
        self.calendar = calendar
    }

    /// Every tag among the entries the request matches (all of them by default).
    public func report(_ request: EntryFilterRequest = EntryFilterRequest()) throws -> TagsReport {
        try report(matching: request.resolved(now: calendar.now(), zone: calendar.zone))
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
