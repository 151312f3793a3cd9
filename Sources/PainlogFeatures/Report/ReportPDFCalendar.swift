/// The calendar pages of a PDF, bounded: each shows at most the latest months of the period, so that
/// the print engine's input (and its memory) stays bounded however long the period, as the entries
/// table's latest 500 entries do (issue 42; with conditions there is one calendar per condition).
public enum ReportPDFCalendar {
    /// Months a PDF's calendar shows at most: the latest of the period.
    public static let months = 12

    /// `model` with each calendar page cut to its latest `months` month grids and rows of the days by
    /// month, a line under the table saying so; a page within the bound is left as it is.
    public static func bounded(_ model: ReportViewModel, months: Int = ReportPDFCalendar.months) -> ReportViewModel {
        var bounded = model
        bounded.calendars = model.calendars.map { page in
            guard page.months.count > months else { return page }
            let table = page.table
            let note =
                "This PDF shows the latest \(months) of the period's \(page.months.count) months; the HTML report "
                + "shows them all."
            return ReportViewModel.CalendarPage(
                name: page.name, title: page.title, months: Array(page.months.suffix(months)),
                table: ReportViewModel.Table(
                    title: table.title, header: table.header, numeric: table.numeric,
                    rows: Array(table.rows.suffix(months)), flagged: [], empty: table.empty,
                    notes: table.notes + [note], wrapping: table.wrapping),
                legend: page.legend)
        }
        return bounded
    }
}
