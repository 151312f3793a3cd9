import PainlogDomain

/// The report's parts for a diary with conditions (contract: *The report per condition*): each
/// condition's block on page one, the line on entries that counted for more than one, and the hint
/// that conditions exist for a diary without them.
enum ReportConditionTables {
    static let shortMonths = [
        "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ]

    /// Page one's line for a diary without conditions.
    static let hint =
        "Every pain is counted together here: painlog conditions add gives each its own figures and calendar."

    /// `3 entries counted for more than one condition …`, nil when none did.
    static func sharedEntries(_ count: Int) -> String? {
        guard count > 0 else { return nil }
        return count == 1
            ? "1 entry counted for more than one condition: its areas lie in more than one, and its intensity "
                + "counts for each."
            : "\(NumberText.grouped(count)) entries counted for more than one condition: their areas lie in more "
                + "than one, and each intensity counts for each."
    }

    /// The block's heading, its leading sentence and its table of months.
    static func block(_ block: ReportConditionBlock, firstDay: LocalDate, lastDay: LocalDate)
        -> ReportViewModel.ConditionBlock
    {
        let isHeadache = block.kind == .migraine || block.kind == .headache
        let dayWord = isHeadache ? "headache" : "pain"
        let period = block.period
        let oneYear = firstDay.year == lastDay.year
        let monthRows = block.months.map { month -> [String] in
            let name = shortMonths[month.first.month - 1] + (oneYear ? "" : " \(month.first.year)")
            let inMonth = YearMonth(of: month.first).dayCount
            return [name + ", \(month.days) of \(inMonth) days"] + counts(month, block.kind).map(String.init)
                + (isHeadache ? [] : meanAndWorst(month))
        }
        let whole =
            ["Period, " + ReportPresenter.days(period.days)] + counts(period, block.kind).map(String.init)
            + (isHeadache ? [] : meanAndWorst(period))
        let per30 =
            ["Per 30 days"] + counts(period, block.kind).map { perThirtyDays($0, days: period.days) }
            + (isHeadache ? [] : ["", ""])
        var header = ["Month", isHeadache ? "Headache days" : "Pain days"]
        if block.kind == .migraine { header.append("Migraine days") }
        header.append("Moderate days (4–10)")
        header += isHeadache ? ["Treated days"] : ["Mean", "Worst"]
        var notes = [
            isHeadache
                ? "A headache day has an entry above 0; a moderate day a worst of 4 or more; a treated day an entry "
                    + "carrying an acute medicine."
                : "A pain day has an entry above 0; a moderate day a worst of 4 or more; the mean is of the entries "
                    + "that started in the month, the worst of its days."
        ]
        if block.kind == .migraine {
            notes[0] +=
                " A migraine day has a migraine or probable migraine attack (ICHD-3, as far as the diary "
                + "records it), an aura, or pain treated with a triptan, ergot, gepant or ditan."
        }
        notes[0] +=
            " An entry with an end counts on every day it touched, as in the calendar; per 30 days: "
            + "count × 30 / days in the period."
        let title = block.kind == nil ? ReportConditionBlock.unassignedName : ReportPresenter.name(block.name)
        let lead =
            block.kind == nil
            ? "Entries in no condition: \(period.painDays) pain \(period.painDays == 1 ? "day" : "days") in "
                + spanWords(firstDay: firstDay, lastDay: lastDay) + "; \(entries(block.entries))."
            : "\(title): \(period.painDays) \(dayWord) \(period.painDays == 1 ? "day" : "days") in "
                + spanWords(firstDay: firstDay, lastDay: lastDay)
                + ", \(perThirtyDays(period.painDays, days: period.days)) per 30 days; \(entries(block.entries))."
        let table = ReportViewModel.Table(
            title: "Days", header: header, numeric: Set(1..<header.count), rows: monthRows + [whole, per30],
            flagged: [], empty: "No days.", notes: notes)
        return ReportViewModel.ConditionBlock(title: title, lead: lead, table: table)
    }

    /// The day counts the block's kind shows, in its columns' order.
    static func counts(_ figures: ReportConditionBlock.Figures, _ kind: ConditionKind?) -> [Int] {
        var counts = [figures.painDays]
        if let migraine = figures.migraineDays { counts.append(migraine) }
        counts.append(figures.moderateDays)
        if let treated = figures.treatedDays { counts.append(treated) }
        return counts
    }

    /// `5.3`, `9` (or `–`, `–` without an entry).
    static func meanAndWorst(_ figures: ReportConditionBlock.Figures) -> [String] {
        [figures.mean.map(Chart.oneDecimal) ?? "–", figures.worst.map(String.init) ?? "–"]
    }

    /// `count × 30 / days`, to one decimal.
    static func perThirtyDays(_ count: Int, days: Int) -> String {
        days > 0 ? Chart.oneDecimal(Double(count) * 30 / Double(days)) : "–"
    }

    /// `November` for a period that is one whole month, else `the 30 days`.
    static func spanWords(firstDay: LocalDate, lastDay: LocalDate) -> String {
        let month = YearMonth(of: firstDay)
        if month.firstDay == firstDay, month.lastDay == lastDay {
            return ReportCalendarPage.monthNames[month.month - 1]
        }
        let days = Int(lastDay.daysSinceEpoch - firstDay.daysSinceEpoch) + 1
        return days == 1 ? "the 1 day" : "the \(NumberText.grouped(days)) days"
    }

    /// `12 entries`, `1 entry`.
    static func entries(_ count: Int) -> String { count == 1 ? "1 entry" : "\(NumberText.grouped(count)) entries" }

    /// The calendar page's name for a condition: `migraine: headache calendar`, `back: pain calendar`.
    static func calendarName(_ calendar: ReportConditionCalendar) -> String {
        ReportPresenter.name(calendar.name)
            + (calendar.kind == .pain ? ": pain calendar" : ": headache calendar")
    }
}
