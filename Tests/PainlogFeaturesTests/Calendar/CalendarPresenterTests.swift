import Foundation
import PainlogDomain
import PainlogFeatures
import Testing

/// `CalendarPresenter` as a pure function: the grid of a hand-made calendar, its marks and their
/// colours, its layout at 80 and 120 columns, and its JSON.
@Suite struct CalendarPresenterTests {
    private static func date(_ text: String) -> LocalDate {
        guard let date = LocalDate(isoString: text) else { fatalError("bad test date \(text)") }
        return date
    }

    /// February 2027 (starts on a Monday, 28 days) up to the 10th: a 7 with a triptan on the 1st, a
    /// logged day without pain on the 2nd, a dose without any entry of the filters on the 3rd, a 10 on
    /// the 4th.
    private static func february(lastDay: String = "2027-02-10") -> CalendarMonth {
        let last = date(lastDay)
        var days: [CalendarDay] = []
        var day = date("2027-02-01")
        while day <= last {
            switch day.day {
            case 1:
                days.append(
                    CalendarDay(
                        date: day, worst: 7, entries: 2, medications: ["sumatriptan"], acuteClasses: [.triptan]))
            case 2: days.append(CalendarDay(date: day, worst: 0, entries: 1, medications: [], acuteClasses: []))
            case 3:
                days.append(
                    CalendarDay(
                        date: day, worst: nil, entries: 0, medications: ["ibuprofen"], acuteClasses: [.simpleAnalgesic])
                )
            case 4: days.append(CalendarDay(date: day, worst: 10, entries: 1, medications: [], acuteClasses: []))
            default: days.append(CalendarDay(date: day, worst: nil, entries: 0, medications: [], acuteClasses: []))
            }
            day = day.adding(days: 1)
        }
        return CalendarMonth(
            first: date("2027-02-01"), daysInMonth: 28, days: days,
            counts: DayCounts(
                loggedDays: 3, painDays: 2, moderateDays: 2, severeDays: 2, acuteMedicationDays: 2,
                medicationDays: [.triptan: 1, .simpleAnalgesic: 1]))
    }

    private static let calendar = HeadacheCalendar(
        months: [february()], lastDay: date("2027-02-10"), isFiltered: false)

