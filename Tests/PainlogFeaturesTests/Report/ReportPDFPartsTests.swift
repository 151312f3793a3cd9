import PainlogDomain
import Testing

@testable import PainlogFeatures

/// The report's parts for print, as pure functions: the paper of a locale, the format of a file
/// name, the patient line's rules, CSS strings, the areas that get a section, a repeated hour's
/// offset, and the page furniture in the style sheet.
@Suite struct ReportPDFPartsTests {
    @Test(arguments: [
        ([:], ReportPaper.a4), (["LANG": "C.UTF-8"], .a4), (["LANG": "en_US.UTF-8"], .letter),
        (["LANG": "en_GB.UTF-8"], .a4), (["LANG": "fr_CA.UTF-8@euro"], .letter), (["LANG": "es_MX"], .letter),
        (["LANG": "en_US.UTF-8", "LC_PAPER": "de_DE.UTF-8"], .a4), (["LC_PAPER": "", "LANG": "en_PH.UTF-8"], .letter),
        (["LC_ALL": "de_DE.UTF-8", "LC_PAPER": "en_US.UTF-8"], .a4), (["LANG": "POSIX"], .a4),
    ])
    func thePaperOfALocale(variables: [String: String], paper: ReportPaper) {
        #expect(ReportPaper.ofLocale(variables) == paper)
    }

    @Test func theFormatComesFromTheOptionElseTheFileName() {
        #expect(ReportFormat.chosen(nil, output: nil) == .html)
        #expect(ReportFormat.chosen(nil, output: "a.PDF") == .pdf)
        #expect(ReportFormat.chosen(nil, output: "-") == .html)
        #expect(ReportFormat.chosen(.pdf, output: "-") == .pdf)
        #expect(ReportFormat.chosen(.html, output: "x.pdf") == .html)
    }

    @Test func thePatientLine() throws {
        #expect(try PatientLine("  Jane Example, born 1970-01-01 ").text == "Jane Example, born 1970-01-01")
        #expect(try PatientLine(String(repeating: "é", count: 200)).text.unicodeScalars.count == 200)
        for bad in [
            String(repeating: "x", count: 201), "Jane\nExample", "Jane\tExample", "a\u{7F}", "a\u{2028}b", "a\u{202E}b",
        ] {
            #expect(throws: PainlogError.self) { try PatientLine(bad) }
            do {
                _ = try PatientLine(bad)
            } catch {
                #expect(error.kind == .usage && error.fields == [.patient])
            }
        }
    }

    @Test func aCSSStringCannotEndItselfTheRuleOrTheStyleElement() {
        #expect(CSSText.string("Jane Doe 1") == "\"Jane Doe 1\"")
        #expect(CSSText.string("a, b") == "\"a\\00002C  b\"")
        let hostile = CSSText.string("\"}</style><script>\\ é")
        #expect(!hostile.dropFirst().dropLast().contains("\""))
        #expect(!hostile.contains("<") && !hostile.contains("}") && !hostile.contains("\\\\"))
        #expect(hostile.contains("\\0000E9 "))
    }

    @Test func theAreasThatGetASection() {
        func group(_ key: String, _ count: Int) -> StatsGroup {
            StatsGroup(key: key, count: count, mean: 3, minimum: 1, maximum: 5)
        }
        let groups = [group("back", 5), group("head", 9), group("neck", 5), group("knee", 1)]
        #expect(ReportAreaSection.areas(of: groups, requested: []) == ["head", "back", "neck"])
        #expect(ReportAreaSection.areas(of: [group("head", 9)], requested: []) == [])
        #expect(ReportAreaSection.areas(of: groups, requested: ["head"]) == [])
        #expect(ReportAreaSection.areas(of: groups, requested: ["KNEE", "head"]) == ["head", "knee"])
        #expect(ReportAreaSection.areas(of: [group("head", 9)], requested: ["head", "back"]) == ["head"])
    }

