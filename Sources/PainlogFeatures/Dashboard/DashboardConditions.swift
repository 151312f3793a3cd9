public import PainlogDomain

/// One condition's line on the dashboard: this month's days so far, by its kind, counted as
/// `calendar --condition NAME` counts the month.
public struct DashboardCondition: Sendable, Equatable {
    public let name: String
    public let kind: ConditionKind
    /// Days with an entry of the condition above 0.
    public let painDays: Int
    /// Kinds migraine and headache: headache days (`ClinicalDays`, as `calendar` counts them); nil for kind pain.
    public let headacheDays: Int?
    /// Days whose worst entry of the condition is 4 or more.
    public let moderateDays: Int
    /// Kind migraine: migraine days; nil otherwise.
    public let migraineDays: Int?
    /// Days with an entry of the condition that carries an acute dose.
    public let treatedDays: Int

    public init(
        name: String, kind: ConditionKind, painDays: Int, headacheDays: Int?, moderateDays: Int, migraineDays: Int?,
        treatedDays: Int
    ) {
        self.headacheDays = headacheDays
        self.name = name
        self.kind = kind
        self.painDays = painDays
        self.moderateDays = moderateDays
        self.migraineDays = migraineDays
        self.treatedDays = treatedDays
    }
}

/// The dashboard's part for a diary with conditions (contract 0.4, issue 39 item 4): a line per
/// condition, and — when a migraine or headache condition exists — the acute-medication days of the
/// last 30 days by class against their overuse thresholds, once (every dose counts for overuse).
public struct DashboardConditions: Sendable, Equatable {
    public let conditions: [DashboardCondition]
    /// The 30 days ending today, as `meds --overuse` counts its newest block; nil without a migraine
    /// or headache condition.
    public let acuteMedication: OveruseBlock?

    public init(conditions: [DashboardCondition], acuteMedication: OveruseBlock?) {
        self.conditions = conditions
        self.acuteMedication = acuteMedication
    }
}

/// Counts `DashboardConditions` with the calendar's code paths: pain and moderate days from
/// `StatisticsStore.days` (`DayCounts`), migraine and treated days from `ClinicalDayCounter`
/// (`ClinicalSpanFigures` of a view of one condition), the acute-medication days from `OveruseHistory`.
public struct DashboardConditionsInteractor {
    private let statistics: any StatisticsStore
    private let nameStatistics: any NameStatisticsStore
    private let conditions: any ConditionStore
    private let calendar: LocalCalendar

    public init(
        statistics: any StatisticsStore, nameStatistics: any NameStatisticsStore, conditions: any ConditionStore,
        calendar: LocalCalendar
    ) {
        self.statistics = statistics
        self.nameStatistics = nameStatistics
        self.conditions = conditions
        self.calendar = calendar
    }

    /// The month so far of each condition and the acute-medication days of the last 30 days; nil
    /// when the diary has no conditions.
    public func figures() throws -> DashboardConditions? {
        let all = try conditions.conditions()
        guard !all.isEmpty else { return nil }
        let today = calendar.today()
        let first = CalendarInteractor.month(today, adding: 0)
        let classOf = try MedsInteractor(statistics: nameStatistics, calendar: calendar).classOf()
        let counter = ClinicalDayCounter(entries: statistics, classOf: classOf)
        var lines: [DashboardCondition] = []
        for condition in all {
            let filter = EntryFilter(conditions: [condition.name])
            let counts = DayCounts(
                days: try statistics.days(matching: filter, within: first...today), medications: [], classOf: classOf)
            let clinical = ClinicalSpanFigures(
                try counter.days(matching: filter, within: first...today),
                view: ClinicalView(all: all, chosen: [condition.name]), from: first, through: today)
            lines.append(
                DashboardCondition(
                    name: condition.name, kind: condition.kind, painDays: counts.painDays,
                    headacheDays: clinical.headacheDays, moderateDays: counts.moderateDays,
                    migraineDays: clinical.migraineDays,
                    treatedDays: clinical.treatedDays ?? 0))
        }
        var acute: OveruseBlock?
        if all.contains(where: { $0.kind != .pain }) {
            let intakes = try nameStatistics.medicationIntakeDays(
                from: today.adding(days: 1 - OveruseHistory.blockDays), through: today)
            acute = OveruseHistory(intakes: intakes, until: today, classOf: classOf).blocks.first
        }
        return DashboardConditions(conditions: lines, acuteMedication: acute)
    }
}
