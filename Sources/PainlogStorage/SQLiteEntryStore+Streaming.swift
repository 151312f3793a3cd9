import PainlogDomain

extension SQLiteEntryStore {
    /// Reads every matching entry with its names in four streams instead of three look-ups per entry:
    /// the entries, and each link table joined to them, all in the same order (the time index), so
    /// the links of each entry arrive right when the entry does and are merged in as they go. This
    /// is what keeps `export` of a large diary fast and its memory flat.
    func forEachEntryMerged(
        conditions: String, values: [SQLiteValue], direction: String, _ body: (Entry) throws -> Void
    ) throws {
        let order = "ORDER BY e.occurred_at \(direction), e.id \(direction)"
        let entries = try connection.statement("SELECT \(Self.entryColumns) FROM entries e \(conditions) \(order)")
        let areas = try LinkCursor(
            connection.statement(
                "SELECT e.id, x.position, m.name FROM entries e CROSS JOIN entry_areas x ON x.entry_id = e.id CROSS JOIN areas m ON m.id = x.area_id \(conditions) \(order)"
            ), values: values)
        defer { areas.finish() }
        let tags = try LinkCursor(
            connection.statement(
                "SELECT e.id, x.position, m.name FROM entries e CROSS JOIN entry_tags x ON x.entry_id = e.id CROSS JOIN tags m ON m.id = x.tag_id \(conditions) \(order)"
            ), values: values)
        defer { tags.finish() }
        let medications = try LinkCursor(
            connection.statement(
                "SELECT e.id, x.position, m.name, x.dose FROM entries e CROSS JOIN entry_medications x ON x.entry_id = e.id CROSS JOIN medications m ON m.id = x.medication_id \(conditions) \(order)"
            ), values: values)
        defer { medications.finish() }

        try entries.bind(values)
        defer { entries.finish() }
        while try entries.step() {
            let id = entries.int64(0)
            try body(
                try entry(
                    on: entries,
                    areas: try areas.take(for: id) { $0.text(2) },
                    tags: try tags.take(for: id) { $0.text(2) },
                    medications: try medications.take(for: id) { Medication(name: $0.text(2), dose: $0.text(3)) }))
        }
    }
}

/// One link-table stream of a merged read: rows `(entry id, position, …)` in the entries' order.
final class LinkCursor {
    private let statement: SQLiteStatement
    private var hasRow: Bool

    init(_ statement: SQLiteStatement, values: [SQLiteValue]) throws {
        self.statement = statement
        try statement.bind(values)
        hasRow = try statement.step()
    }

    /// The values of every row of entry `id`, in their position order, moving past them.
    func take<T>(for id: Int64, _ value: (SQLiteStatement) -> T) throws -> [T] {
        var found: [(Int, T)] = []
        while hasRow, statement.int64(0) == id {
            found.append((statement.int(1), value(statement)))
            hasRow = try statement.step()
        }
        if found.count > 1 { found.sort { $0.0 < $1.0 } }
        return found.map(\.1)
    }

    func finish() {
        statement.finish()
    }
}
