import PainlogDomain

/// A tombstone as storage reads it: the columns of `tombstones` named once, in the order of the
/// SELECT list that `selection` writes, and the one decoder of such a row.
extension Tombstone {
    /// The tombstone's columns, in SELECT order.
    enum Columns: Int32, SQLColumn {
        case uid, entryID, deletedAt, deletedOffset
    }

    /// `uid, entry_id, deleted_at, deleted_offset`.
    static let selection = Columns.selection { column in
        switch column {
        case .uid: "uid"
        case .entryID: "entry_id"
        case .deletedAt: "deleted_at"
        case .deletedOffset: "deleted_offset"
        }
    }

    /// The tombstone on a row of `selection`.
    init(row: SQLRow<Columns>) {
        self.init(
            uid: row.text(.uid), entryID: row.int64(.entryID), deletedAt: row.timestamp(.deletedAt, .deletedOffset))
    }
}
