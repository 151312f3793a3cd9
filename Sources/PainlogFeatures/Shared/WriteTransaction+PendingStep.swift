import PainlogDomain

extension WriteTransaction {
    /// The undo step `step` names, recorded first when there is none yet: a merge (an import's, a
    /// sync's) records its one step only once it changes something, and hands it on.
    func journalStep(_ step: inout Int64?, kind: ChangeKind, summary: String, at time: Timestamp) throws -> Int64 {
        if let step { return step }
        let new = try journal.record(kind, summary: summary, at: time, changing: [], created: [])
        step = new
        return new
    }
}