    @Test func aMonthsGridAndCounts() {
        #expect(
            CalendarPresenter.lines(for: Self.calendar, width: 80).map(\.plainText) == [
                "February 2027",
                " Mo  Tu  We  Th  Fr  Sa  Su",
                "  1   2   3   4   5   6   7",
                " 7*   ·   *  10",
                "  8   9  10  11  12  13  14",
                "",
                " 15  16  17  18  19  20  21",
                "",
                " 22  23  24  25  26  27  28",
                "",
                "",
                "Logged days               3",
                "Pain days                 2",
                "Moderate days (4–10)      2",
                "Severe days (7–10)        2",
                "Acute-medication days     2",
                "  simple analgesic/NSAID  1",
                "  triptan                 1",
                "",
                "Each day: its worst pain 0–10, · logged without pain, * acute medication taken.",
                "Acute-medication days count every dose taken, whatever the filters.",
            ])
    }

    @Test func theMarksTakeTheColoursOfListAndReadWithoutThem() {
        let lines = CalendarPresenter.lines(for: Self.calendar, width: 80)
        #expect(
            lines[3].spans == [
                StyledSpan(" "), StyledSpan("7", .severe), StyledSpan("*", .bold), StyledSpan(" "), StyledSpan("  "),
                StyledSpan("·", .dim), StyledSpan(" "), StyledSpan("  "), StyledSpan("*", .bold), StyledSpan(" "),
                StyledSpan(" "), StyledSpan("10", .severe),
            ])
        #expect(lines[0].spans == [StyledSpan("February 2027", .bold)])
        #expect(lines[2].spans.allSatisfy { $0.style == .dim || $0.text.allSatisfy { $0 == " " } })
        let worsts = [1, 3, 4, 6, 7]
        let days = worsts.enumerated().map { index, worst in
            CalendarDay(
                date: Self.date("2027-02-01").adding(days: index), worst: worst, entries: 1, medications: [],
                acuteClasses: [])
        }
        let month = CalendarMonth(first: Self.date("2027-02-01"), daysInMonth: 28, days: days, counts: .none)
        let marks = CalendarPresenter.lines(
            for: HeadacheCalendar(months: [month], lastDay: Self.date("2027-02-05"), isFiltered: false), width: 80)[3]
        #expect(
            marks.spans.filter { $0.style != .plain }
                == zip(worsts, [TextStyle.mild, .mild, .moderate, .moderate, .severe]).map {
                    StyledSpan(String($0), $1)
                })
    }

    @Test func threeMonthsStackIn80ColumnsAndStandSideBySideIn120() throws {
        let january = CalendarMonth(
            first: Self.date("2027-01-01"), daysInMonth: 31,
            days: (0..<31).map {
                CalendarDay(
                    date: Self.date("2027-01-01").adding(days: $0), worst: nil, entries: 0, medications: [],
                    acuteClasses: [])
            }, counts: .none)
        let december = CalendarMonth(
            first: Self.date("2026-12-01"), daysInMonth: 31,
            days: (0..<31).map {
                CalendarDay(
                    date: Self.date("2026-12-01").adding(days: $0), worst: $0 == 30 ? 5 : nil,
                    entries: $0 == 30 ? 1 : 0,
                    medications: [], acuteClasses: [])
            }, counts: .none)
        let calendar = HeadacheCalendar(
            months: [december, january, Self.february()], lastDay: Self.date("2027-02-10"), isFiltered: true)
        let narrow = CalendarPresenter.lines(for: calendar, width: 80).map(\.plainText)
        #expect(
            narrow.filter { $0.hasSuffix(" 2026") || $0.hasSuffix(" 2027") } == [
                "December 2026", "January 2027", "February 2027",
            ])
        #expect(narrow.allSatisfy { DisplayText.width($0) <= 80 })
        let wide = CalendarPresenter.lines(for: calendar, width: 120).map(\.plainText)
        #expect(wide.first == "December 2026                  January 2027                   February 2027")
        #expect(wide[1] == " Mo  Tu  We  Th  Fr  Sa  Su     Mo  Tu  We  Th  Fr  Sa  Su     Mo  Tu  We  Th  Fr  Sa  Su")
        #expect(wide.allSatisfy { DisplayText.width($0) <= 120 && !$0.hasSuffix(" ") })
        // The counts of the three months start on one line.
        let counts = try #require(wide.firstIndex { $0.hasPrefix("Logged days") })
        #expect(wide[counts].components(separatedBy: "Logged days").count == 4)
        // A filtered calendar says that the filters choose only the pain.
        #expect(
            wide.last
                == "The filters choose the pain; acute-medication days count every dose taken, whatever the filters.")
        // Narrower than three months, they stack; nothing is wider than the terminal.
        for width in [40, 60, 88] {
            let lines = CalendarPresenter.lines(for: calendar, width: width).map(\.plainText)
            #expect(lines.filter { $0.hasPrefix("Logged days") }.count == 3)
            #expect(lines.allSatisfy { DisplayText.width($0) <= max(width, 27) }, "\(width)")
        }
    }

    @Test func monthsSideBySideKeepTheirColoursToTheirOwnText() {
        let calendar = HeadacheCalendar(
            months: [Self.february(), Self.february(), Self.february()], lastDay: Self.date("2027-02-10"),
            isFiltered: false)
        let lines = CalendarPresenter.lines(for: calendar, width: 120)
        // `TextColumns` pads each month in a plain span of its own: no colour runs into the gap.
        for line in lines {
            for span in line.spans where span.style != .plain && span.style != .dim {
                #expect(!span.text.hasSuffix(" ") && !span.text.hasPrefix(" "), "\(line)")
            }
        }
        #expect(
            lines[0].spans.map(\.text) == ["February 2027", String(repeating: " ", count: 18)] + [
                "February 2027", String(repeating: " ", count: 18), "February 2027",
            ])
        // The counts are one plain span each, their numbers at the grid's right edge.
        let counts = lines.filter { $0.plainText.hasPrefix("Logged days") }
        #expect(counts.count == 1)
        #expect(counts[0].plainText.hasPrefix("Logged days               3    Logged days"))
    }

    @Test func theContractsJSON() throws {
        let calendar = HeadacheCalendar(
            months: [Self.february(lastDay: "2027-02-03")], lastDay: Self.date("2027-02-03"), isFiltered: false)
        #expect(
            JSONOutput.text(CalendarPresenter.json(calendar)) == """
                {"months":[{"month":"2027-02","days_in_month":28,"logged_days":3,"pain_days":2,"moderate_days":2,\
                "severe_days":2,"acute_medication_days":2,"medication_days":{"simple_analgesic":1,"triptan":1,\
                "ergot":0,"opioid":0,"combination_analgesic":0,"gepant":0,"ditan":0},"days":[{"date":"2027-02-01","worst":7,"entries":2,\
                "medications":["sumatriptan"]},{"date":"2027-02-02","worst":0,"entries":1,"medications":[]},\
                {"date":"2027-02-03","worst":null,"entries":0,"medications":["ibuprofen"]}]}]}

                """)
        _ = try JSONSerialization.jsonObject(with: Data(JSONOutput.text(CalendarPresenter.json(calendar)).utf8))
    }
}
