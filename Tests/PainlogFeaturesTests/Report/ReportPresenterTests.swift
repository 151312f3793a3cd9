import PainlogDomain
import PainlogFeatures
import Testing

/// The report's presenter and HTML view as pure functions, over a summary built by hand.
@Suite struct ReportPresenterTests {
    static func totals(_ count: Int, mean: Double?, least: Int?, worst: Int?, days: Int, severe: Int) -> StatsTotals {
        StatsTotals(
            count: count, mean: mean, minimum: least, maximum: worst, first: nil, last: nil, loggedDays: days,
            severeDays: severe)
    }

    static func summary(previousMean: Double? = 6, tags: TagsReport? = TagsReport(rows: [], loggedDays: 4))
        -> ReportSummary
    {
        let day = { (d: Int) in LocalDate(year: 2026, month: 11, day: d)! }
        let statistics = PeriodStatistics(
            totals: totals(5, mean: 4, least: 1, worst: 9, days: 4, severe: 1),
            lastDays: totals(3, mean: 14.0 / 3, least: 1, worst: 9, days: 2, severe: 1), lastDaysFrom: day(16),
            previous: totals(2, mean: previousMean, least: 4, worst: 8, days: 2, severe: 1),
            previousFirstDay: LocalDate(year: 2026, month: 10, day: 21)!, previousLastDay: day(1),
            chartGrouping: .day,
            chart: [
                StatsGroup(key: "2026-11-02", count: 1, mean: 4, minimum: 4, maximum: 4),
                StatsGroup(key: "2026-11-04", count: 2, mean: 5, minimum: 1, maximum: 9),
            ],
            areas: [
                StatsGroup(key: "<i>neck</i>", count: 2, mean: 3, minimum: 2, maximum: 4),
                StatsGroup(key: "head", count: 3, mean: 4, minimum: 1, maximum: 9),
            ])
        let medications = MedsReport(
            firstDay: day(2), lastDay: day(4), window: .standard,
            rows: [
                MedicationRow(
                    name: "sumatriptan", medicationClass: .triptan, doses: 12, days: 11,
                    lastTaken: Timestamp(seconds: 0, offset: 0),
                    daysInLast30: 11,
                    overuse: OveruseFlag(
                        medicationClass: .triptan, classes: [.triptan], days: 11, threshold: 10, consecutiveBlocks: 1),
                    response: ResponseSummary(pairs: 4, medianChange: -3, shareReduced30: 0.75))
            ],
            baseline: ResponseSummary(pairs: 2, medianChange: -1, shareReduced30: 0.5),
            overuse: OveruseHistory(
                intakes: (0..<11).map {
                    MedicationIntakeDay(day: day(4).adding(days: -$0), name: "sumatriptan", dose: "")
                }
                .reversed(),
                until: day(4)
            ) { name, dose in MedicationClass.of(name, dose: dose) })
        return ReportSummary(
            firstDay: day(2), lastDay: day(4), madeAt: Timestamp(seconds: 1_795_338_000, offset: 3600),
            filters: ["area head"],
            statistics: statistics, medications: medications, tags: tags)
    }

    @Test func theFactsAndTheChange() {
        let model = ReportPresenter.viewModel(Self.summary(), redacted: false)
        #expect(model.period == "2026-11-02 to 2026-11-04 (3 days)")
        #expect(model.facts.map(\.value) == ["4 of 3", "5", "4.0", "4.7", "1"])
        #expect(model.facts[2].detail == "worst 9 · least 1")
        #expect(model.change.hasPrefix("Change in average pain: −33% (lower) against the previous 3 days"))
        #expect(model.change.contains("moderately important"))
        #expect(model.subtitle.contains("Only entries with area head."))
    }

    @Test func theChangeWithoutAPreviousPeriod() {
        let model = ReportPresenter.viewModel(Self.summary(previousMean: nil), redacted: false)
        #expect(model.change.hasPrefix("Change: no entries in the previous 3 days"))
    }

    @Test func theChartHasEveryDayWithGaps() {
        let model = ReportPresenter.viewModel(Self.summary(), redacted: false)
        #expect(model.chart.map(\.key) == ["2026-11-02", "2026-11-03", "2026-11-04"])
        #expect(model.chart.map(\.mean) == [4, nil, 5])
        #expect(model.chart[2].least == 1 && model.chart[2].worst == 9)
    }

    @Test func areasMostUsedFirstAndOveruseFlagged() {
        let model = ReportPresenter.viewModel(Self.summary(), redacted: false)
        #expect(model.areas.rows.map { $0[0] } == ["head", "<i>neck</i>"])
        #expect(model.medications.flagged == [0])
        #expect(model.medications.rows.last?.first == "(entries without medication)")
        #expect(model.medications.notes.contains { $0.hasPrefix("Overuse in the 30 days to ") })
    }

