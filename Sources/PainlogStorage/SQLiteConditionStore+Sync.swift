import PainlogDomain

// What a sync reads and writes of conditions (docs/sync.md, *Conditions and courses*): the areas'
// rows and the tombstones as they are, and a condition put or buried as a merge decided.
extension SQLiteConditionStore {
    func areaRows() throws -> [ConditionArea] {
        var rows: [ConditionArea] = []
        try connection.inReadTransaction {
            try connection.query(
                "SELECT \(AreaConditionRow.selection) FROM condition_areas ca ORDER BY ca.area_key",
                AreaConditionRow.Columns.self
            ) { rows.append(AreaConditionRow(row: $0).area) }
        }
        return rows
    }

    func tombstones() throws -> [ConditionTombstone] {
        var rows: [ConditionTombstone] = []
        try connection.inReadTransaction {
            try connection.query(
                "SELECT \(ConditionTombstoneRow.selection) FROM condition_tombstones t ORDER BY t.uid",
                ConditionTombstoneRow.Columns.self
            ) { rows.append(ConditionTombstoneRow(row: $0).tombstone) }
        }
        return rows
    }

    func put(uid: String, name: String, kind: ConditionKind, createdAt: Timestamp, updatedAt: Timestamp) throws {
        try connection.inWriteTransaction {
            try connection.run(
                """
                INSERT INTO conditions (uid, name, name_key, kind, created_at, created_offset, updated_at, updated_offset)
                VALUES (\(uid), \(name), \(NameRules.key(for: name)), \(kind.rawValue), \(createdAt.seconds),
                        \(createdAt.offset), \(updatedAt.seconds), \(updatedAt.offset))
                ON CONFLICT (uid) DO UPDATE SET name = excluded.name, name_key = excluded.name_key,
                    kind = excluded.kind, updated_at = excluded.updated_at, updated_offset = excluded.updated_offset
                """)
        }
    }

    func bury(uid: String, at time: Timestamp, mergedInto: String?) throws {
        try connection.inWriteTransaction {
            try connection.run("DELETE FROM conditions WHERE uid = \(uid)")
            try connection.run(
                """
                INSERT INTO condition_tombstones (uid, deleted_at, deleted_offset, merged_into)
                VALUES (\(uid), \(time.seconds), \(time.offset), \(mergedInto))
                ON CONFLICT (uid) DO UPDATE SET deleted_at = excluded.deleted_at,
                    deleted_offset = excluded.deleted_offset, merged_into = excluded.merged_into
                """)
        }
    }

    func unbury(uid: String) throws {
        try connection.run("DELETE FROM condition_tombstones WHERE uid = \(uid)")
    }
}

/// A row of `condition_areas`, aliased `ca`.
struct AreaConditionRow {
    let area: ConditionArea

    /// The columns, in SELECT order.
    enum Columns: Int32, SQLColumn {
        case key, name, conditionUID, changedAt, changedOffset
    }

    /// `ca.area_key, ca.area_name, ca.condition_uid, ca.changed_at, ca.changed_offset`.
    static let selection = Columns.selection { column in
        switch column {
        case .key: "ca.area_key"
        case .name: "ca.area_name"
        case .conditionUID: "ca.condition_uid"
        case .changedAt: "ca.changed_at"
        case .changedOffset: "ca.changed_offset"
        }
    }

    /// The area's row on a row of `selection`.
    init(row: SQLRow<Columns>) {
        area = ConditionArea(
            key: row.text(.key), name: row.text(.name), conditionUID: row.optionalText(.conditionUID),
            changedAt: row.timestamp(.changedAt, .changedOffset))
    }
}

/// A row of `condition_tombstones`, aliased `t`.
struct ConditionTombstoneRow {
    let tombstone: ConditionTombstone

    /// The columns, in SELECT order.
    enum Columns: Int32, SQLColumn {
        case uid, deletedAt, deletedOffset, mergedInto
    }

    /// `t.uid, t.deleted_at, t.deleted_offset, t.merged_into`.
    static let selection = Columns.selection { column in
        switch column {
        case .uid: "t.uid"
        case .deletedAt: "t.deleted_at"
        case .deletedOffset: "t.deleted_offset"
        case .mergedInto: "t.merged_into"
        }
    }

    /// The tombstone on a row of `selection`.
    init(row: SQLRow<Columns>) {
        tombstone = ConditionTombstone(
            uid: row.text(.uid), deletedAt: row.timestamp(.deletedAt, .deletedOffset),
            mergedInto: row.optionalText(.mergedInto))
    }
}
