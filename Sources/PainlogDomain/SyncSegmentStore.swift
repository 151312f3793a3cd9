/// What a sync has written since: the records changed in each sync generation, so that a sync
/// writes a segment of only those (docs/sync.md, *Segments and snapshots*).
///
/// Every change of a record's stamps, of a deletion or of a rename is noted under the generation
/// open at the time, whichever code made it. A sync writes the records changed after the
/// generation it last wrote to a folder, then closes the open one. Change it only inside a write
/// transaction.
public protocol SyncSegmentStore {
    /// The generation still open: the changes made now belong to it.
    func openGeneration() throws -> Int64

    /// Closes the open generation: changes made afterwards belong to the next.
    func closeGeneration() throws

    /// Every entry whose values or stamps changed since `forgetUnstamped()` (noted by the diary
    /// whichever command changed it), with its stamps, read as a stream in the order of
    /// `StampedEntryOrder.stampTime(now:)`: the entries a sync's local stamps must look at.
    func forEachUnstampedEntry(now: Int64, _ body: (Entry, String?) throws -> Void) throws

    /// Forgets the entries `forEachUnstampedEntry` reads: their stamps are made.
    func forgetUnstamped() throws

    /// How many records, classes and renames changed after `generation`.
    func changedCount(after generation: Int64) throws -> Int

    /// The keys changed after `generation` that begin with `prefix` (`class:`, `rename:`).
    func changedKeys(after generation: Int64, prefix: String) throws -> Set<String>

    /// Every entry changed after `generation`, with its stamps, by uid, read as a stream.
    func forEachChangedEntry(after generation: Int64, _ body: (Entry, String?) throws -> Void) throws

    /// At most `limit` deletions of entries changed after `generation`, by uid, after `uid`.
    func changedTombstones(after generation: Int64, uid: String, limit: Int) throws -> [Tombstone]

    /// The impact records changed after `generation`.
    func changedImpactRecords(after generation: Int64) throws -> [ImpactRecord]

    /// The conflicts this diary won (`SyncStampStore.lostValues()`) over records changed after
    /// `generation`, by uid, field and the losing stamp: a conflict is won by a change made here,
    /// stamped at the sync that notes it, so the segment that carries the record carries it too.
    func changedLostValues(after generation: Int64) throws -> [LostValue]

    /// At most `limit` deletions of impact records changed after `generation`, by uid, after `uid`.
    func changedImpactTombstones(after generation: Int64, uid: String, limit: Int) throws
        -> [(uid: String, deletedAt: Timestamp)]
}