    @Test func impactRecordsWithTheirChangeFromTheFirst() throws {
        let base = Self.summary()
        func record(_ id: Int64, _ pain: Int, _ enjoyment: Int, _ activity: Int) -> ImpactRecord {
            let time = Timestamp(seconds: 1_795_000_000 + id * 86_400, offset: 3600)
            return ImpactRecord(
                id: id,
                content: ImpactContent(
                    uid: "u\(id)", recordedAt: time, pain: Intensity(pain)!, enjoyment: Intensity(enjoyment)!,
                    activity: Intensity(activity)!, createdAt: time, updatedAt: time))
        }
        let summary = ReportSummary(
            firstDay: base.firstDay, lastDay: base.lastDay, madeAt: base.madeAt, filters: [],
            statistics: base.statistics,
            medications: base.medications, tags: base.tags, impacts: [record(1, 7, 6, 8), record(2, 5, 4, 4)])
        let table = try #require(ReportPresenter.viewModel(summary, redacted: false).impact)
        #expect(
            table.rows.map { Array($0.dropFirst()) } == [["7", "6", "8", "7.0", "–"], ["5", "4", "4", "4.3", "-2.7"]])
        #expect(ReportPresenter.viewModel(base, redacted: false).impact == nil)
        let html = ReportHTML.opening(ReportPresenter.viewModel(summary, redacted: false))
        #expect(html.contains("<h2>Impact (PEG)</h2>"))
    }

    @Test func redactionDropsTagsAndNotes() {
        let model = ReportPresenter.viewModel(Self.summary(tags: nil), redacted: true)
        #expect(model.tags == nil)
        #expect(model.subtitle.contains("Redacted: notes and tags are left out."))
        let row = ReportPresenter.entryRow(sampleEntry(note: "secret"), redacted: true)
        #expect(row.note == nil && row.tags == nil)
        let html = ReportHTML.opening(model) + ReportHTML.entryRow(row) + ReportHTML.closing(count: 1, redacted: true)
        #expect(!html.contains("secret") && !html.contains("wetter") && !html.contains("<th>Note</th>"))
    }

    @Test func theEntryRowHoldsEveryFieldEscaped() {
        let entry = sampleEntry(note: "<script>alert(1)</script>\nsecond line")
        let html = ReportHTML.entryRow(ReportPresenter.entryRow(entry, redacted: false))
        #expect(html.contains("<td class=\"when\">Sun 2026-11-22 08:30</td>"))
        #expect(
            html.contains(">head, neck<") && html.contains(">ibuprofen 400mg, codeine 30 mg<")
                && html.contains(">wetter<"))
        #expect(html.contains("<td class=\"note\">&lt;script&gt;alert(1)&lt;/script&gt;\nsecond line</td>"))
        #expect(html.contains("class=\"num p severe\">7<"))
    }

    @Test func bidirectionalControlsInTheEntriesAndFiltersAreShownAsTheirVisibleSpelling() {
        let entry = sampleEntry(
            areas: ["\u{202E}kcab"], tags: ["x\u{2066}"], medications: [Medication(name: "\u{202D}ibu", dose: "4")],
            note: "<b>\u{202E}dlrow</b>\n\u{200F}כאב")
        let row = ReportPresenter.entryRow(entry, redacted: false)
        #expect(row.areas == "\\u202Ekcab" && row.tags == "x\\u2066" && row.medications == "\\u202Dibu 4")
        // The right-to-left mark stays: it reorders nothing but the neutral characters beside it.
        #expect(row.note == "<b>\\u202Edlrow</b>\n\u{200F}כאב")
        let html = ReportHTML.entryRow(row)
        #expect(!html.unicodeScalars.contains(where: BidiControls.contains))
        #expect(html.contains("&lt;b&gt;\\u202Edlrow&lt;/b&gt;"))
        let base = Self.summary()
        let summary = ReportSummary(
            firstDay: base.firstDay, lastDay: base.lastDay, madeAt: base.madeAt, filters: ["--area \u{202E}kcab"],
            statistics: base.statistics, medications: base.medications, tags: base.tags)
        #expect(
            ReportPresenter.viewModel(summary, redacted: false).subtitle.contains(
                "Only entries with --area \\u202Ekcab."))
    }

    @Test func theDocumentIsSelfContainedAndEscapesNames() {
        let model = ReportPresenter.viewModel(Self.summary(), redacted: false)
        let html = ReportHTML.opening(model) + ReportHTML.closing(count: 0, redacted: false)
        #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
        #expect(!html.contains("<script") && !html.contains("<i>") && html.contains("&lt;i&gt;neck&lt;/i&gt;"))
        #expect(
            !html.contains("src=") && !html.contains("href=") && !html.contains("@import") && !html.contains("url("))
        #expect(html.contains("<svg ") && html.contains("No entries in this period."))
    }
}
