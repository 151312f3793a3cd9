import PainlogDomain

/// `tags` and `meds` in SQL: each figure is one GROUP BY over the filtered entries (or, for a
/// response, one index lookup per entry), so memory grows with the number of names, not entries.
final class SQLiteNameStatisticsStore: NameStatisticsStore {
    private let connection: SQLiteConnection

    init(connection: SQLiteConnection) {
        self.connection = connection
    }

    /// The entry's local calendar day, as a day number (as `stats` counts logged days).
    private static let day = LocalTimeSQL.dayNumber

    /// The filter's conditions, ready to take more with `AND`.
    private static func conditions(_ filter: EntryFilter) -> (String, [SQLiteValue]) {
        let (clause, values) = SQLiteEntryStore.whereClause(for: filter)
        return (clause.isEmpty ? "WHERE" : clause + " AND", values)
    }

    func medicationUse(matching filter: EntryFilter) throws -> [MedicationUse] {
        let (conditions, values) = SQLiteEntryStore.whereClause(for: filter)
        var uses: [MedicationUse] = []
        // With a single max(), SQLite takes the bare occurred_offset from the row that has it.
        try connection.query(
            """
            SELECT m.name, count(DISTINCT e.id), count(DISTINCT \(Self.day)), max(e.occurred_at), e.occurred_offset
            FROM entries e JOIN entry_medications l ON l.entry_id = e.id JOIN medications m ON m.id = l.medication_id
            \(conditions)
            GROUP BY m.id ORDER BY count(DISTINCT \(Self.day)) DESC, count(DISTINCT e.id) DESC, m.name_key
            """, values
        ) { row in
            uses.append(
                MedicationUse(
                    name: row.text(0), doses: row.int(1), days: row.int(2), lastTaken: Timestamp(seconds: row.int64(3), offset: row.int(4))))
        }
        return uses
    }

    func responsePairs(matching filter: EntryFilter, window: ResponseWindow) throws -> [String?: IntensityPairCounts] {
        let (conditions, values) = Self.conditions(filter)
        // The first entry of all (whatever it carries) inside the window; ids break ties in time.
        let next = """
            (SELECT f.intensity FROM entries f WHERE f.occurred_at BETWEEN e.occurred_at + ? AND e.occurred_at + ?
             ORDER BY f.occurred_at, f.id LIMIT 1)
            """
        let bounds: [SQLiteValue] = [.integer(window.minimum), .integer(window.maximum)]
        var pairs: [String?: IntensityPairCounts] = [:]
        try connection.inReadTransaction {
            try connection.query(
                """
                SELECT m.name, e.intensity, \(next)
                FROM entries e JOIN entry_medications l ON l.entry_id = e.id JOIN medications m ON m.id = l.medication_id
                \(conditions) e.intensity > 0
                GROUP BY e.id, m.id ORDER BY e.occurred_at, e.id
                """, bounds + values
            ) { row in
                guard !row.isNull(2) else { return }
                pairs[row.text(0), default: IntensityPairCounts()].add(IntensityPair(before: row.int(1), after: row.int(2)))
            }
            try connection.query(
                """
                SELECT e.intensity, \(next) FROM entries e
                \(conditions) e.intensity > 0 AND NOT EXISTS (SELECT 1 FROM entry_medications l WHERE l.entry_id = e.id)
                ORDER BY e.occurred_at, e.id
                """, bounds + values
            ) { row in
                guard !row.isNull(1) else { return }
                pairs[nil, default: IntensityPairCounts()].add(IntensityPair(before: row.int(0), after: row.int(1)))
            }
        }
        return pairs
    }

    func tagDays(matching filter: EntryFilter) throws -> (tags: [TagDays], all: TagDays) {
        let (conditions, values) = SQLiteEntryStore.whereClause(for: filter)
        var tags: [TagDays] = []
        var all = TagDays(name: "", entryCount: 0, days: 0, entriesOnDays: 0, intensitySumOnDays: 0, lastLogged: nil)
        let days = "SELECT \(Self.day) AS d, count(*) AS c, sum(e.intensity) AS s FROM entries e \(conditions) GROUP BY d"
        try connection.inReadTransaction {
            // Per tag and day: its entries and the latest one (the bare offset comes with the max()).
            try connection.query(
                """
                WITH days AS (\(days)),
                tagged AS (
                    SELECT l.tag_id, \(Self.day) AS d, count(*) AS c, max(e.occurred_at) AS last_at, e.occurred_offset AS last_offset
                    FROM entries e JOIN entry_tags l ON l.entry_id = e.id \(conditions)
                    GROUP BY l.tag_id, d)
                SELECT n.name, sum(t.c), count(*), sum(days.c), sum(days.s), max(t.last_at), t.last_offset
                FROM tagged t JOIN days ON days.d = t.d JOIN tags n ON n.id = t.tag_id
                GROUP BY t.tag_id ORDER BY sum(t.c) DESC, n.name_key
                """, values + values
            ) { row in
                tags.append(
                    TagDays(
                        name: row.text(0), entryCount: row.int(1), days: row.int(2), entriesOnDays: row.int(3),
                        intensitySumOnDays: row.int(4), lastLogged: Timestamp(seconds: row.int64(5), offset: row.int(6))))
            }
            try connection.query("SELECT count(*), coalesce(sum(c), 0), coalesce(sum(s), 0) FROM (\(days))", values) { row in
                all = TagDays(
                    name: "", entryCount: row.int(1), days: row.int(0), entriesOnDays: row.int(1), intensitySumOnDays: row.int(2),
                    lastLogged: nil)
            }
        }
        return (tags, all)
    }
}
