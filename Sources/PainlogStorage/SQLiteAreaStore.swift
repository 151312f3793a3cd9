import PainlogDomain

/// Areas in SQLite. Area rows are never deleted here — the change journal refers to them by id — so
/// a merged-away area simply has no entries and is not listed.
final class SQLiteAreaStore: AreaStore {
    private let connection: SQLiteConnection

    init(connection: SQLiteConnection) {
        self.connection = connection
    }

    func usage() throws -> [AreaUsage] {
        var areas: [AreaUsage] = []
        try connection.inReadTransaction {
            try connection.query(
                """
                SELECT n.name, count(*),
                       (SELECT e.occurred_at FROM entries e JOIN entry_areas x ON x.entry_id = e.id
                        WHERE x.area_id = n.id ORDER BY e.occurred_at DESC LIMIT 1),
                       (SELECT e.occurred_offset FROM entries e JOIN entry_areas x ON x.entry_id = e.id
                        WHERE x.area_id = n.id ORDER BY e.occurred_at DESC LIMIT 1)
                FROM areas n JOIN entry_areas l ON l.area_id = n.id
                GROUP BY n.id ORDER BY count(*) DESC, n.name_key
                """
            ) { row in
                areas.append(
                    AreaUsage(
                        name: row.text(0), entryCount: row.int(1), lastLogged: Timestamp(seconds: row.int64(2), offset: row.int(3))))
            }
        }
        return areas
    }

    func area(named name: String) throws -> AreaRecord? {
        var found: AreaRecord?
        try connection.query("SELECT id, name FROM areas WHERE name_key = ?", [.text(NameRules.key(for: name))]) {
            found = AreaRecord(id: $0.int64(0), name: $0.text(1))
        }
        return found
    }

    func entryIDs(withArea id: Int64) throws -> [Int64] {
        var ids: [Int64] = []
        try connection.query("SELECT entry_id FROM entry_areas WHERE area_id = ? ORDER BY entry_id", [.integer(id)]) {
            ids.append($0.int64(0))
        }
        return ids
    }

    func rename(area id: Int64, to name: String) throws {
        try connection.run("UPDATE areas SET name = ?, name_key = ? WHERE id = ?", [.text(name), .text(NameRules.key(for: name)), .integer(id)])
    }

    func merge(area id: Int64, into target: Int64) throws {
        try connection.inWriteTransaction {
            // Entries that already have the target keep their own link to it.
            try connection.run(
                "DELETE FROM entry_areas WHERE area_id = ?1 AND entry_id IN (SELECT entry_id FROM entry_areas WHERE area_id = ?2)",
                [.integer(id), .integer(target)])
            try connection.run("UPDATE entry_areas SET area_id = ?2 WHERE area_id = ?1", [.integer(id), .integer(target)])
        }
    }
}
