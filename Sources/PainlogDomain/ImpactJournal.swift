/// What the change journal keeps about impact records, so `undo` reverts them like entries.
public protocol ImpactJournal {
    /// Notes impact records created by step `step`. `buryOnUndo`: undoing the step leaves a
    /// tombstone for each, so a copy kept elsewhere (another diary, a sync folder) cannot bring it back.
    func noteImpactsCreated(_ ids: [Int64], buryOnUndo: Bool, in step: Int64) throws

    /// Saves the current state of impact records `ids`, about to be changed by step `step`.
    func noteImpactsChanging(_ ids: [Int64], in step: Int64) throws

    /// Saves the current impact tombstone of each of `uids` (or that it has none), about to be
    /// changed by step `step`.
    func noteImpactTombstones(_ uids: [String], in step: Int64) throws
}
