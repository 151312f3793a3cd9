public import PainlogDomain

/// What `painlog review` asks, as typed.
public struct ReviewQuery: Sendable, Equatable {
    /// The course's medication.
    public let name: String
    /// `--baseline-days`; nil for 90.
    public let baselineDays: Int?
    /// `--from WHEN`: where the blocks start instead of the course's start.
    public let from: String?
    /// `--start DATE`: the course of that name that started that day, instead of the latest.
    public let start: String?

    public init(name: String, baselineDays: Int? = nil, from: String? = nil, start: String? = nil) {
        self.name = name
        self.baselineDays = baselineDays
        self.from = from
        self.start = start
    }
}

/// One course's review, with what names it.
public struct CourseReview: Sendable, Equatable {
    public let course: Course
    /// The course's condition's name, or nil (none, or one since removed).
    public let condition: String?
    public let review: PreventiveReview

    public init(course: Course, condition: String?, review: PreventiveReview) {
        self.course = course
        self.condition = condition
        self.review = review
    }
}

/// `painlog review NAME`: a preventive course's baseline against its 30-day blocks, by
/// `PreventiveReview`'s rules over the diary's days (`ClinicalDays`).
///
/// The report calls `review(of:)` for each course active in its period, so that both say the same.
///
/// The days counted are those of the course's condition when it is a migraine or headache condition,
/// else of every migraine and headache condition; days logged and acute-medication days count every
/// entry. The entries are read once, oldest first, by `ClinicalDayCounter.streamedDays`: those whose
/// days reach into the span from 31 days before the baseline (so that a dose there finds its
/// follow-up) to the last block's end; only the days' facts are kept.
public struct ReviewInteractor {
    /// How far before the baseline entries are read, for those that last into it.
    static let readBeforeDays = 31

    private let entries: any EntryStore
    private let conditions: any ConditionStore
    private let courses: any CourseStore
    private let statistics: any NameStatisticsStore
    private let calendar: LocalCalendar

    public init(
        entries: any EntryStore, conditions: any ConditionStore, courses: any CourseStore,
        statistics: any NameStatisticsStore, calendar: LocalCalendar
    ) {
        self.entries = entries
        self.conditions = conditions
        self.courses = courses
        self.statistics = statistics
        self.calendar = calendar
    }

    /// The review `query` asks for: the latest course of its name (or the one `--start` names).
    public func review(_ query: ReviewQuery) throws -> CourseReview {
        let baselineDays = query.baselineDays ?? PreventiveReview.defaultBaselineDays
        try Self.checkBaseline(baselineDays)
        let now = calendar.now()
        let parser = WhenParser(now: now, zone: calendar.zone)
        let startDay = try query.start.map { text throws(PainlogError) in
            calendar.date(of: try parser.lowerBound(text, field: .courseStart))
        }
        let fromDay = try query.from.map { text throws(PainlogError) in
            calendar.date(of: try parser.lowerBound(text, field: .reviewFrom))
        }
        return try entries.inReadTransaction {
            let course = try Self.course(query.name, startingOn: startDay, given: query.start, in: courses.courses())
            if let fromDay, let text = query.from {
                let courseStart = course.start.local.date
                let today = calendar.date(of: now)
                guard fromDay >= courseStart, fromDay <= today else {
                    throw PainlogError.usage(
                        "\(field: .reviewFrom) '\(QuotedValue.shown(text))' is not a day of course "
                            + "'\(QuotedValue.shown(course.name))'; give a day from its start "
                            + "(\(courseStart.isoString)) to today")
                }
            }
            return try review(
                of: course, baselineDays: baselineDays, blocksFrom: fromDay, today: calendar.date(of: now))
        }
    }

    /// The review of `course` with a baseline of `baselineDays` and blocks from `blocksFrom` (its start
    /// unless given), as of `today`: for the report's courses too.
    public func review(
        of course: Course, baselineDays: Int = PreventiveReview.defaultBaselineDays, blocksFrom: LocalDate? = nil,
        today: LocalDate? = nil
    ) throws -> CourseReview {
        let today = today ?? calendar.today()
        let all = try courses.courses()
        let conditionList = try conditions.conditions()
        let condition = course.conditionUID.flatMap { uid in conditionList.first { $0.uid == uid } }
        try Self.checkBaseline(baselineDays)
        guard
            let request = ReviewRequest(
                courseStart: course.start.local.date, courseStop: course.stop?.local.date, blocksFrom: blocksFrom,
                baselineDays: baselineDays, everyWeeks: course.everyWeeks, today: today)
        else { throw PainlogError(.failure, "the review of '\(QuotedValue.shown(course.name))' could not be made") }
        let lastDay = Self.lastDay(of: request)
        let days = try clinicalDays(
            from: request.courseStart.adding(days: -baselineDays - Self.readBeforeDays), through: lastDay,
            counting: Self.counted(condition, among: conditionList))
        let events = Self.events(of: all.filter { $0.uid != course.uid })
        return CourseReview(
            course: course, condition: condition?.name,
            review: PreventiveReview(request, days: days, otherCourses: events))
    }

