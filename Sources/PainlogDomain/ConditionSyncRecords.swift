/// An area's condition as the diary keeps it (migration 0013): one row per area key, with the
/// condition's uid or nil (taken out of its condition), and when that last changed.
public struct ConditionArea: Sendable, Equatable {
    /// The area's canonical key (`NameRules.key`).
    public let key: String
    /// The area's spelling when it was assigned.
    public let name: String
    public let conditionUID: String?
    public let changedAt: Timestamp

    public init(key: String, name: String, conditionUID: String?, changedAt: Timestamp) {
        self.key = key
        self.name = name
        self.conditionUID = conditionUID
        self.changedAt = changedAt
    }
}

/// What a removed condition leaves (migration 0013): when it went, and the condition it went into
/// when a sync merged two conditions of one name (migration 0019).
public struct ConditionTombstone: Sendable, Equatable {
    public let uid: String
    public let deletedAt: Timestamp
    public let mergedInto: String?

    public init(uid: String, deletedAt: Timestamp, mergedInto: String?) {
        self.uid = uid
        self.deletedAt = deletedAt
        self.mergedInto = mergedInto
    }
}

/// A course with the times sync needs: when it was made and last changed.
public struct CourseRecord: Sendable, Equatable {
    public let course: Course
    public let createdAt: Timestamp
    public let updatedAt: Timestamp

    public init(course: Course, createdAt: Timestamp, updatedAt: Timestamp) {
        self.course = course
        self.createdAt = createdAt
        self.updatedAt = updatedAt
    }
}

/// What a course taken back after a sync leaves (migration 0019), so that it goes everywhere.
public struct CourseTombstone: Sendable, Equatable {
    public let uid: String
    public let deletedAt: Timestamp

    public init(uid: String, deletedAt: Timestamp) {
        self.uid = uid
        self.deletedAt = deletedAt
    }
}
