import PainlogDomain

/// An impact record as storage reads it: the columns of `impact_records` named once, in the
/// order of the SELECT list that `selection` writes, and the one decoder of such a row.
extension ImpactRecord {
    /// The record's columns, in SELECT order.
    enum Columns: Int32, SQLColumn {
        case id, uid, recordedAt, recordedOffset, pain, enjoyment, activity, createdAt, createdOffset, updatedAt
        case updatedOffset
    }

    /// `id, uid, recorded_at, …`: the SELECT list that `init(row:)` reads.
    static let selection = Columns.selection { column in
        switch column {
        case .id: "id"
        case .uid: "uid"
        case .recordedAt: "recorded_at"
        case .recordedOffset: "recorded_offset"
        case .pain: "pain"
        case .enjoyment: "enjoyment"
        case .activity: "activity"
        case .createdAt: "created_at"
        case .createdOffset: "created_offset"
        case .updatedAt: "updated_at"
        case .updatedOffset: "updated_offset"
        }
    }

    /// The record on a row of `selection`.
    init(row: SQLRow<Columns>) throws {
        func answer(_ column: Columns) throws -> Intensity {
            guard let value = Intensity(row.int(column)) else {
                throw PainlogError.failure("impact record #\(row.int64(.id)) holds an answer outside 0–10")
            }
            return value
        }
        self.init(
            id: row.int64(.id),
            content: ImpactContent(
                uid: row.text(.uid), recordedAt: row.timestamp(.recordedAt, .recordedOffset), pain: try answer(.pain),
                enjoyment: try answer(.enjoyment), activity: try answer(.activity),
                createdAt: row.timestamp(.createdAt, .createdOffset),
                updatedAt: row.timestamp(.updatedAt, .updatedOffset)))
    }
}
