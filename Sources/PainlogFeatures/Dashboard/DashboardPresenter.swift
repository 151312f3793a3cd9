public import PainlogDomain

/// `painlog` alone: today, the last week at a glance, and the most frequent area.
public enum DashboardPresenter {
    /// What `painlog` alone says when there is no diary at `path`: where it would be and how to start
    /// it (nothing is created).
    public static func noDiaryLines(path: String, width: Int, hints: (CommandHint) -> String) -> [StyledLine] {
        StyledLine("No pain diary yet at \(DisplayText.sanitized(path, singleLine: true)).").wrapped(to: width)
            + [
                StyledLine("Start it by logging how much it hurts now, 0–10:"),
                StyledLine("  " + hints(.logFirstEntry)),
            ]
    }

    /// The dashboard in `width` columns; an empty diary gets where to start, written by `hints`.
    public static func lines(for dashboard: Dashboard, width: Int, hints: (CommandHint) -> String) -> [StyledLine] {
        guard !dashboard.isEmpty else {
            return [
                StyledLine("Your pain diary is empty."), StyledLine("Log how much it hurts now, 0–10:"),
                StyledLine("  " + hints(.logFirstEntry)),
            ]
        }
        var lines: [StyledLine] = []
        if dashboard.today.isEmpty {
            lines.append(StyledLine([StyledSpan("Today        ", .bold), StyledSpan("nothing logged yet", .dim)]))
        } else {
            var spans = [StyledSpan("Today        ", .bold)]
            for (index, entry) in dashboard.today.suffix(8).enumerated() {
                let local = entry.occurredAt.local
                if index > 0 { spans.append(StyledSpan(", ")) }
                spans.append(StyledSpan("\(entry.intensity.value)/10", TextStyle.forIntensity(entry.intensity.value)))
                spans.append(
                    StyledSpan(
                        " at " + (local.hour < 10 ? "0" : "") + "\(local.hour):" + (local.minute < 10 ? "0" : "")
                            + "\(local.minute)"))
            }
            lines.append(StyledLine(spans))
        }
        var week = [
            StyledSpan("Last 7 days  ", .bold), StyledSpan(Chart.sparkline(dashboard.lastSevenDays.map(\.mean))),
        ]
        let totals = dashboard.lastSevenDaysTotals
        if let mean = totals.mean, let worst = totals.maximum {
            week.append(StyledSpan("  mean \(Chart.oneDecimal(mean)), worst \(worst)"))
        } else {
            week.append(StyledSpan("  no entries", .dim))
        }
        lines.append(StyledLine(week))
        if let month = dashboard.thisMonth {
            let pain = month.painDays == 1 ? "1 pain day" : "\(month.painDays) pain days"
            let acute =
                month.acuteMedicationDays == 1
                ? "1 acute-medication day" : "\(month.acuteMedicationDays) acute-medication days"
            lines.append(StyledLine([StyledSpan("This month   ", .bold), StyledSpan(pain + ", " + acute + " so far")]))
        }
        if let conditions = dashboard.conditions { lines += conditionLines(conditions) }
        if let statement = dashboard.chronicMigraine {
            let statementLines = ChronicMigrainePresenter.lines(statement)
            for (index, text) in statementLines.enumerated() {
                lines.append(
                    index == 0
                        ? StyledLine([StyledSpan("Last months  ", .bold), StyledSpan(text)])
                        : StyledLine("             " + text, .dim))
            }
        }
        if let area = dashboard.topArea {
            let count = area.entryCount == 1 ? "1 entry" : "\(area.entryCount) entries"
            lines.append(
                StyledLine([
                    StyledSpan("Most often   ", .bold),
                    StyledSpan(DisplayText.sanitized(area.name, singleLine: true) + " (\(count))"),
                ]))
        }
        for flag in dashboard.overuse {
            let short = OverusePresenter.shortLines(flag)
            lines.append(StyledLine([StyledSpan("Medication   ", .bold), StyledSpan(short.what, .severe)]))
            lines.append(StyledLine("             (" + short.detail + "; \(hints(.listNames(.medication))))", .dim))
        }
        // A line too wide goes on under its label, broken between words: never cut off.
        var fitted: [StyledLine] = []
        for line in lines { fitted += line.wrapped(to: width, indent: 13) }
        return fitted
    }
}
