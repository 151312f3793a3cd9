import PainlogDomain

/// `conditions`, `condition_areas` and `condition_tombstones` (migration 0013).
final class SQLiteConditionStore: ConditionStore {
    let connection: SQLiteConnection

    init(connection: SQLiteConnection) {
        self.connection = connection
    }

    func conditions() throws -> [Condition] {
        var rows: [ConditionRow] = []
        var areas: [String: [String]] = [:]
        try connection.inReadTransaction {
            try connection.query(
                "SELECT \(ConditionRow.selection) FROM conditions c ORDER BY c.name_key", ConditionRow.Columns.self
            ) { rows.append(ConditionRow(row: $0)) }
            // Most diaries have no condition: `log`, `show --json` and `list --json` read them on every
            // run, and the areas' join is a statement to prepare.
            guard !rows.isEmpty else { return }
            try connection.query(
                """
                SELECT \(ConditionAreaRow.selection) FROM condition_areas ca
                LEFT JOIN areas a ON a.name_key = ca.area_key
                WHERE ca.condition_uid IS NOT NULL ORDER BY ca.area_key
                """, ConditionAreaRow.Columns.self
            ) { row in
                let area = ConditionAreaRow(row: row)
                areas[area.conditionUID, default: []].append(area.name)
            }
        }
        return rows.map { $0.condition(areas: areas[$0.uid] ?? []) }
    }

    func usage() throws -> [ConditionUsage] {
        let conditions = try conditions()
        var figures: [String: (entries: Int, last: Timestamp?)] = [:]
        try connection.inReadTransaction {
            try connection.query(
                """
                SELECT \(ConditionFigures.selection) FROM condition_areas ca
                JOIN areas a ON a.name_key = ca.area_key
                JOIN entry_areas ea ON ea.area_id = a.id
                JOIN entries e ON e.id = ea.entry_id
                WHERE ca.condition_uid IS NOT NULL
                GROUP BY ca.condition_uid
                """, ConditionFigures.Columns.self
            ) { row in
                let found = ConditionFigures(row: row)
                figures[found.uid] = (found.entries, found.lastLogged)
            }
        }
        return conditions.map { condition in
            let found = figures[condition.uid]
            return ConditionUsage(condition: condition, entries: found?.entries ?? 0, lastLogged: found?.last)
        }
    }

    func condition(named name: String) throws -> Condition? {
        let key = NameRules.key(for: name)
        return try conditions().first { NameRules.key(for: $0.name) == key }
    }

    func conditionUID(ofArea area: String) throws -> String? {
        var found: String?
        try connection.inReadTransaction {
            try connection.query(
                """
                SELECT condition_uid FROM condition_areas
                WHERE area_key = \(NameRules.key(for: area)) AND condition_uid IS NOT NULL
                """, SingleColumn.self
            ) { found = String(row: $0) }
        }
        return found
    }

    func insert(uid: String, name: String, kind: ConditionKind, at time: Timestamp) throws {
        try connection.inWriteTransaction {
            try connection.run(
                """
                INSERT INTO conditions (uid, name, name_key, kind, created_at, created_offset, updated_at, updated_offset)
                VALUES (\(uid), \(name), \(NameRules.key(for: name)), \(kind.rawValue), \(time.seconds), \(time.offset),
                        \(time.seconds), \(time.offset))
                """)
            try connection.run("DELETE FROM condition_tombstones WHERE uid = \(uid)")
        }
    }

    func rename(uid: String, to name: String, at time: Timestamp) throws {
        try connection.inWriteTransaction {
            try connection.run(
                """
                UPDATE conditions SET name = \(name), name_key = \(NameRules.key(for: name)),
                    updated_at = \(time.seconds), updated_offset = \(time.offset), name_stamp = NULL
                WHERE uid = \(uid)
                """)
        }
    }

    func setKind(uid: String, to kind: ConditionKind, at time: Timestamp) throws {
        try connection.inWriteTransaction {
            try connection.run(
                """
                UPDATE conditions SET kind = \(kind.rawValue),
                    updated_at = \(time.seconds), updated_offset = \(time.offset), kind_stamp = NULL
                WHERE uid = \(uid)
                """)
        }
    }

    func remove(uid: String, at time: Timestamp) throws {
        try connection.inWriteTransaction {
            try connection.run(
                """
                UPDATE condition_areas SET condition_uid = NULL, changed_at = \(time.seconds),
                    changed_offset = \(time.offset), stamp = NULL
                WHERE condition_uid = \(uid)
                """)
            try connection.run("DELETE FROM conditions WHERE uid = \(uid)")
            try connection.run(
                """
                INSERT INTO condition_tombstones (uid, deleted_at, deleted_offset) VALUES (\(uid), \(time.seconds),
                    \(time.offset))
                ON CONFLICT (uid) DO UPDATE SET deleted_at = excluded.deleted_at,
                    deleted_offset = excluded.deleted_offset, stamp = NULL
                """)
        }
    }

