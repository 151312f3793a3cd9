import PainlogDomain
import PainlogFeatures
import Testing

/// What `painlog` alone prints, as a pure function of the dashboard.
@Suite struct DashboardPresenterTests {
    private static func time(_ text: String) -> Timestamp {
        guard let time = Timestamp(iso8601: text) else { fatalError("bad test time \(text)") }
        return time
    }

    private static func entry(_ id: Int64, _ intensity: Int, at text: String) -> Entry {
        guard let value = Intensity(intensity) else { fatalError("bad test intensity") }
        let time = Self.time(text)
        return Entry(
            id: id, uid: "00000000-0000-4000-8000-\(String(repeating: "0", count: 12 - String(id).count))\(id)",
            occurredAt: time, intensity: value, areas: [], tags: [], medications: [], note: "", createdAt: time,
            updatedAt: time)
    }

    private static func week(_ means: [Double?]) -> [(date: LocalDate, mean: Double?)] {
        means.enumerated().map { index, mean in
            guard let date = LocalDate(year: 2026, month: 11, day: 16 + index) else { fatalError("bad test date") }
            return (date, mean)
        }
    }

    private static func totals(_ count: Int, mean: Double?, min: Int?, max: Int?) -> StatsTotals {
        StatsTotals(
            count: count, mean: mean, minimum: min, maximum: max, first: nil, last: nil, loggedDays: 0, severeDays: 0)
    }

    private static let dashboard = Dashboard(
        today: [entry(1, 6, at: "2026-11-22T08:30:00+01:00"), entry(2, 4, at: "2026-11-22T09:45:00+01:00")],
        lastSevenDays: week([2, nil, nil, nil, nil, 8, 5]),
        lastSevenDaysTotals: totals(4, mean: 5, min: 2, max: 8),
        topArea: NameUsage(name: "head", entryCount: 27, lastLogged: time("2026-11-22T09:45:00+01:00")),
        isEmpty: false)

