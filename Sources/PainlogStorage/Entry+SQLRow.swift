import PainlogDomain

/// An entry as storage reads it: the columns of `entries` named once, in the order of the SELECT
/// list that `selection` writes, and the one decoder of such a row.
extension Entry {
    /// The entry's own columns, in SELECT order; the entries table is aliased `e`.
    enum Columns: Int32, SQLColumn {
        case id, uid, occurredAt, occurredOffset, intensity, note, createdAt, createdOffset, updatedAt, updatedOffset,
            endedAt, endedOffset, symptoms
    }

    /// `e.id, e.uid, …`: the SELECT list that `init(row:…)` reads.
    static let selection = Columns.selection { column in
        switch column {
        case .id: "e.id"
        case .uid: "e.uid"
        case .occurredAt: "e.occurred_at"
        case .occurredOffset: "e.occurred_offset"
        case .intensity: "e.intensity"
        case .note: "e.note"
        case .createdAt: "e.created_at"
        case .createdOffset: "e.created_offset"
        case .updatedAt: "e.updated_at"
        case .updatedOffset: "e.updated_offset"
        case .endedAt: "e.ended_at"
        case .endedOffset: "e.ended_offset"
        case .symptoms: "e.symptoms"
        }
    }

    /// The entry on a row of `selection`, with its names (read by separate queries).
    init(row: SQLRow<Columns>, areas: [String], tags: [String], medications: [Medication]) throws {
        let id = row.int64(.id)
        guard let intensity = Intensity(row.int(.intensity)) else {
            throw PainlogError.failure("entry #\(id) has an intensity outside 0–10; the database is damaged")
        }
        self.init(
            id: id, uid: row.text(.uid), occurredAt: row.timestamp(.occurredAt, .occurredOffset),
            endedAt: row.optionalTimestamp(.endedAt, .endedOffset), intensity: intensity,
            areas: areas, tags: tags, medications: medications, note: row.text(.note),
            createdAt: row.timestamp(.createdAt, .createdOffset), updatedAt: row.timestamp(.updatedAt, .updatedOffset),
            symptoms: SymptomSet(rawValue: row.int(.symptoms)))
    }
}