    func assign(area: String, to uid: String?, at time: Timestamp) throws {
        try connection.inWriteTransaction {
            try connection.run(
                """
                INSERT INTO condition_areas (area_key, area_name, condition_uid, changed_at, changed_offset)
                VALUES (\(NameRules.key(for: area)), \(area), \(uid), \(time.seconds), \(time.offset))
                ON CONFLICT (area_key) DO UPDATE SET area_name = excluded.area_name,
                    condition_uid = excluded.condition_uid, changed_at = excluded.changed_at,
                    changed_offset = excluded.changed_offset, stamp = NULL
                """)
        }
    }

    func carryArea(_ old: String, to new: String, at time: Timestamp) throws -> String? {
        let oldKey = NameRules.key(for: old)
        let newKey = NameRules.key(for: new)
        return try connection.inWriteTransaction {
            guard let oldUID = try conditionUID(ofArea: old) else {
                if oldKey != newKey { try connection.run("DELETE FROM condition_areas WHERE area_key = \(oldKey)") }
                return nil
            }
            if oldKey == newKey {
                try connection.run("UPDATE condition_areas SET area_name = \(new) WHERE area_key = \(oldKey)")
                return nil
            }
            let newUID = try conditionUID(ofArea: new)
            try connection.run("DELETE FROM condition_areas WHERE area_key = \(oldKey)")
            if let newUID {
                return newUID == oldUID ? nil : oldUID
            }
            try assign(area: new, to: oldUID, at: time)
            return nil
        }
    }
}

/// A row of `conditions`, aliased `c`.
private struct ConditionRow {
    let uid: String
    let name: String
    let kind: ConditionKind
    let createdAt: Timestamp
    let updatedAt: Timestamp

    /// The columns, in SELECT order.
    enum Columns: Int32, SQLColumn {
        case uid, name, kind, createdAt, createdOffset, updatedAt, updatedOffset
    }

    /// `c.uid, c.name, c.kind, …`.
    static let selection = Columns.selection { column in
        switch column {
        case .uid: "c.uid"
        case .name: "c.name"
        case .kind: "c.kind"
        case .createdAt: "c.created_at"
        case .createdOffset: "c.created_offset"
        case .updatedAt: "c.updated_at"
        case .updatedOffset: "c.updated_offset"
        }
    }

    /// The condition on a row of `selection`.
    init(row: SQLRow<Columns>) {
        uid = row.text(.uid)
        name = row.text(.name)
        // The schema's CHECK holds the kind to the three.
        kind = ConditionKind(rawValue: row.text(.kind)) ?? .pain
        createdAt = row.timestamp(.createdAt, .createdOffset)
        updatedAt = row.timestamp(.updatedAt, .updatedOffset)
    }

    func condition(areas: [String]) -> Condition {
        Condition(uid: uid, name: name, kind: kind, areas: areas, createdAt: createdAt, updatedAt: updatedAt)
    }
}

/// An area of a condition: the condition's uid and the area's spelling (the diary's, else the one
/// it was assigned with).
private struct ConditionAreaRow {
    let conditionUID: String
    let name: String

    /// The columns, in SELECT order (the condition areas aliased `ca`, the areas `a`).
    enum Columns: Int32, SQLColumn {
        case conditionUID, name
    }

    /// `ca.condition_uid, coalesce(a.name, ca.area_name)`.
    static let selection = Columns.selection { column in
        switch column {
        case .conditionUID: "ca.condition_uid"
        case .name: "coalesce(a.name, ca.area_name)"
        }
    }

    /// The area on a row of `selection`.
    init(row: SQLRow<Columns>) {
        conditionUID = row.text(.conditionUID)
        name = row.text(.name)
    }
}

/// A condition's entries: how many, and when the latest was.
private struct ConditionFigures {
    let uid: String
    let entries: Int
    let lastLogged: Timestamp?

    /// The columns, in SELECT order.
    enum Columns: Int32, SQLColumn {
        case uid, entries, lastAt, lastOffset
    }

    /// The condition's uid, its distinct entries, and the latest one's time and offset.
    static let selection = Columns.selection { column in
        switch column {
        case .uid: "ca.condition_uid"
        case .entries: "count(DISTINCT e.id)"
        // SQLite takes the bare column from the row that holds the max.
        case .lastAt: "max(e.occurred_at)"
        case .lastOffset: "e.occurred_offset"
        }
    }

    /// The figures on a row of `selection`.
    init(row: SQLRow<Columns>) {
        uid = row.text(.uid)
        entries = row.int(.entries)
        lastLogged = row.optionalTimestamp(.lastAt, .lastOffset)
    }
}
