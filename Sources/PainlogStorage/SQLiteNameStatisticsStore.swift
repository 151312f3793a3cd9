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

    func medicationUse(matching filter: EntryFilter) throws -> [MedicationUse] {
        var uses: [MedicationUse] = []
        // `day` is an SQL expression (LocalTimeSQL), spliced as text.
        try connection.query(
            """
            SELECT \(MedicationUse.selection)
            FROM entries e JOIN entry_medications l ON l.entry_id = e.id JOIN medications m ON m.id = l.medication_id
            \(SQLiteEntryStore.whereClause(for: filter))
            GROUP BY m.id ORDER BY count(DISTINCT \(sql: Self.day)) DESC, count(DISTINCT e.id) DESC, m.name_key
            """, MedicationUse.Columns.self
        ) { uses.append(MedicationUse(row: $0)) }
        return uses
    }

    func medicationDoses(matching filter: EntryFilter) throws -> [String: Set<String>] {
        var doses: [String: Set<String>] = [:]
        try connection.query(
            """
            SELECT DISTINCT \(MedicationDoseRow.selection)
            FROM entries e JOIN entry_medications l ON l.entry_id = e.id JOIN medications m ON m.id = l.medication_id
            \(SQLiteEntryStore.whereClause(for: filter))
            """, MedicationDoseRow.Columns.self
        ) { row in
            let found = MedicationDoseRow(row: row)
            doses[found.name, default: []].insert(found.dose)
        }
        return doses
    }

    func medicationClasses() throws -> [String: String] {
        try SQLiteMedicationClassStore(connection: connection).classes()
    }

    func medicationIntakeDays(from firstDay: LocalDate, through lastDay: LocalDate) throws -> [MedicationIntakeDay] {
        let first = firstDay.daysSinceEpoch
        let last = lastDay.daysSinceEpoch
        var names: [Int64: String] = [:]
        var days: [MedicationIntakeDay] = []
        try connection.inReadTransaction {
            names = try medicationNames()
            // The indexed range (no offset reaches a day) narrows the rows; each entry's own local day is
            // worked out here. A medication twice on one day comes twice: the counts are of days.
            try connection.query(
                """
                SELECT \(Intake.selection)
                FROM entries e JOIN entry_medications l ON l.entry_id = e.id
                WHERE e.occurred_at >= \((first - 1) * 86_400) AND e.occurred_at < \((last + 2) * 86_400)
                """, Intake.Columns.self
            ) { row in
                let intake = Intake(row: row)
                let wall = intake.wallSeconds
                let day = (wall - ((wall % 86_400) + 86_400) % 86_400) / 86_400
                guard day >= first, day <= last, let name = names[intake.medicationID] else { return }
                days.append(MedicationIntakeDay(day: LocalDate(daysSinceEpoch: day), name: name, dose: intake.dose))
            }
        }
        return days
    }

    func medicationDays(from firstDay: LocalDate?, through lastDay: LocalDate?) throws -> [MedicationIntakeDay] {
        // The doses are read in the link table's own order (by entry), each looking up its entry's
        // local day, and grouped by day, medication and dose with DISTINCT: its temporary index keeps
        // only the few groups, where GROUP BY would sort every dose (a third of `stats --by month` on
        // a large diary). A period narrows them to the entries between the first and last id of its
        // instants (the time index; ids follow time in most diaries, and the exact day condition
        // holds whatever they do).
        // `day` is an SQL expression (LocalTimeSQL), spliced as text.
        var conditions: [SQLFragment] = []
        var range: [SQLFragment] = []
        if let firstDay {
            let first = firstDay.daysSinceEpoch
            range.append("e.occurred_at > \((first - 1) * 86_400)")
            conditions.append("\(sql: Self.day) >= \(first)")
        }
        if let lastDay {
            let last = lastDay.daysSinceEpoch
            range.append("e.occurred_at < \((last + 2) * 86_400)")
            conditions.append("\(sql: Self.day) <= \(last)")
        }
        let links: SQLFragment
        if range.isEmpty {
            // `entry_id >= 0` reads the links by their key, which holds the dose, not by the
            // medication index, which would need a second look-up for it.
            links = "entry_medications l"
            conditions.append("l.entry_id >= 0")
        } else {
            links =
                "(SELECT min(e.id) AS lo, max(e.id) AS hi FROM entries e WHERE \(range.joined(separator: " AND "))) ids "
                + "CROSS JOIN entry_medications l"
            conditions.append("l.entry_id BETWEEN ids.lo AND ids.hi")
        }
        var names: [Int64: String] = [:]
        var days: [MedicationIntakeDay] = []
        try connection.inReadTransaction {
            names = try medicationNames()
            try connection.query(
                """
                SELECT DISTINCT \(MedicationDay.selection)
                FROM \(links) CROSS JOIN entries e ON e.id = l.entry_id
                WHERE \(conditions.joined(separator: " AND "))
                """, MedicationDay.Columns.self
            ) { row in
                let found = MedicationDay(row: row)
                guard let name = names[found.medicationID] else { return }
                days.append(
                    MedicationIntakeDay(day: LocalDate(daysSinceEpoch: found.day), name: name, dose: found.dose))
            }
        }
        return days
    }

    func forEachResponseEntry(
        matching filter: EntryFilter, window: ResponseWindow, _ body: (ResponseEntry) throws -> Void
    ) throws -> [Int64: String] {
        let conditions = SQLiteEntryStore.conditions(for: filter)
        let matches: SQLFragment =
            conditions.isEmpty ? "1" : "CASE WHEN \(conditions.joined(separator: " AND ")) THEN 1 ELSE 0 END"
        let named: SQLFragment
        if filter.areas.isEmpty {
            named = "1"
        } else {
            let keys = filter.areas.map { name -> SQLFragment in "\(NameRules.key(for: name))" }
            named = "a.area_id IN (SELECT id FROM areas WHERE name_key IN (\(keys.joined(separator: ", "))))"
        }
        // Entries a window before the filter's first instant may end no pair but may be doses whose
        // window holds a matching entry; entries a window after its last may end a pair.
        var range: [SQLFragment] = []
        if let lower = Self.firstInstant(of: filter) { range.append("e.occurred_at >= \(lower - window.maximum)") }
        if let upper = Self.lastInstant(of: filter) { range.append("e.occurred_at <= \(upper + window.maximum)") }
        let bounds: SQLFragment = range.isEmpty ? "" : "WHERE \(range.joined(separator: " AND "))"
        var names: [Int64: String] = [:]
        try connection.inReadTransaction {
            // One row per entry, area and medication, in time order: the rows of an entry come
            // together and are gathered here, with no subquery or list to parse per entry.
            var current: (id: Int64, seconds: Int64, intensity: Int, matches: Bool)?
            var areas: [Int64] = []
            var pairingAreas: [Int64] = []
            var medications: [Int64] = []
            func finish() throws {
                guard let entry = current else { return }
                areas.sort()
                pairingAreas.sort()
                medications.sort()
                try body(
                    ResponseEntry(
                        id: entry.id, seconds: entry.seconds, intensity: entry.intensity, areas: areas,
                        pairingAreas: filter.areas.isEmpty ? areas : pairingAreas, medications: medications,
                        matchesFilter: entry.matches))
            }
            try connection.query(
                """
                SELECT \(ResponseRow.selection(named: named, matches: matches))
                FROM entries e
                LEFT JOIN entry_areas a ON a.entry_id = e.id
                LEFT JOIN entry_medications m ON m.entry_id = e.id
                \(bounds)
                ORDER BY e.occurred_at, e.id
                """, ResponseRow.Columns.self
            ) { columns in
                let row = ResponseRow(row: columns)
                if current?.id != row.id {
                    try finish()
                    // The entry's own columns, read on its first row only.
                    let entry = ResponseRow.Entry(row: columns)
                    current = (row.id, entry.occurredAt, entry.intensity, entry.matches)
                    areas = []
                    pairingAreas = []
                    medications = []
                }
                if let area = row.area {
                    if !areas.contains(area) {
                        areas.append(area)
                        if !filter.areas.isEmpty, ResponseRow.isNamed(row: columns) { pairingAreas.append(area) }
                    }
                }
                if let medication = row.medication {
                    if !medications.contains(medication) { medications.append(medication) }
                }
            }
            try finish()
            names = try medicationNames()
        }
        return names
    }

    /// Every medication's name by its id: one small read that lets the big reads carry ids only.
    private func medicationNames() throws -> [Int64: String] {
        var names: [Int64: String] = [:]
        try connection.query("SELECT \(MedicationName.selection) FROM medications", MedicationName.Columns.self) {
            let medication = MedicationName(row: $0)
            names[medication.id] = medication.name
        }
        return names
    }

    /// The earliest instant an entry matching `filter` can have, when the filter has one.
    private static func firstInstant(of filter: EntryFilter) -> Int64? {
        let bounds = [filter.since, filter.sinceDay.map { $0.daysSinceEpoch * 86_400 - 86_400 }].compactMap { $0 }
        return bounds.max()
    }

    /// The latest instant an entry matching `filter` can have, when the filter has one.
    private static func lastInstant(of filter: EntryFilter) -> Int64? {
        let bounds = [filter.before, filter.throughDay.map { ($0.daysSinceEpoch + 2) * 86_400 }].compactMap { $0 }
        return bounds.min()
    }

    func tagDays(matching filter: EntryFilter) throws -> (tags: [TagDays], all: TagDays) {
        let conditions = SQLiteEntryStore.whereClause(for: filter)
        var tags: [TagDays] = []
        var all = TagDays(name: "", entryCount: 0, days: 0, dayMeanSum: 0, dayMeanSquareSum: 0, lastLogged: nil)
        // One statement, so the logged days (one row each: its entries and its mean intensity, each
        // day weighing once) are worked out in one pass over the entries and serve both the totals
        // row (first) and every tag's row (most used first).
        // `day` is an SQL expression (LocalTimeSQL), spliced as text.
        try connection.query(
            """
            WITH days AS MATERIALIZED (
                SELECT \(sql: Self.day) AS d, count(*) AS c, avg(e.intensity) AS m
                FROM entries e \(conditions) GROUP BY d),
            tagged AS (
                SELECT l.tag_id, \(sql: Self.day) AS d, count(*) AS c, max(e.occurred_at) AS last_at,
                       e.occurred_offset AS last_offset
                FROM entries e JOIN entry_tags l ON l.entry_id = e.id \(conditions)
                GROUP BY l.tag_id, d)
            SELECT \(TagDaysRow.allDaysSelection)
            FROM days
            UNION ALL
            SELECT \(TagDaysRow.tagSelection)
            FROM tagged t JOIN days ON days.d = t.d JOIN tags n ON n.id = t.tag_id
            GROUP BY t.tag_id
            ORDER BY is_tag, entries DESC, name_key
            """, TagDaysRow.Columns.self
        ) { columns in
            let row = TagDaysRow(row: columns)
            if row.isTag { tags.append(row.days) } else { all = row.days }
        }
        return (tags, all)
    }

}

