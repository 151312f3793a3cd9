import PainlogDomain

extension SQLiteEntryStore {
    /// Reads every matching entry with its names in four streams instead of three look-ups per entry:
    /// the entries, and each link table joined to them, all in the same order (the time index), so
    /// the links of each entry arrive right when the entry does and are merged in as they go.
    ///
    /// This is what keeps `export` of a large diary fast and its memory flat.
    func forEachEntryMerged(conditions: SQLFragment, direction: SQLFragment, _ body: (Entry) throws -> Void) throws {
        try forEachEntryMerged(
            joins: "", conditions: conditions, order: "ORDER BY e.occurred_at \(direction), e.id \(direction)",
            extra: nil
        ) { entry, _ in try body(entry) }
    }

    /// `forEachEntryMerged(conditions:direction:)` in any total `order`, with `joins` after the
    /// entries (`e`) in every stream, and the text of one `extra` column of the entries' stream
    /// (nil when NULL or not asked for).
    func forEachEntryMerged(
        joins: SQLFragment, conditions: SQLFragment, order: SQLFragment, extra: SQLFragment?,
        _ body: (Entry, String?) throws -> Void
    ) throws {
        let areas = try LinkCursor(
            connection.boundStatement(
                """
                SELECT \(LinkCursor.selection(dose: false)) \
                FROM entries e \(joins) CROSS JOIN entry_areas x ON x.entry_id = e.id \
                CROSS JOIN areas m ON m.id = x.area_id \(conditions) \(order)
                """))
        defer { areas.finish() }
        let tags = try LinkCursor(
            connection.boundStatement(
                """
                SELECT \(LinkCursor.selection(dose: false)) \
                FROM entries e \(joins) CROSS JOIN entry_tags x ON x.entry_id = e.id \
                CROSS JOIN tags m ON m.id = x.tag_id \(conditions) \(order)
                """))
        defer { tags.finish() }
        let medications = try LinkCursor(
            connection.boundStatement(
                """
                SELECT \(LinkCursor.selection(dose: true)) \
                FROM entries e \(joins) CROSS JOIN entry_medications x ON x.entry_id = e.id \
                CROSS JOIN medications m ON m.id = x.medication_id \(conditions) \(order)
                """))
        defer { medications.finish() }

        let entries = try connection.boundStatement(
            extra.map { "SELECT \(Entry.selection), \($0) FROM entries e \(joins) \(conditions) \(order)" }
                ?? "SELECT \(Entry.selection) FROM entries e \(joins) \(conditions) \(order)")
        defer { entries.finish() }
        let row = SQLRow<Entry.Columns>(entries)
        let extraRow = SQLRow<EntryExtraColumn>(entries)
        let (areaRow, tagRow, medicationRow) = (areas.row, tags.row, medications.row)
        while try entries.step() {
            let id = row.int64(.id)
            try body(
                try Entry(
                    row: row,
                    areas: try areas.take(for: id, row: areaRow) { LinkCursor.name(row: $0) },
                    tags: try tags.take(for: id, row: tagRow) { LinkCursor.name(row: $0) },
                    medications: try medications.take(for: id, row: medicationRow) { Medication(row: $0) }),
                extra == nil ? nil : extraRow.optionalText(.value))
        }
    }
}

/// The one column a merged read may select after `Entry.selection` (the sync's stamp state): read
/// after the entry's columns, however many they are.
enum EntryExtraColumn: Int32, SQLColumn {
    case value

    static let first = Entry.Columns.count
}

/// One link-table stream of a merged read: rows `(entry id, position, …)` in the entries' order.
final class LinkCursor {
    /// The columns of a link stream, in SELECT order: the link table is aliased `x`, the names `m`.
    ///
    /// Only medications have a dose; the other streams select NULL in its place.
    enum Columns: Int32, SQLColumn {
        case entryID, position, name, dose
    }

    /// `e.id, x.position, m.name, x.dose` for medications, `…, NULL` for areas and tags.
    static func selection(dose: Bool) -> SQLFragment {
        Columns.selection { column in
            switch column {
            case .entryID: "e.id"
            case .position: "x.position"
            case .name: "m.name"
            case .dose: dose ? "x.dose" : "NULL"
            }
        }
    }

    /// The statement alone, without a stored row.
    ///
    /// Its rows are read through an `SQLRow` the caller makes once (`row`) and hands to `take`. A
    /// stored `SQLRow<Columns>` would keep `Columns`' conformance records in the binary, and every
    /// command pays for each record the runtime scans (see docs/performance.md); one made in each
    /// `take` would cost a retain and a release per entry.
    private let statement: SQLiteStatement
    private var hasRow: Bool

    /// Starts reading a statement over `selection(dose:)` that is bound and ready to step.
    init(_ statement: SQLiteStatement) throws {
        self.statement = statement
        hasRow = try statement.step()
    }

    /// The current row of the stream, for `take`: make it once, before the entries are read.
    var row: SQLRow<Columns> { SQLRow(statement) }

    /// The values of every row of entry `id`, in their position order, moving past them; `row` is
    /// this stream's `row`.
    func take<T>(for id: Int64, row: SQLRow<Columns>, _ value: (SQLRow<Columns>) -> T) throws -> [T] {
        var found: [(Int, T)] = []
        while hasRow, row.int64(.entryID) == id {
            found.append((row.int(.position), value(row)))
            hasRow = try statement.step()
        }
        if found.count > 1 { found.sort { $0.0 < $1.0 } }
        return found.map(\.1)
    }

    func finish() {
        statement.finish()
    }

    /// The name on a row of an area or tag stream.
    static func name(row: SQLRow<Columns>) -> String {
        row.text(.name)
    }
}

extension Medication {
    /// The medication on a row of a medication stream (`LinkCursor.selection(dose: true)`).
    init(row: SQLRow<LinkCursor.Columns>) {
        self.init(name: row.text(.name), dose: row.text(.dose))
    }
}
