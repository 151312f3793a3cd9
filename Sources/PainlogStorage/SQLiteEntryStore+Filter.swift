import PainlogDomain

/// The SQL for an `EntryFilter`: every read of entries (a page, a count, a stream, the statistics)
/// selects through the same conditions.
extension SQLiteEntryStore {
    /// `WHERE …` for a filter with its values (empty when it has no conditions).
    static func whereClause(for filter: EntryFilter) -> SQLFragment {
        let conditions = conditions(for: filter)
        return conditions.isEmpty ? "" : "WHERE \(conditions.joined(separator: " AND "))"
    }

    /// The filter's conditions on the entry aliased `e`, each with its values.
    static func conditions(for filter: EntryFilter) -> [SQLFragment] {
        var conditions: [SQLFragment] = []
        if let since = filter.since {
            conditions.append("e.occurred_at >= \(since)")
        }
        if let before = filter.before {
            conditions.append("e.occurred_at < \(before)")
        }
        // A whole day compares with each entry's own local date: its wall-clock seconds are
        // occurred_at + occurred_offset. No offset reaches a day, so the first, indexed, condition
        // only narrows the range the exact second one looks at.
        if let day = filter.sinceDay {
            let start = day.daysSinceEpoch * 86_400
            conditions.append("e.occurred_at > \(start - 86_400) AND e.occurred_at + e.occurred_offset >= \(start)")
        }
        if let day = filter.throughDay {
            let end = (day.daysSinceEpoch + 1) * 86_400
            conditions.append("e.occurred_at < \(end + 86_400) AND e.occurred_at + e.occurred_offset < \(end)")
        }
        if let minimum = filter.minimumIntensity {
            conditions.append("e.intensity >= \(minimum.value)")
        }
        if let maximum = filter.maximumIntensity {
            conditions.append("e.intensity <= \(maximum.value)")
        }
        if !filter.areas.isEmpty {
            conditions.append(NameTable.areas.anyOf(filter.areas))
        }
        if !filter.tags.isEmpty {
            conditions.append(NameTable.tags.anyOf(filter.tags))
        }
        if !filter.medications.isEmpty {
            conditions.append(NameTable.medications.anyOf(filter.medications))
        }
        if !filter.conditions.isEmpty {
            conditions.append(conditionsClause(filter.conditions))
        }
        if let search = filter.noteContains {
            conditions.append("painlog_contains(e.note, \(search))")
        }
        return conditions
    }

    /// Entries with an area of one of the conditions named (migration 0013).
    ///
    /// Each area's condition is one field of the area, kept by the area's key. The conditions' areas are a list worked out
    /// once per query (a few rows), which each entry's areas are looked up in.
    private static func conditionsClause(_ names: [String]) -> SQLFragment {
        let keys = names.map { name -> SQLFragment in "\(NameRules.key(for: name))" }.joined(separator: ", ")
        return """
            EXISTS (SELECT 1 FROM entry_areas l WHERE l.entry_id = e.id AND l.area_id IN (\
            SELECT n.id FROM areas n JOIN condition_areas ca ON ca.area_key = n.name_key \
            JOIN conditions c ON c.uid = ca.condition_uid WHERE c.name_key IN (\(keys))))
            """
    }
}
