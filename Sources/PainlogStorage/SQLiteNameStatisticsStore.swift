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
    private static func conditions(_ filter: EntryFilter) -> SQLFragment {
        let clause = SQLiteEntryStore.whereClause(for: filter)
        return clause.isEmpty ? "WHERE" : clause + " AND"
    }

    /// The columns of a medication's use, in SELECT order.
    private enum UseColumns: Int32, SQLColumn {
        case name, doses, days, lastAt, lastOffset
    }

    /// With a single max(), SQLite takes the bare occurred_offset from the row that has it.
    private static let useSelection = UseColumns.selection { column in
        switch column {
        case .name: "m.name"
        case .doses: "count(DISTINCT e.id)"
        case .days: "count(DISTINCT \(day))"
        case .lastAt: "max(e.occurred_at)"
        case .lastOffset: "e.occurred_offset"
        }
    }

    func medicationUse(matching filter: EntryFilter) throws -> [MedicationUse] {
        var uses: [MedicationUse] = []
        try connection.query(
            """
            SELECT \(Self.useSelection)
            FROM entries e JOIN entry_medications l ON l.entry_id = e.id JOIN medications m ON m.id = l.medication_id
            \(SQLiteEntryStore.whereClause(for: filter))
            GROUP BY m.id ORDER BY count(DISTINCT \(sql: Self.day)) DESC, count(DISTINCT e.id) DESC, m.name_key
            """, UseColumns.self
        ) { row in
            uses.append(
                MedicationUse(
                    name: row.text(.name), doses: row.int(.doses), days: row.int(.days),
                    lastTaken: row.timestamp(.lastAt, .lastOffset)))
        }
        return uses
    }

    func responsePairs(matching filter: EntryFilter, window: ResponseWindow) throws -> [String?: IntensityPairCounts] {
        let conditions = Self.conditions(filter)
        // The first entry of all (whatever it carries) inside the window; ids break ties in time.
        let next: SQLFragment = """
            (SELECT f.intensity FROM entries f
             WHERE f.occurred_at BETWEEN e.occurred_at + \(window.minimum) AND e.occurred_at + \(window.maximum)
             ORDER BY f.occurred_at, f.id LIMIT 1)
            """
        var pairs: [String?: IntensityPairCounts] = [:]
        try connection.inReadTransaction {
            try connection.query(
                """
                SELECT m.name, e.intensity, \(next)
                FROM entries e JOIN entry_medications l ON l.entry_id = e.id JOIN medications m ON m.id = l.medication_id
                \(conditions) e.intensity > 0
                GROUP BY e.id, m.id ORDER BY e.occurred_at, e.id
                """, PairColumns.self
            ) { row in
                guard !row.isNull(.after) else { return }
                pairs[row.text(.name), default: IntensityPairCounts()].add(
                    IntensityPair(before: row.int(.before), after: row.int(.after)))
            }
            try connection.query(
                """
                SELECT NULL, e.intensity, \(next) FROM entries e
                \(conditions) e.intensity > 0 AND NOT EXISTS (SELECT 1 FROM entry_medications l WHERE l.entry_id = e.id)
                ORDER BY e.occurred_at, e.id
                """, PairColumns.self
            ) { row in
                guard !row.isNull(.after) else { return }
                pairs[nil, default: IntensityPairCounts()].add(
                    IntensityPair(before: row.int(.before), after: row.int(.after)))
            }
        }
        return pairs
    }

    /// The columns of a response pair, in SELECT order: the medication (NULL for entries without
    /// one), the intensity before and the first one inside the window after (NULL for none).
    private enum PairColumns: Int32, SQLColumn {
        case name, before, after
    }

    /// The columns of a tag's days, in SELECT order.
    private enum TagColumns: Int32, SQLColumn {
        case name, entryCount, days, entriesOnDays, intensitySumOnDays, lastAt, lastOffset
    }

    /// The columns of the days of all entries, in SELECT order.
    private enum AllDaysColumns: Int32, SQLColumn {
        case days, entries, intensitySum
    }

    func tagDays(matching filter: EntryFilter) throws -> (tags: [TagDays], all: TagDays) {
        let conditions = SQLiteEntryStore.whereClause(for: filter)
        var tags: [TagDays] = []
        var all = TagDays(name: "", entryCount: 0, days: 0, entriesOnDays: 0, intensitySumOnDays: 0, lastLogged: nil)
        let days: SQLFragment =
            "SELECT \(sql: Self.day) AS d, count(*) AS c, sum(e.intensity) AS s FROM entries e \(conditions) GROUP BY d"
        try connection.inReadTransaction {
            // Per tag and day: its entries and the latest one (the bare offset comes with the max()).
            try connection.query(
                """
                WITH days AS (\(days)),
                tagged AS (
                    SELECT l.tag_id, \(sql: Self.day) AS d, count(*) AS c, max(e.occurred_at) AS last_at,
                           e.occurred_offset AS last_offset
                    FROM entries e JOIN entry_tags l ON l.entry_id = e.id \(conditions)
                    GROUP BY l.tag_id, d)
                SELECT \(Self.tagSelection)
                FROM tagged t JOIN days ON days.d = t.d JOIN tags n ON n.id = t.tag_id
                GROUP BY t.tag_id ORDER BY sum(t.c) DESC, n.name_key
                """, TagColumns.self
            ) { row in
                tags.append(
                    TagDays(
                        name: row.text(.name), entryCount: row.int(.entryCount), days: row.int(.days),
                        entriesOnDays: row.int(.entriesOnDays), intensitySumOnDays: row.int(.intensitySumOnDays),
                        lastLogged: row.timestamp(.lastAt, .lastOffset)))
            }
            try connection.query("SELECT \(Self.allDaysSelection) FROM (\(days))", AllDaysColumns.self) { row in
                all = TagDays(
                    name: "", entryCount: row.int(.entries), days: row.int(.days), entriesOnDays: row.int(.entries),
                    intensitySumOnDays: row.int(.intensitySum), lastLogged: nil)
            }
        }
        return (tags, all)
    }

    /// A tag's entries, its days, all entries on those days and their intensities, and its latest
    /// entry (the bare offset comes with the max()).
    private static let tagSelection = TagColumns.selection { column in
        switch column {
        case .name: "n.name"
        case .entryCount: "sum(t.c)"
        case .days: "count(*)"
        case .entriesOnDays: "sum(days.c)"
        case .intensitySumOnDays: "sum(days.s)"
        case .lastAt: "max(t.last_at)"
        case .lastOffset: "t.last_offset"
        }
    }

    /// The logged days, their entries and the sum of their intensities.
    private static let allDaysSelection = AllDaysColumns.selection { column in
        switch column {
        case .days: "count(*)"
        case .entries: "coalesce(sum(c), 0)"
        case .intensitySum: "coalesce(sum(s), 0)"
        }
    }
}
