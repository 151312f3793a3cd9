import PainlogDomain

/// `stats` in SQL: every aggregate is a GROUP BY over the filtered entries, so memory does not
/// grow with the diary. Days, weeks, months and hours are those of each entry's own local time.
final class SQLiteStatisticsStore: StatisticsStore {
    private let connection: SQLiteConnection

    init(connection: SQLiteConnection) {
        self.connection = connection
    }

    /// The entry's local wall-clock time as seconds, for SQLite's date functions.
    private static let local = LocalTimeSQL.seconds

    /// The group key of an entry for each time grouping: a day or an hour as a number (read back by
    /// `groups`), a week or a month as text. SQLite 3.40 has no `%V`, so the ISO week
    /// comes from the Thursday of the entry's week (`-3 days`, then the next Thursday).
    private static func keyExpression(_ grouping: StatsGrouping) -> String {
        switch grouping {
        case .day: return LocalTimeSQL.dayNumber
        case .month: return "strftime('%Y-%m', \(local), 'unixepoch')"
        case .hour: return LocalTimeSQL.hourNumber
        case .week:
            let thursday = "date(\(local), 'unixepoch', '-3 days', 'weekday 4')"
            return "printf('%s-W%02d', strftime('%Y', \(thursday)), (CAST(strftime('%j', \(thursday)) AS INTEGER) - 1) / 7 + 1)"
        case .area, .tag, .med: return "n.name"
        }
    }

    func groups(matching filter: EntryFilter, by grouping: StatsGrouping) throws -> [StatsGroup] {
        let (conditions, values) = SQLiteEntryStore.whereClause(for: filter)
        let sql: String
        if let table = Self.nameTable(grouping) {
            // An entry counts once in each of its names: two doses of one medication are one entry.
            let links =
                table.kind == .medication
                ? "(SELECT DISTINCT entry_id, \(table.nameColumn) FROM \(table.links))" : table.links
            sql = """
                SELECT n.name, count(*), avg(e.intensity), min(e.intensity), max(e.intensity)
                FROM entries e JOIN \(links) l ON l.entry_id = e.id JOIN \(table.table) n ON n.id = l.\(table.nameColumn)
                \(conditions)
                GROUP BY n.id ORDER BY n.name_key
                """
        } else {
            sql = """
                SELECT \(Self.keyExpression(grouping)) AS k, count(*), avg(e.intensity), min(e.intensity), max(e.intensity)
                FROM entries e \(conditions)
                GROUP BY k ORDER BY k
                """
        }
        var groups: [StatsGroup] = []
        try connection.inReadTransaction {
            try connection.query(sql, values) { row in
                let key: String
                switch grouping {
                case .day: key = LocalDate(daysSinceEpoch: row.int64(0)).isoString
                case .hour: key = row.int(0) < 10 ? "0\(row.int(0))" : String(row.int(0))
                default: key = row.text(0)
                }
                groups.append(StatsGroup(key: key, count: row.int(1), mean: row.double(2), minimum: row.int(3), maximum: row.int(4)))
            }
        }
        return groups
    }

    /// The names a grouping groups by, if it groups by names.
    private static func nameTable(_ grouping: StatsGrouping) -> NameTable? {
        switch grouping {
        case .area: return .areas
        case .tag: return .tags
        case .med: return .medications
        case .day, .week, .month, .hour: return nil
        }
    }

