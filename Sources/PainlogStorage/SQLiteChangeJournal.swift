import PainlogDomain

/// The change journal in SQLite (migration 0002).
///
/// Before-images are built and restored in SQL (`json_object`, `json_each`) and refer to names by
/// id, so an undo is exact to the byte, but for the `updated_at` of what it puts back: the undo's
/// time (issue 27), except when it undoes a sync.
final class SQLiteChangeJournal: ChangeJournal {
    let capacity: Int
    let connection: SQLiteConnection

    init(connection: SQLiteConnection, capacity: Int = 100) {
        self.connection = connection
        self.capacity = capacity
    }

    /// The entry's row and its links as one JSON object.
    ///
    /// The note goes in as hex: SQLite's JSON functions (3.40) cut a string short at an escaped
    /// U+0000, and a note may hold one.
    private static func beforeImage(of id: Int64) -> SQLFragment {
        """
        SELECT json_object(
            'uid', e.uid, 'occurred_at', e.occurred_at, 'occurred_offset', e.occurred_offset,
            'intensity', e.intensity, 'note_hex', hex(e.note),
            'created_at', e.created_at, 'created_offset', e.created_offset,
            'updated_at', e.updated_at, 'updated_offset', e.updated_offset,
            'ended_at', e.ended_at, 'ended_offset', e.ended_offset, 'symptoms', e.symptoms,
            'areas', (SELECT json_group_array(area_id) FROM
                        (SELECT area_id FROM entry_areas WHERE entry_id = e.id ORDER BY position)),
            'tags', (SELECT json_group_array(tag_id) FROM
                        (SELECT tag_id FROM entry_tags WHERE entry_id = e.id ORDER BY position)),
            'medications', (SELECT json_group_array(json_array(medication_id, dose)) FROM
                        (SELECT medication_id, dose FROM entry_medications WHERE entry_id = e.id ORDER BY position)))
        FROM entries e WHERE e.id = \(id)
        """
    }

    func record(_ kind: ChangeKind, summary: String, at time: Timestamp, changing: [Int64], created: [Int64]) throws
        -> Int64
    {
        try connection.run(
            """
            INSERT INTO journal_steps (command, summary, created_at, created_offset)
            VALUES (\(kind.rawValue), \(summary), \(time.seconds), \(time.offset))
            """)
        let step = connection.lastInsertedRowID
        try noteChanging(changing, in: step)
        try noteCreated(created, in: step)
        // Keep the newest `capacity` steps by count: step ids are not dense, since undone steps leave gaps.
        try connection.run(
            """
            DELETE FROM journal_steps
            WHERE id <= (SELECT id FROM journal_steps ORDER BY id DESC LIMIT 1 OFFSET \(capacity))
            """)
        return step
    }

    func noteChanging(_ ids: [Int64], in step: Int64) throws {
        for id in ids {
            try connection.run(
                """
                INSERT OR IGNORE INTO journal_entries (step_id, entry_id, before)
                VALUES (\(step), \(id), (\(Self.beforeImage(of: id))))
                """)
        }
    }

    func noteTombstones(_ uids: [String], in step: Int64) throws {
        for uid in uids {
            try connection.run(
                """
                INSERT OR IGNORE INTO journal_tombstones (step_id, uid, entry_id, deleted_at, deleted_offset)
                SELECT \(step), \(uid), t.entry_id, t.deleted_at, t.deleted_offset
                FROM (SELECT 1) LEFT JOIN tombstones t ON t.uid = \(uid)
                """)
        }
    }

    func noteRenaming(_ kind: NameKind, _ id: Int64, in step: Int64) throws {
        let table = NameTable.of(kind)
        if kind == .area {
            try connection.run(
                """
                INSERT OR IGNORE INTO journal_names (step_id, area_id, name, name_key)
                SELECT \(step), id, name, name_key FROM areas WHERE id = \(id)
                """)
            return
        }
        try connection.run(
            """
            INSERT OR IGNORE INTO journal_renamed_names (step_id, name_table, name_id, name, name_key)
            SELECT \(step), \(table.table.text), id, name, name_key FROM \(table: table.table) WHERE id = \(id)
            """)
    }

    func noteCreated(_ ids: [Int64], in step: Int64) throws {
        for id in ids {
            try connection.run(
                "INSERT OR IGNORE INTO journal_entries (step_id, entry_id, before) VALUES (\(step), \(id), NULL)")
        }
    }

