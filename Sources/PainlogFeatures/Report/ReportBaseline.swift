public import PainlogDomain

/// The period `report --baseline WHEN..WHEN` compares with instead of the previous one.
///
/// Each WHEN reads as `--since` and `--until` read it: a date alone covers its whole day and
/// compares with each entry's own local date; a time is an instant. The first must come before the
/// second.
public struct ReportBaseline: Sendable, Equatable {
    /// The baseline's first and last local days, as the report names them.
    public let firstDay: LocalDate
    public let lastDay: LocalDate
    let since: Int64?
    let before: Int64?
    let sinceDay: LocalDate?
    let throughDay: LocalDate?

    /// Reads `text`; anything but two WHEN values joined by `..`, the first before the second, is a
    /// usage error naming the value and the accepted form.
    public init(parsing text: String, calendar: LocalCalendar) throws(PainlogError) {
        let parts = text.split(separator: "..", omittingEmptySubsequences: false).map {
            String($0).trimmingSpaces()
        }
        guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
            throw .usage(
                "\(field: .baseline) '\(QuotedValue.shown(text))' is not two times joined by '..'; "
                    + "use WHEN..WHEN, each as \(field: .since) takes it, e.g. 2026-09-01..2026-09-30")
        }
        let parser = WhenParser(now: calendar.now(), zone: calendar.zone)
        let start = try parser.lowerBound(parts[0], field: .baseline)
        let end = try parser.upperBound(parts[1], field: .baseline)
        guard start < end else {
            throw .usage(
                "\(field: .baseline) '\(QuotedValue.shown(text))': '\(QuotedValue.shown(parts[0]))' is not before "
                    + "'\(QuotedValue.shown(parts[1]))'; use WHEN..WHEN with the earlier first, e.g. 2026-09-01..2026-09-30"
            )
        }
        sinceDay = try parser.wholeDay(parts[0], field: .baseline)
        throughDay = try parser.wholeDay(parts[1], field: .baseline)
        since = sinceDay == nil ? start : nil
        before = throughDay == nil ? end : nil
        firstDay = sinceDay ?? calendar.date(of: start)
        lastDay = throughDay ?? calendar.date(of: end - 1)
    }

    /// Days in the baseline, both ends included.
    public var days: Int { Int(lastDay.daysSinceEpoch - firstDay.daysSinceEpoch) + 1 }

    /// `filter`'s conditions other than its period, over the baseline.
    func filter(like filter: EntryFilter) -> EntryFilter {
        EntryFilter(
            since: since, before: before, sinceDay: sinceDay, throughDay: throughDay, areas: filter.areas,
            tags: filter.tags, minimumIntensity: filter.minimumIntensity, maximumIntensity: filter.maximumIntensity,
            noteContains: filter.noteContains, medications: filter.medications, conditions: filter.conditions)
    }
}

extension String {
    /// Without leading and trailing spaces.
    fileprivate func trimmingSpaces() -> String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
