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
        #expect(model.dayFacts.isEmpty, "without day counts, the figures are as before")
        #expect(model.facts[2].detail == "worst 9 · least 1")
        // 6.0 → 4.0: −2.0 points, −33.3% rounds to −33%, an improvement in the 30–49% band; the
        // compared days 2026-10-21 to 2026-11-01 are 12, of which 2 have entries.
        #expect(
            model.change.hasPrefix(
                "Change in average pain: −2.0 points (−33%): better, moderately important (IMMPACT) — against the "
                    + "previous 3 days (2026-10-21 to 2026-11-01: average 6.0, worst 8 · least 4; "
                    + "previous period: 2 of 12 days logged)."))
        #expect(model.subtitle.contains("Only entries with area head."))
    }

    @Test(arguments: [
        // 4.5 → 3.3: −1.2 points; −1.2 / 4.5 = −26.7% → −27%: minimally important.
        (4.5, 3.3, "−1.2 points (−27%): better, minimally important (IMMPACT)"),
        // 4.5 → 6.5: +2.0 points, +44.4% → +44%: a worsening has no IMMPACT band.
        (4.5, 6.5, "+2.0 points (+44%): worse"),
        // From a mean of 0 there is no percent.
        (0, 2, "+2.0 points: worse"),
        (5, 5, "0.0 points (0%): no change"),
        // 5.0 → 4.6: −0.4 points, −8%: better, but under IMMPACT's 10%.
        (5, 4.6, "−0.4 points (−8%): better, no important change (IMMPACT)"),
        // 6.0 → 2.0: −4.0 points, −66.7% → −67%: substantial.
        (6, 2, "−4.0 points (−67%): better, substantial (IMMPACT)"),
    ])
    func theChangeInPointsAndPercentWithItsDirection(before: Double, after: Double, words: String) {
        let base = Self.summary(previousMean: before)
        let statistics = PeriodStatistics(
            totals: Self.totals(5, mean: after, least: 1, worst: 9, days: 4, severe: 1),
            lastDays: base.statistics.lastDays, lastDaysFrom: base.statistics.lastDaysFrom,
            previous: Self.totals(30, mean: before, least: 0, worst: 9, days: 3, severe: 0),
            previousFirstDay: LocalDate(year: 2026, month: 10, day: 30)!,
            previousLastDay: LocalDate(year: 2026, month: 11, day: 1)!, chartGrouping: .day, chart: [], areas: [])
        let summary = ReportSummary(
            firstDay: base.firstDay, lastDay: base.lastDay, madeAt: base.madeAt, filters: [], statistics: statistics,
            medications: base.medications, tags: base.tags)
        let change = ReportPresenter.viewModel(summary, redacted: false).change
        #expect(change.hasPrefix("Change in average pain: " + words + " — against the previous 3 days ("), "\(change)")
        #expect(!change.contains("days logged"), "every day of the compared period has entries: \(change)")
    }

    @Test func theChangeAgainstABaselineNamesIt() {
        let base = Self.summary()
        let statistics = PeriodStatistics(
            totals: base.statistics.totals, lastDays: base.statistics.lastDays,
            lastDaysFrom: base.statistics.lastDaysFrom, previous: base.statistics.previous,
            previousFirstDay: LocalDate(year: 2026, month: 9, day: 1)!,
            previousLastDay: LocalDate(year: 2026, month: 9, day: 30)!, chartGrouping: .day, chart: [], areas: [],
            previousIsBaseline: true)
        let summary = ReportSummary(
            firstDay: base.firstDay, lastDay: base.lastDay, madeAt: base.madeAt, filters: [], statistics: statistics,
            medications: base.medications, tags: base.tags)
        #expect(
            ReportPresenter.viewModel(summary, redacted: false).change.contains(
                "−2.0 points (−33%): better, moderately important (IMMPACT) — against the baseline, 30 days "
                    + "(2026-09-01 to 2026-09-30: average 6.0, worst 8 · least 4; baseline: 2 of 30 days logged)."))
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
        // Sums 21 → 13: scores 7.0 → 4.3, −8/3 = −2.67 → −2.7 points, −8/21 = −38.1% → −38%.
        #expect(
            table.notes.first?.hasSuffix(
                "Change: from the first record; last vs first (2026-11-19 to 2026-11-20): "
                    + "7.0 → 4.3, −2.7 points (−38%): better, past the 30% mark.") == true)
        #expect(ReportPresenter.viewModel(base, redacted: false).impact == nil)
        let html = ReportHTML.opening(ReportPresenter.viewModel(summary, redacted: false))
        #expect(html.contains("<h2>Impact (PEG), "))
    }

    @Test(arguments: [
        // Sums 20 → 16: 6.7 → 5.3, −4/3 → −1.3 points, −20%: short of the 30% mark.
        ([8, 6, 6], [6, 5, 5], "6.7 → 5.3, −1.3 points (−20%): better, short of the 30% mark."),
        // Sums 10 → 16: 3.3 → 5.3, +2.0 points, +60%.
        ([3, 3, 4], [6, 5, 5], "3.3 → 5.3, +2.0 points (+60%): worse."),
        // From 0 there is no percent.
        ([0, 0, 0], [1, 1, 1], "0.0 → 1.0, +1.0 points: worse."),
        // Sums 20 → 14: exactly −30%.
        ([8, 6, 6], [4, 5, 5], "6.7 → 4.7, −2.0 points (−30%): better, past the 30% mark."),
    ])
    func thePEGChangeInPointsAndPercentAgainstThe30PercentMark(first: [Int], last: [Int], words: String) {
        func record(_ id: Int64, _ answers: [Int]) -> ImpactRecord {
            let time = Timestamp(seconds: 1_795_000_000 + id * 86_400, offset: 3600)
            return ImpactRecord(
                id: id,
                content: ImpactContent(
                    uid: "u\(id)", recordedAt: time, pain: Intensity(answers[0])!, enjoyment: Intensity(answers[1])!,
                    activity: Intensity(answers[2])!, createdAt: time, updatedAt: time))
        }
        func notes(_ records: [ImpactRecord]) -> [String] {
            let base = Self.summary()
            let summary = ReportSummary(
                firstDay: base.firstDay, lastDay: base.lastDay, madeAt: base.madeAt, filters: [],
                statistics: base.statistics, medications: base.medications, tags: base.tags, impacts: records)
            return ReportPresenter.viewModel(summary, redacted: false).impact?.notes.prefix(1).map { $0 } ?? []
        }
        let change = notes([record(1, first), record(2, [5, 5, 5]), record(3, last)]).first ?? ""
        #expect(change.contains("(2026-11-19 to 2026-11-21): " + words), "\(change)")
        #expect(!notes([record(1, first)]).contains { $0.contains("last vs first") })
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
