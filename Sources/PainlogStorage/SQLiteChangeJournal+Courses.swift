import PainlogDomain

/// The journal's part for courses (migration 0015): a step that changes courses keeps both tables as
/// they were (and, since migration 0019, the course tombstones), as one JSON object, and undoing it puts
/// them back.
extension SQLiteChangeJournal {
    /// The courses and their doses as one JSON object.
    private static let courseSnapshot: SQLFragment = """
        SELECT json_object(
            'courses', (SELECT json_group_array(json_array(id, uid, name, name_key, condition_uid, every_weeks,
                started_at, started_offset, stopped_at, stopped_offset, created_at, created_offset, updated_at,
                updated_offset, stamp)) FROM courses),
            'doses', (SELECT json_group_array(json_array(id, course_uid, dose, from_at, from_offset, stamp))
                FROM course_doses),
            'tombstones', (SELECT json_group_array(json_array(uid, deleted_at, deleted_offset))
                FROM course_tombstones))
        """

    func noteCourses(in step: Int64) throws {
        try connection.run(
            "INSERT OR IGNORE INTO journal_courses (step_id, before) SELECT \(step), (\(Self.courseSnapshot))")
    }

    /// Puts back the courses step `step` changed, if it changed any.
    func restoreCourses(of step: Int64) throws {
        let held = try connection.scalarInt("SELECT count(*) FROM journal_courses WHERE step_id = \(step)")
        guard held > 0 else { return }
        let before: SQLFragment = "(SELECT before FROM journal_courses WHERE step_id = \(step))"
        try connection.run("DELETE FROM courses")
        try connection.run(
            """
            INSERT INTO courses (id, uid, name, name_key, condition_uid, every_weeks, started_at, started_offset,
                stopped_at, stopped_offset, created_at, created_offset, updated_at, updated_offset, stamp)
            SELECT j.value ->> 0, j.value ->> 1, j.value ->> 2, j.value ->> 3, j.value ->> 4, j.value ->> 5,
                j.value ->> 6, j.value ->> 7, j.value ->> 8, j.value ->> 9, j.value ->> 10, j.value ->> 11,
                j.value ->> 12, j.value ->> 13, j.value ->> 14
            FROM json_each(\(before), '$.courses') j
            """)
        try connection.run("DELETE FROM course_doses")
        try connection.run(
            """
            INSERT INTO course_doses (id, course_uid, dose, from_at, from_offset, stamp)
            SELECT j.value ->> 0, j.value ->> 1, j.value ->> 2, j.value ->> 3, j.value ->> 4, j.value ->> 5
            FROM json_each(\(before), '$.doses') j
            """)
        // A step noted before migration 0019 holds no course tombstones: those there stay.
        guard try connection.scalarInt("SELECT json_type(\(before), '$.tombstones') IS NOT NULL") == 1 else { return }
        try connection.run("DELETE FROM course_tombstones")
        try connection.run(
            """
            INSERT INTO course_tombstones (uid, deleted_at, deleted_offset)
            SELECT j.value ->> 0, j.value ->> 1, j.value ->> 2 FROM json_each(\(before), '$.tombstones') j
            """)
    }
}
