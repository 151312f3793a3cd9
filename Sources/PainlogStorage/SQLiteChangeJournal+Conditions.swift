import PainlogDomain

/// The journal's part for conditions (migration 0013): a step that changes conditions keeps the
/// three tables as they were, as one JSON object, and undoing it puts them back.
extension SQLiteChangeJournal {
    /// The conditions, the areas' conditions and the condition tombstones as one JSON object.
    private static let snapshot: SQLFragment = """
        SELECT json_object(
            'conditions', (SELECT json_group_array(json_array(id, uid, name, name_key, kind, created_at,
                created_offset, updated_at, updated_offset, name_stamp, kind_stamp)) FROM conditions),
            'areas', (SELECT json_group_array(json_array(area_key, area_name, condition_uid, changed_at,
                changed_offset, stamp)) FROM condition_areas),
            'tombstones', (SELECT json_group_array(json_array(uid, deleted_at, deleted_offset, stamp,
                merged_into)) FROM condition_tombstones))
        """

    func noteConditions(in step: Int64) throws {
        try connection.run(
            "INSERT OR IGNORE INTO journal_conditions (step_id, before) SELECT \(step), (\(Self.snapshot))")
    }

    /// Puts back the conditions step `step` changed, if it changed any.
    ///
    /// Undoing a step that is not a sync's is a change made at `time`: each condition whose name or
    /// kind it changes, and each area whose condition it changes, takes that time and loses its
    /// sync stamp, so that the next sync stamps it anew and the undo travels.
    func restoreConditions(of step: Int64, changedAt time: Timestamp?) throws {
        let held = try connection.scalarInt("SELECT count(*) FROM journal_conditions WHERE step_id = \(step)")
        guard held > 0 else { return }
        let now = try connection.scalarText(Self.snapshot)
        let before: SQLFragment = "(SELECT before FROM journal_conditions WHERE step_id = \(step))"
        try connection.run("DELETE FROM conditions")
        try connection.run(
            """
            INSERT INTO conditions (id, uid, name, name_key, kind, created_at, created_offset, updated_at,
                updated_offset, name_stamp, kind_stamp)
            SELECT j.value ->> 0, j.value ->> 1, j.value ->> 2, j.value ->> 3, j.value ->> 4, j.value ->> 5,
                j.value ->> 6, j.value ->> 7, j.value ->> 8, j.value ->> 9, j.value ->> 10
            FROM json_each(\(before), '$.conditions') j
            """)
        try connection.run("DELETE FROM condition_areas")
        try connection.run(
            """
            INSERT INTO condition_areas (area_key, area_name, condition_uid, changed_at, changed_offset, stamp)
            SELECT j.value ->> 0, j.value ->> 1, j.value ->> 2, j.value ->> 3, j.value ->> 4, j.value ->> 5
            FROM json_each(\(before), '$.areas') j
            """)
        try connection.run("DELETE FROM condition_tombstones")
        try connection.run(
            """
            INSERT INTO condition_tombstones (uid, deleted_at, deleted_offset, stamp, merged_into)
            SELECT j.value ->> 0, j.value ->> 1, j.value ->> 2, j.value ->> 3, j.value ->> 4
            FROM json_each(\(before), '$.tombstones') j
            """)
        guard let time else { return }
        try connection.run(
            """
            UPDATE conditions SET updated_at = \(time.seconds), updated_offset = \(time.offset),
                name_stamp = CASE WHEN name IS (SELECT j.value ->> 2 FROM json_each(\(now), '$.conditions') j
                    WHERE j.value ->> 1 = conditions.uid) THEN name_stamp END,
                kind_stamp = CASE WHEN kind IS (SELECT j.value ->> 4 FROM json_each(\(now), '$.conditions') j
                    WHERE j.value ->> 1 = conditions.uid) THEN kind_stamp END
            WHERE NOT EXISTS (
                SELECT 1 FROM json_each(\(now), '$.conditions') j
                WHERE j.value ->> 1 = conditions.uid AND j.value ->> 2 IS conditions.name
                  AND j.value ->> 4 IS conditions.kind)
            """)
        try connection.run(
            """
            UPDATE condition_areas SET changed_at = \(time.seconds), changed_offset = \(time.offset), stamp = NULL
            WHERE NOT EXISTS (
                SELECT 1 FROM json_each(\(now), '$.areas') j
                WHERE j.value ->> 0 = condition_areas.area_key AND j.value ->> 2 IS condition_areas.condition_uid)
            """)
        // A condition the undo takes away (its `add` undone) goes as a removal would: with a tombstone.
        try connection.run(
            """
            INSERT INTO condition_tombstones (uid, deleted_at, deleted_offset)
            SELECT j.value ->> 1, \(time.seconds), \(time.offset) FROM json_each(\(now), '$.conditions') j
            WHERE NOT EXISTS (SELECT 1 FROM conditions c WHERE c.uid = j.value ->> 1)
            ON CONFLICT (uid) DO UPDATE SET deleted_at = excluded.deleted_at,
                deleted_offset = excluded.deleted_offset, stamp = NULL
            """)
    }
}
