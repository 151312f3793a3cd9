public import PainlogDomain

/// Reverts the most recent change, and lists the changes that can be reverted.
public struct UndoInteractor {
    private let journal: any ChangeJournal

    public init(journal: any ChangeJournal) {
        self.journal = journal
    }

    /// Reverts the newest step; a failure when there is none.
    public func undo() throws -> JournalStep {
        guard let step = try journal.undoLatest() else {
            throw PainlogError.failure("nothing to undo")
        }
        return step
    }

    /// The steps `undo` can revert, newest first.
    public func steps() throws -> [JournalStep] {
        try journal.recentSteps(limit: journal.capacity)
    }

    /// How many steps are kept.
    public var capacity: Int { journal.capacity }
}
