import PainlogDomain

/// What `courses` and the course changes print.
public enum CoursesPresenter {
    /// The table of courses; with none, how to start one.
    public static func lines(for rows: [CourseRow]) -> [StyledLine] {
        guard !rows.isEmpty else {
            return [StyledLine("No courses yet: painlog course start NAME (see its help)", .dim)]
        }
        let cells = rows.map { row in
            [
                StyledSpan(shown(row.course.name)), StyledSpan(row.course.currentDose.map(shown) ?? "-"),
                StyledSpan(row.condition.map(shown) ?? "-"), StyledSpan(row.course.start.local.date.isoString),
                StyledSpan(
                    row.course.stop.map { $0.local.date.isoString } ?? "open", row.course.isOpen ? .dim : .plain),
                StyledSpan(String(row.days)),
            ]
        }
        return TextColumns.styledLines(
            header: ["COURSE", "DOSE", "CONDITION", "START", "STOP", "DAYS"], rows: cells, rightAligned: [5])
    }

    /// The contract's `courses --format json`: an array of `{"uid", "name", "dose", "condition",
    /// "start", "stop", "days", "every"}`, in the table's order.
    public static func json(_ rows: [CourseRow]) -> JSONValue {
        .array(
            rows.map { row in
                .object([
                    ("uid", .string(row.course.uid)), ("name", .string(row.course.name)),
                    ("dose", row.course.currentDose.map { .string($0) } ?? .null),
                    ("condition", row.condition.map { .string($0) } ?? .null),
                    ("start", .string(row.course.start.iso8601)),
                    ("stop", row.course.stop.map { .string($0.iso8601) } ?? .null),
                    ("days", .number(row.days)),
                    ("every", row.course.everyWeeks.map { .number($0) } ?? .null),
                ])
            })
    }

    /// The line a change prints.
    public static func line(for change: CourseChange) -> StyledLine {
        switch change {
        case .started(let course, _):
            var text = "Started course '\(shown(course.name))'"
            if let dose = course.currentDose { text += " at \(shown(dose))" }
            if let every = course.everyWeeks { text += ", every \(every) weeks" }
            return StyledLine(text + " from \(course.start.local.date.isoString)")
        case .dosed(let course, let dose):
            return StyledLine("Course '\(shown(course.name))': dose \(shown(dose)) from now on")
        case .stopped(let course):
            let stop = course.stop.map { $0.local.date.isoString } ?? "-"
            return StyledLine(
                "Stopped course '\(shown(course.name))' on \(stop) (from \(course.start.local.date.isoString))")
        }
    }

    /// The notice for a medication that became `preventive`; nil when its class stayed.
    public static func notice(for change: CourseChange) -> String? {
        guard case .started(let course, true) = change else { return nil }
        return Notice.line(
            "medication '\(shown(course.name))' is now of class preventive; 'meds class' sets another")
    }

    private static func shown(_ text: String) -> String { DisplayText.sanitized(text, singleLine: true) }
}
