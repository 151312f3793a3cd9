import PainlogDomain

/// The figures at the top of the report's summary, and the sentence on the change.
enum ReportFacts {
    static func facts(_ summary: ReportSummary) -> [ReportViewModel.Fact] {
        let stats = summary.statistics
        let totals = stats.totals
        let logged = totals.loggedDays
        let share = summary.days > 0 ? Int((Double(logged) * 100 / Double(summary.days)).rounded()) : 0
        let severeShare = logged > 0 ? Int((Double(totals.severeDays) * 100 / Double(logged)).rounded()) : 0
        let lastDays = Int(summary.lastDay.daysSinceEpoch - stats.lastDaysFrom.daysSinceEpoch) + 1
        return [
            ReportViewModel.Fact(
                label: "Days logged", value: "\(logged) of \(summary.days)", detail: "\(share)% of the days"),
            ReportViewModel.Fact(
                label: "Entries", value: String(totals.count),
                detail: logged > 0
                    ? Chart.oneDecimal(Double(totals.count) / Double(logged)) + " per logged day" : "none"),
            ReportViewModel.Fact(label: "Average pain", value: mean(totals), detail: range(totals)),
            ReportViewModel.Fact(
                label: "Last \(ReportPresenter.days(lastDays))", value: mean(stats.lastDays),
                detail: range(stats.lastDays)),
            ReportViewModel.Fact(
                label: "Severe days (7–10)", value: String(totals.severeDays), detail: "\(severeShare)% of logged days"),
        ]
    }

    /// `5.3`, or `–` without entries.
    static func mean(_ totals: StatsTotals) -> String { totals.mean.map(Chart.oneDecimal) ?? "–" }

    /// `worst 9 · least 1`.
    static func range(_ totals: StatsTotals) -> String {
        guard let worst = totals.maximum, let least = totals.minimum else { return "no entries" }
        return "worst \(worst) · least \(least)"
    }

    /// The period against the one before it.
    ///
    /// `Against the previous 30 days (2026-09-25 to 2026-10-24: average 6.0, worst 9, least 2): −12%, minimally important (IMMPACT).`
    static func change(_ stats: PeriodStatistics, days: Int) -> String {
        let previous =
            "the previous \(ReportPresenter.days(days)) (\(stats.previousFirstDay.isoString) to \(stats.previousLastDay.isoString)"
        guard let before = stats.previous.mean else {
            return "Change: no entries in " + previous + ") to compare with."
        }
        let figures = previous + ": average \(Chart.oneDecimal(before)), \(range(stats.previous)))"
        guard let percent = ChangeBand.percent(from: before, to: stats.totals.mean) else {
            return "Change: against " + figures
                + (stats.totals.mean == nil ? ", none in this period." : ", which averaged 0.")
        }
        let band = ChangeBand(percent: percent)
        let direction = percent < 0 ? "lower" : percent > 0 ? "higher" : "the same"
        let signed = percent > 0 ? "+\(percent)%" : percent < 0 ? "−\(-percent)%" : "0%"
        return "Change in average pain: \(signed) (\(direction)) against " + figures
            + " — \(band.rawValue) (IMMPACT bands: "
            + "under 10% no important change, 10–29% minimally, 30–49% moderately important, 50% or more substantial)."
    }
}
