import PainlogDomain

/// The entries behind the clinical rules: one row per entry and medication (one per entry without),
/// folded into one `ClinicalEntryRow` per entry as they are read, so that nothing but the entry being
/// read is held.
///
/// An entry's condition kind (and, when asked, its conditions) comes from its areas: each area's
/// condition is worked out once per query (`area_conditions`, a handful of rows), and each entry looks
/// its areas up there, instead of joining areas, their condition fields and the conditions again for
/// every entry.
extension SQLiteStatisticsStore {
    func forEachClinicalEntry(_ query: ClinicalEntryQuery, _ body: (ClinicalEntryRow) throws -> Void) throws {
        try ClinicalEntryStream(connection: connection).forEach(query, body)
    }
}

extension SQLiteEntryStore: ClinicalEntryReading {
    func forEachClinicalEntry(_ query: ClinicalEntryQuery, _ body: (ClinicalEntryRow) throws -> Void) throws {
        try ClinicalEntryStream(connection: connection).forEach(query, body)
    }
}

/// The one query behind `ClinicalEntryReading`, for the statistics and the entry store alike.
struct ClinicalEntryStream {
    let connection: SQLiteConnection

    func forEach(_ query: ClinicalEntryQuery, _ body: (ClinicalEntryRow) throws -> Void) throws {
        // `start` and `end` are SQL expressions (LocalTimeSQL), spliced as text.
        let start = LocalTimeSQL.dayNumber
        let end = LocalTimeSQL.endDayNumber
        let filter = query.filter
        var filtered = SQLiteEntryStore.conditions(for: filter)
        if query.headacheKindsOnly {
            // The entries of the few areas of a headache condition in view, a list made once and
            // probed (`+e.id`: never the loop's driver, so a short range still walks the time index).
            filtered.append(
                "+e.id IN (SELECT l.entry_id FROM entry_areas l WHERE l.area_id IN "
                    + "(SELECT area_id FROM area_conditions WHERE kind > 0))")
        }
        let kind: SQLFragment =
            "(SELECT max(k.kind) FROM entry_areas l JOIN area_conditions k ON k.area_id = l.area_id "
            + "WHERE l.entry_id = e.id)"
        let members: SQLFragment =
            query.readsConditions
            ? "(SELECT group_concat(DISTINCT k.condition_id) FROM entry_areas l JOIN area_conditions k "
                + "ON k.area_id = l.area_id WHERE l.entry_id = e.id)" : "NULL"
        let picked: SQLFragment
        if let range = query.range {
            // As `days(matching:within:)` picks them: the entries that start in the range, and those
            // that started before it and reach into it. No offset reaches a day, so the indexed
            // conditions only narrow what the exact ones read.
            let first = range.lowerBound.daysSinceEpoch
            let last = range.upperBound.daysSinceEpoch
            var starts = filtered
            starts.append(
                "e.occurred_at > \((first - 1) * 86_400) AND e.occurred_at < \((last + 2) * 86_400) "
                    + "AND \(sql: start) BETWEEN \(first) AND \(last)")
            var reached = filtered
            reached.append(
                "e.ended_at IS NOT NULL AND e.ended_at > \((first - 1) * 86_400) AND \(sql: end) >= \(first) "
                    + "AND e.occurred_at < \((first + 1) * 86_400) AND \(sql: start) < \(first)")
            picked = """
                SELECT e.id AS id, \(kind) AS kind, \(members) AS members FROM entries e \
                WHERE \(starts.joined(separator: " AND "))
                UNION ALL
                SELECT e.id, \(kind), \(members) FROM entries e INDEXED BY entries_by_end \
                WHERE \(reached.joined(separator: " AND "))
                """
        } else {
            let conditions: SQLFragment = filtered.isEmpty ? "" : "WHERE \(filtered.joined(separator: " AND "))"
            picked = "SELECT e.id AS id, \(kind) AS kind, \(members) AS members FROM entries e \(conditions)"
        }
        let kept: SQLFragment = query.headacheKindsOnly ? "WHERE p.kind > 0" : ""
        let order: SQLFragment =
            query.order == .oldestFirst ? "e.occurred_at, e.id, em.position" : "e.id, em.position"
        let uids = try query.readsConditions ? conditionUIDs() : [:]
        var current: (id: Int64, row: ClinicalEntryRow)?
        try connection.inReadTransaction {
            try connection.query(
                """
                WITH area_conditions AS MATERIALIZED (\(Self.areaConditions(chosen: filter.conditions))),
                picked AS (\(picked))
                SELECT \(Self.clinicalSelection) FROM picked p JOIN entries e ON e.id = p.id
                LEFT JOIN entry_medications em ON em.entry_id = e.id
                LEFT JOIN medications m ON m.id = em.medication_id
                \(kept) ORDER BY \(order)
                """, ClinicalColumns.self
            ) { row in
                let id = row.int64(.id)
                let dose =
                    row.isNull(.name)
                    ? nil
                    : ClinicalEntryRow.Dose(name: row.text(.name), dose: row.text(.dose), nameKey: row.text(.nameKey))
                if let held = current, held.id == id {
                    if let dose { current = (id, held.row.adding(dose)) }
                    return
                }
                if let held = current { try body(held.row) }
                current = (id, ClinicalEntryRow(row: row, doses: dose.map { [$0] } ?? [], uids: uids))
            }
            if let held = current { try body(held.row) }
        }
    }

