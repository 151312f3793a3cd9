public import PainlogDomain

/// What `painlog calendar` was asked, as typed.
public struct CalendarRequest: Sendable, Equatable {
    /// How many months, ending with the month of the period's last day (1–120); ignored with `since`.
    public let months: Int
    /// `--since WHEN`: the first month is WHEN's (at most 120 months up to the last day's).
    public let since: String?
    /// `--until WHEN`: the period's last day is WHEN's local date (today without).
    public let until: String?
    public let areas: [String]
    public let tags: [String]
    /// `--med`: medication names (a dose given is ignored).
    public let medications: [String]
    /// `--condition`: condition names.
    public let conditions: [String]

    /// The months `--months` accepts.
    public static let monthRange = 1...120
    /// The months shown without `--months`.
    public static let defaultMonths = 3

    public init(
        months: Int = CalendarRequest.defaultMonths, until: String? = nil, areas: [String] = [], tags: [String] = [],
        medications: [String] = [], conditions: [String] = [], since: String? = nil
    ) {
        self.months = months
        self.since = since
        self.until = until
        self.areas = areas
        self.tags = tags
        self.medications = medications
        self.conditions = conditions
    }
}

/// Computes `painlog calendar`: the days of the last months in SQL (one row per date), sorted by
/// `DayDefinitions` and counted per month by `DayCounts`.
public struct CalendarInteractor {
    private let statistics: any StatisticsStore
    private let nameStatistics: any NameStatisticsStore
    private let localCalendar: LocalCalendar
    private let conditions: (any ConditionStore)?

    /// With `conditions`, the calendar adds the clinical figures of the conditions in view (headache,
    /// migraine and treated days, the migraine-day mark, the chronic-migraine statement).
    public init(
        statistics: any StatisticsStore, nameStatistics: any NameStatisticsStore, calendar: LocalCalendar,
        conditions: (any ConditionStore)? = nil
    ) {
        self.statistics = statistics
        self.nameStatistics = nameStatistics
        self.localCalendar = calendar
        self.conditions = conditions
    }