    func noteClassChange(of id: Int64, in step: Int64) throws {
        try connection.run(
            """
            INSERT OR IGNORE INTO journal_medication_classes (step_id, medication_id, class)
            SELECT \(step), \(id), (SELECT class FROM medication_classes WHERE medication_id = \(id))
            """)
    }

    func undoLatest(at time: Timestamp) throws -> JournalStep? {
        try connection.inWriteTransaction {
            guard let step = try recentSteps(limit: 1).first else { return nil }
            var touched: [TouchedEntry] = []
            try connection.query(
                "SELECT \(TouchedEntry.selection) FROM journal_entries WHERE step_id = \(step.id) ORDER BY entry_id",
                TouchedEntry.Columns.self
            ) { touched.append(TouchedEntry(row: $0)) }
            try restoreSyncStamps(of: step.id)
            // An undo is a change like any other, made now, unless it undoes a sync: that puts the
            // merge's stamps back too, and the next sync merges the same files again (docs/sync.md).
            let travels = step.kind != .sync
            let updatedAt = travels ? time : nil
            // Entries the step created that a sync has seen: other diaries hold them (see below).
            let synced = travels ? try syncedUIDs(createdBy: step.id) : []
            for table in [NameTable.areas, .tags, .medications] {
                try restoreNames(of: table, step: step.id)
            }
            let namesInUse = try namesOfEntries(in: step.id)
            for entry in touched {
                try connection.run("DELETE FROM entries WHERE id = \(entry.id)")
                if let before = entry.before {
                    try restore(id: entry.id, from: before, updatedAt: updatedAt)
                }
            }
            try removeUnusedNames(namesInUse)
            try restoreTombstones(of: step.id)
            if travels { try travelWithSync(created: synced, step: step.id, at: time) }
            try restoreImpacts(of: step.id, updatedAt: updatedAt, buryingAt: time)
            try restoreClasses(of: step.id)
            try restoreConditions(of: step.id, changedAt: updatedAt)
            try restoreCourses(of: step.id)
            try connection.run("DELETE FROM journal_steps WHERE id = \(step.id)")
            return step
        }
    }

    /// The names (by table) the entries step `step` touched have now, before the undo.
    private func namesOfEntries(in step: Int64) throws -> [(NameTable, [Int64])] {
        try [NameTable.areas, .tags, .medications].map { table in
            var ids: [Int64] = []
            try connection.query(
                """
                SELECT DISTINCT \(column: table.nameColumn) FROM \(table: table.links)
                WHERE entry_id IN (SELECT entry_id FROM journal_entries WHERE step_id = \(step))
                """, SingleColumn.self
            ) { ids.append(Int64(row: $0)) }
            return (table, ids)
        }
    }

    /// Removes those of `candidates` that no entry and no remaining undo step refers to any more: a
    /// name that an undone step brought in (an import's `Hip`) would otherwise keep its spelling,
    /// and a later `--area hip` would still be stored as `Hip`.
    private func removeUnusedNames(_ candidates: [(NameTable, [Int64])]) throws {
        for (table, ids) in candidates where !ids.isEmpty {
            let path: SQLFragment =
                table.kind == .area ? "'$.areas'" : table.kind == .tag ? "'$.tags'" : "'$.medications'"
            let imageValue: SQLFragment = table.kind == .medication ? "j.value ->> 0" : "j.value"
            let renamed: SQLFragment =
                table.kind == .area
                ? "SELECT 1 FROM journal_names WHERE area_id = n.id"
                : "SELECT 1 FROM journal_renamed_names WHERE name_table = \(table.table.text) AND name_id = n.id"
            for id in ids {
                try connection.run(
                    """
                    DELETE FROM \(table: table.table) AS n WHERE n.id = \(id)
                      AND NOT EXISTS (SELECT 1 FROM \(table: table.links) WHERE \(column: table.nameColumn) = n.id)
                      AND NOT EXISTS (\(renamed))
                      AND NOT EXISTS (
                        SELECT 1 FROM journal_entries e, json_each(e.before, \(path)) j
                        WHERE e.before IS NOT NULL AND \(imageValue) = n.id)
                    """)
            }
        }
    }

