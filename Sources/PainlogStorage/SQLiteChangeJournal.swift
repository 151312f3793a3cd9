import PainlogDomain

/// The change journal in SQLite (migration 0002). Before-images are built and restored in SQL
/// (`json_object`, `json_each`) and refer to names by id, so an undo is exact to the byte.
final class SQLiteChangeJournal: ChangeJournal {
    let capacity: Int
    let connection: SQLiteConnection
    /// Now, in the diary's zone: when undo buries what it removes (see `restoreImpacts`).
    let now: () -> Timestamp

    init(connection: SQLiteConnection, capacity: Int = 100, now: @escaping () -> Timestamp) {
        self.connection = connection
        self.capacity = capacity
        self.now = now
    }

    /// The entry's row and its links as one JSON object. The note goes in as hex: SQLite's JSON
    /// functions (3.40) cut a string short at an escaped U+0000, and a note may hold one.
    private static let beforeImage = """
        SELECT json_object(
            'uid', e.uid, 'occurred_at', e.occurred_at, 'occurred_offset', e.occurred_offset,
            'intensity', e.intensity, 'note_hex', hex(e.note),
            'created_at', e.created_at, 'created_offset', e.created_offset,
            'updated_at', e.updated_at, 'updated_offset', e.updated_offset,
            'areas', (SELECT json_group_array(area_id) FROM
                        (SELECT area_id FROM entry_areas WHERE entry_id = e.id ORDER BY position)),
            'tags', (SELECT json_group_array(tag_id) FROM
                        (SELECT tag_id FROM entry_tags WHERE entry_id = e.id ORDER BY position)),
            'medications', (SELECT json_group_array(json_array(medication_id, dose)) FROM
                        (SELECT medication_id, dose FROM entry_medications WHERE entry_id = e.id ORDER BY position)))
        FROM entries e WHERE e.id = ?2
        """

    func record(_ kind: ChangeKind, summary: String, at time: Timestamp, changing: [Int64], created: [Int64]) throws -> Int64 {
        try connection.run(
            "INSERT INTO journal_steps (command, summary, created_at, created_offset) VALUES (?, ?, ?, ?)",
            [.text(kind.rawValue), .text(summary), .integer(time.seconds), .integer(time.offset)])
        let step = connection.lastInsertedRowID
        try noteChanging(changing, in: step)
        try noteCreated(created, in: step)
        // Keep the newest `capacity` steps by count: step ids are not dense, since undone steps leave gaps.
        try connection.run(
            "DELETE FROM journal_steps WHERE id <= (SELECT id FROM journal_steps ORDER BY id DESC LIMIT 1 OFFSET ?)",
            [.integer(capacity)])
        return step
    }

    func noteChanging(_ ids: [Int64], in step: Int64) throws {
        for id in ids {
            try connection.run(
                "INSERT OR IGNORE INTO journal_entries (step_id, entry_id, before) VALUES (?1, ?2, (\(Self.beforeImage)))",
                [.integer(step), .integer(id)])
        }
    }

    func noteTombstones(_ uids: [String], in step: Int64) throws {
        for uid in uids {
            try connection.run(
                """
                INSERT OR IGNORE INTO journal_tombstones (step_id, uid, entry_id, deleted_at, deleted_offset)
                SELECT ?1, ?2, t.entry_id, t.deleted_at, t.deleted_offset
                FROM (SELECT 1) LEFT JOIN tombstones t ON t.uid = ?2
                """, [.integer(step), .text(uid)])
        }
    }

    func noteRenaming(_ kind: NameRules.Kind, _ id: Int64, in step: Int64) throws {
        let table = NameTable.of(kind)
        if kind == .area {
            try connection.run(
                "INSERT OR IGNORE INTO journal_names (step_id, area_id, name, name_key) SELECT ?, id, name, name_key FROM areas WHERE id = ?",
                [.integer(step), .integer(id)])
            return
        }
        try connection.run(
            """
            INSERT OR IGNORE INTO journal_renamed_names (step_id, name_table, name_id, name, name_key)
            SELECT ?1, ?2, id, name, name_key FROM \(table.table) WHERE id = ?3
            """, [.integer(step), .text(table.table), .integer(id)])
    }

