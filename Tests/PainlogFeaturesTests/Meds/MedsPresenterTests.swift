import PainlogDomain
import PainlogFeatures
import Testing

/// `meds`, `tags` and the dashboard's overuse line as pure functions of hand-made reports.
@Suite struct MedsPresenterTests {
    static func time(_ text: String) -> Timestamp { StatsDiary.time(text) }

    /// Sumatriptan on the last 10 days to 2026-11-22, ibuprofen on the 11 before.
    static func overuse() throws -> OveruseHistory {
        let until = try #require(LocalDate(year: 2026, month: 11, day: 22))
        let intakes =
            (0..<10).map { MedicationIntakeDay(day: until.adding(days: -$0), name: "sumatriptan", dose: "") }
            + (10..<21).map { MedicationIntakeDay(day: until.adding(days: -$0), name: "ibuprofen", dose: "400mg") }
        return OveruseHistory(intakes: intakes.reversed(), until: until) { name, dose in
            MedicationClass.of(name, dose: dose)
        }
    }

    static func report() throws -> MedsReport {
        let overuse = try overuse()
        return MedsReport(
            firstDay: try #require(LocalDate(year: 2026, month: 10, day: 24)),
            lastDay: try #require(LocalDate(year: 2026, month: 11, day: 22)), window: .standard,
            rows: [
                MedicationRow(
                    name: "ibuprofen", medicationClass: .simpleAnalgesic, doses: 12, days: 11,
                    lastTaken: time("2026-11-20T08:00:00+01:00"),
                    daysInLast30: 11, overuse: nil,
                    response: ResponseSummary(pairs: 2, medianChange: -2, shareReduced30: 0.5),
                    matchedBaseline: ResponseSummary(pairs: 5, medianChange: -1, shareReduced30: 0.2),
                    difference: ResponseDifference(pairs: 8, unmatched: 1, median: -2, interval: -3 ... -1)),
                MedicationRow(
                    name: "sumatriptan", medicationClass: .triptan, doses: 10, days: 10,
                    lastTaken: time("2026-11-21T23:00:00+01:00"),
                    daysInLast30: 10,
                    overuse: overuse.flags.first,
                    response: ResponseSummary(pairs: 3, medianChange: -4, shareReduced30: 2.0 / 3),
                    matchedBaseline: ResponseSummary(pairs: 9, medianChange: -3.5, shareReduced30: 0.5),
                    difference: ResponseDifference(pairs: 7, unmatched: 0, median: -0.5, interval: -2...1)),
                MedicationRow(
                    name: "magnesium", medicationClass: nil, doses: 1, days: 1,
                    lastTaken: time("2026-11-19T15:00:00+01:00"),
                    daysInLast30: 1, overuse: nil,
                    response: ResponseSummary(pairs: 0, medianChange: nil, shareReduced30: nil)),
            ],
            baseline: ResponseSummary(pairs: 4, medianChange: 0.5, shareReduced30: 0.25), overuse: overuse)
    }

