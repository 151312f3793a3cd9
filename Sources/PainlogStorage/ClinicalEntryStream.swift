import PainlogDomain

/// The entries behind the clinical day counts: one row per entry and medication (one per entry
/// without), in entry order, folded into one `ClinicalEntryRow` per entry as they are read, so that
/// nothing but the entry being read is held.
extension SQLiteStatisticsStore {
    func forEachClinicalEntry(
        matching filter: EntryFilter, within range: ClosedRange<LocalDate>?, _ body: (ClinicalEntryRow) throws -> Void
    ) throws {
        // `start` and `end` are SQL expressions (LocalTimeSQL), spliced as text.
        let start = LocalTimeSQL.dayNumber
        let end = LocalTimeSQL.endDayNumber
        let kind = Self.kindExpression(conditions: filter.conditions)
        let filtered = SQLiteEntryStore.conditions(for: filter)
        let picked: SQLFragment
        if let range {
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
                SELECT e.id AS id, \(kind) AS kind FROM entries e WHERE \(starts.joined(separator: " AND "))
                UNION ALL
                SELECT e.id, \(kind) FROM entries e INDEXED BY entries_by_end WHERE \(reached.joined(separator: " AND "))
                """
        } else {
            let conditions: SQLFragment = filtered.isEmpty ? "" : "WHERE \(filtered.joined(separator: " AND "))"
            picked = "SELECT e.id AS id, \(kind) AS kind FROM entries e \(conditions)"
        }
        var current: (id: Int64, row: ClinicalEntryRow)?
        try connection.inReadTransaction {
            try connection.query(
                """
                WITH picked AS (\(picked))
                SELECT \(Self.clinicalSelection) FROM picked p JOIN entries e ON e.id = p.id
                LEFT JOIN entry_medications em ON em.entry_id = e.id
                LEFT JOIN medications m ON m.id = em.medication_id
                ORDER BY e.id, em.position
                """, ClinicalColumns.self
            ) { row in
                let id = row.int64(.id)
                let dose = row.isNull(.name) ? nil : ClinicalEntryRow.Dose(name: row.text(.name), dose: row.text(.dose))
                if let held = current, held.id == id {
                    if let dose { current = (id, held.row.adding(dose)) }
                    return
                }
                if let held = current { try body(held.row) }
                current = (id, ClinicalEntryRow(row: row, doses: dose.map { [$0] } ?? []))
            }
            if let held = current { try body(held.row) }
        }
    }

    /// The columns of a clinical entry's row, in SELECT order.
    fileprivate enum ClinicalColumns: Int32, SQLColumn {
        case id, occurredAt, occurredOffset, endedAt, endedOffset, intensity, symptoms, kind, name, dose
    }

    /// The SELECT list of a clinical entry's row: the entry, its kind (from `picked`) and one dose.
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
        case .name: "m.name"
        case .dose: "em.dose"
        }
    }

    /// 2 when the entry has an area of a migraine condition, 1 of a headache condition, else 0 (NULL
    /// without any condition): over the conditions named, or every condition when none is.
    private static func kindExpression(conditions names: [String]) -> SQLFragment {
        var chosen: SQLFragment = ""
        if !names.isEmpty {
            let keys = names.map { name -> SQLFragment in "\(NameRules.key(for: name))" }.joined(separator: ", ")
            chosen = " AND c.name_key IN (\(keys))"
        }
        return """
            (SELECT max(CASE c.kind WHEN 'migraine' THEN 2 WHEN 'headache' THEN 1 ELSE 0 END) \
            FROM entry_areas l JOIN areas n ON n.id = l.area_id \
            JOIN condition_areas ca ON ca.area_key = n.name_key JOIN conditions c ON c.uid = ca.condition_uid \
            WHERE l.entry_id = e.id\(chosen))
            """
    }
}

extension ClinicalEntryRow {
    /// The entry on a row of `clinicalSelection`, with the doses read so far.
    fileprivate init(row: SQLRow<SQLiteStatisticsStore.ClinicalColumns>, doses: [Dose]) {
        let kind: HeadacheConditionKind? =
            switch row.isNull(.kind) ? 0 : row.int(.kind) {
            case 2: .migraine
            case 1: .headache
            default: nil
            }
        self.init(
            start: row.timestamp(.occurredAt, .occurredOffset), end: row.optionalTimestamp(.endedAt, .endedOffset),
            intensity: row.int(.intensity), symptoms: SymptomSet(rawValue: row.int(.symptoms)), kind: kind,
            doses: doses)
    }

    /// The same entry with one more dose.
    fileprivate func adding(_ dose: Dose) -> ClinicalEntryRow {
        ClinicalEntryRow(
            start: start, end: end, intensity: intensity, symptoms: symptoms, kind: kind, doses: doses + [dose])
    }
}