    func noteCreated(_ ids: [Int64], in step: Int64) throws {
        for id in ids {
            try connection.run(
                "INSERT OR IGNORE INTO journal_entries (step_id, entry_id, before) VALUES (?, ?, NULL)",
                [.integer(step), .integer(id)])
        }
    }

    func undoLatest() throws -> JournalStep? {
        try connection.inWriteTransaction {
            guard let step = try recentSteps(limit: 1).first else { return nil }
            var touched: [(Int64, String?)] = []
            try connection.query(
                "SELECT entry_id, before FROM journal_entries WHERE step_id = ? ORDER BY entry_id", [.integer(step.id)]
            ) { row in
                touched.append((row.int64(0), row.isNull(1) ? nil : row.text(1)))
            }
            for table in [NameTable.areas, .tags, .medications] {
                try restoreNames(of: table, step: step.id)
            }
            let namesInUse = try namesOfEntries(in: step.id)
            for (id, before) in touched {
                try connection.run("DELETE FROM entries WHERE id = ?", [.integer(id)])
                if let before {
                    try restore(id: id, from: before)
                }
            }
            try removeUnusedNames(namesInUse)
            try restoreTombstones(of: step.id)
            try restoreImpacts(of: step.id)
            try connection.run("DELETE FROM journal_steps WHERE id = ?", [.integer(step.id)])
            return step
        }
    }

    /// The names (by table) the entries step `step` touched have now, before the undo.
    private func namesOfEntries(in step: Int64) throws -> [(NameTable, [Int64])] {
        try [NameTable.areas, .tags, .medications].map { table in
            var ids: [Int64] = []
            try connection.query(
                """
                SELECT DISTINCT \(table.nameColumn) FROM \(table.links)
                WHERE entry_id IN (SELECT entry_id FROM journal_entries WHERE step_id = ?)
                """, [.integer(step)]
            ) { row in ids.append(row.int64(0)) }
            return (table, ids)
        }
    }

    /// Removes those of `candidates` that no entry and no remaining undo step refers to any more: a
    /// name that an undone step brought in (an import's `Hip`) would otherwise keep its spelling,
    /// and a later `--area hip` would still be stored as `Hip`.
    private func removeUnusedNames(_ candidates: [(NameTable, [Int64])]) throws {
        for (table, ids) in candidates where !ids.isEmpty {
            let path = table.kind == .area ? "$.areas" : table.kind == .tag ? "$.tags" : "$.medications"
            let imageValue = table.kind == .medication ? "j.value ->> 0" : "j.value"
            let renamed =
                table.kind == .area
                ? "SELECT 1 FROM journal_names WHERE area_id = n.id"
                : "SELECT 1 FROM journal_renamed_names WHERE name_table = '\(table.table)' AND name_id = n.id"
            for id in ids {
                try connection.run(
                    """
                    DELETE FROM \(table.table) AS n WHERE n.id = ?1
                      AND NOT EXISTS (SELECT 1 FROM \(table.links) WHERE \(table.nameColumn) = n.id)
                      AND NOT EXISTS (\(renamed))
                      AND NOT EXISTS (
                        SELECT 1 FROM journal_entries e, json_each(e.before, '\(path)') j
                        WHERE e.before IS NOT NULL AND \(imageValue) = n.id)
                    """, [.integer(id)])
            }
        }
    }

    /// Gives back the spellings step `step` renamed in `table`.
    private func restoreNames(of table: NameTable, step: Int64) throws {
        // Areas have their own journal table (0002); tags and medications share one (0004).
        let renamed =
            table.kind == .area
            ? "SELECT area_id AS name_id, name, name_key FROM journal_names WHERE step_id = ?1"
            : "SELECT name_id, name, name_key FROM journal_renamed_names WHERE step_id = ?1 AND name_table = '\(table.table)'"
        // A name given back may have been taken since by a new name that a later, already undone,
        // step created; no entry and no remaining step refers to that name, so it goes.
        try connection.run(
            """
            DELETE FROM \(table.table)
            WHERE name_key IN (SELECT name_key FROM (\(renamed)))
              AND id NOT IN (SELECT name_id FROM (\(renamed)))
              AND NOT EXISTS (SELECT 1 FROM \(table.links) WHERE \(table.nameColumn) = \(table.table).id)
            """, [.integer(step)])
        try connection.run(
            """
            UPDATE \(table.table) SET name = j.name, name_key = j.name_key
            FROM (\(renamed)) AS j
            WHERE \(table.table).id = j.name_id
            """, [.integer(step)])
    }

