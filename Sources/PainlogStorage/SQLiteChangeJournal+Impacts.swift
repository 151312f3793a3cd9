import PainlogDomain

/// The journal's part for PEG impact records (migration 0006): before-images as JSON, the
/// tombstones a step changed, and the tombstones undo leaves behind.
extension SQLiteChangeJournal {
    func noteImpactsCreated(_ ids: [Int64], buryOnUndo: Bool, in step: Int64) throws {
        for id in ids {
            try connection.run(
                "INSERT OR IGNORE INTO journal_impacts (step_id, record_id, before, undo_buries) VALUES (?, ?, NULL, ?)",
                [.integer(step), .integer(id), .integer(buryOnUndo ? 1 : 0)])
        }
    }

    func noteImpactsChanging(_ ids: [Int64], in step: Int64) throws {
        for id in ids {
            try connection.run(
                """
                INSERT OR IGNORE INTO journal_impacts (step_id, record_id, before)
                SELECT ?1, id, json_object(
                    'uid', uid, 'recorded_at', recorded_at, 'recorded_offset', recorded_offset,
                    'pain', pain, 'enjoyment', enjoyment, 'activity', activity,
                    'created_at', created_at, 'created_offset', created_offset,
                    'updated_at', updated_at, 'updated_offset', updated_offset)
                FROM impact_records WHERE id = ?2
                """, [.integer(step), .integer(id)])
        }
    }

    func noteImpactTombstones(_ uids: [String], in step: Int64) throws {
        for uid in uids {
            try connection.run(
                """
                INSERT OR IGNORE INTO journal_impact_tombstones (step_id, uid, record_id, deleted_at, deleted_offset)
                SELECT ?1, ?2, t.record_id, t.deleted_at, t.deleted_offset
                FROM (SELECT 1) LEFT JOIN impact_tombstones t ON t.uid = ?2
                """, [.integer(step), .text(uid)])
        }
    }

    /// Puts the impact records and impact tombstones step `step` changed back as they were. A
    /// record the step created and that is to be buried (an `impact` undone) gets a tombstone dated
    /// now: a copy of it elsewhere must not come back with the next sync or import.
    func restoreImpacts(of step: Int64) throws {
        var touched: [(id: Int64, hadBefore: Bool, buries: Bool)] = []
        try connection.query(
            "SELECT record_id, before IS NOT NULL, undo_buries FROM journal_impacts WHERE step_id = ? ORDER BY record_id",
            [.integer(step)]
        ) { row in
            touched.append((row.int64(0), row.int(1) == 1, row.int(2) == 1))
        }
        var buried: [(uid: String, id: Int64)] = []
        for record in touched {
            if record.buries {
                try connection.query("SELECT uid FROM impact_records WHERE id = ?", [.integer(record.id)]) { row in
                    buried.append((row.text(0), record.id))
                }
            }
            try connection.run("DELETE FROM impact_records WHERE id = ?", [.integer(record.id)])
            if record.hadBefore {
                try connection.run(
                    """
                    INSERT INTO impact_records (id, uid, recorded_at, recorded_offset, pain, enjoyment, activity,
                                                created_at, created_offset, updated_at, updated_offset)
                    SELECT record_id, j->>'uid', j->>'recorded_at', j->>'recorded_offset', j->>'pain', j->>'enjoyment',
                           j->>'activity', j->>'created_at', j->>'created_offset', j->>'updated_at', j->>'updated_offset'
                    FROM (SELECT record_id, json(before) AS j FROM journal_impacts WHERE step_id = ?1 AND record_id = ?2)
                    """, [.integer(step), .integer(record.id)])
            }
        }
        try connection.run(
            "DELETE FROM impact_tombstones WHERE uid IN (SELECT uid FROM journal_impact_tombstones WHERE step_id = ?)",
            [.integer(step)])
        try connection.run(
            """
            INSERT INTO impact_tombstones (uid, record_id, deleted_at, deleted_offset)
            SELECT uid, record_id, deleted_at, deleted_offset FROM journal_impact_tombstones
            WHERE step_id = ? AND deleted_at IS NOT NULL
            """, [.integer(step)])
        let time = now()
        for record in buried {
            try connection.run(
                "INSERT OR REPLACE INTO impact_tombstones (uid, record_id, deleted_at, deleted_offset) VALUES (?, ?, ?, ?)",
                [.text(record.uid), .integer(record.id), .integer(time.seconds), .integer(time.offset)])
        }
    }
}