    @Test func aTimeTheClocksShowedTwiceCarriesItsOffset() {
        // Berlin's clocks went back from 03:00 to 02:00 on 2026-10-25: 02:30 came twice.
        let first = sampleEntry(at: Timestamp(iso8601: "2026-10-25T02:30:00+02:00")!)
        let second = sampleEntry(at: Timestamp(iso8601: "2026-10-25T02:30:00+01:00")!)
        let plain = sampleEntry(at: Timestamp(iso8601: "2026-10-25T03:30:00+01:00")!)
        #expect(
            ReportPresenter.entryRow(first, redacted: false, zone: berlinZone).when == "Sun 2026-10-25 02:30 +02:00")
        #expect(
            ReportPresenter.entryRow(second, redacted: false, zone: berlinZone).when == "Sun 2026-10-25 02:30 +01:00")
        #expect(ReportPresenter.entryRow(plain, redacted: false, zone: berlinZone).when == "Sun 2026-10-25 03:30")
    }

    @Test func everyPageCarriesThePatientThePeriodAndItsNumberNeverTheTitle() {
        let summary = ReportPresenterTests.summary()
        let model = ReportPresenter.viewModel(
            summary, redacted: false, paper: .letter, patient: try? PatientLine("Jane <Example>"))
        let html = ReportHTML.opening(model)
        #expect(html.contains("@page { size: letter;"))
        #expect(html.contains("@top-left { content: \"Jane \\00003C Example\\00003E \";"))
        #expect(html.contains("@top-right { content: \"Pain diary report\\00002C  2026\\00002D 11\\00002D 02"))
        #expect(html.contains("@bottom-right { content: \"page \" counter(page) \" of \" counter(pages);"))
        #expect(html.contains("<p class=\"patient\">Jane &lt;Example&gt;</p>"))
        #expect(html.contains("<title>Pain diary report, 2026-11-02 to 2026-11-04 (3 days)</title>"))
        #expect(!html.contains("display: grid"), "WeasyPrint 57 has no CSS grid")
        // The HTML without --paper leaves the size to the printer, and has no patient line.
        let plain = ReportHTML.opening(ReportPresenter.viewModel(summary, redacted: false))
        #expect(plain.contains("@page { margin:") && !plain.contains("@top-left") && !plain.contains("patient\">"))
    }

    @Test func theLatestEntriesTitleAndTheLineForTheRest() {
        let summary = ReportPresenterTests.summary()
        #expect(
            ReportPresenter.latestEntriesTitle(summary, shown: 2000, total: 12_345)
                == "The latest 2,000 of 12,345 entries, 2026-11-02 to 2026-11-04, oldest first")
        #expect(
            ReportPresenter.omittedEntriesNote(omitted: 1, exportCommand: "painlog export")
                == "1 earlier entry of this period is not listed here; painlog export exports every entry of the period."
        )
    }
}

/// The calendar page from a hand-built calendar: Monday first, each day's level and acute mark,
/// the days outside the period greyed, and a row per month saying which days it covers.
@Suite struct ReportCalendarPageTests {
    @Test func theGridsAndTheMonthlyTable() {
        let first = LocalDate(year: 2026, month: 11, day: 1)!
        let days = (1...3).map { day in
            CalendarDay(
                date: first.adding(days: day - 1), worst: [nil, 7, 3][day - 1], entries: day == 1 ? 0 : 1,
                medications: day == 2 ? ["sumatriptan"] : [], acuteClasses: day == 2 ? [.triptan] : [])
        }
        let counts = DayCounts(
            loggedDays: 2, painDays: 2, moderateDays: 1, severeDays: 1, acuteMedicationDays: 1,
            medicationDays: [.triptan: 1])
        let calendar = HeadacheCalendar(
            months: [CalendarMonth(first: first, daysInMonth: 30, days: days, counts: counts)],
            lastDay: first.adding(days: 2), isFiltered: false)
        let page = ReportCalendarPage.page(
            calendar, firstDay: first.adding(days: 1), lastDay: first.adding(days: 2), span: "2026-11-02 to 2026-11-03")
        #expect(page.title == "Headache calendar, 2026-11-02 to 2026-11-03")
        let grid = page.months[0]
        #expect(grid.title == "November 2026")
        // 2026-11-01 is a Sunday: six empty cells before it.
        #expect(grid.weeks[0].prefix(6).allSatisfy { $0 == nil })
        #expect(
            grid.weeks[0][6] == ReportViewModel.CalendarCell(day: 1, worst: "", level: 0, acute: false, inPeriod: false)
        )
        #expect(
            grid.weeks[1][0] == ReportViewModel.CalendarCell(day: 2, worst: "7", level: 3, acute: true, inPeriod: true))
        #expect(
            grid.weeks[1][1] == ReportViewModel.CalendarCell(day: 3, worst: "3", level: 1, acute: false, inPeriod: true)
        )
        #expect(grid.weeks.count == 6 && grid.weeks.allSatisfy { $0.count == 7 })
        #expect(
            page.table.rows == [
                ["2026-11", "2026-11-01 to 2026-11-03", "2", "2", "1", "1", "0", "1", "0", "0", "0", "1"]
            ])
        // Without a gepant or ditan day, their columns are left out (12 columns fit an A4 page).
        #expect(!page.table.header.contains("gepant") && !page.table.header.contains("ditan"))
        let html = ReportHTML.calendar(page)
        #expect(
            html.contains(
                "<td class=\"l3\"><span class=\"n\">2</span><span class=\"w\">7</span><span class=\"a\">●</span></td>"))
        #expect(html.contains("<td class=\"l0 out\"><span class=\"n\">1</span>"))
    }

    @Test func aPeriodWithAGepantDayShowsTheGepantColumnOnly() {
        let first = LocalDate(year: 2026, month: 11, day: 1)!
        let days = [
            CalendarDay(
                date: first, worst: 6, entries: 1, medications: ["ubrogepant"], acuteClasses: [.gepant])
        ]
        let counts = DayCounts(
            loggedDays: 1, painDays: 1, moderateDays: 1, severeDays: 0, acuteMedicationDays: 1,
            medicationDays: [.gepant: 1])
        let calendar = HeadacheCalendar(
            months: [CalendarMonth(first: first, daysInMonth: 30, days: days, counts: counts)],
            lastDay: first, isFiltered: false)
        let page = ReportCalendarPage.page(calendar, firstDay: first, lastDay: first, span: "2026-11-01")

        #expect(page.table.header.suffix(3) == ["combination", "gepant", "All acute"])
        #expect(page.table.rows.first?.suffix(2) == ["1", "1"])
    }
}
