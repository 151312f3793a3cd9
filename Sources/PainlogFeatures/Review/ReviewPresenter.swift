import PainlogDomain

/// What `painlog review` prints as a table: its windows' counts, the summary, both criteria with
/// their sources, the notes and whose decision it is (the words are `PreventiveReviewPresenter`'s,
/// which the JSON and the report use too).
public enum ReviewPresenter {
    /// The review of one course.
    public static func lines(for reviewed: CourseReview) -> [StyledLine] {
        let review = reviewed.review
        let course = reviewed.course
        var title = "Review of \(shown(course.name))"
        if let condition = reviewed.condition { title += " (\(shown(condition)))" }
        title += ", started \(course.start.local.date.isoString)"
        if let stop = course.stop { title += ", stopped \(stop.local.date.isoString)" }
        var lines = [StyledLine(title, .bold), StyledLine("")]

        let measure = review.measure
        var rows = [row("baseline", review.baseline, measure: measure, mean: false)]
        for (offset, block) in review.blocks.enumerated() {
            let name = "block \(offset + 1)" + (block.isComplete ? "" : " (so far)")
            rows.append(row(name, block, measure: measure, mean: false))
        }
        if let judged = review.judged {
            let range = review.judgedBlocks
            rows.append(row("mean \(range.lowerBound)-\(range.upperBound)", judged, measure: measure, mean: true))
        }
        let perMeasure = measure == .migraineDays ? "MIGR/30" : "HEAD/30"
        lines += TextColumns.styledLines(
            header: ["WINDOW", "FROM", "TO", "DAYS", "HEAD", "MIGR", "MOD", "ACUTE", "LOGGED", perMeasure],
            rows: rows, rightAligned: [3, 4, 5, 6, 7, 8, 9])
        lines.append(
            StyledLine(
                "HEAD headache days, MIGR migraine days, MOD days at 4 or more, ACUTE acute-medication days, LOGGED "
                    + "days with an entry; \(perMeasure) the compared count per 30 days.", .dim))
        lines.append(StyledLine(""))
        lines.append(StyledLine(PreventiveReviewPresenter.summary(review)))
        lines += PreventiveReviewPresenter.criterionLines(review).map { StyledLine($0) }
        let notes = PreventiveReviewPresenter.noteLines(review)
        if !notes.isEmpty {
            lines.append(StyledLine(""))
            lines += notes.map { StyledLine("note: " + $0) }
        }
        lines.append(StyledLine(""))
        lines.append(StyledLine(PreventiveReviewPresenter.decision, .dim))
        return lines
    }

    /// The contract's JSON (`PreventiveReviewPresenter.json`).
    public static func json(_ reviewed: CourseReview) -> JSONValue {
        PreventiveReviewPresenter.json(reviewed.review, course: reviewed.course.name, condition: reviewed.condition)
    }

    private static func row(_ name: String, _ window: ReviewWindow, measure: ReviewMeasure, mean: Bool)
        -> [StyledSpan]
    {
        func count(_ value: Double) -> String {
            mean ? PreventiveReviewPresenter.oneDecimal(value) : String(Int(value))
        }
        let counts = window.counts
        return [
            StyledSpan(name), StyledSpan(window.start.isoString), StyledSpan(window.end.isoString),
            StyledSpan(String(window.days)), StyledSpan(count(counts.headacheDays)),
            StyledSpan(count(counts.migraineDays)), StyledSpan(count(counts.moderateDays)),
            StyledSpan(count(counts.acuteMedicationDays)), StyledSpan(count(counts.loggedDays)),
            StyledSpan(PreventiveReviewPresenter.oneDecimal(window.per30Days.value(of: measure))),
        ]
    }

    private static func shown(_ text: String) -> String { DisplayText.sanitized(text, singleLine: true) }
}
