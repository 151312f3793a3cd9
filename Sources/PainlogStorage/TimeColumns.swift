import PainlogDomain

/// An entry's time as two columns, `e.occurred_at, e.occurred_offset`: the SELECT list of the
/// queries that look only for when the first or the latest entry was.
enum TimeColumns: Int32, SQLColumn {
    case seconds, offset

    /// `e.occurred_at, e.occurred_offset`.
    static let list = selection { column in
        switch column {
        case .seconds: "e.occurred_at"
        case .offset: "e.occurred_offset"
        }
    }
}

extension Timestamp {
    /// The entry's time on a row of `TimeColumns.list`.
    init(row: SQLRow<TimeColumns>) {
        self = row.timestamp(.seconds, .offset)
    }
}