    func groupsAndTotals(matching filter: EntryFilter, by grouping: StatsGrouping) throws -> ([StatsGroup], StatsTotals) {
        try connection.inReadTransaction {
            let days = try dayGroups(matching: filter)
            let (first, last) = try firstAndLast(matching: filter)
            let count = days.reduce(0) { $0 + $1.count }
            let sum = days.reduce(0) { $0 + $1.sum }
            let totals = StatsTotals(
                count: count, mean: count > 0 ? Double(sum) / Double(count) : nil, minimum: days.map(\.minimum).min(),
                maximum: days.map(\.maximum).max(), first: first, last: last, loggedDays: days.count,
                severeDays: days.filter { $0.maximum >= 7 }.count)
            guard grouping.isPeriod else { return (try groups(matching: filter, by: grouping), totals) }
            // Days, weeks and months roll up from the one pass over the entries.
            var groups: [StatsGroup] = []
            var current: DayGroup?
            for day in days {
                let key: String
                switch grouping {
                case .week: key = LocalDate(isoString: day.key)?.isoWeekKey ?? day.key
                case .month: key = String(day.key.prefix(7))
                default: key = day.key
                }
                if let group = current, group.key == key {
                    current = DayGroup(
                        key: key, count: group.count + day.count, sum: group.sum + day.sum,
                        minimum: min(group.minimum, day.minimum), maximum: max(group.maximum, day.maximum))
                } else {
                    if let group = current { groups.append(group.statsGroup) }
                    current = DayGroup(key: key, count: day.count, sum: day.sum, minimum: day.minimum, maximum: day.maximum)
                }
            }
            if let group = current { groups.append(group.statsGroup) }
            return (groups, totals)
        }
    }

    /// Count, sum, minimum and maximum of one group; the mean is exact as SQLite's avg() is.
    private struct DayGroup {
        let key: String
        let count: Int
        let sum: Int
        let minimum: Int
        let maximum: Int

        var statsGroup: StatsGroup {
            StatsGroup(key: key, count: count, mean: Double(sum) / Double(count), minimum: minimum, maximum: maximum)
        }
    }

    /// Count, sum, minimum and maximum per local day, in day order: one pass over the entries.
    private func dayGroups(matching filter: EntryFilter) throws -> [DayGroup] {
        let (conditions, values) = SQLiteEntryStore.whereClause(for: filter)
        var days: [DayGroup] = []
        try connection.query(
            """
            SELECT \(Self.keyExpression(.day)) AS k, count(*), sum(e.intensity), min(e.intensity), max(e.intensity)
            FROM entries e \(conditions) GROUP BY k ORDER BY k
            """, values
        ) { row in
            days.append(
                DayGroup(
                    key: LocalDate(daysSinceEpoch: row.int64(0)).isoString, count: row.int(1), sum: row.int(2), minimum: row.int(3),
                    maximum: row.int(4)))
        }
        return days
    }

    /// The first and last matching entries' times, from the time index.
    private func firstAndLast(matching filter: EntryFilter) throws -> (Timestamp?, Timestamp?) {
        let (conditions, values) = SQLiteEntryStore.whereClause(for: filter)
        var first: Timestamp?
        var last: Timestamp?
        try connection.query(
            "SELECT e.occurred_at, e.occurred_offset FROM entries e \(conditions) ORDER BY e.occurred_at, e.id LIMIT 1", values
        ) { first = Timestamp(seconds: $0.int64(0), offset: $0.int(1)) }
        try connection.query(
            "SELECT e.occurred_at, e.occurred_offset FROM entries e \(conditions) ORDER BY e.occurred_at DESC, e.id DESC LIMIT 1",
            values
        ) { last = Timestamp(seconds: $0.int64(0), offset: $0.int(1)) }
        return (first, last)
    }

    func totals(matching filter: EntryFilter) throws -> StatsTotals {
        let (conditions, values) = SQLiteEntryStore.whereClause(for: filter)
        let day = "(\(Self.local)) / 86400"
        var totals = StatsTotals(count: 0, mean: nil, minimum: nil, maximum: nil, first: nil, last: nil, loggedDays: 0, severeDays: 0)
        try connection.inReadTransaction {
            let (first, last) = try firstAndLast(matching: filter)
            try connection.query(
                """
                SELECT count(*), avg(e.intensity), min(e.intensity), max(e.intensity),
                       count(DISTINCT \(day)), count(DISTINCT CASE WHEN e.intensity >= 7 THEN \(day) END)
                FROM entries e \(conditions)
                """, values
            ) { row in
                let count = row.int(0)
                totals = StatsTotals(
                    count: count, mean: count > 0 ? row.double(1) : nil, minimum: count > 0 ? row.int(2) : nil,
                    maximum: count > 0 ? row.int(3) : nil, first: first, last: last, loggedDays: row.int(4),
                    severeDays: row.int(5))
            }
        }
        return totals
    }
}
