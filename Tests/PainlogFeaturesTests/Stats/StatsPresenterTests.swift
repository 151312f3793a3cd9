import Foundation
import PainlogDomain
import PainlogFeatures
import Testing

/// A time in tests, where the text is known to be valid.
private func statsTime(_ text: String) -> Timestamp {
    guard let time = Timestamp(iso8601: text) else { fatalError("bad test time \(text)") }
    return time
}

/// Totals for a report built by hand.
private func statsTotals(
    _ count: Int, mean: Double? = nil, min: Int? = nil, max: Int? = nil, first: String? = nil, last: String? = nil,
    loggedDays: Int = 0, severeDays: Int = 0
) -> StatsTotals {
    StatsTotals(
        count: count, mean: mean, minimum: min, maximum: max, first: first.map(statsTime), last: last.map(statsTime),
        loggedDays: loggedDays, severeDays: severeDays)
}

/// `stats` as a pure function of a report: the summary, the table with its bars and gaps, the
/// trend line, the fit to the terminal's width, and the JSON of the contract.
@Suite struct StatsPresenterTests {
    /// The lines from the table's header on.
    private static func table(_ lines: [String], _ title: String) -> [String] {
        Array(lines.drop { !$0.hasPrefix(title + " ") })
    }

    private static let noEntries = statsTotals(0)

    private static func blocks(_ count: Int, _ eighth: String = "") -> String {
        String(repeating: "█", count: count) + eighth
    }

    private static func plain(_ lines: [StyledLine]) -> [String] { lines.map(\.plainText) }

    /// The README's example: four weeks with entries between 2026-W42 and 2026-W47, two of them empty.
    private static let readmeReport = StatsReport(
        grouping: .week,
        groups: [
            StatsGroup(key: "2026-W42", count: 1, mean: 9, minimum: 9, maximum: 9),
            StatsGroup(key: "2026-W45", count: 13, mean: 5.2, minimum: 0, maximum: 10),
            StatsGroup(key: "2026-W46", count: 14, mean: 4.8, minimum: 0, maximum: 10),
            StatsGroup(key: "2026-W47", count: 13, mean: 4.5, minimum: 0, maximum: 10),
        ],
        totals: statsTotals(
            41, mean: 201.0 / 41.0, min: 0, max: 10, first: "2026-10-18T21:00:00+02:00",
            last: "2026-11-22T09:30:00+01:00",
            loggedDays: 22, severeDays: 10),
        lastWeek: statsTotals(13, mean: 4.46, min: 0, max: 10),
        weekBefore: statsTotals(14, mean: 4.8, min: 0, max: 10))

    // MARK: - the whole view

