import PainlogDomain

// What a sync reads and writes of courses (docs/sync.md, *Conditions and courses*): each course with
// its times, the tombstones, and a course put whole or buried as a merge decided.
extension SQLiteCourseStore {
    func records() throws -> [CourseRecord] {
        var times: [String: (created: Timestamp, updated: Timestamp)] = [:]
        let courses = try courses()
        try connection.inReadTransaction {
            try connection.query(
                "SELECT \(CourseTimesRow.selection) FROM courses c", CourseTimesRow.Columns.self
            ) { row in
                let found = CourseTimesRow(row: row)
                times[found.uid] = (found.createdAt, found.updatedAt)
            }
        }
        return courses.compactMap { course in
            times[course.uid].map { CourseRecord(course: course, createdAt: $0.created, updatedAt: $0.updated) }
        }.sorted { $0.course.uid < $1.course.uid }
    }

    func tombstones() throws -> [CourseTombstone] {
        var rows: [CourseTombstone] = []
        try connection.inReadTransaction {
            try connection.query(
                "SELECT \(CourseTombstoneRow.selection) FROM course_tombstones t ORDER BY t.uid",
                CourseTombstoneRow.Columns.self
            ) { rows.append(CourseTombstoneRow(row: $0).tombstone) }
        }
        return rows
    }

    func put(_ record: CourseRecord) throws {
        let course = record.course
        try connection.inWriteTransaction {
            try connection.run(
                """
                INSERT INTO courses (uid, name, name_key, condition_uid, every_weeks, started_at, started_offset,
                    stopped_at, stopped_offset, created_at, created_offset, updated_at, updated_offset)
                VALUES (\(course.uid), \(course.name), \(NameRules.key(for: course.name)), \(course.conditionUID),
                        \(course.everyWeeks), \(course.start.seconds), \(course.start.offset), \(course.stop?.seconds),
                        \(course.stop?.offset), \(record.createdAt.seconds), \(record.createdAt.offset),
                        \(record.updatedAt.seconds), \(record.updatedAt.offset))
                ON CONFLICT (uid) DO UPDATE SET name = excluded.name, name_key = excluded.name_key,
                    condition_uid = excluded.condition_uid, every_weeks = excluded.every_weeks,
                    started_at = excluded.started_at, started_offset = excluded.started_offset,
                    stopped_at = excluded.stopped_at, stopped_offset = excluded.stopped_offset,
                    updated_at = excluded.updated_at, updated_offset = excluded.updated_offset
                """)
            try connection.run("DELETE FROM course_doses WHERE course_uid = \(course.uid)")
            for dose in course.doses {
                try connection.run(
                    """
                    INSERT INTO course_doses (course_uid, dose, from_at, from_offset)
                    VALUES (\(course.uid), \(dose.dose), \(dose.from.seconds), \(dose.from.offset))
                    """)
            }
        }
    }

    func bury(uid: String, at time: Timestamp) throws {
        try connection.inWriteTransaction {
            try connection.run("DELETE FROM course_doses WHERE course_uid = \(uid)")
            try connection.run("DELETE FROM courses WHERE uid = \(uid)")
            try connection.run(
                """
                INSERT INTO course_tombstones (uid, deleted_at, deleted_offset)
                VALUES (\(uid), \(time.seconds), \(time.offset))
                ON CONFLICT (uid) DO UPDATE SET deleted_at = excluded.deleted_at,
                    deleted_offset = excluded.deleted_offset
                """)
        }
    }

    func unbury(uid: String) throws {
        try connection.run("DELETE FROM course_tombstones WHERE uid = \(uid)")
    }
}

/// When a course was made and last changed: a row of `courses`, aliased `c`.
struct CourseTimesRow {
    let uid: String
    let createdAt: Timestamp
    let updatedAt: Timestamp

    /// The columns, in SELECT order.
    enum Columns: Int32, SQLColumn {
        case uid, createdAt, createdOffset, updatedAt, updatedOffset
    }

    /// `c.uid, c.created_at, c.created_offset, c.updated_at, c.updated_offset`.
    static let selection = Columns.selection { column in
        switch column {
        case .uid: "c.uid"
        case .createdAt: "c.created_at"
        case .createdOffset: "c.created_offset"
        case .updatedAt: "c.updated_at"
        case .updatedOffset: "c.updated_offset"
        }
    }

    /// The times on a row of `selection`.
    init(row: SQLRow<Columns>) {
        uid = row.text(.uid)
        createdAt = row.timestamp(.createdAt, .createdOffset)
        updatedAt = row.timestamp(.updatedAt, .updatedOffset)
    }
}

/// A row of `course_tombstones`, aliased `t`.
struct CourseTombstoneRow {
    let tombstone: CourseTombstone

    /// The columns, in SELECT order.
    enum Columns: Int32, SQLColumn {
        case uid, deletedAt, deletedOffset
    }

    /// `t.uid, t.deleted_at, t.deleted_offset`.
    static let selection = Columns.selection { column in
        switch column {
        case .uid: "t.uid"
        case .deletedAt: "t.deleted_at"
        case .deletedOffset: "t.deleted_offset"
        }
    }

    /// The tombstone on a row of `selection`.
    init(row: SQLRow<Columns>) {
        tombstone = CourseTombstone(uid: row.text(.uid), deletedAt: row.timestamp(.deletedAt, .deletedOffset))
    }
}
