import PainlogDomain

/// The report's parts for a person with more than one pain: page one's table of the most used
/// areas, and each area's block after the summary.
enum ReportAreaTables {
    /// Medications a row of page one's table names at most: the most days used first.
    static let medicationsPerRow = 2

    /// One row per area section: entries, days logged, severe days, mean and worst, and the
    /// medications taken with it with their response within the area; nil without sections.
    static func table(_ sections: [ReportAreaSection], allAreas: Int) -> ReportViewModel.Table? {
        guard !sections.isEmpty else { return nil }
        let rows = sections.map { section -> [String] in
            let totals = section.totals
            return [
                ReportPresenter.name(section.name), String(totals.count), String(totals.loggedDays),
                String(totals.severeDays), ReportFacts.mean(totals), totals.maximum.map(String.init) ?? "–",
                medications(section.medications),
            ]
        }
        var notes = [
            "Each area's own entries; medications: the most used with them, with the median change after a dose "
                + "in the same area (pairs). Each area's block follows the summary."
        ]
        if allAreas > sections.count {
            notes.append("\(allAreas - sections.count) more areas in the entries below.")
        }
        return ReportViewModel.Table(
            title: "Pain by area",
            header: ["Area", "Entries", "Days logged", "Severe days", "Mean", "Worst", "Medications taken with it"],
            numeric: [1, 2, 3, 4, 5], rows: rows, flagged: [], empty: "", notes: notes, wrapping: [6])
    }

    /// `sumatriptan 8 doses: −2.5 (6 pairs); ibuprofen 3 doses`, or `none`.
    static func medications(_ report: MedsReport) -> String {
        let shown = report.rows.prefix(medicationsPerRow).map { row -> String in
            var text = ReportPresenter.name(row.name) + " " + (row.doses == 1 ? "1 dose" : "\(row.doses) doses")
            if let change = row.response.medianChange {
                text += ": " + ReportFacts.signed(tenths: Int((change * 10).rounded())) + " ("
                text += row.response.pairs == 1 ? "1 pair)" : "\(row.response.pairs) pairs)"
            }
            return text
        }
        guard !shown.isEmpty else { return "none" }
        let more = report.rows.count - shown.count
        return shown.joined(separator: "; ") + (more > 0 ? "; \(more) more" : "")
    }

    /// The area's block: its heading, its figures in one sentence, its medication table.
    static func block(_ section: ReportAreaSection, days: Int, span: String) -> ReportViewModel.AreaBlock {
        let totals = section.totals
        let name = ReportPresenter.name(section.name)
        var figures =
            "\(totals.count) \(totals.count == 1 ? "entry" : "entries") on \(totals.loggedDays) of "
            + "\(ReportPresenter.days(days)); severe pain (7–10) on \(totals.severeDays) "
            + (totals.severeDays == 1 ? "day" : "days")
        if let mean = totals.mean, let worst = totals.maximum, let least = totals.minimum {
            figures += "; average \(Chart.oneDecimal(mean)), worst \(worst), least \(least)"
        }
        return ReportViewModel.AreaBlock(
            title: name, figures: figures + ".",
            medications: ReportMedicationTable.table(section.medications, area: name).captioned(span))
    }
}

extension ReportViewModel.Table {
    /// The same table with its period after its title: `Medications, 2026-10-24 to 2026-11-22`.
    func captioned(_ span: String) -> ReportViewModel.Table {
        ReportViewModel.Table(
            title: title + ", " + span, header: header, numeric: numeric, rows: rows, flagged: flagged, empty: empty,
            notes: notes, wrapping: wrapping)
    }
}
