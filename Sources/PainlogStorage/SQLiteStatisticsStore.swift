import PainlogDomain

/// `stats` in SQL: every aggregate is a GROUP BY over the filtered entries, so memory does not
/// grow with the diary.
///
/// Days, weeks, months and hours are those of each entry's own local time.
final class SQLiteStatisticsStore: StatisticsStore {
    let connection: SQLiteConnection

    init(connection: SQLiteConnection) {
        self.connection = connection
    }

    /// The entry's local wall-clock time as seconds, for SQLite's date functions.
    private static let local = LocalTimeSQL.seconds

    /// The group key of an entry for each time grouping: a day or an hour as a number (read back by
    /// `groups`), a week or a month as text.
    ///
    /// SQLite 3.40 has no `%V`, so the ISO week comes from the Thursday of the entry's week (`-3
    /// days`, then the next Thursday).
    private static func keyExpression(_ grouping: StatsGrouping) -> String {
        switch grouping {
        case .day: return LocalTimeSQL.dayNumber
        case .month: return "strftime('%Y-%m', \(local), 'unixepoch')"
        case .hour: return LocalTimeSQL.hourNumber
        case .week:
            let thursday = "date(\(local), 'unixepoch', '-3 days', 'weekday 4')"
            return
                "printf('%s-W%02d', strftime('%Y', \(thursday)), (CAST(strftime('%j', \(thursday)) AS INTEGER) - 1) / 7 + 1)"
        case .area, .tag, .med: return "n.name"
        }
    }

    func groups(matching filter: EntryFilter, by grouping: StatsGrouping) throws -> [StatsGroup] {
        let conditions = SQLiteEntryStore.whereClause(for: filter)
        let sql: SQLFragment
        if let table = Self.nameTable(grouping) {
            // An entry counts once in each of its names: two doses of one medication are one entry.
            let links: SQLFragment =
                table.kind == .medication
                ? "(SELECT DISTINCT entry_id, \(column: table.nameColumn) FROM \(table: table.links))"
                : "\(table: table.links)"
            sql = """
                SELECT \(Self.groupSelection(key: "n.name"))
                FROM entries e JOIN \(links) l ON l.entry_id = e.id
                JOIN \(table: table.table) n ON n.id = l.\(column: table.nameColumn)
                \(conditions)
                GROUP BY n.id ORDER BY n.name_key
                """
        } else {
            sql = """
                SELECT \(Self.groupSelection(key: Self.keyExpression(grouping) + " AS k"))
                FROM entries e \(conditions)
                GROUP BY k ORDER BY k
                """
        }
        var groups: [StatsGroup] = []
        try connection.inReadTransaction {
            try connection.query(sql, GroupColumns.self) { groups.append(StatsGroup(row: $0, grouping: grouping)) }
        }
        return groups
    }

    /// The columns of a group's row, in SELECT order.
    fileprivate enum GroupColumns: Int32, SQLColumn {
        case key, count, mean, minimum, maximum
    }