extension MedicationUse {
    /// The columns of a medication's use, in SELECT order (the entries aliased `e`, the medications
    /// `m`).
    enum Columns: Int32, SQLColumn {
        case name, doses, days, lastAt, lastOffset
    }

    /// With a single max(), SQLite takes the bare occurred_offset from the row that has it.
    static let selection = Columns.selection { column in
        switch column {
        case .name: "m.name"
        case .doses: "count(DISTINCT e.id)"
        case .days: "count(DISTINCT \(LocalTimeSQL.dayNumber))"
        case .lastAt: "max(e.occurred_at)"
        case .lastOffset: "e.occurred_offset"
        }
    }

    /// The use on a row of `selection`.
    init(row: SQLRow<Columns>) {
        self.init(
            name: row.text(.name), doses: row.int(.doses), days: row.int(.days),
            lastTaken: row.timestamp(.lastAt, .lastOffset))
    }
}

/// A medication's name and one dose it was taken at, as `medicationDoses` reads them.
struct MedicationDoseRow {
    let name: String
    let dose: String

    /// The columns, in SELECT order (the medications aliased `m`, the links `l`).
    enum Columns: Int32, SQLColumn {
        case name, dose
    }

    /// `m.name, l.dose`.
    static let selection = Columns.selection { column in
        switch column {
        case .name: "m.name"
        case .dose: "l.dose"
        }
    }