    /// Refuses a baseline shorter than 28 days (a usage error naming the value and the accepted ones).
    public static func checkBaseline(_ days: Int) throws(PainlogError) {
        guard days < PreventiveReview.shortestBaselineDays else { return }
        throw .usage(
            "\(field: .baselineDays) '\(days)' is too short a baseline; give \(PreventiveReview.shortestBaselineDays) "
                + "days or more (default \(PreventiveReview.defaultBaselineDays))")
    }

    /// The last day a review of `request` looks at: its last block's end, or the day before the start.
    static func lastDay(of request: ReviewRequest) -> LocalDate {
        let from = request.blocksFrom ?? request.courseStart
        var last = request.courseStart.adding(days: -1)
        for number in 0..<PreventiveReview.mostBlocks {
            let start = from.adding(days: number * PreventiveReview.blockDays)
            guard start <= request.today else { break }
            if let stop = request.courseStop, start > stop { break }
            last = min(start.adding(days: PreventiveReview.blockDays - 1), request.today)
        }
        return last
    }

    /// The conditions whose days a review counts, by uid, with their kinds: the course's own when it
    /// is a migraine or headache condition, else every migraine and headache condition.
    static func counted(_ condition: Condition?, among all: [Condition]) -> [String: HeadacheConditionKind] {
        if let condition, let own = HeadacheConditionKind(condition.kind) { return [condition.uid: own] }
        var counted: [String: HeadacheConditionKind] = [:]
        for other in all { if let own = HeadacheConditionKind(other.kind) { counted[other.uid] = own } }
        return counted
    }

    /// The days' facts from `first` through `last`, read oldest first (`ClinicalDayCounter.streamedDays`);
    /// an entry of the `counted` conditions is read as of the kind (migraine first when it has both),
    /// any other as of none.
    private func clinicalDays(
        from first: LocalDate, through last: LocalDate, counting counted: [String: HeadacheConditionKind]
    ) throws -> ClinicalDays {
        let counter = ClinicalDayCounter(
            entries: entries, classOf: try MedsInteractor(statistics: statistics, calendar: calendar).classOf())
        return try counter.streamedDays(from: first, through: last, counting: counted, others: true)
    }

    /// Every start, stop and change of dose of `others`.
    static func events(of others: [Course]) -> [ReviewCourseEvent] {
        var events: [ReviewCourseEvent] = []
        for course in others {
            events.append(ReviewCourseEvent(name: course.name, change: .started, date: course.start.local.date))
            for dose in course.doses where dose.from.seconds > course.start.seconds {
                events.append(ReviewCourseEvent(name: course.name, change: .doseChanged, date: dose.from.local.date))
            }
            if let stop = course.stop {
                events.append(ReviewCourseEvent(name: course.name, change: .stopped, date: stop.local.date))
            }
        }
        return events.sorted { ($0.date, $0.name) < ($1.date, $1.name) }
    }

    /// The course of `name` that started on `day`, or the latest of that name; none is a failure
    /// naming the closest course, or the starts there are.
    static func course(_ name: String, startingOn day: LocalDate?, given: String?, in all: [Course]) throws -> Course {
        let key = NameRules.key(for: name)
        let named = all.filter { NameRules.key(for: $0.name) == key }
        guard let latest = named.max(by: { ($0.start.seconds, $0.uid) < ($1.start.seconds, $1.uid) }) else {
            var text = "no course '\(QuotedValue.shown(name))'"
            let known = Array(Set(all.map(\.name))).sorted()
            if let closest = NameSuggestion.closest(to: name, among: known) {
                text += "; did you mean '\(QuotedValue.shown(closest))'? "
            } else {
                text += "; "
            }
            throw PainlogError(.failure, text + "'\(hint: .listCourses)' lists them")
        }
        guard let day else { return latest }
        if let found = named.last(where: { $0.start.local.date == day }) { return found }
        let starts = named.map { $0.start.local.date.isoString }.sorted().joined(separator: ", ")
        throw PainlogError(
            .failure,
            "no course '\(QuotedValue.shown(latest.name))' started on \(day.isoString) (\(field: .courseStart) "
                + "'\(QuotedValue.shown(given ?? ""))'); its starts: \(starts)")
    }
}
