/// One dose of a course, from `from` until the next dose (or the course's stop).
public struct CourseDose: Sendable, Equatable {
    /// As typed: `25 mg`, `140 mg/month`.
    public let dose: String
    public let from: Timestamp

    public init(dose: String, from: Timestamp) {
        self.dose = dose
        self.from = from
    }
}

/// A preventive treatment (issue 40): a medication taken from `start` until `stop`, with its dose
/// periods, for a condition or none.
public struct Course: Sendable, Equatable {
    /// The same on every computer the diary syncs with.
    public let uid: String
    /// The medication's name as typed; compared by `NameRules.key`.
    public let name: String
    /// The condition the course treats, or nil.
    public let conditionUID: String?
    /// The interval of injections in weeks (`--every 12w`), or nil for a daily course.
    public let everyWeeks: Int?
    public let start: Timestamp
    /// Nil while the course is open.
    public let stop: Timestamp?
    /// Its dose periods, oldest first.
    public let doses: [CourseDose]

    public init(
        uid: String, name: String, conditionUID: String?, everyWeeks: Int?, start: Timestamp, stop: Timestamp?,
        doses: [CourseDose]
    ) {
        self.uid = uid
        self.name = name
        self.conditionUID = conditionUID
        self.everyWeeks = everyWeeks
        self.start = start
        self.stop = stop
        self.doses = doses
    }

    /// Whether the course has not been stopped.
    public var isOpen: Bool { stop == nil }

    /// The latest dose, or nil when none was given.
    public var currentDose: String? { doses.last?.dose }
}

/// The diary's preventive courses and their doses (migration 0015).
///
/// Change them only inside a write transaction (`UnitOfWork`), after the journal has noted them
/// (`ChangeJournal.noteCourses`), so the change is one undo step.
public protocol CourseStore {
    /// Every course with its doses, by start, then name.
    func courses() throws -> [Course]

    /// Stores a new open course without doses.
    func insert(
        uid: String, name: String, conditionUID: String?, everyWeeks: Int?, start: Timestamp, at time: Timestamp
    ) throws

    /// Adds a dose period to course `uid` from `from`.
    func addDose(to uid: String, dose: String, from: Timestamp, at time: Timestamp) throws

    /// Stops course `uid` at `stop`.
    func stop(_ uid: String, at stop: Timestamp, changedAt time: Timestamp) throws

    // What a sync reads and writes (docs/sync.md, *Conditions and courses*).

    /// Every course with the times it was made and last changed, by uid.
    func records() throws -> [CourseRecord]

    /// Every tombstone of a course, by uid.
    func tombstones() throws -> [CourseTombstone]

    /// Stores `record` as a sync merged it: the course and its doses replaced whole (or inserted).
    func put(_ record: CourseRecord) throws

    /// Removes course `uid` and its doses (if held) and keeps its tombstone at `time`.
    func bury(uid: String, at time: Timestamp) throws

    /// Forgets the tombstone of course `uid` (a change made after its removal brought it back).
    func unbury(uid: String) throws
}
