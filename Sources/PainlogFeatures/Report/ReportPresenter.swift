public import PainlogDomain

/// Turns the report's summary and entries into display-ready text (pure): figures rounded as
/// `stats` and `meds` round them, dates as `list` shows them.
public enum ReportPresenter {
    /// Rows a summary table shows at most, so the summary stays on one printed page.
    static let summaryRows = 6
    /// Columns a name takes at most in the summary's tables (the entries below show it whole).
    static let nameColumns = 24

    /// A name as a summary table shows it: on one line, cut to `nameColumns`.
    static func name(_ text: String) -> String {
        DisplayText.truncated(DisplayText.sanitized(text, singleLine: true), to: nameColumns)
    }

    /// The report's view model; `paper` and `patient` go on every printed page (see `Page`).
    public static func viewModel(
        _ summary: ReportSummary, redacted: Bool, paper: ReportPaper? = nil, patient: PatientLine? = nil
    ) -> ReportViewModel {
        let stats = summary.statistics
        var subtitle = ["Made " + EntryTimeFormat.short(summary.madeAt) + " by painlog from the patient's own diary."]
        if !summary.filters.isEmpty {
            subtitle.append(
                "Only entries with " + BidiControls.madeVisible(summary.filters.joined(separator: ", ")) + ".")
        }
        if redacted { subtitle.append("Redacted: notes and tags are left out.") }
        let step = stats.chartGrouping == .day ? "Daily" : stats.chartGrouping == .week ? "Weekly" : "Monthly"
        let points = chartPoints(summary)
        let span = "\(summary.firstDay.isoString) to \(summary.lastDay.isoString)"
        let dayFacts = summary.dayCounts.map { ReportFacts.dayFacts(summary, days: $0) } ?? []
        let conditions = summary.conditions
        var calendars: [ReportViewModel.CalendarPage] = []
        if let conditions {
            calendars = conditions.calendars.map {
                ReportCalendarPage.page(
                    $0.calendar, name: ReportConditionTables.calendarName($0), firstDay: summary.firstDay,
                    lastDay: summary.lastDay, span: span)
            }
        } else if let calendar = summary.calendar {
            calendars = [
                ReportCalendarPage.page(calendar, firstDay: summary.firstDay, lastDay: summary.lastDay, span: span)
            ]
        }
        func captioned(_ table: ReportViewModel.Table) -> ReportViewModel.Table { table.captioned(span) }
        var model = ReportViewModel(
            page: ReportViewModel.Page(
                paper: paper, patient: patient.map { BidiControls.madeVisible($0.text) },
                running: "Pain diary report, " + span,
                made: "Made " + EntryTimeFormat.short(summary.madeAt) + " by painlog"),
            title: "Pain diary report",
            period: "\(span) (\(days(summary.days)))",
            subtitle: subtitle,
            dayFacts: dayFacts.filter { summary.conditions == nil || $0.label == ReportFacts.daysLogged },

            facts: ReportFacts.facts(summary),
            change: ReportFacts.change(stats, days: summary.days),
            chartTitle: "\(step) pain, \(span): mean (line) with the range from least to worst (bar), 0–10",
            chart: points,
            labelEvery: labelEvery(points: points.count),
            areas: captioned(areas(stats)),
            byArea: ReportAreaTables.table(summary.areaSections, allAreas: stats.areas.count).map(captioned),
            areaBlocksTitle: "Each pain on its own, " + span,
            areaBlocks: summary.areaSections.map { ReportAreaTables.block($0, days: summary.days, span: span) },
            medications: captioned(ReportMedicationTable.table(summary.medications)),
            tags: redacted ? nil : summary.tags.map(tags).map(captioned),
            impact: summary.impacts.isEmpty ? nil : captioned(impact(summary.impacts)),
            conditionHint: conditions == nil && summary.dayCounts != nil ? ReportConditionTables.hint : nil,
            conditionBlocksTitle: "Each condition, " + span,
            conditionBlocks: conditions?.blocks.map { block in
                var shown = ReportConditionTables.block(block, firstDay: summary.firstDay, lastDay: summary.lastDay)
                if block.kind == .migraine, let statement = conditions?.chronicMigraine {
                    shown.statement = ChronicMigrainePresenter.lines(statement)
                }
                return shown
            } ?? [],
            sharedEntries: conditions.flatMap { ReportConditionTables.sharedEntries($0.sharedEntries) },
            medicationDayFacts: conditions == nil
                ? [] : dayFacts.filter { $0.label == ReportFacts.acuteMedicationDays },
            calendars: calendars,
            entriesTitle: "All entries, \(span), oldest first",
            redacted: redacted,
            coursesTitle: ReportCourseTables.title + ", as of "
                + min(summary.lastDay, summary.madeAt.local.date).isoString,
            courseBlocks: summary.courses.map(ReportCourseTables.block))
        model.unclassedNote = ReportMedicationTable.unclassedNote(summary.medications)
        return model
    }

    /// The title over the entries of a PDF that lists only the latest `shown` of `total`.
    public static func latestEntriesTitle(_ summary: ReportSummary, shown: Int, total: Int) -> String {
        "The latest \(NumberText.grouped(shown)) of \(NumberText.grouped(total)) entries, \(summary.firstDay.isoString) to "
            + "\(summary.lastDay.isoString), oldest first"
    }

    /// The line under a PDF's entries when it left the earliest out: how many, and the command that
    /// exports them all (`exportCommand`, as the CLI spells it).
    public static func omittedEntriesNote(omitted: Int, exportCommand: String) -> String {
        "\(NumberText.grouped(omitted)) earlier \(omitted == 1 ? "entry" : "entries") of this period \(omitted == 1 ? "is" : "are") "
            + "not listed here; \(exportCommand) exports every entry of the period."
    }

