public import PainlogDomain

/// Reverts the most recent change, and lists the changes that can be reverted.
///
/// An undo is itself a change, made now: what it puts back is updated now (see
/// `ChangeJournal.undoLatest(at:)`), so exports, imports and sync take it over older copies.
public struct UndoInteractor {
    private let journal: any ChangeJournal
    private let calendar: LocalCalendar

    public init(journal: any ChangeJournal, calendar: LocalCalendar) {
        self.journal = journal
        self.calendar = calendar
    }

    /// Reverts the newest step; a failure when there is none.
    public func undo() throws -> JournalStep {
        guard let step = try journal.undoLatest(at: calendar.timestamp(at: calendar.now())) else {
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