    /// Gives back the spellings step `step` renamed in `table`.
    private func restoreNames(of table: NameTable, step: Int64) throws {
        // Areas have their own journal table (0002); tags and medications share one (0004).
        let renamed: SQLFragment =
            table.kind == .area
            ? "SELECT area_id AS name_id, name, name_key FROM journal_names WHERE step_id = \(step)"
            : """
            SELECT name_id, name, name_key FROM journal_renamed_names
            WHERE step_id = \(step) AND name_table = \(table.table.text)
            """
        // A name given back may have been taken since by a new name that a later, already undone,
        // step created; no entry and no remaining step refers to that name, so it goes.
        try connection.run(
            """
            DELETE FROM \(table: table.table)
            WHERE name_key IN (SELECT name_key FROM (\(renamed)))
              AND id NOT IN (SELECT name_id FROM (\(renamed)))
              AND NOT EXISTS (
                SELECT 1 FROM \(table: table.links) WHERE \(column: table.nameColumn) = \(table: table.table).id)
            """)
        try connection.run(
            """
            UPDATE \(table: table.table) SET name = j.name, name_key = j.name_key
            FROM (\(renamed)) AS j
            WHERE \(table: table.table).id = j.name_id
            """)
    }

    /// Gives back the classes step `step` changed (`meds class`): the one set before, or none.
    private func restoreClasses(of step: Int64) throws {
        try connection.run(
            """
            DELETE FROM medication_classes WHERE medication_id IN (
                SELECT medication_id FROM journal_medication_classes WHERE step_id = \(step) AND class IS NULL)
            """)
        try connection.run(
            """
            INSERT INTO medication_classes (medication_id, class)
            SELECT medication_id, class FROM journal_medication_classes WHERE step_id = \(step) AND class IS NOT NULL
            ON CONFLICT (medication_id) DO UPDATE SET class = excluded.class
            """)
    }

    /// Puts back the stamps a sync's merge changed, and forgets a rename made in the step that no
    /// sync has carried yet (migration 0011).
    private func restoreSyncStamps(of step: Int64) throws {
        try connection.run("DELETE FROM name_renames WHERE step_id = \(step) AND stamp IS NULL")
        try connection.run(
            """
            DELETE FROM sync_stamps WHERE uid IN (
                SELECT uid FROM journal_sync_stamps WHERE step_id = \(step) AND state IS NULL)
            """)
        try connection.run(
            """
            INSERT OR REPLACE INTO sync_stamps (uid, state)
            SELECT uid, state FROM journal_sync_stamps WHERE step_id = \(step) AND state IS NOT NULL
            """)
    }

    /// The entries step `step` created that a sync has seen (migration 0011), with their uids: one
    /// query, however many (an import's undo).
    private func syncedUIDs(createdBy step: Int64) throws -> [SyncedEntry] {
        var found: [SyncedEntry] = []
        try connection.query(
            """
            SELECT \(SyncedEntry.selection) FROM journal_entries j JOIN entries e ON e.id = j.entry_id
            JOIN sync_stamps s ON s.uid = e.uid
            WHERE j.step_id = \(step) AND j.before IS NULL
            """, SyncedEntry.Columns.self
        ) { found.append(SyncedEntry(row: $0)) }
        return found
    }

    /// Makes the undo travel to the diaries this one syncs with: an entry the step created that a
    /// sync has seen leaves a tombstone (undoing a synced `log`), since other diaries hold it; an
    /// entry whose tombstone the undo removed has every field stamped again by the next sync, so
    /// that it comes back there too.
    private func travelWithSync(created synced: [SyncedEntry], step: Int64, at time: Timestamp) throws {
        for entry in synced {
            try connection.run(
                """
                INSERT OR REPLACE INTO tombstones (uid, entry_id, deleted_at, deleted_offset)
                VALUES (\(entry.uid), \(entry.id), \(time.seconds), \(time.offset))
                """)
        }
        try connection.run(
            """
            UPDATE sync_stamps SET state = '' WHERE uid IN (
                SELECT uid FROM journal_tombstones WHERE step_id = \(step) AND deleted_at IS NULL)
            """)
    }

    /// Puts back the tombstones the step changed as they were before it: none, or the old one.
    private func restoreTombstones(of step: Int64) throws {
        try connection.run(
            "DELETE FROM tombstones WHERE uid IN (SELECT uid FROM journal_tombstones WHERE step_id = \(step))")
        try connection.run(
            """
            INSERT INTO tombstones (uid, entry_id, deleted_at, deleted_offset)
            SELECT uid, entry_id, deleted_at, deleted_offset FROM journal_tombstones
            WHERE step_id = \(step) AND deleted_at IS NOT NULL
            """)
    }

