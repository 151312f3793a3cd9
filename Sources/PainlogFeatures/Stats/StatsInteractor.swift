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
    /// With `--by month`, each month's headache, migraine and treated days by its group key; a month
    /// missing here, or a figure nil, is one the view does not have (no such condition in view).
    public let clinical: [String: ClinicalSpanFigures]
    /// The view's clinical figures: which of them its months have.
    public let clinicalView: ClinicalView?

    public init(
        grouping: StatsGrouping, groups: [StatsGroup], totals: StatsTotals, lastWeek: StatsTotals,
        weekBefore: StatsTotals, dayCounts: [String: DayCounts] = [:], clinical: [String: ClinicalSpanFigures] = [:],
        clinicalView: ClinicalView? = nil
    ) {
        self.clinical = clinical
        self.clinicalView = clinicalView
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
    /// For the headache, migraine and treated days of `--by month` (none without).
    let conditions: (any ConditionStore)?

    public init(
        statistics: any StatisticsStore, calendar: LocalCalendar,
        nameStatistics: (any NameStatisticsStore)? = nil, conditions: (any ConditionStore)? = nil
    ) {
        self.conditions = conditions
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
        var clinical: [String: ClinicalSpanFigures] = [:]
        var clinicalView: ClinicalView?
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
            if let conditions {
                let view = ClinicalView(all: try conditions.conditions(), chosen: filter.conditions)
                clinicalView = view
                if view.countsAnything {
                    clinical = try Self.clinicalByMonth(
                        ClinicalDayCounter(entries: statistics, classOf: classOf).days(
                            matching: filter, within: nil, headacheKindsOnly: !view.hasTreatedDays),
                        view: view, groups: groups, through: filter.throughDay)
                }
            }
        }
        return StatsReport(
            grouping: grouping,
            groups: groups,
            totals: totals,
            lastWeek: try statistics.totals(matching: filter.within(from: lastDay.adding(days: -6), through: lastDay)),
            weekBefore: try statistics.totals(
                matching: filter.within(from: lastDay.adding(days: -13), through: lastDay.adding(days: -7))),
            dayCounts: dayCounts, clinical: clinical, clinicalView: clinicalView)
    }

    /// Each month group's clinical figures, from the days of the entries `stats` counts (those that
    /// started in the period, on every day they span up to its last day, as its other day counts).
    static func clinicalByMonth(
        _ days: ClinicalDays, view: ClinicalView, groups: [StatsGroup], through lastDay: LocalDate?
    ) -> [String: ClinicalSpanFigures] {
        var figures: [String: ClinicalSpanFigures] = [:]
        for group in groups {
            let parts = group.key.split(separator: "-")
            guard parts.count == 2, let year = Int(parts[0]), let number = Int(parts[1]),
                let month = YearMonth(year: year, month: number)
            else { continue }
            let last = min(month.lastDay, lastDay ?? month.lastDay)
            figures[group.key] = ClinicalSpanFigures(days, view: view, from: month.firstDay, through: last)
        }
        return figures
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