    @Test func tableWithBaselineAndOveruse() throws {
        #expect(
            MedsPresenter.lines(for: try Self.report(), hints: HintMarkers.text).map(\.plainText) == [
                "Medications from 2026-10-24 to 2026-11-22",
                "",
                "MEDICATION       CLASS      DOSES  DAYS  LAST TAKEN  PAIRS  MEDIAN  ≥30%",
                "ibuprofen        analgesic     12    11  2026-11-20      2    -2.0   50%",
                "sumatriptan      triptan       10    10  2026-11-21      3    -4.0   67%",
                "magnesium                       1     1  2026-11-19      0       –     –",
                "(no medication)                                          4    +0.5   25%",
                "",
                "Response: each entry above 0 against the first entry 30m-4h after it in the same area; MEDIAN is the change "
                    + "in points, ≥30% the share of pairs that fell by at least 30%.",
                "",
                "ibuprofen: pain 2.0 points lower afterwards than after entries at the same pain without a dose (95% "
                    + "interval -3.0 to -1.0; 8 pairs).",
                "sumatriptan: no clear difference from entries at the same pain without a dose (median -0.5 points, 95% "
                    + "interval -2.0 to +1.0; 7 pairs).",
                "magnesium: too few pairs matched with entries at the same pain without a dose to judge (0 pairs; 6 are "
                    + "needed).",
                "Doses are taken when pain is at its worst, and pain falls from a peak anyway: a dose is compared with "
                    + "entries at the same pain, in the same area, without one (the undosed pairs), not with no change.",
                "",
                "Acute medication days, 2026-10-24 to 2026-11-22: simple analgesics/NSAIDs 11 (threshold 15), triptans 10 "
                    + "(threshold 10); any acute class 21.",
                "Overuse: triptans on 10 of the 30 days to 2026-11-22, at or above the threshold of 10 days; reached in "
                    + "this block of 30 days, not in the one before.",
                "This is information, not a diagnosis: ICHD-3 speaks of medication-overuse headache in a person with a "
                    + "headache disorder whose use has reached such a threshold for more than 3 months. Talk it over with "
                    + "your doctor.",
                // Issue 41: magnesium has no class, so no overuse count holds it, and meds says so.
                "", "Not counted for overuse (no class): magnesium.",
                "Set a class with <classMedication(nil)> (CLASS: simple_analgesic, triptan, ergot, opioid, "
                    + "combination_analgesic, gepant, ditan, preventive, other).",
            ])
    }

    @Test func aPeriodWithoutMedications() throws {
        let base = try Self.report()
        let empty = MedsReport(
            firstDay: base.firstDay, lastDay: base.lastDay, window: base.window, rows: [],
            baseline: base.baseline, overuse: base.overuse)
        #expect(
            MedsPresenter.lines(for: empty, hints: HintMarkers.text).map(\.plainText) == [
                "No medications from 2026-10-24 to 2026-11-22: <logWithMedication>"
            ])
        #expect(JSONOutput.text(MedsPresenter.json(empty)) == "[]\n")
    }

    @Test func aLongNameIsCutSoTheTableFits80Columns() throws {
        let base = try Self.report()
        let long = MedicationRow(
            name: String(repeating: "長", count: 64), medicationClass: nil, doses: 123_456, days: 30,
            lastTaken: Self.time("2026-11-20T08:00:00+01:00"), daysInLast30: 30, overuse: nil,
            response: ResponseSummary(pairs: 99_999, medianChange: -10, shareReduced30: 1))
        let report = MedsReport(
            firstDay: base.firstDay, lastDay: base.lastDay, window: base.window,
            rows: [long], baseline: base.baseline, overuse: base.overuse)
        let table = MedsPresenter.lines(for: report, hints: HintMarkers.text).map(\.plainText)[2...4]
        #expect(table.allSatisfy { DisplayText.width($0) <= 80 })
    }

    @Test func jsonAsTheContractLists() throws {
        #expect(
            JSONOutput.text(MedsPresenter.json(try Self.report())) == """
                [
                  {"name":"ibuprofen","class":"simple_analgesic","doses":12,"days":11,"last_taken":"2026-11-20T08:00:00+01:00",\
                "overuse":false,"response":{"pairs":2,"median_change":-2.0,"share_30":0.5},\
                "baseline":{"pairs":4,"median_change":0.5,"share_30":0.25},\
                "matched_baseline":{"pairs":5,"median_change":-1.0,"share_30":0.2},\
                "difference":{"pairs":8,"unmatched":1,"median":-2.0,"ci95":[-3.0,-1.0]}},
                  {"name":"sumatriptan","class":"triptan","doses":10,"days":10,"last_taken":"2026-11-21T23:00:00+01:00",\
                "overuse":true,"response":{"pairs":3,"median_change":-4.0,"share_30":0.6666666666666666},\
                "baseline":{"pairs":4,"median_change":0.5,"share_30":0.25},\
                "matched_baseline":{"pairs":9,"median_change":-3.5,"share_30":0.5},\
                "difference":{"pairs":7,"unmatched":0,"median":-0.5,"ci95":[-2.0,1.0]}},
                  {"name":"magnesium","class":null,"doses":1,"days":1,"last_taken":"2026-11-19T15:00:00+01:00",\
                "overuse":false,"response":{"pairs":0,"median_change":null,"share_30":null},\
                "baseline":{"pairs":4,"median_change":0.5,"share_30":0.25},\
                "matched_baseline":{"pairs":0,"median_change":null,"share_30":null},\
                "difference":{"pairs":0,"unmatched":0,"median":null,"ci95":null}}
                ]

                """)
    }

    @Test func theDashboardFlagsOveruseQuotingTheThreshold() {
        let dashboard = Dashboard(
            today: [], lastSevenDays: [],
            lastSevenDaysTotals: StatsTotals(
                count: 0, mean: nil, minimum: nil, maximum: nil, first: nil, last: nil, loggedDays: 0, severeDays: 0),
            topArea: nil, isEmpty: false,
            overuse: [
                OveruseFlag(
                    medicationClass: .triptan, classes: [.triptan], days: 11, threshold: 10, consecutiveBlocks: 4)
            ])
        let lines = DashboardPresenter.lines(for: dashboard, width: 200, hints: HintMarkers.text).map(\.plainText)
        #expect(
            lines.suffix(2) == [
                "Medication   Overuse: triptans on 11 of the last 30 days",
                "             (threshold 10; not a diagnosis; <listNames medication>)",
            ])

    }
}
