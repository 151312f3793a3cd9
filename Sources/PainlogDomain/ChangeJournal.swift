/// Records every change with the before-image of what it touches, so `undo` can put it back.
///
/// Changes are recorded through `WriteTransaction.journal`, which `UnitOfWork` hands out only
/// inside the write transaction that makes the change; `record` comes before the touched entries change.
public protocol ChangeJournal: ImpactJournal {
    /// The most steps kept; older ones are forgotten.
    var capacity: Int { get }

    /// Starts a step: saves the current state of `changing` (entries about to be edited or
    /// deleted) and notes `created` (entries the step adds) as having had no previous state.
    /// Returns the step's id, to which `noteCreated` can add entries created later in the step.
    @discardableResult
    func record(_ kind: ChangeKind, summary: String, at time: Timestamp, changing: [Int64], created: [Int64]) throws
        -> Int64

    /// Saves the current state of `ids`, about to be changed by step `step`.
    func noteChanging(_ ids: [Int64], in step: Int64) throws

    /// Saves the current tombstone of each of `uids` (or that it has none), about to be changed by
    /// step `step`, so undoing the step puts exactly that back.
    func noteTombstones(_ uids: [String], in step: Int64) throws

    /// Saves the current spelling of name `id` of `kind`, about to be renamed by step `step`.
    func noteRenaming(_ kind: NameKind, _ id: Int64, in step: Int64) throws

    /// Adds entries created by step `step` after it was recorded.
    func noteCreated(_ ids: [Int64], in step: Int64) throws

    /// Notes medication `id`'s class as it is now, before step `step` changes it (once per step).
    func noteClassChange(of id: Int64, in step: Int64) throws

    /// Notes the conditions and every area's condition as they are now, before step `step` changes
    /// them (once per step; undoing the step puts them all back).
    func noteConditions(in step: Int64) throws

    /// Notes the courses and their doses as they are now, before step `step` changes them (once per
    /// step; undoing the step puts them all back).
    func noteCourses(in step: Int64) throws

    /// Reverts the newest step and forgets it; nil when there is nothing to undo.
    ///
    /// The undo is a change made at `time`: every entry and impact record it puts back gets
    /// `updated_at` `time` (its other fields, `created_at` included, as they were), so an export
    /// made before it is older and an import elsewhere takes it; a tombstone it leaves is dated
    /// `time`. Undoing a sync's step is exact, `updated_at` included: it puts the stamps back too,
    /// and the next sync merges again.
    func undoLatest(at time: Timestamp) throws -> JournalStep?

    /// The newest steps, newest first.
    func recentSteps(limit: Int) throws -> [JournalStep]

    /// Whether the journal still holds step `id` (an undo or the journal's limit takes steps away);
    /// true for 0, which names "before any step".
    func holds(step id: Int64) throws -> Bool
}
