/// The diary's impact records (migration 0006), and the tombstones of those that are gone.
///
/// Change them only inside a write transaction (`UnitOfWork`), after the journal has noted what
/// the step touches (`ChangeJournal.noteImpactsCreated`, `noteImpactsChanging`, `noteImpactTombstones`).
public protocol ImpactStore {
    /// Stores a new record and returns it with its id.
    func insert(_ content: ImpactContent) throws -> ImpactRecord

    /// Every record, newest first (by `recordedAt`, then id).
    func records() throws -> [ImpactRecord]

    /// The record with `uid`, if there is one.
    func record(uid: String) throws -> ImpactRecord?

    /// When the record with `uid` went (undone or deleted), or nil when it has no tombstone.
    func tombstone(uid: String) throws -> Timestamp?

    /// Every impact tombstone, by uid.
    func tombstones() throws -> [(uid: String, deletedAt: Timestamp)]

    /// At most `limit` impact tombstones whose uid sorts after `uid` ("" for the first), by uid:
    /// a page of them, so that a reader of every one holds one page at a time.
    func tombstones(after uid: String, limit: Int) throws -> [(uid: String, deletedAt: Timestamp)]

    /// How many impact tombstones there are.
    func tombstoneCount() throws -> Int

    /// Replaces the content of record `id`, keeping its id.
    func update(id: Int64, with content: ImpactContent) throws

    /// Removes record `id`.
    func delete(id: Int64) throws

    /// Remembers `uid` as gone at `time`, replacing its tombstone's time; `recordID` is its id here,
    /// or 0 (a tombstone already there keeps its id).
    func bury(uid: String, recordID: Int64, at time: Timestamp) throws

    /// Forgets the tombstone of `uid`: its record is coming back.
    func removeTombstone(uid: String) throws
}