    init(row: SQLRow<Columns>) {
        name = row.text(.name)
        dose = row.text(.dose)
    }
}

/// A dose as `medicationIntakeDays` reads it: the entry's local wall-clock seconds, the
/// medication's id and the dose.
struct Intake {
    let wallSeconds: Int64
    let medicationID: Int64
    let dose: String

    /// The columns, in SELECT order (the entries aliased `e`, the links `l`).
    enum Columns: Int32, SQLColumn {
        case wallSeconds, medicationID, dose
    }

    /// `e.occurred_at + e.occurred_offset, l.medication_id, l.dose`.
    static let selection = Columns.selection { column in
        switch column {
        case .wallSeconds: LocalTimeSQL.seconds
        case .medicationID: "l.medication_id"
        case .dose: "l.dose"
        }
    }

    /// The dose on a row of `selection`.
    init(row: SQLRow<Columns>) {
        wallSeconds = row.int64(.wallSeconds)
        medicationID = row.int64(.medicationID)
        dose = row.text(.dose)
    }
}

/// A medication on a day as `medicationDays` reads it: the entry's local day number, the
/// medication's id and the dose.
struct MedicationDay {
    let day: Int64
    let medicationID: Int64
    let dose: String

    /// The columns, in SELECT order (the entries aliased `e`, the links `l`).
    enum Columns: Int32, SQLColumn {
        case day, medicationID, dose
    }

    /// `<day> AS d, l.medication_id AS mid, l.dose AS dose`.
    static let selection = Columns.selection { column in
        switch column {
        case .day: "\(LocalTimeSQL.dayNumber) AS d"
        case .medicationID: "l.medication_id AS mid"
        case .dose: "l.dose AS dose"
        }
    }

