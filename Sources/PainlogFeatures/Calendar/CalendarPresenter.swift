import PainlogDomain

/// `painlog calendar` as month grids like `cal` (Monday first, a week a row, each day's date above
/// its mark) with each month's day counts under its grid; and as the contract's JSON.
///
/// A day's mark is its worst intensity in the colours `list` uses, `·` for a logged day without
/// pain and `*` after it for acute medication, so the grid reads the same without colour. When a
/// migraine condition is in view, `m` after the intensity marks a migraine day, and each cell is one
/// column wider for it.
public enum CalendarPresenter {
    /// A day's cell: `10*` at most (`10m*` when migraine days are marked).
    static let cellWidth = 3
    /// A month's width: seven cells and a space between each two.
    static let monthWidth = 7 * cellWidth + 6
    /// A month's width when migraine days are marked.
    static let markedMonthWidth = 7 * (cellWidth + 1) + 6
    /// The mark after a migraine day's intensity.
    static let migraineMark = "m"
    /// The space between months side by side.
    static let gap = 4
    /// The mark after a day with a dose of an acute class.
    static let acuteMark = "*"
    /// The mark of a logged day without pain.
    static let painlessMark = "·"

    /// The grids in `width` columns: stacked, or three or more side by side when they fit (a quarter
    /// on one row, as `cal -3` shows it).
    public static func lines(for calendar: HeadacheCalendar, width: Int) -> [StyledLine] {
        let marked = calendar.marksMigraineDays
        let monthWidth = marked ? markedMonthWidth : monthWidth
        let blocks = calendar.months.map { grid(for: $0, marked: marked) }
        let fit = (width + gap) / (monthWidth + gap)
        let perRow = fit >= 3 ? fit : 1
        var lines: [StyledLine] = []
        var start = 0
        while start < blocks.count {
            let months = Array(calendar.months[start..<min(start + perRow, blocks.count)])
            // The counts of months side by side start on one line, under the tallest grid.
            let gridHeight = blocks[start..<start + months.count].map(\.count).max() ?? 0
            let row = months.indices.map { index in
                blocks[start + index]
                    + Array(repeating: StyledLine(""), count: gridHeight - blocks[start + index].count)
                    + [StyledLine("")]
                    + counts(months[index].counts, clinical: months[index].clinical, width: monthWidth)
            }
            if start > 0 { lines.append(StyledLine("")) }
            let height = row.map(\.count).max() ?? 0
            // Months side by side are columns `monthWidth` wide, `gap` apart; each cell ends in a
            // plain span that takes the padding, so a month's colours stop at its own text.
            let cells = (0..<height).map { index in
                row.map { block in (index < block.count ? block[index].spans : []) + [StyledSpan("")] }
            }
            let columns = Array(repeating: TextColumns.Column(minimumWidth: monthWidth), count: row.count)
            lines += TextColumns.styledLines(cells: cells, columns: columns, gap: gap).map { trimmed($0.spans) }
            start += perRow
        }
        lines.append(StyledLine(""))
        let legend =
            marked
            ? "Each day: its worst pain 0–10, \(migraineMark) a migraine day, \(painlessMark) logged without pain, "
                + "\(acuteMark) acute medication taken."
            : "Each day: its worst pain 0–10, \(painlessMark) logged without pain, \(acuteMark) acute medication taken."
        let note =
            calendar.isFiltered
            ? "The filters choose the pain; acute-medication days count every dose taken, whatever the filters."
            : "Acute-medication days count every dose taken, whatever the filters."
        for text in [legend, note] {
            lines += StatsPresenter.fitted(text, width: width).map { StyledLine($0, .dim) }
        }
        if let statement = calendar.chronicMigraine {
            lines.append(StyledLine(""))
            for text in ChronicMigrainePresenter.lines(statement) {
                lines += StatsPresenter.fitted(text, width: width).map { StyledLine($0) }
            }
        }
        return lines
    }

    /// One month's grid: its name, the weekday header and two lines a week (dates, marks).
    static func grid(for month: CalendarMonth, marked: Bool = false) -> [StyledLine] {
        let lines = [
            StyledLine(monthNames[month.first.month - 1] + " " + String(month.first.year), .bold),
            StyledLine(" Mo  Tu  We  Th  Fr  Sa  Su", .dim),
        ]
        let byDay = Dictionary(month.days.map { ($0.date.day, $0) }, uniquingKeysWith: { a, _ in a })
        let lead = month.first.isoWeekday - 1
        var rows: [[[StyledSpan]]] = []
        var day = 1 - lead
        while day <= month.daysInMonth {
            var dates: [[StyledSpan]] = []
            var marks: [[StyledSpan]] = []
            for number in day..<day + 7 {
                guard number >= 1, number <= month.daysInMonth else {
                    dates.append([])
                    marks.append([])
                    continue
                }
                dates.append([StyledSpan(String(number), .dim)])
                marks.append(cell(byDay[number], marked: marked))
            }
            rows += [dates, marks]
            day += 7
        }
        let header = marked ? "  Mo   Tu   We   Th   Fr   Sa   Su" : " Mo  Tu  We  Th  Fr  Sa  Su"
        return [lines[0], StyledLine(header, .dim)]
            + TextColumns.styledLines(cells: rows, columns: marked ? markedDayColumns : dayColumns, gap: 1).map {
                trimmed($0.spans)
            }
    }

