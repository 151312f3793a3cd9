/// The diary's conditions and the condition of each area (migration 0013).
///
/// Change them only inside a write transaction (`UnitOfWork`), after the journal has noted them
/// (`ChangeJournal.noteConditions`), so the change is one undo step.
public protocol ConditionStore {
    /// Every condition with its areas, by name key.
    func conditions() throws -> [Condition]

    /// Every condition with its entries' count and latest entry, by name key.
    func usage() throws -> [ConditionUsage]

    /// The condition whose name matches case-insensitively (by `NameRules.key`), or nil.
    func condition(named name: String) throws -> Condition?

    /// The uid of the condition area `area` (any spelling) is in, or nil.
    func conditionUID(ofArea area: String) throws -> String?

    /// Stores a new condition without areas.
    func insert(uid: String, name: String, kind: ConditionKind, at time: Timestamp) throws

    /// Gives condition `uid` a new name (no other condition may have its key).
    func rename(uid: String, to name: String, at time: Timestamp) throws

    /// Gives condition `uid` a new kind.
    func setKind(uid: String, to kind: ConditionKind, at time: Timestamp) throws

    /// Removes condition `uid`, leaving a tombstone; its areas become unassigned.
    func remove(uid: String, at time: Timestamp) throws

    /// Puts `area` into condition `uid`, or takes it out of any (nil): the area's one field.
    func assign(area: String, to uid: String?, at time: Timestamp) throws

    /// Moves the condition field of area `old` to area `new` (an area rename), unless `new` already
    /// has a condition (an area merge keeps NEW's); returns the uid of the condition `old` was in
    /// and left, if any.
    @discardableResult
    func carryArea(_ old: String, to new: String, at time: Timestamp) throws -> String?

    // What a sync reads and writes (docs/sync.md, *Conditions and courses*).

    /// Every area's condition row, also those taken out of their condition, by key.
    func areaRows() throws -> [ConditionArea]

    /// Every removed condition's tombstone, by uid.
    func tombstones() throws -> [ConditionTombstone]

    /// Stores condition `uid` as a sync merged it: inserted, or its name and kind replaced.
    func put(uid: String, name: String, kind: ConditionKind, createdAt: Timestamp, updatedAt: Timestamp) throws

    /// Removes condition `uid` (if held) and keeps its tombstone at `time`, `mergedInto` the condition
    /// that took its areas (nil: removed); its areas are left as they are.
    func bury(uid: String, at time: Timestamp, mergedInto: String?) throws

    /// Forgets the tombstone of condition `uid` (a change made after its removal brought it back).
    func unbury(uid: String) throws
}