    /// The SELECT list of a group's row, its key given by `key`.
    private static func groupSelection(key: String) -> SQLFragment {
        GroupColumns.selection { column in
            switch column {
            case .key: key
            case .count: "count(*)"
            case .mean: "avg(e.intensity)"
            case .minimum: "min(e.intensity)"
            case .maximum: "max(e.intensity)"
            }
        }
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

    func groupsAndTotals(matching filter: EntryFilter, by grouping: StatsGrouping) throws -> (
        groups: [StatsGroup], totals: StatsTotals, days: [DayFigures]
    ) {
        try connection.inReadTransaction {
            var days = try dayRows(matching: filter, within: nil)
            // An attack that runs past the period's last day counts up to it.
            if let through = filter.throughDay {
                while let last = days.last, last.date > through { days.removeLast() }
            }
            let (first, last) = try firstAndLast(matching: filter)
            var count = 0
            var sum = 0
            var minimum: Int?
            var maximum: Int?
            var severeDays = 0
            for day in days {
                if DayDefinitions.isSevereDay(worst: day.worst) { severeDays += 1 }
                guard day.started > 0 else { continue }
                count += day.started
                sum += day.startedSum
                minimum = min(minimum ?? day.startedMinimum, day.startedMinimum)
                maximum = max(maximum ?? day.startedMaximum, day.startedMaximum)
            }
            let totals = StatsTotals(
                count: count, mean: count > 0 ? Double(sum) / Double(count) : nil, minimum: minimum, maximum: maximum,
                first: first, last: last, loggedDays: days.count, severeDays: severeDays)
            guard grouping.isPeriod else { return (try groups(matching: filter, by: grouping), totals, days) }
            // Days, weeks and months roll up from the one pass over the entries; a day that an attack
            // only reached has no entry of its own to count.
            var groups: [StatsGroup] = []
            var current: DayGroup?
            for day in days where day.started > 0 {
                let key: String
                switch grouping {
                case .week: key = day.date.isoWeekKey
                case .month: key = String(day.date.isoString.prefix(7))
                default: key = day.date.isoString
                }
                if let group = current, group.key == key {
                    current = DayGroup(
                        key: key, count: group.count + day.started, sum: group.sum + day.startedSum,
                        minimum: min(group.minimum, day.startedMinimum), maximum: max(group.maximum, day.startedMaximum)
                    )
                } else {
                    if let group = current { groups.append(group.statsGroup) }
                    current = DayGroup(
                        key: key, count: day.started, sum: day.startedSum, minimum: day.startedMinimum,
                        maximum: day.startedMaximum)
                }
            }
            if let group = current { groups.append(group.statsGroup) }
            return (groups, totals, days)
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

    func days(matching filter: EntryFilter, within range: ClosedRange<LocalDate>?) throws -> [DayFigures] {
        try connection.inReadTransaction { try dayRows(matching: filter, within: range) }
    }

    /// The columns of a day's row, in SELECT order (see `DayFigures`).
    fileprivate enum DayColumns: Int32, SQLColumn {
        case day, entries, worst, started, sum, minimum, maximum
    }

    /// The SELECT list of a day's row, over the rows of the entries that started on a day and of the
    /// days that attacks reached.
    private static let daySelection = DayColumns.selection { column in
        switch column {
        case .day: "d"
        case .entries: "sum(c)"
        case .worst: "max(worst)"
        case .started: "sum(started)"
        case .sum: "sum(s)"
        case .minimum: "min(lo)"
        case .maximum: "max(hi)"
        }
    }

    /// Per local day, the matching entries that count on it: one GROUP BY over the entries by their
    /// start's day (as `stats` always grouped), and the days after it that each entry with an end
    /// reaches, expanded by a recursive CTE from the few entries with an end (their own index).
    private func dayRows(matching filter: EntryFilter, within range: ClosedRange<LocalDate>?) throws -> [DayFigures] {
        // `start` and `end` are SQL expressions (LocalTimeSQL), spliced as text.
        let start = LocalTimeSQL.dayNumber
        let end = LocalTimeSQL.endDayNumber
        var starts = SQLiteEntryStore.conditions(for: filter)
        var reached = starts
        reached.append("e.ended_at IS NOT NULL AND \(sql: end) > \(sql: start)")
        var firstReached: SQLFragment = "\(sql: start) + 1"
        var lastReached: SQLFragment = "\(sql: end)"
        if let range {
            // No offset reaches a day, so the indexed conditions only narrow what the exact ones read.
            let first = range.lowerBound.daysSinceEpoch
            let last = range.upperBound.daysSinceEpoch
            starts.append(
                "e.occurred_at > \((first - 1) * 86_400) AND e.occurred_at < \((last + 2) * 86_400) "
                    + "AND \(sql: start) BETWEEN \(first) AND \(last)")
            reached.append(
                "e.ended_at > \((first - 1) * 86_400) AND \(sql: end) >= \(first) "
                    + "AND e.occurred_at < \((last + 2) * 86_400) AND \(sql: start) < \(last)")
            firstReached = "max(\(sql: start) + 1, \(first))"
            lastReached = "min(\(sql: end), \(last))"
        }
        let startsWhere: SQLFragment = starts.isEmpty ? "" : "WHERE \(starts.joined(separator: " AND "))"
        var days: [DayFigures] = []
        try connection.query(
            """
            WITH RECURSIVE
            starts AS (
                SELECT \(sql: start) AS d, count(*) AS c, sum(e.intensity) AS s, min(e.intensity) AS lo,
                       max(e.intensity) AS hi
                FROM entries e \(startsWhere) GROUP BY d),
            reached(d, last, worst) AS (
                SELECT \(firstReached), \(lastReached), e.intensity
                FROM entries e INDEXED BY entries_by_end WHERE \(reached.joined(separator: " AND "))
                UNION ALL
                SELECT d + 1, last, worst FROM reached WHERE d < last)
            SELECT \(Self.daySelection) FROM (
                SELECT d, c, hi AS worst, c AS started, s, lo, hi FROM starts
                UNION ALL
                SELECT d, 1, worst, 0, 0, NULL, NULL FROM reached)
            GROUP BY d ORDER BY d
            """, DayColumns.self
        ) { days.append(DayFigures(row: $0)) }
        return days
    }

    /// The first and last matching entries' times, from the time index.
    private func firstAndLast(matching filter: EntryFilter) throws -> (Timestamp?, Timestamp?) {
        let conditions = SQLiteEntryStore.whereClause(for: filter)
        var first: Timestamp?
        var last: Timestamp?
        try connection.query(
            "SELECT \(TimeColumns.list) FROM entries e \(conditions) ORDER BY e.occurred_at, e.id LIMIT 1",
            TimeColumns.self
        ) { first = Timestamp(row: $0) }
        try connection.query(
            "SELECT \(TimeColumns.list) FROM entries e \(conditions) ORDER BY e.occurred_at DESC, e.id DESC LIMIT 1",
            TimeColumns.self
        ) { last = Timestamp(row: $0) }
        return (first, last)
    }

    func totals(matching filter: EntryFilter) throws -> StatsTotals {
        let conditions = SQLiteEntryStore.whereClause(for: filter)
        var totals = StatsTotals(
            count: 0, mean: nil, minimum: nil, maximum: nil, first: nil, last: nil, loggedDays: 0, severeDays: 0)
        try connection.inReadTransaction {
            let (first, last) = try firstAndLast(matching: filter)
            try connection.query(
                "SELECT \(Self.totalSelection) FROM entries e \(conditions)", TotalColumns.self
            ) { totals = StatsTotals(row: $0, first: first, last: last) }
        }
        return totals
    }

    /// The columns of the totals' row, in SELECT order.
    fileprivate enum TotalColumns: Int32, SQLColumn {
        case count, mean, minimum, maximum, loggedDays, severeDays
    }

    /// The SELECT list of the totals' row; days are those of each entry's own local time.
    private static let totalSelection = TotalColumns.selection { column in
        let day = LocalTimeSQL.dayNumber
        switch column {
        case .count: return "count(*)"
        case .mean: return "avg(e.intensity)"
        case .minimum: return "min(e.intensity)"
        case .maximum: return "max(e.intensity)"
        case .loggedDays: return "count(DISTINCT \(day))"
        case .severeDays: return "count(DISTINCT CASE WHEN e.intensity >= 7 THEN \(day) END)"
        }
    }
}

extension StatsGroup {
    /// The group on a row of `groupSelection(key:)`, its key read as `grouping` makes it: a day or
    /// an hour as a number, anything else as text.
    fileprivate init(row: SQLRow<SQLiteStatisticsStore.GroupColumns>, grouping: StatsGrouping) {
        let key: String
        switch grouping {
        case .day: key = LocalDate(daysSinceEpoch: row.int64(.key)).isoString
        case .hour: key = row.int(.key) < 10 ? "0\(row.int(.key))" : String(row.int(.key))
        default: key = row.text(.key)
        }
        self.init(
            key: key, count: row.int(.count), mean: row.double(.mean), minimum: row.int(.minimum),
            maximum: row.int(.maximum))
    }
}

extension DayFigures {
    /// The day on a row of `daySelection`.
    fileprivate init(row: SQLRow<SQLiteStatisticsStore.DayColumns>) {
        let started = row.int(.started)
        self.init(
            date: LocalDate(daysSinceEpoch: row.int64(.day)), entries: row.int(.entries), worst: row.int(.worst),
            started: started, startedSum: started > 0 ? row.int(.sum) : 0,
            startedMinimum: started > 0 ? row.int(.minimum) : 0, startedMaximum: started > 0 ? row.int(.maximum) : 0)
    }
}

extension StatsTotals {
    /// The totals on a row of `totalSelection`, with the first and last entries' times (read from
    /// the time index).
    fileprivate init(row: SQLRow<SQLiteStatisticsStore.TotalColumns>, first: Timestamp?, last: Timestamp?) {
        let count = row.int(.count)
        self.init(
            count: count, mean: count > 0 ? row.double(.mean) : nil, minimum: count > 0 ? row.int(.minimum) : nil,
            maximum: count > 0 ? row.int(.maximum) : nil, first: first, last: last, loggedDays: row.int(.loggedDays),
            severeDays: row.int(.severeDays))
    }
}
