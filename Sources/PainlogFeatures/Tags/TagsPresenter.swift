public import PainlogDomain

/// What `painlog tags` prints: each tag with its count, last entry, and its days against the other
/// logged days, as a table or as JSON.
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
                comparison.difference.map(signed) ?? "–",
                comparison.interval.map { "\(signed($0.lowerBound)) to \(signed($0.upperBound))" } ?? "–",
                comparison.fewDays ? "few days" : "",
            ]
        }
        let table = TextColumns.lines(
            header: ["TAG", "ENTRIES", "LAST LOGGED", "DAYS", "WITH", "WITHOUT", "DIFFERENCE", "95% INTERVAL", ""],
            rows: rows, rightAligned: [1, 3, 4, 5, 6, 7])
        let days = report.loggedDays == 1 ? "1 logged day" : "\(report.loggedDays) logged days"
        return [StyledLine(table[0], .bold)] + table.dropFirst().map { StyledLine($0) } + [
            StyledLine(""),
            StyledLine(
                "WITH / WITHOUT: the average over days of each day's mean intensity, on the days with the tag and on "
                    + "the other days (\(days) in all); DIFFERENCE: WITH − WITHOUT, with its 95% interval "
                    + "(Welch's, over days). Figures need \(ResponseStatistics.minimumDaysPerSide) days on each side; "
                    + "under \(ResponseStatistics.minimumFirmDaysPerSide) they are marked few days.",
                .dim),
            StyledLine(
                "A tag logged because of pain (\"lay down\") goes with worse days by construction: a difference "
                    + "does not show that the tag causes pain.",
                .dim),
        ]
    }

    /// The contract's `tags --format json`: one object per tag, most used first.
    public static func json(_ report: TagsReport) -> JSONValue {
        .array(
            report.rows.map { row in
                let comparison = row.comparison
                return .object([
                    ("name", .string(row.name)), ("entries", .number(row.entryCount)),
                    ("last_logged", .string(row.lastLogged?.iso8601)), ("days", .number(comparison.daysWith)),
                    ("mean_with", .number(comparison.meanWith)), ("mean_without", .number(comparison.meanWithout)),
                    ("difference", .number(comparison.difference)),
                    (
                        "ci95",
                        comparison.interval.map { .array([.number($0.lowerBound), .number($0.upperBound)]) } ?? .null
                    ),
                    ("few_days", .bool(comparison.fewDays)),
                ])
            })
    }

    /// `tags --format csv`: the JSON's fields as columns, the interval as `ci95_low` and `ci95_high`.
    public static func csv(_ report: TagsReport) -> String {
        CSVTable.text(
            columns: [
                "name", "entries", "last_logged", "days", "mean_with", "mean_without", "difference", "ci95_low",
                "ci95_high", "few_days",
            ],
            rows: report.rows.map { row in
                let comparison = row.comparison
                return [
                    .string(row.name), .number(row.entryCount), .string(row.lastLogged?.iso8601),
                    .number(comparison.daysWith), .number(comparison.meanWith), .number(comparison.meanWithout),
                    .number(comparison.difference), .number(comparison.interval?.lowerBound),
                    .number(comparison.interval?.upperBound), .bool(comparison.fewDays),
                ]
            })
    }

    /// `-2.0`, `+1.5`, `0.0`: the sign of what is shown, so a value that rounds to zero has none.
    private static func signed(_ value: Double) -> String {
        let text = Chart.oneDecimal(value)
        return text == "0.0" || text.hasPrefix("-") ? text : "+" + text
    }
}