    /// A week's seven days: `cellWidth` columns each, right-aligned, the space between them plain.
    static let dayColumns = Array(
        repeating: TextColumns.Column(rightAligned: true, minimumWidth: cellWidth, gap: .apart), count: 7)

    /// A week's seven days when migraine days are marked: one column wider each.
    static let markedDayColumns = Array(
        repeating: TextColumns.Column(rightAligned: true, minimumWidth: cellWidth + 1, gap: .apart), count: 7)

    /// A day's mark in `cellWidth` columns, right-aligned: blank for a day without entries or not yet
    /// come.
    static func cell(_ day: CalendarDay?, marked: Bool = false) -> [StyledSpan] {
        // The first span, plain, takes the padding that right-aligns the mark.
        var spans = [StyledSpan("")]
        if let worst = day?.worst {
            spans.append(
                worst == 0 ? StyledSpan(painlessMark, .dim) : StyledSpan(String(worst), TextStyle.forIntensity(worst)))
        }
        if marked, let day, day.migraine { spans.append(StyledSpan(migraineMark, .bold)) }
        if let day, !day.acuteClasses.isEmpty { spans.append(StyledSpan(acuteMark, .bold)) }
        return spans
    }

    /// A month's counts, one a line, the numbers right-aligned under the grid's right edge (a month
    /// has at most 31 days, so two digits; the longest label fits the rest).
    static func counts(_ counts: DayCounts, clinical: ClinicalSpanFigures = .none, width: Int = monthWidth)
        -> [StyledLine]
    {
        var rows: [(String, Int)] = [("Logged days", counts.loggedDays), ("Pain days", counts.painDays)]
        if let days = clinical.headacheDays { rows.append(("Headache days", days)) }
        if let days = clinical.migraineDays { rows.append(("Migraine days", days)) }
        rows += [
            ("Moderate days (4–10)", counts.moderateDays), ("Severe days (7–10)", counts.severeDays),
            ("Acute-medication days", counts.acuteMedicationDays),
        ]
        if let days = clinical.treatedDays { rows.append(("Treated days", days)) }
        for medicationClass in MedicationClass.acute {
            let days = counts.medicationDays[medicationClass] ?? 0
            if days > 0 { rows.append(("  " + medicationClass.displayName, days)) }
        }
        let columns = [
            TextColumns.Column(minimumWidth: width - 1 - numberWidth),
            TextColumns.Column(rightAligned: true, minimumWidth: numberWidth),
        ]
        let cells = rows.map { label, value in [[StyledSpan(label)], [StyledSpan(String(value))]] }
        return TextColumns.styledLines(cells: cells, columns: columns, gap: 1).map { StyledLine($0.plainText) }
    }

    /// The columns of a count under a month.
    static let numberWidth = 2

    /// `spans` without the spaces at their end.
    static func trimmed(_ spans: [StyledSpan]) -> StyledLine {
        StyledLine(trimmingTrailingSpaces: spans)
    }

    static let monthNames = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
        "November", "December",
    ]

    /// `{"months": [{"month", "days_in_month", "logged_days", "pain_days", "moderate_days", "severe_days",
    /// "acute_medication_days", "medication_days": {every acute class}, "headache_days",
    /// "migraine_days", "treated_days", "days": [{"date", "worst", "entries", "medications"}]}]}`, months
    /// oldest first; the three clinical counts `null` when the view has no such figure.
    public static func json(_ calendar: HeadacheCalendar) -> JSONValue {
        let months: [JSONValue] = calendar.months.map { month in
            let counts = month.counts
            let days: [JSONValue] = month.days.map { day in
                .object([
                    ("date", .string(day.date.isoString)), ("worst", day.worst.map { .number($0) } ?? .null),
                    ("entries", .number(day.entries)), ("medications", .strings(day.medications)),
                ])
            }
            return .object([
                ("month", .string(month.key)), ("days_in_month", .number(month.daysInMonth)),
                ("logged_days", .number(counts.loggedDays)), ("pain_days", .number(counts.painDays)),
                ("moderate_days", .number(counts.moderateDays)), ("severe_days", .number(counts.severeDays)),
                ("acute_medication_days", .number(counts.acuteMedicationDays)),
                (
                    "medication_days",
                    .object(MedicationClass.acute.map { ($0.rawValue, .number(counts.medicationDays[$0] ?? 0)) })
                ),
                ("headache_days", month.clinical.headacheDays.map { .number($0) } ?? .null),
                ("migraine_days", month.clinical.migraineDays.map { .number($0) } ?? .null),
                ("treated_days", month.clinical.treatedDays.map { .number($0) } ?? .null),
                ("days", .array(days)),
            ])
        }
        return .object([("months", .array(months))])
    }
}