    /// Each condition's uid by its row id (a handful of rows).
    private func conditionUIDs() throws -> [Int64: String] {
        var uids: [Int64: String] = [:]
        try connection.query("SELECT id, uid FROM conditions", ConditionIDColumns.self) { row in
            uids[row.int64(.id)] = row.text(.uid)
        }
        return uids
    }

    /// The columns of a condition's id and uid.
    private enum ConditionIDColumns: Int32, SQLColumn {
        case id, uid
    }

    /// The columns of a clinical entry's row, in SELECT order.
    fileprivate enum ClinicalColumns: Int32, SQLColumn {
        case id, occurredAt, occurredOffset, endedAt, endedOffset, intensity, symptoms, kind, members, name, nameKey
        case dose
    }

    /// The SELECT list of a clinical entry's row: the entry, its kind and conditions (from `picked`)
    /// and one dose.
    private static let clinicalSelection = ClinicalColumns.selection { column in
        switch column {
        case .id: "e.id"
        case .occurredAt: "e.occurred_at"
        case .occurredOffset: "e.occurred_offset"
        case .endedAt: "e.ended_at"
        case .endedOffset: "e.ended_offset"
        case .intensity: "e.intensity"
        case .symptoms: "e.symptoms"
        case .kind: "p.kind"
        case .members: "p.members"
        case .name: "m.name"
        case .nameKey: "m.name_key"
        case .dose: "em.dose"
        }
    }

    /// Each area that is in a condition, once: its condition's row id, and its kind for the view — 2
    /// for a migraine condition, 1 for a headache condition, else 0 — counted only for the conditions
    /// named (every condition when none is).
    private static func areaConditions(chosen names: [String]) -> SQLFragment {
        var kind: SQLFragment = "CASE c.kind WHEN 'migraine' THEN 2 WHEN 'headache' THEN 1 ELSE 0 END"
        if !names.isEmpty {
            let keys = names.map { name -> SQLFragment in "\(NameRules.key(for: name))" }.joined(separator: ", ")
            kind = "CASE WHEN c.name_key IN (\(keys)) THEN \(kind) ELSE 0 END"
        }
        return """
            SELECT n.id AS area_id, c.id AS condition_id, \(kind) AS kind \
            FROM areas n JOIN condition_areas ca ON ca.area_key = n.name_key \
            JOIN conditions c ON c.uid = ca.condition_uid
            """
    }
}

extension ClinicalEntryRow {
    /// The entry on a row of `clinicalSelection`, with the doses read so far; its conditions' row ids
    /// (`members`, comma-separated) become their `uids`.
    fileprivate init(row: SQLRow<ClinicalEntryStream.ClinicalColumns>, doses: [Dose], uids: [Int64: String]) {
        let kind: HeadacheConditionKind? =
            switch row.isNull(.kind) ? 0 : row.int(.kind) {
            case 2: .migraine
            case 1: .headache
            default: nil
            }
        var conditions: [String] = []
        if !row.isNull(.members) {
            for part in row.text(.members).split(separator: ",") {
                if let id = Int64(part), let uid = uids[id], !conditions.contains(uid) { conditions.append(uid) }
            }
        }
        self.init(
            start: row.timestamp(.occurredAt, .occurredOffset), end: row.optionalTimestamp(.endedAt, .endedOffset),
            intensity: row.int(.intensity), symptoms: SymptomSet(rawValue: row.int(.symptoms)), kind: kind,
            doses: doses, conditionUIDs: conditions)
    }

    /// The same entry with one more dose.
    fileprivate func adding(_ dose: Dose) -> ClinicalEntryRow {
        ClinicalEntryRow(
            start: start, end: end, intensity: intensity, symptoms: symptoms, kind: kind, doses: doses + [dose],
            conditionUIDs: conditionUIDs)
    }
}