    @Test func anEmptyDiaryIsATwoLineHint() {
        let empty = Dashboard(
            today: [], lastSevenDays: Self.week(Array(repeating: nil, count: 7)),
            lastSevenDaysTotals: Self.totals(0, mean: nil, min: nil, max: nil), topArea: nil, isEmpty: true)
        #expect(
            DashboardPresenter.lines(for: empty, width: 100, hints: HintMarkers.text).map(\.plainText) == [
                "Your pain diary is empty.", "Log how much it hurts now, 0–10:", "  <logFirstEntry>",
            ])
    }

    @Test func noDiaryIsWhereItWouldBeAndHowToStart() {
        #expect(
            DashboardPresenter.noDiaryLines(
                path: "/home/jo/.local/share/painlog/painlog.sqlite", width: 30, hints: HintMarkers.text
            )
            .map(\.plainText) == [
                "No pain diary yet at", "/home/jo/.local/share/painlog/", "painlog.sqlite.",
                "Start it by logging how much it hurts now, 0–10:", "  <logFirstEntry>",
            ])
    }

    /// A line wider than the terminal goes on under its label, broken between words, never cut.
    @Test func aLongLineIsWrappedUnderItsLabelKeepingItsStyles() {
        let line = StyledLine([
            StyledSpan("Medication   ", .bold),
            StyledSpan("Overuse: simple analgesics/NSAIDs on 17 of the last 30 days", .severe),
        ])
        let wrapped = line.wrapped(to: 40, indent: 13)
        #expect(
            wrapped.map(\.plainText) == [
                "Medication   Overuse: simple", "             analgesics/NSAIDs on 17 of",
                "             the last 30 days",
            ])
        #expect(wrapped.allSatisfy { DisplayText.width($0.plainText) <= 40 })
        #expect(wrapped[1].spans.dropFirst().allSatisfy { $0.style == .severe })
        #expect(StyledLine("short").wrapped(to: 40, indent: 13) == [StyledLine("short")])
    }

    @Test func todayTheWeekAndTheMostFrequentArea() {
        let lines = DashboardPresenter.lines(for: Self.dashboard, width: 80, hints: HintMarkers.text)
        #expect(
            lines.map(\.plainText) == [
                "Today        6/10 at 08:30, 4/10 at 09:45",
                "Last 7 days  ▂    ▇▅  mean 5.0, worst 8",
                "Most often   head (27 entries)",
            ])
        // Intensities take their colour; labels are bold.
        #expect(lines[0].spans.map(\.style) == [.bold, .moderate, .plain, .plain, .moderate, .plain])
        #expect(lines[1].spans.first?.style == .bold)
    }

    @Test func thisMonthsPainDaysAndAcuteMedicationDaysSoFar() {
        func line(pain: Int, acute: Int) -> String? {
            let dashboard = Dashboard(
                today: [], lastSevenDays: Self.week(Array(repeating: nil, count: 7)),
                lastSevenDaysTotals: Self.totals(0, mean: nil, min: nil, max: nil), topArea: nil, isEmpty: false,
                thisMonth: DayCounts(
                    loggedDays: pain + 1, painDays: pain, moderateDays: 0, severeDays: 0, acuteMedicationDays: acute,
                    medicationDays: [.triptan: acute]))
            let lines = DashboardPresenter.lines(for: dashboard, width: 80, hints: HintMarkers.text)
            #expect(lines.count == 3 && lines[2].spans.first == StyledSpan("This month   ", .bold))
            return lines.last?.plainText
        }
        #expect(line(pain: 12, acute: 9) == "This month   12 pain days, 9 acute-medication days so far")
        #expect(line(pain: 1, acute: 1) == "This month   1 pain day, 1 acute-medication day so far")
        #expect(line(pain: 0, acute: 0) == "This month   0 pain days, 0 acute-medication days so far")
    }

    @Test func nothingTodayNothingThisWeekOneEntryInAnArea() {
        let quiet = Dashboard(
            today: [], lastSevenDays: Self.week(Array(repeating: nil, count: 7)),
            lastSevenDaysTotals: Self.totals(0, mean: nil, min: nil, max: nil),
            topArea: NameUsage(name: "knee", entryCount: 1, lastLogged: Self.time("2026-01-02T08:00:00+01:00")),
            isEmpty: false)
        #expect(
            DashboardPresenter.lines(for: quiet, width: 80, hints: HintMarkers.text).map(\.plainText) == [
                "Today        nothing logged yet",
                "Last 7 days           no entries",
                "Most often   knee (1 entry)",
            ])
    }

    @Test func noAreaNoLine() {
        let noArea = Dashboard(
            today: [Self.entry(1, 10, at: "2026-11-22T00:05:00+01:00")],
            lastSevenDays: Self.week([nil, nil, nil, nil, nil, nil, 10]),
            lastSevenDaysTotals: Self.totals(1, mean: 10, min: 10, max: 10), topArea: nil, isEmpty: false)
        let lines = DashboardPresenter.lines(for: noArea, width: 80, hints: HintMarkers.text)
        #expect(lines.map(\.plainText) == ["Today        10/10 at 00:05", "Last 7 days        █  mean 10.0, worst 10"])
        #expect(lines[0].spans[1].style == .severe)
    }

    @Test func todayShowsTheLatestEight() {
        let many = (0..<10).map { Self.entry(Int64($0 + 1), $0, at: "2026-11-22T0\($0):15:00+01:00") }
        let dashboard = Dashboard(
            today: many, lastSevenDays: Self.week([nil, nil, nil, nil, nil, nil, 4.5]),
            lastSevenDaysTotals: Self.totals(10, mean: 4.5, min: 0, max: 9), topArea: nil, isEmpty: false)
        #expect(
            DashboardPresenter.lines(for: dashboard, width: 200, hints: HintMarkers.text).first?.plainText
                == "Today        2/10 at 02:15, 3/10 at 03:15, 4/10 at 04:15, 5/10 at 05:15, 6/10 at 06:15, 7/10 at 07:15, "
                + "8/10 at 08:15, 9/10 at 09:15")
    }

    @Test func aNarrowTerminalWrapsLinesUnderTheirLabels() {
        #expect(
            DashboardPresenter.lines(for: Self.dashboard, width: 30, hints: HintMarkers.text).map(\.plainText) == [
                "Today        6/10 at 08:30,", "             4/10 at 09:45", "Last 7 days  ▂    ▇▅  mean",
                "             5.0, worst 8", "Most often   head (27 entries)",
            ])
    }

    @Test(arguments: [120, 80, 50, 30, 20])
    func noLineIsWiderThanTheWidth(width: Int) {
        let many = (0..<10).map { Self.entry(Int64($0 + 1), 10, at: "2026-11-22T0\($0):15:00+01:00") }
        let dashboard = Dashboard(
            today: many, lastSevenDays: Self.week([10, 10, 10, 10, 10, 10, 10]),
            lastSevenDaysTotals: Self.totals(10, mean: 10, min: 10, max: 10),
            topArea: NameUsage(
                name: String(repeating: "肩", count: 64), entryCount: 123_456,
                lastLogged: Self.time("2026-11-22T09:15:00+01:00")),
            isEmpty: false)
        for line in DashboardPresenter.lines(for: dashboard, width: width, hints: HintMarkers.text) {
            #expect(DisplayText.width(line.plainText) <= width, "\(line.plainText)")
        }
    }
}
