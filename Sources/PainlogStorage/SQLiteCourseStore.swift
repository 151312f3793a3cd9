import PainlogDomain

/// `courses` and `course_doses` (migration 0015).
final class SQLiteCourseStore: CourseStore {
    let connection: SQLiteConnection

    init(connection: SQLiteConnection) {
        self.connection = connection
    }

    func courses() throws -> [Course] {
        var rows: [CourseRow] = []
        var doses: [String: [CourseDose]] = [:]
        try connection.inReadTransaction {
            try connection.query(
                "SELECT \(CourseRow.selection) FROM courses c ORDER BY c.started_at, c.name_key, c.id",
                CourseRow.Columns.self
            ) { rows.append(CourseRow(row: $0)) }
            try connection.query(
                "SELECT \(CourseDoseRow.selection) FROM course_doses d ORDER BY d.from_at, d.id",
                CourseDoseRow.Columns.self
            ) { row in
                let dose = CourseDoseRow(row: row)
                doses[dose.courseUID, default: []].append(dose.dose)
            }
        }
        return rows.map { $0.course(doses: doses[$0.uid] ?? []) }
    }

    func insert(
        uid: String, name: String, conditionUID: String?, everyWeeks: Int?, start: Timestamp, at time: Timestamp
    ) throws {
        try connection.inWriteTransaction {
            try connection.run(
                """
                INSERT INTO courses (uid, name, name_key, condition_uid, every_weeks, started_at, started_offset,
                    created_at, created_offset, updated_at, updated_offset)
                VALUES (\(uid), \(name), \(NameRules.key(for: name)), \(conditionUID), \(everyWeeks),
                        \(start.seconds), \(start.offset), \(time.seconds), \(time.offset), \(time.seconds),
                        \(time.offset))
                """)
        }
    }

    func addDose(to uid: String, dose: String, from: Timestamp, at time: Timestamp) throws {
        try connection.inWriteTransaction {
            try connection.run(
                """
                INSERT INTO course_doses (course_uid, dose, from_at, from_offset)
                VALUES (\(uid), \(dose), \(from.seconds), \(from.offset))
                """)
            try connection.run(
                """
                UPDATE courses SET updated_at = \(time.seconds), updated_offset = \(time.offset), stamp = NULL
                WHERE uid = \(uid)
                """)
        }
    }

    func stop(_ uid: String, at stop: Timestamp, changedAt time: Timestamp) throws {
        try connection.run(
            """
            UPDATE courses SET stopped_at = \(stop.seconds), stopped_offset = \(stop.offset),
                updated_at = \(time.seconds), updated_offset = \(time.offset), stamp = NULL
            WHERE uid = \(uid)
            """)
    }
}

/// A row of `courses`, aliased `c`.
private struct CourseRow {
    let uid: String
    let name: String
    let conditionUID: String?
    let everyWeeks: Int?
    let start: Timestamp
    let stop: Timestamp?

    /// The columns, in SELECT order.
    enum Columns: Int32, SQLColumn {
        case uid, name, conditionUID, everyWeeks, startedAt, startedOffset, stoppedAt, stoppedOffset
    }

    /// `c.uid, c.name, c.condition_uid, …`.
    static let selection = Columns.selection { column in
        switch column {
        case .uid: "c.uid"
        case .name: "c.name"
        case .conditionUID: "c.condition_uid"
        case .everyWeeks: "c.every_weeks"
        case .startedAt: "c.started_at"
        case .startedOffset: "c.started_offset"
        case .stoppedAt: "c.stopped_at"
        case .stoppedOffset: "c.stopped_offset"
        }
    }

    /// The course on a row of `selection`.
    init(row: SQLRow<Columns>) {
        uid = row.text(.uid)
        name = row.text(.name)
        conditionUID = row.optionalText(.conditionUID)
        everyWeeks = row.isNull(.everyWeeks) ? nil : row.int(.everyWeeks)
        start = row.timestamp(.startedAt, .startedOffset)
        stop = row.optionalTimestamp(.stoppedAt, .stoppedOffset)
    }

    func course(doses: [CourseDose]) -> Course {
        Course(
            uid: uid, name: name, conditionUID: conditionUID, everyWeeks: everyWeeks, start: start, stop: stop,
            doses: doses)
    }
}

/// A row of `course_doses`, aliased `d`.
private struct CourseDoseRow {
    let courseUID: String
    let dose: CourseDose

    /// The columns, in SELECT order.
    enum Columns: Int32, SQLColumn {
        case courseUID, dose, fromAt, fromOffset
    }

    /// `d.course_uid, d.dose, d.from_at, d.from_offset`.
    static let selection = Columns.selection { column in
        switch column {
        case .courseUID: "d.course_uid"
        case .dose: "d.dose"
        case .fromAt: "d.from_at"
        case .fromOffset: "d.from_offset"
        }
    }

    /// The dose on a row of `selection`.
    init(row: SQLRow<Columns>) {
        courseUID = row.text(.courseUID)
        dose = CourseDose(dose: row.text(.dose), from: row.timestamp(.fromAt, .fromOffset))
    }
}
