public import PainlogDomain

/// The figures of one period for the report's summary: its totals, its last 7 days, the previous
/// period of the same length, its chart groups and its areas.
///
/// Computed by `StatsInteractor`, the same aggregates `stats` shows.
public struct PeriodStatistics: Sendable, Equatable {
    /// Every matching entry of the period.
    public let totals: StatsTotals
    /// The period's last 7 days (fewer when the period is shorter), from `lastDaysFrom`.
    public let lastDays: StatsTotals
    public let lastDaysFrom: LocalDate
    /// The same number of days just before the period, with the same filters (or the
    /// `--baseline` period, when `previousIsBaseline`).
    public let previous: StatsTotals
    public let previousFirstDay: LocalDate
    public let previousLastDay: LocalDate
    /// Whether `previous` is the period `report --baseline` named rather than the one just before.
    public let previousIsBaseline: Bool
    /// `.day` for up to 92 days, `.week` up to two years, `.month` beyond.
    public let chartGrouping: StatsGrouping
    /// The chart's groups that have entries, in order.
    public let chart: [StatsGroup]
    /// Per area (an entry counts in each of its areas), in name order.
    public let areas: [StatsGroup]

    public init(
        totals: StatsTotals, lastDays: StatsTotals, lastDaysFrom: LocalDate, previous: StatsTotals,
        previousFirstDay: LocalDate,
        previousLastDay: LocalDate, chartGrouping: StatsGrouping, chart: [StatsGroup], areas: [StatsGroup],
        previousIsBaseline: Bool = false
    ) {
        self.totals = totals
        self.lastDays = lastDays
        self.lastDaysFrom = lastDaysFrom
        self.previous = previous
        self.previousFirstDay = previousFirstDay
        self.previousLastDay = previousLastDay
        self.previousIsBaseline = previousIsBaseline
        self.chartGrouping = chartGrouping
        self.chart = chart
        self.areas = areas
    }

    /// Days in the compared period, both ends included.
    public var previousDays: Int { Int(previousLastDay.daysSinceEpoch - previousFirstDay.daysSinceEpoch) + 1 }

    /// The chart's grouping for a period of `days` days: one bar a day while they stay readable.
    public static func chartGrouping(days: Int) -> StatsGrouping {
        days <= 92 ? .day : days <= 731 ? .week : .month
    }
}

extension StatsInteractor {
    /// The report's figures for `period` (see `ReportPeriod`), compared with `baseline` when given,
    /// else with the same number of days just before the period.
    public func figures(over period: ReportPeriod, baseline: ReportBaseline? = nil) throws -> PeriodStatistics {
        let days = Int(period.lastDay.daysSinceEpoch - period.firstDay.daysSinceEpoch) + 1
        let grouping = PeriodStatistics.chartGrouping(days: days)
        let (chart, totals, _) = try statistics.groupsAndTotals(matching: period.filter, by: grouping)
        let lastDaysFrom = max(period.firstDay, period.lastDay.adding(days: -6))
        let previousLastDay = baseline?.lastDay ?? period.firstDay.adding(days: -1)
        let previousFirstDay = baseline?.firstDay ?? period.firstDay.adding(days: -days)
        let previousFilter =
            baseline?.filter(like: period.filter)
            ?? period.filter.days(from: previousFirstDay, through: previousLastDay, keepingInstants: false)
        return PeriodStatistics(
            totals: totals,
            lastDays: try statistics.totals(
                matching: period.filter.days(from: lastDaysFrom, through: period.lastDay, keepingInstants: true)),
            lastDaysFrom: lastDaysFrom,
            previous: try statistics.totals(matching: previousFilter),
            previousFirstDay: previousFirstDay, previousLastDay: previousLastDay,
            chartGrouping: grouping, chart: chart,
            areas: try statistics.groups(matching: period.filter, by: .area), previousIsBaseline: baseline != nil)
    }
}

extension EntryFilter {
    /// The same conditions over the local days `first` to `last`.
    ///
    /// Within the period (`keepingInstants`) its own bounds, days or instants, still hold; outside
    /// it (the previous period) only the days count.
    func days(from first: LocalDate, through last: LocalDate, keepingInstants: Bool) -> EntryFilter {
        EntryFilter(
            since: keepingInstants ? since : nil, before: keepingInstants ? before : nil,
            sinceDay: keepingInstants ? max(sinceDay ?? first, first) : first,
            throughDay: keepingInstants ? min(throughDay ?? last, last) : last,
            areas: areas, tags: tags, minimumIntensity: minimumIntensity, maximumIntensity: maximumIntensity,
            noteContains: noteContains, medications: medications, conditions: conditions)
    }
}
