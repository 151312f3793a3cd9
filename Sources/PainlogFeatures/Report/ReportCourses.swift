import PainlogDomain

/// Which preventive courses the report reviews (contract: *Preventive courses and their review*: "the
/// report shows each course active in its period with that summary").
enum ReportCourses {
    /// The reviews of the courses of `courses` active in `firstDay...lastDay`.
    ///
    /// Active: started on or before the period's last day, not stopped before its first; in the
    /// store's order (by start, then name); with a chosen view (`isChosen`: `--condition` given),
    /// only the courses of its conditions. Each is reviewed as of the period's last day, or `today`
    /// when that is earlier (the review's blocks never reach the future).
    static func reviews(
        of courses: [Course], firstDay: LocalDate, lastDay: LocalDate, today: LocalDate, chosen: ClinicalView,
        isChosen: Bool, review: (_ course: Course, _ asOf: LocalDate) throws -> CourseReview
    ) throws -> [CourseReview] {
        let chosenUIDs = Set(chosen.conditions.map(\.uid))
        let asOf = min(lastDay, today)
        return try courses.filter { course in
            course.start.local.date <= lastDay && (course.stop.map { $0.local.date >= firstDay } ?? true)
                && (!isChosen || course.conditionUID.map(chosenUIDs.contains) == true)
        }
        .map { try review($0, asOf) }
    }
}
