public import PainlogDomain

/// The period `meds` (and the report) cover: the request's `--since`/`--until`; without `--since`,
/// the last `days` local calendar days up to the period's last day (today by default).
///
/// Days are each entry's own local date, as `--since DATE` compares them.
public struct ReportPeriod: Sendable, Equatable {
    /// The filter over the period (with the request's other conditions).
    public let filter: EntryFilter
    /// Whether the period is the default: the last `days` days up to today.
    public let isDefault: Bool
    /// The period's first and last days, as people read them.
    public let firstDay: LocalDate
    public let lastDay: LocalDate

    /// The last `days` local calendar days up to today.
    public static func last(_ days: Int, calendar: LocalCalendar) -> EntryFilter {
        let today = calendar.today()
        return EntryFilter(sinceDay: today.adding(days: 1 - days), throughDay: today)
    }

    /// The period `request` asks for, with the clock read once.
    public init(_ request: EntryFilterRequest, days: Int, calendar: LocalCalendar) throws(PainlogError) {
        let now = calendar.now()
        let resolved = try request.resolved(now: now, zone: calendar.zone)
        isDefault = request.since == nil && request.until == nil
        let isOpenEnded = resolved.throughDay == nil && resolved.before == nil
        lastDay = calendar.lastDay(of: resolved, now: now)
        let hasStart = resolved.sinceDay != nil || resolved.since != nil
        let sinceDay = hasStart ? resolved.sinceDay : lastDay.adding(days: 1 - days)
        firstDay = sinceDay ?? resolved.since.map(calendar.date(of:)) ?? lastDay
        filter = EntryFilter(
            since: resolved.since, before: resolved.before, sinceDay: sinceDay,
            throughDay: isOpenEnded ? lastDay : resolved.throughDay,
            areas: resolved.areas, tags: resolved.tags, minimumIntensity: resolved.minimumIntensity,
            maximumIntensity: resolved.maximumIntensity, noteContains: resolved.noteContains,
            medications: resolved.medications, conditions: resolved.conditions)
    }
}

extension ReportPeriod {
    /// The same period and conditions, narrowed to the entries in `area` (the report's block for one
    /// pain): any `--area` given is replaced by this one.
    func narrowed(toArea area: String) -> ReportPeriod {
        let filter = self.filter
        return ReportPeriod(
            filter: EntryFilter(
                since: filter.since, before: filter.before, sinceDay: filter.sinceDay, throughDay: filter.throughDay,
                areas: [area], tags: filter.tags, minimumIntensity: filter.minimumIntensity,
                maximumIntensity: filter.maximumIntensity, noteContains: filter.noteContains,
                medications: filter.medications, conditions: filter.conditions),
            isDefault: isDefault, firstDay: firstDay, lastDay: lastDay)
    }

    private init(filter: EntryFilter, isDefault: Bool, firstDay: LocalDate, lastDay: LocalDate) {
        self.filter = filter
        self.isDefault = isDefault
        self.firstDay = firstDay
        self.lastDay = lastDay
    }
}