    /// The medication day on a row of `selection`.
    init(row: SQLRow<Columns>) {
        day = row.int64(.day)
        medicationID = row.int64(.medicationID)
        dose = row.text(.dose)
    }
}

/// A row of `forEachResponseEntry`: the entry, one of its areas (nil for none) and whether the
/// filter names it, one of its medications (nil for none), and whether the entry matches.
///
/// `init(row:)` reads what every row brings (the entry's id, an area, a medication); the entry's
/// own columns come with each of its rows and are read from its first (`Entry`), and whether the
/// filter names the area only when the filter names areas (`isNamed`): `meds` reads one row per
/// entry, area and medication.
struct ResponseRow {
    let id: Int64
    let area: Int64?
    let medication: Int64?

    /// The entry's time, its intensity and whether it matches the filter.
    struct Entry {
        let occurredAt: Int64
        let intensity: Int
        let matches: Bool

        /// The entry's columns on a row of `selection(named:matches:)`.
        init(row: SQLRow<Columns>) {
            occurredAt = row.int64(.occurredAt)
            intensity = row.int(.intensity)
            matches = row.int(.matches) != 0
        }
    }

    /// The columns, in SELECT order (the entries aliased `e`, their areas `a`, medications `m`).
    enum Columns: Int32, SQLColumn {
        case id, occurredAt, intensity, area, named, medication, matches
    }

    /// The SELECT list, with the conditions that say whether the area is named and whether the
    /// entry matches.
    static func selection(named: SQLFragment, matches: SQLFragment) -> SQLFragment {
        Columns.splicedSelection { column in
            switch column {
            case .id: "e.id"
            case .occurredAt: "e.occurred_at"
            case .intensity: "e.intensity"
            case .area: "a.area_id"
            case .named: named
            case .medication: "m.medication_id"
            case .matches: matches
            }
        }
    }

    /// The row on a row of `selection(named:matches:)`.
    init(row: SQLRow<Columns>) {
        id = row.int64(.id)
        area = row.isNull(.area) ? nil : row.int64(.area)
        medication = row.isNull(.medication) ? nil : row.int64(.medication)
    }

    /// Whether the filter names the row's area.
    static func isNamed(row: SQLRow<Columns>) -> Bool {
        row.int(.named) != 0
    }
}

/// A medication's id and name.
struct MedicationName {
    let id: Int64
    let name: String

    /// The columns, in SELECT order.
    enum Columns: Int32, SQLColumn {
        case id, name
    }

    /// `id, name`.
    static let selection = Columns.selection { column in
        switch column {
        case .id: "id"
        case .name: "name"
        }
    }

    /// The medication on a row of `selection`.
    init(row: SQLRow<Columns>) {
        id = row.int64(.id)
        name = row.text(.name)
    }
}

/// A row of `tagDays`: a tag's days, or (where `isTag` is false) every logged day's.
struct TagDaysRow {
    let isTag: Bool
    let days: TagDays

    /// The columns, in SELECT order.
    enum Columns: Int32, SQLColumn {
        case isTag, name, entryCount, days, dayMeanSum, dayMeanSquareSum, lastAt, lastOffset, nameKey
    }

    /// Every logged day's row, over `days`: it names the columns the ORDER BY reads.
    static let allDaysSelection = Columns.selection { column in
        switch column {
        case .isTag: "0 AS is_tag"
        case .name: "''"
        case .entryCount: "coalesce(sum(c), 0) AS entries"
        case .days: "count(*)"
        case .dayMeanSum: "coalesce(sum(m), 0.0)"
        case .dayMeanSquareSum: "coalesce(sum(m * m), 0.0)"
        case .lastAt: "NULL"
        case .lastOffset: "NULL"
        case .nameKey: "'' AS name_key"
        }
    }

    /// A tag's entries, its days, the sums of those days' means and of their squares, and its latest
    /// entry (the bare offset comes with the max()).
    static let tagSelection = Columns.selection { column in
        switch column {
        case .isTag: "1"
        case .name: "n.name"
        case .entryCount: "sum(t.c)"
        case .days: "count(*)"
        case .dayMeanSum: "sum(days.m)"
        case .dayMeanSquareSum: "sum(days.m * days.m)"
        case .lastAt: "max(t.last_at)"
        case .lastOffset: "t.last_offset"
        case .nameKey: "n.name_key"
        }
    }

    /// The row on a row of either selection.
    init(row: SQLRow<Columns>) {
        isTag = row.int(.isTag) != 0
        days = TagDays(
            name: row.text(.name), entryCount: row.int(.entryCount), days: row.int(.days),
            dayMeanSum: row.double(.dayMeanSum), dayMeanSquareSum: row.double(.dayMeanSquareSum),
            lastLogged: row.isNull(.lastAt) ? nil : row.timestamp(.lastAt, .lastOffset))
    }
}
