public import PainlogDomain

/// What `course start`, `course dose` or `course stop` asks.
public struct CourseRequest: Sendable, Equatable {
    public let name: String
    public let dose: String?
    public let at: String?
    public let condition: String?
    public let every: String?

    public init(name: String, dose: String? = nil, at: String? = nil, condition: String? = nil, every: String? = nil) {
        self.name = name
        self.dose = dose
        self.at = at
        self.condition = condition
        self.every = every
    }
}

/// What a course change did.
public enum CourseChange: Sendable, Equatable {
    /// A course started; `madePreventive` when its medication took the class `preventive`.
    case started(Course, madePreventive: Bool)
    case dosed(Course, dose: String)
    case stopped(Course)
}

/// A course as `courses` shows it: with its condition's name and its days.
public struct CourseRow: Sendable, Equatable {
    public let course: Course
    /// The condition's name, or nil (none, or one since removed).
    public let condition: String?
    /// Calendar days from the start's day through the stop's (or today), both counted.
    public let days: Int

    public init(course: Course, condition: String?, days: Int) {
        self.course = course
        self.condition = condition
        self.days = days
    }
}

/// `painlog course start|dose|stop` and `painlog courses`: preventive treatments (issue 40), each
/// change one undo step.
public struct CoursesInteractor {
    /// The interval `--every` takes: `Nw`, N weeks from 1 to 26.
    public static let weeks = 1...26

    private let courses: any CourseStore
    private let conditions: any ConditionStore
    private let unitOfWork: any UnitOfWork
    private let calendar: LocalCalendar
    private let makeUID: () -> String

    public init(
        courses: any CourseStore, conditions: any ConditionStore, unitOfWork: any UnitOfWork,
        calendar: LocalCalendar, makeUID: @escaping () -> String
    ) {
        self.courses = courses
        self.conditions = conditions
        self.unitOfWork = unitOfWork
        self.calendar = calendar
        self.makeUID = makeUID
    }

    /// Every course, by start, with its condition's name and days.
    public func list() throws -> [CourseRow] {
        let names = Dictionary(try conditions.conditions().map { ($0.uid, $0.name) }, uniquingKeysWith: { a, _ in a })
        let today = calendar.today()
        return try courses.courses().map { course in
            let last = course.stop.map { $0.local.date } ?? today
            let days = Int(last.daysSinceEpoch - course.start.local.date.daysSinceEpoch) + 1
            return CourseRow(course: course, condition: course.conditionUID.flatMap { names[$0] }, days: max(days, 1))
        }
    }

    /// The weeks `text` (`12w`) gives; anything else is a usage error naming the accepted form.
    public static func parseEvery(_ text: String) throws(PainlogError) -> Int {
        let lowered = text.lowercased()
        guard lowered.hasSuffix("w"), let count = Int(lowered.dropLast()), weeks.contains(count) else {
            throw .usage(
                "\(field: .every) '\(QuotedValue.shown(text))' is not an interval painlog takes; give Nw, N weeks "
                    + "from \(weeks.lowerBound) to \(weeks.upperBound) (e.g. 12w)")
        }
        return count
    }

    /// Starts course `request.name`.
    public func start(_ request: CourseRequest) throws -> CourseChange {
        let name = try NameRules.validated(request.name, kind: .medication)
        let dose = try request.dose.map { text throws(PainlogError) in try Self.validatedDose(text) }
        let every = try request.every.map { text throws(PainlogError) in try Self.parseEvery(text) }
        let start = try time(request.at)
        return try unitOfWork.inWriteTransaction { diary in
            let key = NameRules.key(for: name)
            if let open = try diary.courses.courses().last(where: { $0.isOpen && NameRules.key(for: $0.name) == key }) {
                throw PainlogError.usage(
                    "course '\(QuotedValue.shown(open.name))' is already open since \(open.start.local.date.isoString); "
                        + "stop it first")
            }
            var conditionUID: String?
            if let conditionText = request.condition {
                let conditionName = try ConditionNameRules.validated(conditionText, allowingBidiControls: true)
                guard let condition = try diary.conditions.condition(named: conditionName) else {
                    throw try ConditionsInteractor.missing(conditionName, in: diary.conditions)
                }
                conditionUID = condition.uid
            }
            let (time, step) = try undoStep("course start '\(name)'", in: diary)
            let uid = makeUID()
            try diary.courses.insert(
                uid: uid, name: name, conditionUID: conditionUID, everyWeeks: every, start: start, at: time)
            if let dose { try diary.courses.addDose(to: uid, dose: dose, from: start, at: time) }
            let madePreventive = try Self.makePreventive(name, in: diary, step: step)
            let course = try Self.required(uid, in: diary.courses)
            return .started(course, madePreventive: madePreventive)
        }
    }

