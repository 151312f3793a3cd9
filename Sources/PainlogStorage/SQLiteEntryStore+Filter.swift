import PainlogDomain

/// The SQL for an `EntryFilter`: every read of entries (a page, a count, a stream, the statistics)
/// selects through the same conditions.
extension SQLiteEntryStore {
    /// `WHERE …` for a filter (empty when it has no conditions), with its values in order.
    static func whereClause(for filter: EntryFilter) -> (String, [SQLiteValue]) {
        var conditions: [String] = []
        var values: [SQLiteValue] = []
        if let since = filter.since {
            conditions.append("e.occurred_at >= ?")
            values.append(.integer(since))
        }
        if let before = filter.before {
            conditions.append("e.occurred_at < ?")
            values.append(.integer(before))
        }
        // A whole day compares with each entry's own local date: its wall-clock seconds are
        // occurred_at + occurred_offset. No offset reaches a day, so the first, indexed, condition
        // only narrows the range the exact second one looks at.
        if let day = filter.sinceDay {
            let start = day.daysSinceEpoch * 86_400
            conditions.append("e.occurred_at > ? AND e.occurred_at + e.occurred_offset >= ?")
            values += [.integer(start - 86_400), .integer(start)]
        }
        if let day = filter.throughDay {
            let end = (day.daysSinceEpoch + 1) * 86_400
            conditions.append("e.occurred_at < ? AND e.occurred_at + e.occurred_offset < ?")
            values += [.integer(end + 86_400), .integer(end)]
        }
        if let minimum = filter.minimumIntensity {
            conditions.append("e.intensity >= ?")
            values.append(.integer(minimum.value))
        }
        if let maximum = filter.maximumIntensity {
            conditions.append("e.intensity <= ?")
            values.append(.integer(maximum.value))
        }
        if !filter.areas.isEmpty {
            conditions.append(NameTable.areas.anyOfClause(count: filter.areas.count))
            values += filter.areas.map { .text(NameRules.key(for: $0)) }
        }
        if !filter.tags.isEmpty {
            conditions.append(NameTable.tags.anyOfClause(count: filter.tags.count))
            values += filter.tags.map { .text(NameRules.key(for: $0)) }
        }
        if !filter.medications.isEmpty {
            conditions.append(NameTable.medications.anyOfClause(count: filter.medications.count))
            values += filter.medications.map { .text(NameRules.key(for: $0)) }
        }
        if let search = filter.noteContains {
            conditions.append("painlog_contains(e.note, ?)")
            values.append(.text(search))
        }
        return (conditions.isEmpty ? "" : "WHERE " + conditions.joined(separator: " AND "), values)
    }
}
