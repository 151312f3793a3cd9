import PainlogDomain

/// The report's medication table: the rows and figures `meds` shows, overuse flagged.
enum ReportMedicationTable {
    /// The medications left out of the overuse counts (no class), each once, in `meds`' words:
    /// `Not counted for overuse (no class): Nurofen.`; nil when every medication has a class.
    ///
    /// It stands under the entries, not under this table: page one has no line to spare.
    static func unclassedNote(_ report: MedsReport) -> String? {
        let unclassed = MedsPresenter.unclassed(report)
        // The first few, cut as the summary cuts names: one line, however many.
        let named = unclassed.prefix(3).map(ReportPresenter.name)
        return MedicationClassPresenter.unclassedSentence(named, more: unclassed.count - named.count)
    }

    /// The table of `report`; for one `area` of the report, without the overuse column and flags
    /// (overuse counts every dose, whatever the area: page one says it once).
    static func table(_ report: MedsReport, area: String? = nil) -> ReportViewModel.Table {
        let shown = Array(report.rows.prefix(ReportPresenter.summaryRows))
        var rows = shown.map { row -> [String] in
            [ReportPresenter.name(row.name), row.medicationClass?.shortName ?? "", String(row.doses), String(row.days)]
                + cells(row.response) + [difference(row.difference)]
                + (area == nil ? [overuseCell(row.overuse)] : [])
        }
        let flagged = area == nil ? Set(shown.indices.filter { shown[$0].overuse != nil }) : []
        if !rows.isEmpty {
            rows.append(
                ["(entries without medication)", "", "", ""] + cells(report.baseline) + (area == nil ? ["", ""] : [""]))
        }
        guard let area else {
            var notes = [
                "Response: each entry above 0 against the first entry \(report.window.text) after it in the same area; median "
                    + "change in points, and the share of pairs that fell by at least 30%. Against no dose: the median "
                    + "difference from entries at the same pain in the same area without a dose, with its 95% interval. "
                    + MedsPresenter.peakCaveat
            ]
            if report.rows.count > shown.count {
                notes.append("\(report.rows.count - shown.count) more medications in the entries below.")
            }
            // One line however many: the summary must stay on one page.
            if let overuse = OverusePresenter.reportNote(report.overuse) { notes.append(overuse) }
            return ReportViewModel.Table(
                title: "Medications",
                header: [
                    "Medication", "Class", "Doses", "Days used", "Pairs", "Median change", "≥30% lower",
                    "Against no dose", "Overuse",
                ],
                numeric: [2, 3, 4, 5, 6], rows: rows, flagged: flagged, empty: "No medications recorded.", notes: notes)
        }
        var notes = ["Doses taken with \(area) entries; response paired within \(area) only."]
        if report.rows.count > shown.count {
            notes.append("\(report.rows.count - shown.count) more medications in the entries below.")
        }
        return ReportViewModel.Table(
            title: "Medications with \(area)",
            header: [
                "Medication", "Class", "Doses", "Days used", "Pairs", "Median change", "≥30% lower", "Against no dose",
            ],
            numeric: [2, 3, 4, 5, 6], rows: rows, flagged: [], empty: "No medications taken with \(area) entries.",
            notes: notes)
    }

    /// `class analgesic: 16 ≥ 15 days` (the days of the medication's whole class against its
    /// threshold, not the medication's own days), `combined: 11 ≥ 10 days` (several acute classes
    /// together), or empty.
    static func overuseCell(_ flag: OveruseFlag?) -> String {
        guard let flag else { return "" }
        let whose = flag.medicationClass.map { "class " + $0.shortName } ?? "combined"
        return "\(whose): \(flag.days) ≥ \(flag.threshold) days"
    }

    /// `-2.0 (-3.0 to -1.0)`, `no clear difference`, or `too few pairs`.
    private static func difference(_ difference: ResponseDifference) -> String {
        guard let median = difference.median, let interval = difference.interval else { return "too few pairs" }
        guard !interval.contains(0) else { return "no clear difference" }
        func signed(_ value: Double) -> String { (value > 0 ? "+" : "") + Chart.oneDecimal(value) }
        return "\(signed(median)) (\(signed(interval.lowerBound)) to \(signed(interval.upperBound)))"
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