    /// The calendar the request asks for; a bad `--until` or name is a usage error.
    public func calendar(_ request: CalendarRequest) throws -> HeadacheCalendar {
        let now = localCalendar.now()
        let resolved = try EntryFilterRequest(
            since: request.since, until: request.until, areas: request.areas, tags: request.tags,
            medications: request.medications,
            conditions: request.conditions
        ).resolved(now: now, zone: localCalendar.zone)
        let lastDay = localCalendar.lastDay(of: resolved, now: now)
        let firstMonth: LocalDate
        if let since = request.since, let firstDay = localCalendar.firstDay(of: resolved) {
            firstMonth = try Self.firstMonth(since: since, firstDay: firstDay, lastDay: lastDay)
        } else {
            let count = min(
                max(request.months, CalendarRequest.monthRange.lowerBound), CalendarRequest.monthRange.upperBound)
            firstMonth = Self.month(lastDay, adding: 1 - count)
        }
        // The filters choose the pain; the period is whole days, so only the names go into the filter.
        let filter = EntryFilter(
            areas: resolved.areas, tags: resolved.tags, medications: resolved.medications,
            conditions: resolved.conditions)
        let days = try statistics.days(matching: filter, within: firstMonth...lastDay)
        let medications = try nameStatistics.medicationDays(from: firstMonth, through: lastDay)
        let classOf = try MedsInteractor(statistics: nameStatistics, calendar: localCalendar).classOf()
        let acute = DayCounts.acuteClasses(of: medications, classOf: classOf)
        var names: [LocalDate: [String]] = [:]
        for intake in medications {
            var taken = names[intake.day] ?? []
            let key = NameRules.key(for: intake.name)
            if !taken.contains(where: { NameRules.key(for: $0) == key }) { taken.append(intake.name) }
            names[intake.day] = taken
        }
        let byDate = Dictionary(days.map { ($0.date, $0) }, uniquingKeysWith: { a, _ in a })
        let allConditions = try conditions?.conditions() ?? []
        let view = ClinicalView(all: allConditions, chosen: resolved.conditions)
        let counter = ClinicalDayCounter(entries: statistics, classOf: classOf)
        // Without treated days only the entries of a headache condition in view count on anything shown.
        let clinical =
            view.countsAnything
            ? try counter.days(
                matching: filter, within: firstMonth...lastDay, headacheKindsOnly: !view.hasTreatedDays) : nil
        var months: [CalendarMonth] = []
        var first = firstMonth
        while first <= lastDay {
            let next = Self.month(first, adding: 1)
            let length = Int(next.daysSinceEpoch - first.daysSinceEpoch)
            let shownLast = min(lastDay, next.adding(days: -1))
            var calendarDays: [CalendarDay] = []
            var day = first
            while day <= shownLast {
                let figures = byDate[day]
                calendarDays.append(
                    CalendarDay(
                        date: day, worst: figures?.worst, entries: figures?.entries ?? 0,
                        medications: (names[day] ?? []).sorted { NameRules.key(for: $0) < NameRules.key(for: $1) },
                        acuteClasses: acute[day] ?? [],
                        migraine: view.hasMigraineDays && clinical?[day].migraine == true))
                day = day.adding(days: 1)
            }
            let monthDays = days.filter { $0.date >= first && $0.date <= shownLast }
            let monthMedications = medications.filter { $0.day >= first && $0.day <= shownLast }
            months.append(
                CalendarMonth(
                    first: first, daysInMonth: length, days: calendarDays,
                    counts: DayCounts(days: monthDays, medications: monthMedications, classOf: classOf),
                    clinical: clinical.map { ClinicalSpanFigures($0, view: view, from: first, through: shownLast) }
                        ?? .none))
            first = next
        }
        let isFiltered =
            !(resolved.areas.isEmpty && resolved.tags.isEmpty && resolved.medications.isEmpty
            && resolved.conditions.isEmpty)
        let statement =
            view.hasMigraineDays
            ? try ChronicMigraineFinder(entries: statistics, nameStatistics: nameStatistics, classOf: classOf)
                .statement(conditions: allConditions, lastDay: lastDay) : nil
        return HeadacheCalendar(
            months: months, lastDay: lastDay, isFiltered: isFiltered, marksMigraineDays: view.hasMigraineDays,
            chronicMigraine: statement)
    }

    /// The first month of a calendar from `--since` (`since` as given, `firstDay` its date) to
    /// `lastDay`: a usage error when it is after the last day or more than 120 months before it.
    static func firstMonth(since: String, firstDay: LocalDate, lastDay: LocalDate) throws(PainlogError) -> LocalDate {
        let first = month(firstDay, adding: 0)
        let last = month(lastDay, adding: 0)
        guard first <= last else {
            throw PainlogError.usage(
                "\(field: .since) '\(QuotedValue.shown(since))' is after the calendar's last day, \(lastDay.isoString); "
                    + "give a date on or before it")
        }
        let count = (last.year * 12 + last.month) - (first.year * 12 + first.month) + 1
        guard count <= CalendarRequest.monthRange.upperBound else {
            throw PainlogError.usage(
                "\(field: .since) '\(QuotedValue.shown(since))' gives \(count) months; a calendar shows at most "
                    + "\(CalendarRequest.monthRange.upperBound): give a later date")
        }
        return first
    }

    /// The first day of the month `count` months after the month of `date` (before, when negative).
    static func month(_ date: LocalDate, adding count: Int) -> LocalDate {
        let index = date.year * 12 + (date.month - 1) + count
        let year = index >= 0 ? index / 12 : (index - 11) / 12
        return LocalDate(year: year, month: index - year * 12 + 1, day: 1) ?? date
    }
}
