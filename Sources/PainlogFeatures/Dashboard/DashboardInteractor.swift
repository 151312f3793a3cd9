public import PainlogDomain

/// What `painlog` alone shows.
public struct Dashboard: Sendable, Equatable {
    /// Today's entries (local calendar day), oldest first.
    public let today: [Entry]
    /// The last 7 days, oldest first, each with its mean or nil when nothing was logged.
    public let lastSevenDays: [(date: LocalDate, mean: Double?)]
    public let lastSevenDaysTotals: StatsTotals
    /// The most logged area of all, if any.
    public let topArea: NameUsage?
    /// Whether the diary has no entries at all.
    public let isEmpty: Bool
    /// Medications used on at least their class's threshold of days in the last 30.
    public let overuse: [OveruseFlag]
    /// This calendar month's days so far (see `DayDefinitions`); nil when not counted.
    public let thisMonth: DayCounts?
    /// The chronic-migraine statement over the 3 complete months before this one; nil when they do
    /// not meet its counts or no migraine condition exists.
    public let chronicMigraine: ChronicMigraineStatement?
    /// Each condition's month so far and the acute-medication days of the last 30 days; nil without
    /// conditions.
    public var conditions: DashboardConditions?

    public init(
        today: [Entry], lastSevenDays: [(date: LocalDate, mean: Double?)], lastSevenDaysTotals: StatsTotals,
        topArea: NameUsage?,
        isEmpty: Bool, overuse: [OveruseFlag] = [], thisMonth: DayCounts? = nil,
        chronicMigraine: ChronicMigraineStatement? = nil
    ) {
        self.chronicMigraine = chronicMigraine
        self.thisMonth = thisMonth
        self.today = today
        self.lastSevenDays = lastSevenDays
        self.lastSevenDaysTotals = lastSevenDaysTotals
        self.topArea = topArea
        self.isEmpty = isEmpty
        self.overuse = overuse
    }

    /// The dashboard of no diary at all: nothing logged, no days.
    public static let none = Dashboard(
        today: [], lastSevenDays: [],
        lastSevenDaysTotals: StatsTotals(
            count: 0, mean: nil, minimum: nil, maximum: nil, first: nil, last: nil, loggedDays: 0, severeDays: 0),
        topArea: nil, isEmpty: true)

    public static func == (lhs: Dashboard, rhs: Dashboard) -> Bool {
        lhs.today == rhs.today && lhs.lastSevenDays.map(\.date) == rhs.lastSevenDays.map(\.date)
            && lhs.lastSevenDays.map(\.mean) == rhs.lastSevenDays.map(\.mean)
            && lhs.lastSevenDaysTotals == rhs.lastSevenDaysTotals
            && lhs.topArea == rhs.topArea && lhs.isEmpty == rhs.isEmpty && lhs.overuse == rhs.overuse
            && lhs.thisMonth == rhs.thisMonth && lhs.chronicMigraine == rhs.chronicMigraine
            && lhs.conditions == rhs.conditions
    }
}

/// Gathers the dashboard: a handful of small indexed queries.
public struct DashboardInteractor {
    private let store: any EntryStore
    private let statistics: any StatisticsStore
    private let areas: any NameStore
    private let nameStatistics: (any NameStatisticsStore)?
    private let calendar: LocalCalendar
    private let conditions: (any ConditionStore)?

    public init(
        store: any EntryStore, statistics: any StatisticsStore, areas: any NameStore, calendar: LocalCalendar,
        nameStatistics: (any NameStatisticsStore)? = nil, conditions: (any ConditionStore)? = nil
    ) {
        self.conditions = conditions
        self.store = store
        self.statistics = statistics
        self.areas = areas
        self.nameStatistics = nameStatistics
        self.calendar = calendar
    }

    public func dashboard() throws -> Dashboard {
        let now = calendar.now()
        let today = calendar.date(of: now)
        let isEmpty = try store.count(matching: .all) == 0
        let todays = try store.entries(
            matching: EntryFilter(since: calendar.start(of: today), before: calendar.start(of: today.adding(days: 1))),
            order: .oldestFirst,
            limit: 50)
        let weekFilter = EntryFilter(
            since: calendar.start(of: today.adding(days: -6)), before: calendar.start(of: today.adding(days: 1)))
        let byDay = Dictionary(
            try statistics.groups(matching: weekFilter, by: .day).map { ($0.key, $0.mean) },
            uniquingKeysWith: { a, _ in a })
        let days = (0..<7).map { offset -> (date: LocalDate, mean: Double?) in
            let date = today.adding(days: offset - 6)
            return (date, byDay[date.isoString])
        }
        var thisMonth: DayCounts?
        var overuse: [OveruseFlag] = []
        var chronicMigraine: ChronicMigraineStatement?
        var byCondition: DashboardConditions?
        if let nameStatistics {
            let meds = MedsInteractor(statistics: nameStatistics, calendar: calendar)
            overuse = try meds.overuseFlags()
            if let conditions {
                chronicMigraine = try ClinicalDayCounter(entries: statistics, classOf: try meds.classOf())
                    .chronicMigraineStatement(
                        conditions: try conditions.conditions(), lastDay: today, overuseFlagged: !overuse.isEmpty)
                byCondition = try DashboardConditionsInteractor(
                    statistics: statistics, nameStatistics: nameStatistics, conditions: conditions, calendar: calendar
                ).figures()
            }
            // The month so far: its pain days for every entry, its acute-medication days for every dose.
            let first = CalendarInteractor.month(today, adding: 0)
            thisMonth = DayCounts(
                days: try statistics.days(matching: .all, within: first...today),
                medications: try nameStatistics.medicationDays(from: first, through: today),
                classOf: try MedsInteractor(statistics: nameStatistics, calendar: calendar).classOf())
        }
        var dashboard = Dashboard(
            today: todays, lastSevenDays: days, lastSevenDaysTotals: try statistics.totals(matching: weekFilter),
            topArea: try areas.mostUsed(), isEmpty: isEmpty,
            overuse: overuse, thisMonth: thisMonth, chronicMigraine: chronicMigraine)
        dashboard.conditions = byCondition
        return dashboard
    }
}
