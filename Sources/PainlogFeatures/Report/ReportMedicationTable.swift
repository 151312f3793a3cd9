import PainlogDomain

/// The report's medication table: the rows and figures `meds` shows, overuse flagged.
enum ReportMedicationTable {
    static func table(_ report: MedsReport) -> ReportViewModel.Table {
        let shown = Array(report.rows.prefix(ReportPresenter.summaryRows))
        var rows = shown.map { row -> [String] in
            [ReportPresenter.name(row.name), row.medicationClass?.shortName ?? "", String(row.doses), String(row.days)]
                + cells(row.response)
                + [row.overuse.map { "\($0.days) ≥ \($0.medicationClass.overuseThreshold) days" } ?? ""]
        }
        let flagged = Set(shown.indices.filter { shown[$0].overuse != nil })
        if !rows.isEmpty { rows.append(["(entries without medication)", "", "", ""] + cells(report.baseline) + [""]) }
        var notes = [
            "Response: each entry above 0 against the first entry \(report.window.text) after it; median change in points, "
                + "and the share of pairs that fell by at least 30%."
        ]
        if report.rows.count > shown.count {
            notes.append("\(report.rows.count - shown.count) more medications in the entries below.")
        }
        let overused = report.rows.compactMap(\.overuse)
        if !overused.isEmpty {
            // One line however many: the summary must stay on one page.
            let each = overused.map {
                "\(ReportPresenter.name($0.name)) on \($0.days) of the last \(ResponseStatistics.overuseDays) days"
            }
            notes.append(
                "Overuse: " + each.joined(separator: ", ")
                    + " — at or above what ICHD-3 counts as overuse (15 days for "
                    + "simple analgesics and NSAIDs, 10 for triptans, opioids and ergots). "
                    + MedsPresenter.informational)
        }
        return ReportViewModel.Table(
            title: "Medications",
            header: ["Medication", "Class", "Doses", "Days used", "Pairs", "Median change", "≥30% lower", "Overuse"],
            numeric: [2, 3, 4, 5, 6], rows: rows, flagged: flagged, empty: "No medications recorded.", notes: notes)
    }

    /// Pairs, median change, share reduced by 30%.
    private static func cells(_ response: ResponseSummary) -> [String] {
        [
            String(response.pairs),
            response.medianChange.map { ($0 > 0 ? "+" : "") + Chart.oneDecimal($0) } ?? "–",
            response.shareReduced30.map { "\(Int(($0 * 100).rounded()))%" } ?? "–",
        ]
    }
}
