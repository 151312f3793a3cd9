public import PainlogDomain

/// What `painlog tags` prints: each tag with its count, last entry, and its days against the other
/// logged days.
public enum TagsPresenter {
    /// The table of tags; with none, where to start, written by `hints` as the view's command.
    public static func lines(for report: TagsReport, hints: (CommandHint) -> String) -> [StyledLine] {
        guard !report.rows.isEmpty else { return [StyledLine("No tags yet: " + hints(.logWithTag), .dim)] }
        let rows = report.rows.map { row -> [String] in
            let comparison = row.comparison
            return [
                DisplayText.sanitized(row.name, singleLine: true), String(row.entryCount),
                row.lastLogged.map(EntryTimeFormat.short) ?? "", String(comparison.daysWith),
                comparison.meanWith.map(Chart.oneDecimal) ?? "–", comparison.meanWithout.map(Chart.oneDecimal) ?? "–",
            ]
        }
        let table = TextColumns.lines(
            header: ["TAG", "ENTRIES", "LAST LOGGED", "DAYS", "WITH", "WITHOUT"], rows: rows,
            rightAligned: [1, 3, 4, 5])
        var lines = [StyledLine(table[0], .bold)] + table.dropFirst().map { StyledLine($0) }
        lines.append(StyledLine(""))
        lines.append(
            StyledLine(
                "WITH / WITHOUT: mean intensity of all entries on the days with the tag and on the other days "
                    + "(\(report.loggedDays) logged \(report.loggedDays == 1 ? "day" : "days") in all); shown when each side has at least \(ResponseStatistics.minimumDaysPerSide) days.",
                .dim))
        lines.append(StyledLine("A tag that goes with worse days is not proven to cause them.", .dim))
        return lines
    }
}
