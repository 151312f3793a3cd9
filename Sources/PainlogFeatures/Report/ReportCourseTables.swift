import PainlogDomain

/// The report's section on preventive courses: each course active in the period with its review,
/// in the words and figures of `painlog review` (`PreventiveReviewPresenter`; nothing is judged here).
enum ReportCourseTables {
    /// The section's heading.
    static let title = "Preventive courses"

    /// One course's block: its heading, its windows' counts, then the summary, the criteria, the notes
    /// and whose decision it is.
    static func block(_ reviewed: CourseReview) -> ReportViewModel.CourseBlock {
        let review = reviewed.review
        let course = reviewed.course
        var title = ReportPresenter.name(course.name)
        if let condition = reviewed.condition { title += " (" + ReportPresenter.name(condition) + ")" }
        title += ", started " + course.start.local.date.isoString
        if let stop = course.stop { title += ", stopped " + stop.local.date.isoString }
        if let dose = course.currentDose { title += ", " + DisplayText.sanitized(dose, singleLine: true) }
        let measure = review.measure
        var rows = [row("Baseline", review.baseline, measure: measure, mean: false)]
        for (offset, block) in review.blocks.enumerated() {
            rows.append(
                row("Block \(offset + 1)" + (block.isComplete ? "" : " (so far)"), block, measure: measure, mean: false)
            )
        }
        if let judged = review.judged {
            let range = review.judgedBlocks
            rows.append(
                row("Mean of blocks \(range.lowerBound)–\(range.upperBound)", judged, measure: measure, mean: true))
        }
        let compared = measure == .migraineDays ? "Migraine days per 30" : "Headache days per 30"
        let table = ReportViewModel.Table(
            title: "Review",
            header: [
                "Window", "From", "To", "Days", "Headache", "Migraine", "Moderate", "Acute",
                "Logged", compared,
            ],
            numeric: Set(3..<10), rows: rows, flagged: [], empty: "No windows.",
            notes: [
                "Days in each window: headache and migraine days, moderate days (4 or more), acute-medication days and "
                    + "days with any entry; the last column is the compared count × 30 / days in the window, as "
                    + "painlog review counts them."
            ])
        let lines =
            [PreventiveReviewPresenter.summary(review)] + PreventiveReviewPresenter.criterionLines(review)
            + PreventiveReviewPresenter.noteLines(review).map { "Note: " + $0 } + [PreventiveReviewPresenter.decision]
        return ReportViewModel.CourseBlock(title: title, table: table, lines: lines)
    }

    private static func row(_ name: String, _ window: ReviewWindow, measure: ReviewMeasure, mean: Bool) -> [String] {
        func count(_ value: Double) -> String {
            mean ? PreventiveReviewPresenter.oneDecimal(value) : String(Int(value))
        }
        let counts = window.counts
        return [
            name, window.start.isoString, window.end.isoString, String(window.days), count(counts.headacheDays),
            count(counts.migraineDays), count(counts.moderateDays), count(counts.acuteMedicationDays),
            count(counts.loggedDays), PreventiveReviewPresenter.oneDecimal(window.per30Days.value(of: measure)),
        ]
    }
}