    @Test func theReadmeExampleAt120Columns() {
        #expect(
            Self.plain(StatsPresenter.lines(for: Self.readmeReport, width: 120)) == [
                "41 entries from 2026-10-18 to 2026-11-22 (36 days)",
                "Mean 4.9 · severe pain (7–10) on 10 of 22 logged days (45%)",
                "Last 7 days: worst 10, least 0, average 4.5 — 7 days before: worst 10, least 0, average 4.8 (-7%)",
                "",
                "WEEK      ENTRIES  MEAN  MIN  MAX",
                // 120 - (8 + 7 + 20) = 85 columns for bars: 9.0 is 612 eighths, 5.2 is 353.6, 4.8 is 326.4,
                // 4.5 is 306.
                "2026-W42        1   9.0    9    9  " + Self.blocks(76, "▌"),
                "2026-W43        —",
                "2026-W44        —",
                "2026-W45       13   5.2    0   10  " + Self.blocks(44, "▎"),
                "2026-W46       14   4.8    0   10  " + Self.blocks(40, "▊"),
                "2026-W47       13   4.5    0   10  " + Self.blocks(38, "▎"),
                "",
                "Trend  ▇  ▅▄▄",
            ])
    }

    @Test func theReadmeExampleAt80Columns() {
        #expect(
            Self.plain(StatsPresenter.lines(for: Self.readmeReport, width: 80)) == [
                "41 entries from 2026-10-18 to 2026-11-22 (36 days)",
                "Mean 4.9 · severe pain (7–10) on 10 of 22 logged days (45%)",
                "Last 7 days: worst 10, least 0, average 4.5",
                "  7 days before: worst 10, least 0, average 4.8 (-7%)",
                "",
                "WEEK      ENTRIES  MEAN  MIN  MAX",
                // 45 columns for bars: 324, 187.2, 172.8 and 162 eighths.
                "2026-W42        1   9.0    9    9  " + Self.blocks(40, "▌"),
                "2026-W43        —",
                "2026-W44        —",
                "2026-W45       13   5.2    0   10  " + Self.blocks(23, "▍"),
                "2026-W46       14   4.8    0   10  " + Self.blocks(21, "▋"),
                "2026-W47       13   4.5    0   10  " + Self.blocks(20, "▎"),
                "",
                "Trend  ▇  ▅▄▄",
            ])
    }

    @Test func theReadmeExampleAt50Columns() {
        #expect(
            Self.plain(StatsPresenter.lines(for: Self.readmeReport, width: 50)) == [
                "41 entries from 2026-10-18 to 2026-11-22 (36 days)",
                "Mean 4.9 · severe pain (7–10) on 10 of 22 logged",
                "  days (45%)",
                "Last 7 days: worst 10, least 0, average 4.5",
                "  7 days before: worst 10, least 0, average 4.8",
                "  (-7%)",
                "",
                "WEEK      ENTRIES  MEAN  MIN  MAX",
                // 15 columns for bars: 108, 62.4, 57.6 and 54 eighths.
                "2026-W42        1   9.0    9    9  " + Self.blocks(13, "▌"),
                "2026-W43        —",
                "2026-W44        —",
                "2026-W45       13   5.2    0   10  " + Self.blocks(7, "▊"),
                "2026-W46       14   4.8    0   10  " + Self.blocks(7, "▎"),
                "2026-W47       13   4.5    0   10  " + Self.blocks(6, "▊"),
                "",
                "Trend  ▇  ▅▄▄",
            ])
    }

    /// Days with gaps across a month end; the mean 14/3 shows as 4.7 and, on 13 columns, draws as
    /// 48.5 eighths.
    @Test func daysWithGapsAcrossAMonthEnd() {
        let report = StatsReport(
            grouping: .day,
            groups: [
                StatsGroup(key: "2026-10-30", count: 3, mean: 14.0 / 3.0, minimum: 3, maximum: 6),
                StatsGroup(key: "2026-11-02", count: 1, mean: 8, minimum: 8, maximum: 8),
            ],
            totals: statsTotals(
                4, mean: 5.5, min: 3, max: 8, first: "2026-10-30T08:00:00+01:00", last: "2026-11-02T20:00:00+01:00",
                loggedDays: 2, severeDays: 1),
            lastWeek: Self.noEntries, weekBefore: Self.noEntries)
        #expect(
            Self.plain(StatsPresenter.lines(for: report, width: 50)) == [
                "4 entries from 2026-10-30 to 2026-11-02 (4 days)",
                "Mean 5.5 · severe pain (7–10) on 1 of 2 logged",
                "  days (50%)",
                "Last 7 days: no entries",
                "",
                "DAY         ENTRIES  MEAN  MIN  MAX",
                "2026-10-30        3   4.7    3    6  ██████▏",
                "2026-10-31        —",
                "2026-11-01        —",
                "2026-11-02        1   8.0    8    8  ██████████▍",
                "",
                "Trend  ▄  ▇",
            ])
    }

    @Test func monthsAcrossAYearEndWithAGap() {
        let report = StatsReport(
            grouping: .month,
            groups: [
                StatsGroup(key: "2025-12", count: 2, mean: 3, minimum: 2, maximum: 4),
                StatsGroup(key: "2026-02", count: 1, mean: 10, minimum: 10, maximum: 10),
            ],
            totals: statsTotals(
                3, mean: 16.0 / 3.0, min: 2, max: 10, first: "2025-12-31T23:30:00+01:00",
                last: "2026-02-01T00:30:00+01:00",
                loggedDays: 3, severeDays: 1),
            lastWeek: Self.noEntries, weekBefore: Self.noEntries,
            dayCounts: [
                "2025-12": DayCounts(
                    loggedDays: 2, painDays: 2, moderateDays: 1, severeDays: 0, acuteMedicationDays: 12,
                    medicationDays: [.triptan: 12]),
                "2026-01": DayCounts(
                    loggedDays: 0, painDays: 0, moderateDays: 0, severeDays: 0, acuteMedicationDays: 3,
                    medicationDays: [.triptan: 3]),
                "2026-02": DayCounts(
                    loggedDays: 1, painDays: 1, moderateDays: 1, severeDays: 1, acuteMedicationDays: 0,
                    medicationDays: [:]),
            ])
        let lines = Self.plain(StatsPresenter.lines(for: report, width: 120))
        #expect(lines.first == "3 entries from 2025-12-31 to 2026-02-01 (33 days)")
        #expect(lines[1] == "Mean 5.3 · severe pain (7–10) on 1 of 3 logged days (33%)")
        // The day columns take 23 of the 120 columns: 63 are left for bars (3/10: 151.2 eighths).
        #expect(
            Self.table(lines, "MONTH") == [
                "MONTH    ENTRIES  MEAN  MIN  MAX  PAIN  MOD  SEV  ACUTE",
                "2025-12        2   3.0    2    4     2    1    0     12  " + Self.blocks(18, "▉"),
                "2026-01        —",
                "2026-02        1  10.0   10   10     1    1    1      0  " + Self.blocks(63),
                "Days: PAIN with pain, MOD worst 4–10, SEV worst 7–10;",
                "ACUTE with acute medication, every dose whatever the filters.",
                "",
                "Trend  ▃ █",
            ])
        // Too narrow for them, the table keeps its own columns.
        #expect(
            Self.table(Self.plain(StatsPresenter.lines(for: report, width: 50)), "MONTH").first
                == "MONTH    ENTRIES  MEAN  MIN  MAX")
    }

    /// Hours are not periods: no rows for the hours between, and no trend line.
    @Test func hoursHaveNoGapsAndNoTrend() {
        let report = StatsReport(
            grouping: .hour,
            groups: [
                StatsGroup(key: "00", count: 1, mean: 4, minimum: 4, maximum: 4),
                StatsGroup(key: "23", count: 2, mean: 5.5, minimum: 2, maximum: 9),
            ],
            totals: statsTotals(
                3, mean: 5, min: 2, max: 9, first: "2026-10-01T23:30:00+01:00", last: "2026-10-02T00:30:00+02:00",
                loggedDays: 2, severeDays: 1),
            lastWeek: Self.noEntries, weekBefore: Self.noEntries)
        #expect(
            Self.table(Self.plain(StatsPresenter.lines(for: report, width: 50)), "HOUR") == [
                "HOUR  ENTRIES  MEAN  MIN  MAX",
                // 50 - (4 + 7 + 20) = 19 columns for bars: 60.8 and 83.6 eighths.
                "00          1   4.0    4    4  " + Self.blocks(7, "▋"),
                "23          2   5.5    2    9  " + Self.blocks(10, "▌"),
            ])
    }

    /// Areas in the order given, names cut to 24 columns, wide characters counted as two.
    @Test func areasCutLongNamesAndHaveNoTrend() {
        let long = "Lower back, left side, just above the hip"
        let report = StatsReport(
            grouping: .area,
            groups: [
                StatsGroup(key: "Back", count: 1, mean: 2, minimum: 2, maximum: 2),
                StatsGroup(key: long, count: 2, mean: 6.5, minimum: 5, maximum: 8),
                StatsGroup(key: "肩", count: 1, mean: 10, minimum: 10, maximum: 10),
            ],
            totals: statsTotals(
                3, mean: 19.0 / 3.0, min: 2, max: 10, first: "2026-11-01T08:00:00+01:00",
                last: "2026-11-02T08:00:00+01:00",
                loggedDays: 2, severeDays: 2),
            lastWeek: Self.noEntries, weekBefore: Self.noEntries)
        let pad = { (name: String, columns: Int) in name + String(repeating: " ", count: columns) }
        // 80 - (24 + 7 + 20) = 29 columns for bars: 46.4, 150.8 and 232 eighths.
        #expect(
            Self.table(Self.plain(StatsPresenter.lines(for: report, width: 80)), "AREA") == [
                pad("AREA", 20) + "  ENTRIES  MEAN  MIN  MAX",
                pad("Back", 20) + "        1   2.0    2    2  " + Self.blocks(5, "▊"),
                "Lower back, left side, …" + "        2   6.5    5    8  " + Self.blocks(18, "▉"),
                pad("肩", 22) + "        1  10.0   10   10  " + Self.blocks(29),
            ])
        // At 50 columns there is no room for bars; the figures stay.
        #expect(
            Self.table(Self.plain(StatsPresenter.lines(for: report, width: 50)), "AREA") == [
                pad("AREA", 20) + "  ENTRIES  MEAN  MIN  MAX",
                pad("Back", 20) + "        1   2.0    2    2",
                "Lower back, left side, …" + "        2   6.5    5    8",
                pad("肩", 22) + "        1  10.0   10   10",
            ])
    }

    @Test func onePeriodHasNoTrendLine() {
        let report = StatsReport(
            grouping: .week, groups: [StatsGroup(key: "2026-W47", count: 1, mean: 5, minimum: 5, maximum: 5)],
            totals: statsTotals(
                1, mean: 5, min: 5, max: 5, first: "2026-11-22T09:00:00+01:00", last: "2026-11-22T09:00:00+01:00",
                loggedDays: 1),
            lastWeek: statsTotals(1, mean: 5, min: 5, max: 5), weekBefore: Self.noEntries)
        #expect(
            Self.plain(StatsPresenter.lines(for: report, width: 100)) == [
                "1 entry from 2026-11-22 to 2026-11-22 (1 day)",
                "Mean 5.0 · severe pain (7–10) on 0 of 1 logged days (0%)",
                "Last 7 days: worst 5, least 5, average 5.0 — no entries the 7 days before",
                "",
                "WEEK      ENTRIES  MEAN  MIN  MAX",
                "2026-W47        1   5.0    5    5  " + Self.blocks(32, "▌"),  // 65 columns: 260 eighths
            ])
    }

    @Test func noEntriesIsOneLine() {
        let report = StatsReport(
            grouping: .week, groups: [], totals: Self.noEntries, lastWeek: Self.noEntries, weekBefore: Self.noEntries)
        #expect(StatsPresenter.lines(for: report, width: 80) == [StyledLine("No entries match.", .dim)])
    }

    @Test func gapsAreDimAndBarsTakeTheirIntensitysColour() {
        let report = StatsReport(
            grouping: .day,
            groups: [
                StatsGroup(key: "2026-11-20", count: 1, mean: 9, minimum: 9, maximum: 9),
                StatsGroup(key: "2026-11-22", count: 1, mean: 2, minimum: 2, maximum: 2),
            ],
            totals: statsTotals(
                2, mean: 5.5, min: 2, max: 9, first: "2026-11-20T09:00:00+01:00", last: "2026-11-22T09:00:00+01:00",
                loggedDays: 2, severeDays: 1),
            lastWeek: Self.noEntries, weekBefore: Self.noEntries)
        let lines = StatsPresenter.lines(for: report, width: 80)
        let rows = lines.filter { $0.plainText.hasPrefix("2026-") }
        #expect(rows.count == 3)
        #expect(rows[0].spans.last?.style == .severe)
        #expect(rows[1].spans.last == StyledSpan("      —", .dim))
        #expect(rows[2].spans.last?.style == .mild)
        #expect(lines.first { $0.plainText.hasPrefix("DAY") }?.spans.first?.style == .bold)
    }

    // MARK: - never wider than the terminal

    @Test(arguments: [120, 80, 50])
    func noLineIsWiderThanTheWidth(width: Int) {
        var reports = [Self.readmeReport]
        let long = String(repeating: "長い名前", count: 16)
        for grouping in StatsGrouping.allCases {
            let keys: [String]
            switch grouping {
            case .day: keys = ["2026-01-01", "2026-03-05", "2026-12-31"]
            case .week: keys = ["2020-W50", "2021-W01", "2021-W30"]
            case .month: keys = ["2019-01", "2026-12"]
            case .hour: keys = ["00", "07", "23"]
            case .area, .tag, .med:
                keys = ["back", long, "a name with 64 characters, which is the longest a name can be..", "🤕 head"]
            }
            reports.append(
                StatsReport(
                    grouping: grouping,
                    groups: keys.enumerated().map {
                        StatsGroup(
                            key: $1, count: 123_456 * ($0 + 1), mean: 10 - Double($0) / 3, minimum: 0, maximum: 10)
                    },
                    totals: statsTotals(
                        1_234_567, mean: 9.99, min: 0, max: 10, first: "2019-01-01T00:00:00+14:00",
                        last: "2026-12-31T23:59:59-12:00", loggedDays: 2_922, severeDays: 2_921),
                    lastWeek: statsTotals(700, mean: 9.96, min: 10, max: 10),
                    weekBefore: statsTotals(700, mean: 0.04, min: 0, max: 1)))
        }
        for report in reports {
            let lines = StatsPresenter.lines(for: report, width: width)
            #expect(lines.count > 5)
            for line in lines {
                #expect(DisplayText.width(line.plainText) <= width, "\(report.grouping) at \(width): \(line.plainText)")
            }
        }
    }

    @Test func theTrendShowsTheNewestPeriodsThatFit() {
        // 100 days, the first and last logged.
        let report = StatsReport(
            grouping: .day,
            groups: [
                StatsGroup(key: "2026-08-15", count: 1, mean: 0, minimum: 0, maximum: 0),
                StatsGroup(key: "2026-11-22", count: 1, mean: 10, minimum: 10, maximum: 10),
            ],
            totals: statsTotals(
                2, mean: 5, min: 0, max: 10, first: "2026-08-15T09:00:00+02:00", last: "2026-11-22T09:00:00+01:00",
                loggedDays: 2, severeDays: 1),
            lastWeek: Self.noEntries, weekBefore: Self.noEntries)
        let lines = Self.plain(StatsPresenter.lines(for: report, width: 50))
        #expect(lines.filter { $0.hasPrefix("2026-") }.count == 100)
        #expect(lines.last == "Trend  " + String(repeating: " ", count: 42) + "█")
        let wide = Self.plain(StatsPresenter.lines(for: report, width: 120))
        #expect(wide.last == "Trend  ▁" + String(repeating: " ", count: 98) + "█")
    }

    // MARK: - the summary

    @Test func theShareOfSevereDaysIsRounded() {
        let report = StatsReport(
            grouping: .week, groups: [StatsGroup(key: "2026-W47", count: 3, mean: 6, minimum: 3, maximum: 8)],
            totals: statsTotals(
                3, mean: 6, min: 3, max: 8, first: "2026-11-20T09:00:00+01:00", last: "2026-11-22T09:00:00+01:00",
                loggedDays: 3, severeDays: 2),
            lastWeek: Self.noEntries, weekBefore: Self.noEntries)
        #expect(
            Self.plain(StatsPresenter.lines(for: report, width: 100))[1]
                == "Mean 6.0 · severe pain (7–10) on 2 of 3 logged days (67%)")
    }

    @Test(arguments: [
        // (last 7 days, the 7 before, the line)
        (statsTotals(0), statsTotals(0), "Last 7 days: no entries"),
        (statsTotals(0), statsTotals(2, mean: 5, min: 4, max: 6), "Last 7 days: no entries"),
        (
            statsTotals(2, mean: 5, min: 4, max: 6), statsTotals(0),
            "Last 7 days: worst 6, least 4, average 5.0 — no entries the 7 days before"
        ),
        (
            statsTotals(2, mean: 5, min: 4, max: 6), statsTotals(3, mean: 4, min: 1, max: 8),
            "Last 7 days: worst 6, least 4, average 5.0 — 7 days before: worst 8, least 1, average 4.0 (+25%)"
        ),
        (
            statsTotals(1, mean: 5, min: 5, max: 5), statsTotals(1, mean: 8, min: 8, max: 8),
            "Last 7 days: worst 5, least 5, average 5.0 — 7 days before: worst 8, least 8, average 8.0 (-38%)"
        ),
        // No change in percent from nothing.
        (
            statsTotals(1, mean: 3, min: 3, max: 3), statsTotals(2, mean: 0, min: 0, max: 0),
            "Last 7 days: worst 3, least 3, average 3.0 — 7 days before: worst 0, least 0, average 0.0"
        ),
    ])
    func lastSevenDaysAgainstTheSevenBefore(last: StatsTotals, before: StatsTotals, line: String) {
        let report = StatsReport(
            grouping: .week, groups: [StatsGroup(key: "2026-W47", count: 1, mean: 5, minimum: 5, maximum: 5)],
            totals: statsTotals(
                1, mean: 5, min: 5, max: 5, first: "2026-11-22T09:00:00+01:00", last: "2026-11-22T09:00:00+01:00",
                loggedDays: 1),
            lastWeek: last, weekBefore: before)
        #expect(Self.plain(StatsPresenter.lines(for: report, width: 200))[2] == line)
    }

    @Test func thePeriodCountsEachEndsOwnLocalDay() {
        // 23:30 at -05:00 on 2026-01-31 is already February in UTC; the period is the entries' own days.
        let report = StatsReport(
            grouping: .month, groups: [StatsGroup(key: "2026-01", count: 2, mean: 5, minimum: 5, maximum: 5)],
            totals: statsTotals(
                2, mean: 5, min: 5, max: 5, first: "2026-01-01T00:30:00+02:00", last: "2026-01-31T23:30:00-05:00",
                loggedDays: 2),
            lastWeek: Self.noEntries, weekBefore: Self.noEntries)
        #expect(
            Self.plain(StatsPresenter.lines(for: report, width: 100))[0]
                == "2 entries from 2026-01-01 to 2026-01-31 (31 days)")
    }

    // MARK: - JSON

    private static let jsonReport = StatsReport(
        grouping: .week,
        groups: [
            StatsGroup(key: "2026-W40", count: 3, mean: 14.0 / 3.0, minimum: 3, maximum: 6),
            StatsGroup(key: "2026-W46", count: 1, mean: 8, minimum: 8, maximum: 8),
        ],
        totals: statsTotals(4, mean: 5.5, min: 3, max: 8), lastWeek: noEntries, weekBefore: noEntries)

    @Test func jsonIsTheContractsArrayExactly() {
        #expect(
            JSONOutput.text(StatsPresenter.json(Self.jsonReport)) == """
                [
                  {"group":"2026-W40","count":3,"mean":4.666666666666667,"min":3,"max":6},
                  {"group":"2026-W46","count":1,"mean":8.0,"min":8,"max":8}
                ]

                """)
    }

    @Test func jsonParsesWithTheMeanUnrounded() throws {
        let data = Data(JSONOutput.text(StatsPresenter.json(Self.jsonReport)).utf8)
        let array = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
        #expect(array.count == 2)
        #expect(array.map { Set($0.keys) } == Array(repeating: ["group", "count", "mean", "min", "max"], count: 2))
        #expect(array[0]["group"] as? String == "2026-W40")
        #expect((array[0]["count"] as? NSNumber)?.intValue == 3)
        #expect((array[0]["mean"] as? NSNumber)?.doubleValue == 14.0 / 3.0)
        #expect((array[0]["min"] as? NSNumber)?.intValue == 3)
        #expect((array[0]["max"] as? NSNumber)?.intValue == 6)
        #expect(array[1]["group"] as? String == "2026-W46")
        #expect((array[1]["mean"] as? NSNumber)?.doubleValue == 8)
    }

    @Test func jsonOfNoGroupsIsAnEmptyArray() throws {
        let report = StatsReport(
            grouping: .day, groups: [], totals: Self.noEntries, lastWeek: Self.noEntries, weekBefore: Self.noEntries)
        #expect(JSONOutput.text(StatsPresenter.json(report)) == "[]\n")
        let data = Data(JSONOutput.text(StatsPresenter.json(report)).utf8)
        #expect((try JSONSerialization.jsonObject(with: data) as? [Any])?.isEmpty == true)
    }

    @Test func jsonAreaNamesAreEscaped() throws {
        let names = ["say \"ouch\"", "back\\slash", "Kopf 🤕", "نصف", "x\u{2028}y"]
        let report = StatsReport(
            grouping: .area, groups: names.map { StatsGroup(key: $0, count: 1, mean: 0.1, minimum: 0, maximum: 1) },
            totals: statsTotals(5), lastWeek: Self.noEntries, weekBefore: Self.noEntries)
        let data = Data(JSONOutput.text(StatsPresenter.json(report)).utf8)
        let array = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
        #expect(array.compactMap { $0["group"] as? String } == names)
        #expect(array.compactMap { ($0["mean"] as? NSNumber)?.doubleValue } == Array(repeating: 0.1, count: 5))
    }
}
