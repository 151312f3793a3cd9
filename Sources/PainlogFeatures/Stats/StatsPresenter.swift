import PainlogDomain

/// The `stats` views: a summary, a table with a bar per group and, for periods, a sparkline of
/// the mean with empty periods as gaps; and the JSON array of the contract.
public enum StatsPresenter {
    /// The table view, fitted to `width` columns.
    public static func lines(for report: StatsReport, width: Int) -> [StyledLine] {
        guard report.totals.count > 0 else { return [StyledLine("No entries match.", .dim)] }
        var lines = summary(report).flatMap { fitted($0.plainText, width: width).map { StyledLine($0) } }
        lines.append(StyledLine(""))

        let rows: [(String, StatsGroup?)]
        if report.grouping.isPeriod, let first = report.groups.first, let last = report.groups.last {
            let byKey = Dictionary(report.groups.map { ($0.key, $0) }, uniquingKeysWith: { a, _ in a })
            rows = StatsPeriods.keys(from: first.key, to: last.key, grouping: report.grouping).map { ($0, byKey[$0]) }
        } else {
            rows = report.groups.map { ($0.key, $0) }
        }
        let keyTitle = report.grouping.rawValue.uppercased()
        let keyWidth = max(
            keyTitle.count, rows.map { DisplayText.width(DisplayText.sanitized($0.0, singleLine: true)) }.max() ?? 0)
        let keyColumn = min(keyWidth, 24)
        let countWidth = max(7, String(rows.compactMap { $0.1?.count }.max() ?? 0).count)
        // `--by month` adds each month's days (README: "Days"), explained under the table, where they fit.
        let baseWidth = keyColumn + 2 + countWidth + 2 + 4 + 2 + 3 + 2 + 3 + 2
        let view = report.clinicalView
        let allDayHeaders =
            ["PAIN"] + (view?.hasHeadacheDays == true ? ["HEAD"] : []) + (view?.hasMigraineDays == true ? ["MIGR"] : [])
            + ["MOD", "SEV", "ACUTE"] + (view?.hasTreatedDays == true ? ["TREAT"] : [])
        let allDayWidth = allDayHeaders.reduce(0) { $0 + $1.count + 2 }
        let dayHeaders = report.grouping == .month && baseWidth + allDayWidth - 2 <= width ? allDayHeaders : []
        let dayWidths = dayHeaders.map(\.count)
        let fixed = baseWidth + (dayHeaders.isEmpty ? 0 : allDayWidth)
        let barWidth = max(0, width - fixed)
        // The widths are fixed before the layout, which only pads to them: the bar takes what is left.
        let columns =
            [TextColumns.Column(minimumWidth: keyColumn)]
            + ([countWidth, 4, 3, 3] + dayWidths).map { TextColumns.Column(rightAligned: true, minimumWidth: $0) }
        let cells = rows.map { key, group -> [[StyledSpan]] in
            let label = [StyledSpan(DisplayText.truncated(DisplayText.sanitized(key, singleLine: true), to: keyColumn))]
            var days: [[StyledSpan]] = []
            if !dayHeaders.isEmpty {
                let counts = report.dayCounts[key] ?? .none
                let clinical = report.clinical[key] ?? .none
                var numbers = [counts.painDays]
                if view?.hasHeadacheDays == true { numbers.append(clinical.headacheDays ?? 0) }
                if view?.hasMigraineDays == true { numbers.append(clinical.migraineDays ?? 0) }
                numbers += [counts.moderateDays, counts.severeDays, counts.acuteMedicationDays]
                if view?.hasTreatedDays == true { numbers.append(clinical.treatedDays ?? 0) }
                days = numbers.map { [StyledSpan(String($0))] }
            }
            guard let group else { return [label, [StyledSpan("—", .dim)]] }
            let numbers = [Chart.oneDecimal(group.mean), String(group.minimum), String(group.maximum)]
            return [label] + ([String(group.count)] + numbers).map { [StyledSpan($0)] } + days
        }
        let table = TextColumns.styledLines(
            header: [keyTitle, "ENTRIES", "MEAN", "MIN", "MAX"] + dayHeaders, cells: cells, columns: columns)
        lines.append(table[0])
        for (line, (_, group)) in zip(table.dropFirst(), rows) {
            let bar = group.map { Chart.bar($0.mean, maximum: 10, width: barWidth) } ?? ""
            let style = TextStyle.forIntensity(Int((group?.mean ?? 0).rounded()))
            lines.append(bar.isEmpty ? line : StyledLine(line.spans + [StyledSpan("  " + bar, style)]))
        }
        if !dayHeaders.isEmpty {
            var notes = [
                "Days: PAIN with pain, MOD worst 4–10, SEV worst 7–10;",
                "ACUTE with acute medication, every dose whatever the filters.",
            ]
            if view?.hasHeadacheDays == true {
                notes.append(
                    view?.hasMigraineDays == true
                        ? "HEAD headache days, MIGR migraine days (of the conditions in view);"
                        : "HEAD headache days (of the conditions in view);")
            }
            if view?.hasTreatedDays == true { notes.append("TREAT days of this condition with an acute dose.") }
            for text in notes {
                lines += fitted(text, width: width).map { StyledLine($0, .dim) }
            }
        }
        if report.grouping.isPeriod, rows.count > 1 {
            let room = max(1, width - 7)
            let values = rows.suffix(room).map { $0.1?.mean }
            lines.append(StyledLine(""))
            lines.append(StyledLine([StyledSpan("Trend  ", .dim), StyledSpan(Chart.sparkline(values))]))
        }
        return lines
    }

