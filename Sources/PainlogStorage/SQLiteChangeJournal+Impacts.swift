import PainlogDomain

/// The journal's part for PEG impact records (migration 0006): before-images as JSON, the
/// tombstones a step changed, and the tombstones undo leaves behind.
extension SQLiteChangeJournal {
    func noteImpactsCreated(_ ids: [Int64], buryOnUndo: Bool, in step: Int64) throws {
        for id in ids {
            try connection.run(
                """
                INSERT OR IGNORE INTO journal_impacts (step_id, record_id, before, undo_buries)
                VALUES (\(step), \(id), NULL, \(buryOnUndo ? 1 : 0))
                """)
        }
    }

    func noteImpactsChanging(_ ids: [Int64], in step: Int64) throws {
        for id in ids {
            try connection.run(
                """
                INSERT OR IGNORE INTO journal_impacts (step_id, record_id, before)
                SELECT \(step), id, json_object(
                    'uid', uid, 'recorded_at', recorded_at, 'recorded_offset', recorded_offset,
                    'pain', pain, 'enjoyment', enjoyment, 'activity', activity,
                    'created_at', created_at, 'created_offset', created_offset,
                    'updated_at', updated_at, 'updated_offset', updated_offset)
                FROM impact_records WHERE id = \(id)
                """)
        }
    }

    func noteImpactTombstones(_ uids: [String], in step: Int64) throws {
        for uid in uids {
            try connection.run(
                """
                INSERT OR IGNORE INTO journal_impact_tombstones (step_id, uid, record_id, deleted_at, deleted_offset)
                SELECT \(step), \(uid), t.record_id, t.deleted_at, t.deleted_offset
                FROM (SELECT 1) LEFT JOIN impact_tombstones t ON t.uid = \(uid)
                """)
        }
    }

    /// Puts the impact records and impact tombstones step `step` changed back as they were, each
    /// record with `updated_at` `updatedAt` when given (the undo's time), else its image's.
    ///
    /// A record the step created and that is to be buried (an `impact` undone) gets a tombstone
    /// dated `buryingAt`: a copy of it elsewhere must not come back with the next sync or import.
    func restoreImpacts(of step: Int64, updatedAt: Timestamp?, buryingAt time: Timestamp) throws {
        var touched: [TouchedImpact] = []
        try connection.query(
            "SELECT \(TouchedImpact.selection) FROM journal_impacts WHERE step_id = \(step) ORDER BY record_id",
            TouchedImpact.Columns.self
        ) { touched.append(TouchedImpact(row: $0)) }
        var buried: [(uid: String, id: Int64)] = []
        for record in touched {
            if record.buries {
                try connection.query("SELECT uid FROM impact_records WHERE id = \(record.id)", SingleColumn.self) {
                    buried.append((String(row: $0), record.id))
                }
            }
            try connection.run("DELETE FROM impact_records WHERE id = \(record.id)")
            if record.hadBefore {
                try connection.run(
                    """
                    INSERT INTO impact_records (id, uid, recorded_at, recorded_offset, pain, enjoyment, activity,
                                                created_at, created_offset, updated_at, updated_offset)
                    SELECT record_id, j->>'uid', j->>'recorded_at', j->>'recorded_offset', j->>'pain', j->>'enjoyment',
                           j->>'activity', j->>'created_at', j->>'created_offset',
                           coalesce(\(updatedAt?.seconds), j->>'updated_at'),
                           coalesce(\(updatedAt?.offset), j->>'updated_offset')
                    FROM (SELECT record_id, json(before) AS j FROM journal_impacts
                          WHERE step_id = \(step) AND record_id = \(record.id))
                    """)
            }
        }
        try connection.run(
            """
            DELETE FROM impact_tombstones
            WHERE uid IN (SELECT uid FROM journal_impact_tombstones WHERE step_id = \(step))
            """)
        try connection.run(
            """
            INSERT INTO impact_tombstones (uid, record_id, deleted_at, deleted_offset)
            SELECT uid, record_id, deleted_at, deleted_offset FROM journal_impact_tombstones
            WHERE step_id = \(step) AND deleted_at IS NOT NULL
            """)
        for record in buried {
            try connection.run(
                """
                INSERT OR REPLACE INTO impact_tombstones (uid, record_id, deleted_at, deleted_offset)
                VALUES (\(record.uid), \(record.id), \(time.seconds), \(time.offset))
                """)
        }
    }

}

/// An impact record a step touched, as the undo reads it from `journal_impacts`: its id, whether
/// it had a before-image, and whether undoing the step buries it.
struct TouchedImpact {
    let id: Int64
    let hadBefore: Bool
    let buries: Bool

    /// The columns, in SELECT order.
    enum Columns: Int32, SQLColumn {
        case recordID, hadBefore, buries
    }

    /// `record_id, before IS NOT NULL, undo_buries`.
    static let selection = Columns.selection { column in
        switch column {
        case .recordID: "record_id"
        case .hadBefore: "before IS NOT NULL"
        case .buries: "undo_buries"
        }
    }

    /// The record on a row of `selection`.
    init(row: SQLRow<Columns>) {
        id = row.int64(.recordID)
        hadBefore = row.int(.hadBefore) == 1
        buries = row.int(.buries) == 1
    }
}
