/// What is left of a deleted entry: enough to stop an import from bringing it back.
public struct Tombstone: Sendable, Equatable {
    public let uid: String
    /// The id the entry had in this diary.
    public let entryID: Int64
    public let deletedAt: Timestamp

    public init(uid: String, entryID: Int64, deletedAt: Timestamp) {
        self.uid = uid
        self.entryID = entryID
        self.deletedAt = deletedAt
    }
}

/// The tombstones of deleted entries, kept for good (they are small, and forgetting one would let
/// an old export revive its entry).
///
/// A uid has a tombstone only while no entry has it.
///
/// Change them only inside a write transaction, after `ChangeJournal.noteTombstones` has saved
/// their state for `undo`.
public protocol TombstoneStore {
    /// The tombstone of `uid`, or nil when no entry with it was deleted (or it was brought back).
    func tombstone(uid: String) throws -> Tombstone?

    /// Remembers `entries`, about to be deleted, as deleted at `time`.
    func bury(_ entries: [Entry], at time: Timestamp) throws

    /// Remembers `uid` as deleted at `time` (replacing its tombstone): a deletion learnt from another
    /// diary. `entryID` is the id it had here, or 0 when this diary never had it.
    func bury(uid: String, entryID: Int64, at time: Timestamp) throws

    /// Every tombstone, by uid.
    func all() throws -> [Tombstone]

    /// At most `limit` tombstones whose uid sorts after `uid` ("" for the first), by uid: a page
    /// of them, so that a reader of every tombstone holds one page at a time.
    func page(after uid: String, limit: Int) throws -> [Tombstone]

    /// Forgets the tombstone of `uid`: its entry is coming back.
    func remove(uid: String) throws

    /// How many tombstones there are.
    func count() throws -> Int
}
