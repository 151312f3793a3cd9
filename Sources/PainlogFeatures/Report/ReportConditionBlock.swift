public import PainlogDomain

/// One condition's block on the report's first page (contract: *The report per condition*), or the
/// block of the entries of no condition (`Unassigned`): its day counts per calendar month the period
/// touches and over the whole period, each day counted as `calendar --format json` counts it.
public struct ReportConditionBlock: Sendable, Equatable {
    /// The condition's name; `Unassigned` for the entries of no condition.
    public let name: String
    /// Its kind; nil for the unassigned entries (counted as kind `pain` counts).
    public let kind: ConditionKind?
    /// Entries that started in the period.
    public let entries: Int
    /// Each calendar month the period touches, with its days inside the period, oldest first.
    public let months: [Figures]
    /// The whole period.
    public let period: Figures

    /// The figures of a span of days inside the period.
    public struct Figures: Sendable, Equatable {
        /// The span's first and last days (inside the period).
        public let first: LocalDate
        public let last: LocalDate
        /// Pain days (headache days for kinds migraine and headache): a day with an entry above 0.
        public let painDays: Int
        /// Kind migraine: migraine days (`ClinicalDays`); nil otherwise.
        public let migraineDays: Int?
        /// Days with a worst of 4 or more.
        public let moderateDays: Int
        /// Kinds migraine and headache: days with an entry of the condition carrying an acute dose; nil otherwise.
        public let treatedDays: Int?
        /// The entries that started in the span and the sum of their intensities (their mean).
        public let started: Int
        public let startedSum: Int
        /// The worst intensity of the span's days (as the calendar shows each day); nil without an entry.
        public let worst: Int?

        /// Days in the span.
        public var days: Int { Int(last.daysSinceEpoch - first.daysSinceEpoch) + 1 }

        /// The mean intensity of the entries that started in the span; nil without one.
        public var mean: Double? { started > 0 ? Double(startedSum) / Double(started) : nil }
    }

    public init(name: String, kind: ConditionKind?, entries: Int, months: [Figures], period: Figures) {
        self.name = name
        self.kind = kind
        self.entries = entries
        self.months = months
        self.period = period
    }

    /// The block of `name` over `firstDay...lastDay` from its days (`StatisticsStore.days` over the
    /// period's days) and, for kinds migraine and headache, its clinical days.
    public init(
        name: String, kind: ConditionKind?, days: [DayFigures], clinical: ClinicalDays?, firstDay: LocalDate,
        lastDay: LocalDate
    ) {
        func figures(from first: LocalDate, through last: LocalDate) -> Figures {
            var pain = 0
            var moderate = 0
            var started = 0
            var sum = 0
            var worst: Int?
            for day in days where day.date >= first && day.date <= last && day.entries > 0 {
                if DayDefinitions.isPainDay(worst: day.worst) { pain += 1 }
                if DayDefinitions.isModerateDay(worst: day.worst) { moderate += 1 }
                started += day.started
                sum += day.startedSum
                worst = max(worst ?? 0, day.worst)
            }
            let isHeadache = kind == .migraine || kind == .headache
            return Figures(
                first: first, last: last, painDays: pain,
                migraineDays: kind == .migraine
                    ? clinical?.count(from: first, through: last, where: \.migraine) ?? 0 : nil,
                moderateDays: moderate,
                treatedDays: isHeadache
                    ? clinical?.count(from: first, through: last, where: \.acuteMedication) ?? 0 : nil,
                started: started, startedSum: sum, worst: worst)
        }
        var months: [Figures] = []
        var month = YearMonth(of: firstDay)
        while month.firstDay <= lastDay {
            months.append(figures(from: max(month.firstDay, firstDay), through: min(month.lastDay, lastDay)))
            month = YearMonth(of: month.lastDay.adding(days: 1))
        }
        let period = figures(from: firstDay, through: lastDay)
        self.init(name: name, kind: kind, entries: period.started, months: months, period: period)
    }

    /// The title of the unassigned entries' block.
    public static let unassignedName = "Unassigned"
}

/// One condition's calendar on the report's calendar page: `<name>: headache calendar` (kinds
/// migraine and headache) or `<name>: pain calendar`.
public struct ReportConditionCalendar: Sendable, Equatable {
    public let name: String
    public let kind: ConditionKind
    /// As `calendar --condition NAME` makes it for the report's months.
    public let calendar: HeadacheCalendar

    public init(name: String, kind: ConditionKind, calendar: HeadacheCalendar) {
        self.name = name
        self.kind = kind
        self.calendar = calendar
    }
}

/// The report's parts for a diary with conditions: a block per condition with entries in the period
/// (most entries first, then by name) and `Unassigned` last when some entries belong to none, a
/// calendar per condition block, and how many entries counted for more than one condition.
public struct ReportConditions: Sendable, Equatable {
    public let blocks: [ReportConditionBlock]
    public let calendars: [ReportConditionCalendar]
    /// Entries of the period whose areas lie in more than one condition (each counted for every one).
    public let sharedEntries: Int
    /// The chronic-migraine statement as of the period's last day (`ChronicMigraineFinder`, as
    /// `calendar` says it), shown in each migraine condition's block; nil when not met.
    public let chronicMigraine: ChronicMigraineStatement?

    public init(
        blocks: [ReportConditionBlock], calendars: [ReportConditionCalendar], sharedEntries: Int,
        chronicMigraine: ChronicMigraineStatement? = nil
    ) {
        self.blocks = blocks
        self.calendars = calendars
        self.sharedEntries = sharedEntries
        self.chronicMigraine = chronicMigraine
    }
}

extension StatsTotals {
    /// The same totals with their logged and severe days counted from `days` (`StatisticsStore.days`
    /// over the period's days), as `calendar` counts them: every day an entry reached.
    func countingDays(_ days: [DayFigures]) -> StatsTotals {
        let counted = days.filter { $0.entries > 0 }
        return StatsTotals(
            count: count, mean: mean, minimum: minimum, maximum: maximum, first: first, last: last,
            loggedDays: counted.count, severeDays: counted.filter { DayDefinitions.isSevereDay(worst: $0.worst) }.count)
    }
}
