import PainlogDomain

/// The figures at the top of the report's summary, and the sentence on the change.
enum ReportFacts {
    /// The labels of the day facts a diary with conditions keeps: the days logged before the
    /// condition blocks, the acute-medication days after them.
    static let daysLogged = "Days logged"
    static let acuteMedicationDays = "Acute-medication days"

    /// The days over the period, as headache clinics count them (`DayDefinitions`): logged, pain,
    /// moderate, severe and acute-medication days (by class under the figure).
    static func dayFacts(_ summary: ReportSummary, days: DayCounts) -> [ReportViewModel.Fact] {
        let logged = days.loggedDays
        let share = summary.days > 0 ? Int((Double(logged) * 100 / Double(summary.days)).rounded()) : 0
        let classes = MedicationClass.acute.compactMap { medicationClass -> String? in
            let count = days.medicationDays[medicationClass] ?? 0
            return count > 0 ? "\(medicationClass.shortName) \(count)" : nil
        }
        return [
            ReportViewModel.Fact(
                label: daysLogged, value: "\(logged) of \(summary.days)", detail: "\(share)% of the days"),
            ReportViewModel.Fact(label: "Pain days", value: String(days.painDays), detail: "an entry above 0"),
            ReportViewModel.Fact(label: "Moderate days", value: String(days.moderateDays), detail: "worst 4–10"),
            ReportViewModel.Fact(label: "Severe days", value: String(days.severeDays), detail: "worst 7–10"),
            ReportViewModel.Fact(
                label: acuteMedicationDays, value: String(days.acuteMedicationDays),
                detail: classes.isEmpty ? "none" : classes.joined(separator: " · ")),
        ]
    }

    /// The figures after the days: entries and means (with the days first, logged and severe days
    /// are left to them).
    static func facts(_ summary: ReportSummary) -> [ReportViewModel.Fact] {
        guard summary.dayCounts == nil else { return Array(allFacts(summary)[1...3]) }
        return allFacts(summary)
    }

    private static func allFacts(_ summary: ReportSummary) -> [ReportViewModel.Fact] {
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

    /// The period against the one before it (or the `--baseline`).
    ///
    /// `Change in average pain: −1.2 points (−27%): better, minimally important — against
    /// the previous 30 days (…: average 4.5, worst 9, least 2; previous period: 13 of 30 days logged).`
    static func change(_ stats: PeriodStatistics, days: Int) -> String {
        let name =
            stats.previousIsBaseline
            ? "the baseline, \(ReportPresenter.days(stats.previousDays)) "
            : "the previous \(ReportPresenter.days(days)) "
        let span = name + "(\(stats.previousFirstDay.isoString) to \(stats.previousLastDay.isoString)"
        guard let before = stats.previous.mean else {
            return "Change: no entries in " + span + ") to compare with."
        }
        let logged =
            stats.previous.loggedDays < stats.previousDays
            ? "; \(stats.previousIsBaseline ? "baseline" : "previous period"): "
                + "\(stats.previous.loggedDays) of \(ReportPresenter.days(stats.previousDays)) logged" : ""
        let figures = span + ": average \(Chart.oneDecimal(before)), \(range(stats.previous))" + logged + ")"
        guard let after = stats.totals.mean else {
            return "Change: against " + figures + ", none in this period."
        }
        // The bands themselves are in the fine print: two printed lines at most keep the summary on page one.
        return "Change in average pain: " + changeWords(from: before, to: after) + " — against " + figures + "."
    }

    /// `−1.2 points (−27%): better, minimally important (IMMPACT)`, `+2.0 points (+44%): worse`,
    /// `+2.0 points: worse` from a previous mean of 0 (no percent of nothing).
    ///
    /// IMMPACT's bands describe improvement, so only a fall is given one.
    static func changeWords(from before: Double, to after: Double) -> String {
        let percent = ChangeBand.percent(from: before, to: after)
        let tenths = Int(((after - before) * 10).rounded())
        let points = signed(tenths: tenths) + " points" + (percent.map { " (" + signed(percent: $0) + ")" } ?? "")
        guard tenths != 0 || (percent ?? 0) != 0 else { return points + ": no change" }
        guard after < before else { return points + ": worse" }
        return points + ": better, " + ChangeBand(percent: percent ?? 0).rawValue + " (IMMPACT)"
    }

    /// The period's impact (PEG) change, its last record against its first; nil with fewer than two.
    ///
    /// `last vs first (2026-10-01 to 2026-10-29): 6.3 → 4.0, −2.3 points (−37%): better, past the
    /// 30% mark` — a fall of 30% or more being the usual mark of a meaningful improvement.
    static func pegChange(_ records: [ImpactRecord]) -> String? {
        guard let first = records.first, let last = records.last, records.count > 1 else { return nil }
        let sums = [first, last].map { $0.content.pain.value + $0.content.enjoyment.value + $0.content.activity.value }
        // The score is the sum over 3: points and percent from the sums lose nothing to rounding.
        let tenths = Int((Double(sums[1] - sums[0]) * 10 / 3).rounded())
        let percent = sums[0] > 0 ? Int((Double(sums[1] - sums[0]) * 100 / Double(sums[0])).rounded()) : nil
        var text =
            "last vs first ("
            + "\(first.recordedAt.local.date.isoString) to \(last.recordedAt.local.date.isoString)): "
            + Chart.oneDecimal(first.score) + " → " + Chart.oneDecimal(last.score) + ", "
            + signed(tenths: tenths) + " points" + (percent.map { " (" + signed(percent: $0) + ")" } ?? "")
        if sums[1] > sums[0] {
            text += ": worse"
        } else if sums[1] == sums[0] {
            text += ": no change"
        } else if let percent, percent <= -30 {
            text += ": better, past the 30% mark"
        } else {
            text += ": better, short of the 30% mark"
        }
        return text
    }

    /// `+2.0`, `−1.2`, `0.0` from tenths of a point (a true minus sign, as the rest of the report).
    static func signed(tenths: Int) -> String {
        let magnitude = "\(abs(tenths) / 10).\(abs(tenths) % 10)"
        return tenths > 0 ? "+" + magnitude : tenths < 0 ? "−" + magnitude : magnitude
    }

    /// `+44%`, `−27%`, `0%`.
    static func signed(percent: Int) -> String {
        percent > 0 ? "+\(percent)%" : percent < 0 ? "−\(-percent)%" : "0%"
    }
}