    /// The summary above the table.
    static func summary(_ report: StatsReport) -> [StyledLine] {
        let totals = report.totals
        var lines: [StyledLine] = []
        let entries = totals.count == 1 ? "1 entry" : "\(totals.count) entries"
        if let first = totals.first, let last = totals.last {
            let days = last.local.date.daysSinceEpoch - first.local.date.daysSinceEpoch + 1
            lines.append(
                StyledLine(
                    "\(entries) from \(first.local.date.isoString) to \(last.local.date.isoString) (\(days) \(days == 1 ? "day" : "days"))"
                ))
        }
        if let mean = totals.mean {
            // Rounded like the change in percent below: 2 of 3 days is 67%, not 66%.
            let share =
                totals.loggedDays > 0
                ? Int((Double(totals.severeDays) * 100 / Double(totals.loggedDays)).rounded()) : 0
            lines.append(
                StyledLine(
                    "Mean \(Chart.oneDecimal(mean)) · severe pain (7–10) on \(totals.severeDays) of \(totals.loggedDays) logged days (\(share)%)"
                ))
        }
        lines.append(StyledLine(recent(report.lastWeek, before: report.weekBefore)))
        return lines
    }

    /// `text` in lines of at most `width` columns, so a summary line never wraps in the middle of a
    /// word on a narrow terminal: a line that is too wide breaks at each ` — `, then between words;
    /// the lines after the first are indented by two spaces.
    static func fitted(_ text: String, width: Int) -> [String] {
        guard DisplayText.width(text) > width else { return [text] }
        var lines: [String] = []
        for (index, part) in DisplayText.parts(of: text, separatedBy: " — ").enumerated() {
            var line = ""
            for word in part.split(separator: " ") {
                if line.isEmpty {
                    line = (index == 0 ? "" : "  ") + word
                } else if DisplayText.width(line + " " + word) <= width {
                    line += " " + word
                } else {
                    lines.append(DisplayText.truncated(line, to: width))
                    line = "  " + word
                }
            }
            lines.append(DisplayText.truncated(line, to: width))
        }
        return lines
    }

    /// painlog's own 7-day summary: worst, least and average of the last 7 days against the 7 before.
    static func recent(_ last: StatsTotals, before: StatsTotals) -> String {
        guard let mean = last.mean, let worst = last.maximum, let least = last.minimum else {
            return "Last 7 days: no entries"
        }
        var text = "Last 7 days: worst \(worst), least \(least), average \(Chart.oneDecimal(mean))"
        if let previous = before.mean, let previousWorst = before.maximum, let previousLeast = before.minimum {
            text +=
                " — 7 days before: worst \(previousWorst), least \(previousLeast), average \(Chart.oneDecimal(previous))"
            if previous > 0 {
                let change = Int(((mean - previous) / previous * 100).rounded())
                text += " (\(change >= 0 ? "+" : "")\(change)%)"
            }
        } else {
            text += " — no entries the 7 days before"
        }
        return text
    }

    /// `[{"group": …, "count": …, "mean": …, "min": …, "max": …}, …]`: only groups with entries,
    /// the mean unrounded; `--by month` adds `pain_days`, `moderate_days`, `severe_days`,
    /// `acute_medication_days`, `headache_days`, `migraine_days` and `treated_days` (the last three
    /// `null` when the view has no such figure).
    public static func json(_ report: StatsReport) -> JSONValue {
        .array(rows(report).map { .object($0) })
    }

    /// `stats --format csv`: the JSON's fields as columns, a row per group.
    public static func csv(_ report: StatsReport) -> String {
        var columns = ["group", "count", "mean", "min", "max"]
        if report.grouping == .month {
            columns += ["pain_days", "moderate_days", "severe_days", "acute_medication_days"]
        }
        // The clinical columns only where the view has one of them, so that a diary without
        // conditions keeps its columns.
        let clinical = report.grouping == .month && report.clinicalView?.countsAnything == true
        if clinical { columns += ["headache_days", "migraine_days", "treated_days"] }
        return CSVTable.text(
            columns: columns,
            rows: rows(report).map { row in (clinical ? row : row.filter { !Self.clinicalKeys.contains($0.0) }).map(\.1)
            })
    }

    /// The JSON fields of `--by month` that the CSV has only when the view has one of them.
    static let clinicalKeys: Set<String> = ["headache_days", "migraine_days", "treated_days"]

    /// Each group's fields, in the order of the JSON and the CSV.
    private static func rows(_ report: StatsReport) -> [[(String, JSONValue)]] {
        report.groups.map { group in
            var members: [(String, JSONValue)] = [
                ("group", .string(group.key)), ("count", .number(group.count)), ("mean", .number(group.mean)),
                ("min", .number(group.minimum)), ("max", .number(group.maximum)),
            ]
            if report.grouping == .month {
                let counts = report.dayCounts[group.key] ?? .none
                members += [
                    ("pain_days", .number(counts.painDays)), ("moderate_days", .number(counts.moderateDays)),
                    ("severe_days", .number(counts.severeDays)),
                    ("acute_medication_days", .number(counts.acuteMedicationDays)),
                ]
                let clinical = report.clinical[group.key] ?? .none
                members += [
                    ("headache_days", clinical.headacheDays.map { .number($0) } ?? .null),
                    ("migraine_days", clinical.migraineDays.map { .number($0) } ?? .null),
                    ("treated_days", clinical.treatedDays.map { .number($0) } ?? .null),
                ]
            }
            return members
        }
    }
}