    /// One entry as the list shows it: every field, the note in full.
    ///
    /// Bidirectional controls are shown as their visible spelling (`\u202E`), as everywhere, so no
    /// name reads as another; the HTML escapes the rest.
    ///
    /// A time that `zone`'s clocks showed twice (the hour repeated when daylight saving ends) is
    /// followed by its offset, so two entries of that night never print the same time.
    public static func entryRow(_ entry: Entry, redacted: Bool, zone: TimeZoneRules? = nil)
        -> ReportViewModel.EntryRow
    {
        let visible = BidiControls.madeVisible
        var when = EntryTimeFormat.short(entry.occurredAt)
        if let zone, case .repeated = zone.reading(of: entry.occurredAt.local) {
            when += " " + Timestamp.offsetString(entry.occurredAt.offset)
        }
        return ReportViewModel.EntryRow(
            when: when, intensity: entry.intensity.value,
            lasted: entry.durationSeconds.map(EntryDurationFormat.compact) ?? "",
            areas: visible(entry.areas.joined(separator: ", ")),
            medications: visible(entry.medications.map(\.text).joined(separator: ", ")),
            tags: redacted ? nil : visible(entry.tags.joined(separator: ", ")),
            note: redacted ? nil : visible(entry.note))
    }

    /// `30 days`, `1 day`.
    static func days(_ count: Int) -> String { count == 1 ? "1 day" : "\(count) days" }

    /// Every day (week, month) of the period, empty ones as gaps.
    static func chartPoints(_ summary: ReportSummary) -> [ReportViewModel.ChartPoint] {
        let grouping = summary.statistics.chartGrouping
        let byKey = Dictionary(summary.statistics.chart.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        let keys = StatsPeriods.keys(
            from: StatsPeriods.key(of: summary.firstDay, grouping: grouping),
            to: StatsPeriods.key(of: summary.lastDay, grouping: grouping), grouping: grouping)
        return keys.map { key in
            let group = byKey[key]
            return ReportViewModel.ChartPoint(key: key, mean: group?.mean, least: group?.minimum, worst: group?.maximum)
        }
    }

    /// Labels every point while there are few, then every 7th (a week of days) or so.
    static func labelEvery(points: Int) -> Int {
        points <= 16 ? 1 : max(1, (points + 9) / 10)
    }

    static func areas(_ stats: PeriodStatistics) -> ReportViewModel.Table {
        let sorted = stats.areas.sorted { $0.count != $1.count ? $0.count > $1.count : $0.key < $1.key }
        let shown = sorted.prefix(summaryRows)
        var notes: [String] = []
        if sorted.count > shown.count { notes.append("\(sorted.count - shown.count) more areas in the entries below.") }
        return ReportViewModel.Table(
            title: "Areas", header: ["Area", "Entries", "Mean", "Worst"], numeric: [1, 2, 3],
            rows: shown.map { [name($0.key), String($0.count), Chart.oneDecimal($0.mean), String($0.maximum)] },
            flagged: [], empty: "No areas recorded.", notes: notes)
    }

    /// The period's PEG records, the latest `summaryRows`, each with its change from the period's first.
    static func impact(_ records: [ImpactRecord]) -> ReportViewModel.Table {
        let shown = records.suffix(summaryRows)
        // One note of at most two printed lines, so that the summary keeps to its one page.
        let hidden =
            records.count > shown.count
            ? " (\(records.count - shown.count) earlier records in this period not listed)" : ""
        let notes = [
            "PEG (past week, 0–10): pain, interference with enjoyment of life and with activity; score: their mean. "
                + "Change: from the first record" + hidden
                + (ReportFacts.pegChange(records).map { "; " + $0 } ?? "") + "."
        ]
        let rows = shown.map { record -> [String] in
            let change = records.first.map { ImpactPresenter.change(of: record, from: $0) } ?? 0
            return [
                EntryTimeFormat.short(record.recordedAt), String(record.content.pain.value),
                String(record.content.enjoyment.value),
                String(record.content.activity.value), Chart.oneDecimal(record.score),
                record.id == records.first?.id ? "–" : (change > 0 ? "+" : "") + Chart.oneDecimal(change),
            ]
        }
        return ReportViewModel.Table(
            title: "Impact (PEG)", header: ["Recorded", "Pain", "Enjoyment", "Activity", "PEG score", "Change"],
            numeric: [1, 2, 3, 4, 5], rows: rows, flagged: [], empty: "", notes: notes)
    }

    static func tags(_ report: TagsReport) -> ReportViewModel.Table {
        let shown = report.rows.prefix(summaryRows)
        var notes = [
            "Mean of each day's mean on the days with the tag and on the other logged days; each side needs "
                + "\(ResponseStatistics.minimumDaysPerSide) days."
        ]
        if report.rows.count > shown.count {
            notes.append("\(report.rows.count - shown.count) more tags in the entries below.")
        }
        return ReportViewModel.Table(
            title: "Tags", header: ["Tag", "Entries", "Days", "Mean with", "Mean without"], numeric: [1, 2, 3, 4],
            rows: shown.map { row in
                [
                    name(row.name), String(row.entryCount), String(row.comparison.daysWith),
                    row.comparison.meanWith.map(Chart.oneDecimal) ?? "–",
                    row.comparison.meanWithout.map(Chart.oneDecimal) ?? "–",
                ]
            },
            flagged: [], empty: "No tags recorded.", notes: notes)
    }
}