    /// Puts back the tombstones the step changed as they were before it: none, or the old one.
    private func restoreTombstones(of step: Int64) throws {
        try connection.run(
            "DELETE FROM tombstones WHERE uid IN (SELECT uid FROM journal_tombstones WHERE step_id = ?)", [.integer(step)])
        try connection.run(
            """
            INSERT INTO tombstones (uid, entry_id, deleted_at, deleted_offset)
            SELECT uid, entry_id, deleted_at, deleted_offset FROM journal_tombstones
            WHERE step_id = ? AND deleted_at IS NOT NULL
            """, [.integer(step)])
    }

    private func restore(id: Int64, from image: String) throws {
        let values: [SQLiteValue] = [.integer(id), .text(image)]
        try connection.run(
            """
            INSERT INTO entries (id, uid, occurred_at, occurred_offset, intensity, note,
                                 created_at, created_offset, updated_at, updated_offset)
            SELECT ?1, j->>'uid', j->>'occurred_at', j->>'occurred_offset', j->>'intensity', ?3,
                   j->>'created_at', j->>'created_offset', j->>'updated_at', j->>'updated_offset'
            FROM (SELECT json(?2) AS j)
            """, values + [.text(try note(in: image))])
        try connection.run(
            "INSERT INTO entry_areas (entry_id, area_id, position) SELECT ?1, value, key FROM json_each(?2, '$.areas')",
            values)
        try connection.run(
            "INSERT INTO entry_tags (entry_id, tag_id, position) SELECT ?1, value, key FROM json_each(?2, '$.tags')",
            values)
        try connection.run(
            """
            INSERT INTO entry_medications (entry_id, position, medication_id, dose)
            SELECT ?1, key, value->>0, value->>1 FROM json_each(?2, '$.medications')
            """, values)
    }

    /// The note of a before-image, byte for byte. Images written before notes went in as hex
    /// (`note_hex`) hold the note as a JSON string.
    private func note(in image: String) throws -> String {
        var hex: String?
        var text = ""
        try connection.query("SELECT ?1->>'note_hex', ?1->>'note'", [.text(image)]) { row in
            hex = row.isNull(0) ? nil : row.text(0)
            text = row.text(1)
        }
        guard let hex else { return text }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(hex.utf8.count / 2)
        var high: UInt8?
        for digit in hex.utf8 {
            // hex() writes 0-9 and A-F only.
            let value: UInt8? = (48...57).contains(digit) ? digit - 48 : (65...70).contains(digit) ? digit - 55 : nil
            guard let value else {
                throw PainlogError.failure("the undo journal is damaged (a note that is not hex); nothing was undone")
            }
            if let first = high {
                bytes.append(first << 4 | value)
                high = nil
            } else {
                high = value
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    func recentSteps(limit: Int) throws -> [JournalStep] {
        var steps: [JournalStep] = []
        try connection.query(
            """
            SELECT s.id, s.command, s.summary, s.created_at, s.created_offset,
                   (SELECT count(*) FROM journal_entries j WHERE j.step_id = s.id)
            FROM journal_steps s ORDER BY s.id DESC LIMIT ?
            """, [.integer(limit)]
        ) { row in
            steps.append(
                JournalStep(
                    id: row.int64(0), kind: ChangeKind(rawValue: row.text(1)) ?? .edit, summary: row.text(2),
                    recordedAt: Timestamp(seconds: row.int64(3), offset: row.int(4)), entryCount: row.int(5)))
        }
        return steps
    }
}
