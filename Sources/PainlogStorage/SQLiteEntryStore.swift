import PainlogDomain

/// The diary's entries in SQLite: `entries` plus the normalised area, tag and medication tables.
final class SQLiteEntryStore: EntryStore {
    let connection: SQLiteConnection
    /// Name ids by name as spelled, one cache per kind of name (see `nameID`); three properties
    /// rather than an array of three, which would cost every command its generic metadata.
    private var areaIDs: [String: Int64] = [:]
    private var tagIDs: [String: Int64] = [:]
    private var medicationIDs: [String: Int64] = [:]
    private var nameCacheGeneration = -1
    /// The highest id any entry had when the outermost write transaction began; nil outside one.
    ///
    /// An id at or below it was shown to the user once, even if undo or the journal has since
    /// forgotten its entry, so an import must not hand it to another entry.
    private var highestIDBeforeWrite: Int64?

    init(connection: SQLiteConnection) {
        self.connection = connection
    }

    func inWriteTransaction<T>(_ body: () throws -> T) throws -> T {
        try connection.inWriteTransaction {
            guard highestIDBeforeWrite == nil else { return try body() }
            // AUTOINCREMENT's sequence is the highest id ever given out, whatever happened since.
            highestIDBeforeWrite = try connection.scalarInt(
                """
                SELECT max(coalesce((SELECT seq FROM sqlite_sequence WHERE name = 'entries'), 0),
                           coalesce((SELECT max(id) FROM entries), 0))
                """)
            defer { highestIDBeforeWrite = nil }
            return try body()
        }
    }

    func inReadTransaction<T>(_ body: () throws -> T) throws -> T {
        try connection.inReadTransaction(body)
    }

    func insert(_ content: EntryContent) throws -> Entry {
        let id: Int64 = try insert(content, preferredID: nil)
        guard let entry = try entry(id: id) else {
            throw PainlogError.failure("entry #\(id) vanished while it was being written")
        }
        return entry
    }

    /// Inside a caller's write transaction this is part of it: if it fails, the caller's whole
    /// transaction is to be rolled back (as `log` and `import` do).
    func insert(_ content: EntryContent, preferredID: Int64?) throws -> Int64 {
        // Inside a caller's transaction this is part of it; otherwise a write transaction of its own.
        if connection.isInTransaction {
            return try insertRow(content, preferredID: preferredID)
        }
        return try inWriteTransaction { try insertRow(content, preferredID: preferredID) }
    }

    private func insertRow(_ content: EntryContent, preferredID: Int64?) throws -> Int64 {
        let freeID = try preferredID.flatMap { try isNeverUsed($0) ? $0 : nil }
        try connection.run(
            """
            INSERT INTO entries (id, uid, occurred_at, occurred_offset, intensity, note,
                                 created_at, created_offset, updated_at, updated_offset, ended_at, ended_offset,
                                 symptoms)
            VALUES (\(freeID), \(content.uid), \(content.occurredAt.seconds), \(content.occurredAt.offset),
                    \(content.intensity.value), \(content.note),
                    \(content.createdAt.seconds), \(content.createdAt.offset),
                    \(content.updatedAt.seconds), \(content.updatedAt.offset),
                    \(content.endedAt?.seconds), \(content.endedAt?.offset), \(content.symptoms.rawValue))
            """)
        let id = connection.lastInsertedRowID
        try writeNames(of: content, entryID: id)
        return id
    }

    func touch(ids: [Int64], at time: Timestamp) throws {
        try connection.inWriteTransaction {
            for id in ids {
                try connection.run(
                    """
                    UPDATE entries
                    SET updated_at = CASE WHEN updated_at > \(time.seconds) THEN updated_at + 1 ELSE \(time.seconds) END,
                        updated_offset = \(time.offset)
                    WHERE id = \(id)
                    """)
            }
        }
    }

    func update(id: Int64, with content: EntryContent) throws -> Entry {
        try connection.inWriteTransaction {
            try connection.run(
                """
                UPDATE entries SET uid = \(content.uid), occurred_at = \(content.occurredAt.seconds),
                    occurred_offset = \(content.occurredAt.offset), intensity = \(content.intensity.value),
                    note = \(content.note), created_at = \(content.createdAt.seconds),
                    created_offset = \(content.createdAt.offset), updated_at = \(content.updatedAt.seconds),
                    updated_offset = \(content.updatedAt.offset), ended_at = \(content.endedAt?.seconds),
                    ended_offset = \(content.endedAt?.offset), symptoms = \(content.symptoms.rawValue)
                WHERE id = \(id)
                """)
            guard connection.changes == 1 else {
                throw PainlogError.failure("no entry #\(id)")
            }
            for table in [NameTable.areas, .tags, .medications] {
                try connection.run("DELETE FROM \(table: table.links) WHERE entry_id = \(id)")
            }
            try writeNames(of: content, entryID: id)
            guard let entry = try entry(id: id) else {
                throw PainlogError.failure("entry #\(id) vanished while it was being written")
            }
            return entry
        }
    }

    func delete(ids: [Int64]) throws {
        try connection.inWriteTransaction {
            for id in ids {
                try connection.run("DELETE FROM entries WHERE id = \(id)")
            }
        }
    }

