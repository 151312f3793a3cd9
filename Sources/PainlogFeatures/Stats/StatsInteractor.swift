public import PainlogDomain

/// Everything `stats` shows.
public struct StatsReport: Sendable, Equatable {
    public let grouping: StatsGrouping
    /// Groups that have entries, in group order.
    public let groups: [StatsGroup]
    public let totals: StatsTotals
    /// The last 7 days: the 7 local calendar days ending on the period's last day (today unless
    /// `--until`), that day included, with the request's other filters.
    public let lastWeek: StatsTotals
    /// The 7 calendar days before those.
    public let weekBefore: StatsTotals
    /// With `--by month`, each month's days (see `DayDefinitions`) by its group key (`YYYY-MM`).
    public let dayCounts: [String: DayCounts]

    public init(
        grouping: StatsGrouping, groups: [StatsGroup], totals: StatsTotals, lastWeek: StatsTotals,
        weekBefore: StatsTotals, dayCounts: [String: DayCounts] = [:]
    ) {
        self.grouping = grouping
        self.groups = groups
        self.totals = totals
        self.lastWeek = lastWeek
        self.weekBefore = weekBefore
        self.dayCounts = dayCounts
    }
}

/// Computes `stats`: every aggregate in the database, grouped as asked.
public struct StatsInteractor {
    let statistics: any StatisticsStore
    let calendar: LocalCalendar
    /// For the acute-medication days of `--by month` (none without).
    let nameStatistics: (any NameStatisticsStore)?

    public init(
        statistics: any StatisticsStore, calendar: LocalCalendar,
        nameStatistics: (any NameStatisticsStore)? = nil
    ) {
        self.statistics = statistics
        self.calendar = calendar
        self.nameStatistics = nameStatistics
    }

    public func report(_ request: EntryFilterRequest, by grouping: StatsGrouping) throws -> StatsReport {
        let now = calendar.now()
        let filter = try request.resolved(now: now, zone: calendar.zone)
        let (groups, totals, days) = try statistics.groupsAndTotals(matching: filter, by: grouping)
        // The same days the dashboard, the report and `impact` call the last 7 (not 168 hours).
        let lastDay = calendar.lastDay(of: filter, now: now)
        var dayCounts: [String: DayCounts] = [:]
        if grouping == .month, !days.isEmpty {
            // Acute-medication days count every dose of the months shown within the period, whatever
            // the other filters; without a period, every dose (only the months shown are looked at).
            let from = calendar.firstDay(of: filter)
            let through = calendar.lastDay(of: filter)
            let medications = try nameStatistics?.medicationDays(from: from, through: through) ?? []
            let classOf =
                try nameStatistics.map { try MedsInteractor(statistics: $0, calendar: calendar).classOf() }
                ?? { name, dose in MedicationClass.of(name, dose: dose) }
            dayCounts = DayCounts.byMonth(days: days, medications: medications, classOf: classOf)
        }
        return StatsReport(
            grouping: grouping,
            groups: groups,
            totals: totals,
            lastWeek: try statistics.totals(matching: filter.within(from: lastDay.adding(days: -6), through: lastDay)),
            weekBefore: try statistics.totals(
                matching: filter.within(from: lastDay.adding(days: -13), through: lastDay.adding(days: -7))),
            dayCounts: dayCounts)
    }
}

extension EntryFilter {
    /// The same filter narrowed to the local calendar days `first` through `last` (each entry's own
    /// local date, as `--since DATE` compares them).
    func within(from first: LocalDate, through last: LocalDate) -> EntryFilter {
        EntryFilter(
            since: since, before: before, sinceDay: max(sinceDay ?? first, first),
            throughDay: min(throughDay ?? last, last), areas: areas, tags: tags,
            minimumIntensity: minimumIntensity, maximumIntensity: maximumIntensity, noteContains: noteContains,
            medications: medications, conditions: conditions)
    }
}
