import PainlogDomain

/// A journal step as storage reads it: the columns of `journal_steps` (aliased `s`) named once, in
/// the order of the SELECT list that `selection` writes, and the one decoder of such a row.
extension JournalStep {
    /// The step's columns, in SELECT order.
    enum Columns: Int32, SQLColumn {
        case id, command, summary, createdAt, createdOffset, entryCount
    }

    /// `s.id, s.command, …` and the number of entries the step changed.
    static let selection = Columns.selection { column in
        switch column {
        case .id: "s.id"
        case .command: "s.command"
        case .summary: "s.summary"
        case .createdAt: "s.created_at"
        case .createdOffset: "s.created_offset"
        case .entryCount: "(SELECT count(*) FROM journal_entries j WHERE j.step_id = s.id)"
        }
    }

    /// The step on a row of `selection`; an unknown command word reads as an edit.
    init(row: SQLRow<Columns>) {
        self.init(
            id: row.int64(.id), kind: ChangeKind(rawValue: row.text(.command)) ?? .edit, summary: row.text(.summary),
            recordedAt: row.timestamp(.createdAt, .createdOffset), entryCount: row.int(.entryCount))
    }
}
