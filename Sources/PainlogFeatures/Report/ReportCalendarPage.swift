import PainlogDomain

/// The report's calendar page: the month grids of `painlog calendar` for the report's months (three
/// to a printed page), each day marked with its worst pain and acute medication, and the monthly
/// table of days, each row saying which days it covers.
///
/// The days come from `CalendarInteractor`, counted as `DayDefinitions` says; overuse is not judged
/// here (calendar months are not ICHD-3's 30-day blocks: page one's medication table flags it).
enum ReportCalendarPage {
    static let monthNames = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
        "November", "December",
    ]

    static func page(_ calendar: HeadacheCalendar, firstDay: LocalDate, lastDay: LocalDate, span: String)
        -> ReportViewModel.CalendarPage
    {
        let months = calendar.months.map { month -> ReportViewModel.MonthGrid in
            let byDay = Dictionary(month.days.map { ($0.date.day, $0) }, uniquingKeysWith: { a, _ in a })
            var weeks: [[ReportViewModel.CalendarCell?]] = []
            var week: [ReportViewModel.CalendarCell?] = Array(repeating: nil, count: month.first.isoWeekday - 1)
            for number in 1...month.daysInMonth {
                let date = month.first.adding(days: number - 1)
                let day = byDay[number]
                let worst = day?.worst
                week.append(
                    ReportViewModel.CalendarCell(
                        day: number, worst: worst.map(String.init) ?? "",
                        level: worst.map { level(worst: $0) } ?? 0,
                        acute: !(day?.acuteClasses.isEmpty ?? true),
                        inPeriod: date >= firstDay && date <= lastDay))
                if week.count == 7 {
                    weeks.append(week)
                    week = []
                }
            }
            if !week.isEmpty { weeks.append(week + Array(repeating: nil, count: 7 - week.count)) }
            return ReportViewModel.MonthGrid(
                title: monthNames[month.first.month - 1] + " " + String(month.first.year), weeks: weeks)
        }
        // Gepants and ditans (0.4) get their columns only in a period that used them: an A4 page holds
        // 12 columns, and with 14 its last two (ditan, All acute) fall off the printed page.
        let classes = MedicationClass.acute.filter { kind in
            !Self.shownWhenUsed.contains(kind)
                || calendar.months.contains { ($0.counts.medicationDays[kind] ?? 0) > 0 }
        }
        let rows = calendar.months.map { month -> [String] in
            let counts = month.counts
            let last = month.days.last?.date ?? month.first
            return [
                month.key, "\(month.first.isoString) to \(last.isoString)", String(counts.loggedDays),
                String(counts.painDays), String(counts.moderateDays), String(counts.severeDays),
            ]
                + classes.map { String(counts.medicationDays[$0] ?? 0) }
                + [String(counts.acuteMedicationDays)]
        }
        let table = ReportViewModel.Table(
            title: "Days by month",
            header: ["Month", "Days it covers", "Logged", "Pain", "Moderate (4–10)", "Severe (7–10)"]
                + classes.map(\.shortName) + ["All acute"],
            numeric: Set(2..<(7 + classes.count)), rows: rows, flagged: [], empty: "No days.",
            notes: [
                "Days of each kind; the classes and All acute are acute-medication days. A pain day has an entry "
                    + "above 0; moderate and severe days a worst of 4 and 7 or more; an entry with an end counts on "
                    + "every day it touched. Acute-medication days count every dose taken, "
                    + "whatever the filters. Medication overuse is judged over 30-day blocks, not calendar months: "
                    + "see Medications on page 1."
            ])
        return ReportViewModel.CalendarPage(
            title: "Headache calendar, " + span, months: months, table: table,
            legend: "Each day: its worst pain 0–10 (shaded from moderate, dark from severe), a dot under it "
                + "when acute medication was taken; greyed days lie outside the report's period.")
    }

    /// The acute classes whose column the table shows only when a month has a day of them.
    static let shownWhenUsed: Set<MedicationClass> = [.gepant, .ditan]

    /// 0 without pain, 1 pain, 2 moderate, 3 severe (`DayDefinitions`).
    static func level(worst: Int) -> Int {
        DayDefinitions.isSevereDay(worst: worst)
            ? 3 : DayDefinitions.isModerateDay(worst: worst) ? 2 : DayDefinitions.isPainDay(worst: worst) ? 1 : 0
    }
}