    /// Records a change of dose of the open course `request.name` from `request.at` (default now).
    public func dose(_ request: CourseRequest) throws -> CourseChange {
        let name = try NameRules.validated(request.name, kind: .medication, allowingBidiControls: true)
        let dose = try Self.validatedDose(request.dose ?? "")
        let from = try time(request.at)
        return try unitOfWork.inWriteTransaction { diary in
            let course = try Self.open(name, in: diary.courses)
            try Self.requireFromStart(from, of: course, given: request.at, "give a time from its start on")
            let (time, _) = try undoStep("course dose '\(course.name)' '\(dose)'", in: diary)
            try diary.courses.addDose(to: course.uid, dose: dose, from: from, at: time)
            return .dosed(try Self.required(course.uid, in: diary.courses), dose: dose)
        }
    }

    /// Stops the open course `request.name` at `request.at` (default now).
    public func stop(_ request: CourseRequest) throws -> CourseChange {
        let name = try NameRules.validated(request.name, kind: .medication, allowingBidiControls: true)
        let stop = try time(request.at)
        return try unitOfWork.inWriteTransaction { diary in
            let course = try Self.open(name, in: diary.courses)
            try Self.requireFromStart(stop, of: course, given: request.at, "a course stops after its start")
            let (time, _) = try undoStep("course stop '\(course.name)'", in: diary)
            try diary.courses.stop(course.uid, at: stop, changedAt: time)
            return .stopped(try Self.required(course.uid, in: diary.courses))
        }
    }

    /// The time `text` names (now without one); a time in the future is a usage error.
    private func time(_ text: String?) throws(PainlogError) -> Timestamp {
        let now = calendar.now()
        guard let text else { return calendar.timestamp(at: now) }
        do {
            return try WhenParser(now: now, zone: calendar.zone).entryTime(text, field: .at)
        } catch {
            // The parser's own future check speaks of pain: a time it takes with a far-off now is in the
            // future, and that is said of a course here.
            guard (try? WhenParser(now: Int64.max / 2, zone: calendar.zone).entryTime(text, field: .at)) != nil else {
                throw error
            }
            throw .usage(
                "\(field: .at) '\(QuotedValue.shown(text))' is in the future; a course is recorded when it "
                    + "happens (a time like 'today 8:00' or '2026-03-01')")
        }
    }

    /// A dose as typed, trimmed: 1 to 64 characters on one line.
    static func validatedDose(_ text: String) throws(PainlogError) -> String {
        let trimmed = String(text.drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
        guard !trimmed.isEmpty, trimmed.count <= 64, !trimmed.contains(where: { $0.isNewline || $0 == "\t" }) else {
            throw .usage(
                "dose '\(QuotedValue.shown(text))' is not a dose painlog keeps; give 1 to 64 characters on one line "
                    + "(e.g. '25 mg')")
        }
        return trimmed
    }

    /// Gives medication `name` the class `preventive` when neither `meds class` nor the built-in table
    /// gives it one and the diary has it (a class belongs to a medication the diary knows).
    private static func makePreventive(_ name: String, in diary: WriteTransaction, step: Int64) throws -> Bool {
        guard MedicationClass.of(name) == nil, let record = try diary.medications.record(named: name),
            try diary.medicationClasses.classes()[record.name] == nil
        else { return false }
        try diary.journal.noteClassChange(of: record.id, in: step)
        try diary.medicationClasses.setClass(of: record.id, to: MedicationClass.preventive.rawValue)
        return true
    }

    /// Records the undo step of a change to the courses, made now, with the courses as they were.
    private func undoStep(_ summary: String, in diary: WriteTransaction) throws -> (Timestamp, Int64) {
        let time = calendar.timestamp(at: calendar.now())
        let step = try diary.journal.record(.course, summary: summary, at: time, changing: [], created: [])
        try diary.journal.noteCourses(in: step)
        return (time, step)
    }

    /// Refuses `time` (given as `given`, or now) before `course`'s start, with `advice`.
    private static func requireFromStart(_ time: Timestamp, of course: Course, given: String?, _ advice: String)
        throws
    {
        guard time.seconds < course.start.seconds else { return }
        throw PainlogError.usage(
            "\(field: .at) '\(QuotedValue.shown(given ?? ""))' is before course "
                + "'\(QuotedValue.shown(course.name))' started (\(course.start.local.date.isoString)); \(advice)")
    }

    /// The open course of `name`; none is a failure naming the hint.
    private static func open(_ name: String, in store: any CourseStore) throws -> Course {
        let key = NameRules.key(for: name)
        let all = try store.courses()
        if let open = all.last(where: { $0.isOpen && NameRules.key(for: $0.name) == key }) { return open }
        var text = "no open course '\(QuotedValue.shown(name))'"
        if let closest = NameSuggestion.closest(to: name, among: all.filter(\.isOpen).map(\.name)) {
            text += "; did you mean '\(QuotedValue.shown(closest))'? "
        } else {
            text += "; "
        }
        throw PainlogError(.failure, text + "'\(hint: .listCourses)' lists them")
    }

    /// Course `uid`, which the step has just written.
    private static func required(_ uid: String, in store: any CourseStore) throws -> Course {
        guard let found = try store.courses().first(where: { $0.uid == uid }) else {
            throw PainlogError(.failure, "course \(uid) is missing after its change")
        }
        return found
    }
}