    /// The id of a name, from a cache that lives as long as the current transaction: a bulk import
    /// names the same few areas a million times.
    ///
    /// It is keyed by the name as spelled, so that a name seen before needs no name key worked out.
    /// Swift's String equality is canonical equivalence (`é` equals `e` + U+0301), and so are name
    /// keys (NFC, since issue 12): equal Strings are one name, and the first spelling's id is the
    /// other's too.
    private func nameID(_ name: String, in table: NameTable) throws -> Int64 {
        if nameCacheGeneration != connection.generation {
            areaIDs.removeAll(keepingCapacity: true)
            tagIDs.removeAll(keepingCapacity: true)
            medicationIDs.removeAll(keepingCapacity: true)
            nameCacheGeneration = connection.generation
        }
        let cached =
            switch table.kind {
            case .area: areaIDs[name]
            case .tag: tagIDs[name]
            case .medication: medicationIDs[name]
            }
        if let cached { return cached }
        let id = try table.id(for: name, in: connection)
        switch table.kind {
        case .area: areaIDs[name] = id
        case .tag: tagIDs[name] = id
        case .medication: medicationIDs[name] = id
        }
        return id
    }

    /// Writes the area, tag and medication links of entry `entryID`.
    private func writeNames(of content: EntryContent, entryID: Int64) throws {
        for (position, area) in content.areas.enumerated() {
            let areaID = try nameID(area, in: .areas)
            try connection.run(
                """
                INSERT OR IGNORE INTO entry_areas (entry_id, area_id, position)
                VALUES (\(entryID), \(areaID), \(position))
                """)
        }
        for (position, tag) in content.tags.enumerated() {
            let tagID = try nameID(tag, in: .tags)
            try connection.run(
                """
                INSERT OR IGNORE INTO entry_tags (entry_id, tag_id, position)
                VALUES (\(entryID), \(tagID), \(position))
                """)
        }
        for (position, medication) in content.medications.enumerated() {
            let medicationID = try nameID(medication.name, in: .medications)
            try connection.run(
                """
                INSERT INTO entry_medications (entry_id, position, medication_id, dose)
                VALUES (\(entryID), \(position), \(medicationID), \(medication.dose))
                """)
        }
    }

    /// Whether no entry has `id`, none that `undo` could bring back had it, and it lies above every
    /// id given out before this write (ids this write gave out are in `entries`).
    private func isNeverUsed(_ id: Int64) throws -> Bool {
        guard id > highestIDBeforeWrite ?? 0 else { return false }
        return try connection.scalarInt(
            """
            SELECT NOT EXISTS (SELECT 1 FROM entries WHERE id = \(id))
               AND NOT EXISTS (SELECT 1 FROM journal_entries WHERE entry_id = \(id))
            """) == 1
    }

    func entry(uid: String) throws -> Entry? {
        var found: Entry?
        try connection.inReadTransaction {
            try connection.query("SELECT \(Entry.selection) FROM entries e WHERE e.uid = \(uid)", Entry.Columns.self) {
                found = try readEntry($0)
            }
        }
        return found
    }

    func entry(id: Int64) throws -> Entry? {
        var found: Entry?
        try connection.inReadTransaction {
            try connection.query("SELECT \(Entry.selection) FROM entries e WHERE e.id = \(id)", Entry.Columns.self) {
                found = try readEntry($0)
            }
        }
        return found
    }

    func forEachEntry(
        matching filter: EntryFilter, order: EntryOrder, limit: Int?, _ body: (Entry) throws -> Void
    ) throws {
        let conditions = Self.whereClause(for: filter)
        let direction: SQLFragment = order == .newestFirst ? "DESC" : "ASC"
        guard let limit else {
            try connection.inReadTransaction {
                try forEachEntryMerged(conditions: conditions, direction: direction, body)
            }
            return
        }
        let sql: SQLFragment = """
            SELECT \(Entry.selection) FROM entries e \(conditions)
            ORDER BY e.occurred_at \(direction), e.id \(direction) LIMIT \(limit)
            """
        try connection.inReadTransaction {
            try connection.query(sql, Entry.Columns.self) { row in
                try body(try readEntry(row))
            }
        }
    }

    func count(matching filter: EntryFilter, upTo cap: Int) throws -> Int {
        let conditions = Self.whereClause(for: filter)
        return Int(
            try connection.scalarInt("SELECT count(*) FROM (SELECT 1 FROM entries e \(conditions) LIMIT \(cap))"))
    }

    func count(matching filter: EntryFilter) throws -> Int {
        return Int(try connection.scalarInt("SELECT count(*) FROM entries e \(Self.whereClause(for: filter))"))
    }

    /// Builds the entry on the current row of a query over `Entry.selection`, reading its names.
    private func readEntry(_ row: SQLRow<Entry.Columns>) throws -> Entry {
        let id = row.int64(.id)
        return try Entry(
            row: row, areas: try names(in: .areas, of: id), tags: try names(in: .tags, of: id),
            medications: try medications(of: id))
    }

    private func names(in table: NameTable, of entryID: Int64) throws -> [String] {
        var names: [String] = []
        try connection.query(
            """
            SELECT n.name FROM \(table: table.links) l
            JOIN \(table: table.table) n ON n.id = l.\(column: table.nameColumn)
            WHERE l.entry_id = \(entryID) ORDER BY l.position
            """, SingleColumn.self
        ) { names.append(String(row: $0)) }
        return names
    }

    private func medications(of entryID: Int64) throws -> [Medication] {
        var medications: [Medication] = []
        try connection.query(
            """
            SELECT \(Medication.selection) FROM entry_medications l JOIN medications m ON m.id = l.medication_id
            WHERE l.entry_id = \(entryID) ORDER BY l.position
            """, Medication.Columns.self
        ) { medications.append(Medication(row: $0)) }
        return medications
    }
}