    /// Puts entry `id` back as its before-image holds it, with `updated_at` `updatedAt` when given
    /// (the undo's time), else the image's.
    ///
    /// An image written before ends existed (painlog 0.2) has no `ended_at`: `->>` reads NULL, an
    /// entry without an end, which is what it was; one written before symptoms (0.3) has no
    /// `symptoms`: none, which is what it had.
    private func restore(id: Int64, from image: String, updatedAt: Timestamp?) throws {
        try connection.run(
            """
            INSERT INTO entries (id, uid, occurred_at, occurred_offset, intensity, note,
                                 created_at, created_offset, updated_at, updated_offset, ended_at, ended_offset,
                                 symptoms)
            SELECT \(id), j->>'uid', j->>'occurred_at', j->>'occurred_offset', j->>'intensity', \(try note(in: image)),
                   j->>'created_at', j->>'created_offset',
                   coalesce(\(updatedAt?.seconds), j->>'updated_at'), coalesce(\(updatedAt?.offset), j->>'updated_offset'),
                   j->>'ended_at', j->>'ended_offset', coalesce(j->>'symptoms', 0)
            FROM (SELECT json(\(image)) AS j)
            """)
        try connection.run(
            """
            INSERT INTO entry_areas (entry_id, area_id, position)
            SELECT \(id), value, key FROM json_each(\(image), '$.areas')
            """)
        try connection.run(
            """
            INSERT INTO entry_tags (entry_id, tag_id, position)
            SELECT \(id), value, key FROM json_each(\(image), '$.tags')
            """)
        try connection.run(
            """
            INSERT INTO entry_medications (entry_id, position, medication_id, dose)
            SELECT \(id), key, value->>0, value->>1 FROM json_each(\(image), '$.medications')
            """)
    }

    /// The note of a before-image, byte for byte.
    ///
    /// Images written before notes went in as hex (`note_hex`) hold the note as a JSON string.
    private func note(in image: String) throws -> String {
        var found = ImageNote(hex: nil, text: "")
        try connection.query("SELECT \(ImageNote.selection(of: image))", ImageNote.Columns.self) {
            found = ImageNote(row: $0)
        }
        guard let hex = found.hex else { return found.text }
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

    func holds(step id: Int64) throws -> Bool {
        guard id != 0 else { return true }
        return try connection.scalarInt("SELECT count(*) FROM journal_steps WHERE id = \(id)") > 0
    }

    func recentSteps(limit: Int) throws -> [JournalStep] {
        var steps: [JournalStep] = []
        try connection.query(
            """
            SELECT \(JournalStep.selection) FROM journal_steps s ORDER BY s.id DESC LIMIT \(limit)
            """, JournalStep.Columns.self
        ) { steps.append(JournalStep(row: $0)) }
        return steps
    }
}

/// An entry a step touched, as the undo reads it from `journal_entries`: its id and its
/// before-image (nil for an entry the step created).
struct TouchedEntry {
    let id: Int64
    let before: String?

    /// The columns, in SELECT order.
    enum Columns: Int32, SQLColumn {
        case entryID, before
    }

    /// `entry_id, before`.
    static let selection = Columns.selection { column in
        switch column {
        case .entryID: "entry_id"
        case .before: "before"
        }
    }

    /// The entry on a row of `selection`.
    init(row: SQLRow<Columns>) {
        id = row.int64(.entryID)
        before = row.optionalText(.before)
    }
}

/// An entry a step created that a sync has seen: its id and uid (the entries aliased `e`).
struct SyncedEntry {
    let id: Int64
    let uid: String

    /// The columns, in SELECT order.
    enum Columns: Int32, SQLColumn {
        case id, uid
    }

    /// `e.id, e.uid`.
    static let selection = Columns.selection { column in
        switch column {
        case .id: "e.id"
        case .uid: "e.uid"
        }
    }

    /// The entry on a row of `selection`.
    init(row: SQLRow<Columns>) {
        id = row.int64(.id)
        uid = row.text(.uid)
    }
}

/// The note of a before-image in its two spellings: as hex (nil in images written before hex) and
/// as a JSON string.
struct ImageNote {
    let hex: String?
    let text: String

    init(hex: String?, text: String) {
        self.hex = hex
        self.text = text
    }

    /// The columns, in SELECT order.
    enum Columns: Int32, SQLColumn {
        case hex, text
    }

    /// `image->>'note_hex', image->>'note'`, the image bound to each.
    static func selection(of image: String) -> SQLFragment {
        Columns.splicedSelection { column in
            switch column {
            case .hex: "\(image)->>'note_hex'"
            case .text: "\(image)->>'note'"
            }
        }
    }

    /// The note on a row of `selection(of:)`.
    init(row: SQLRow<Columns>) {
        hex = row.optionalText(.hex)
        text = row.text(.text)
    }
}
