/// Reads and writes diary entries.
///
/// Implemented over SQLite by the storage layer. Writes belong in a `UnitOfWork`'s transaction,
/// with their journal step. It finds entries and deletions by their uid's beginning too
/// (`EntryKeyLookup`), for keys, and streams the small rows the clinical rules read
/// (`ClinicalEntryReading`).
public protocol EntryStore: EntryKeyLookup, ClinicalEntryReading {
    /// Runs `body` in one read transaction: every read in it sees the same snapshot of the diary,
    /// whatever other painlogs commit meanwhile.
    func inReadTransaction<T>(_ body: () throws -> T) throws -> T

    /// Writes a new entry and returns it with its id.
    func insert(_ content: EntryContent) throws -> Entry

    /// Writes a new entry under `preferredID` when no entry has, or ever had, that id (so an
    /// exported diary imported into an empty one keeps its ids); under a new id otherwise.
    /// Returns the id, without reading the entry back: for bulk writes.
    func insert(_ content: EntryContent, preferredID: Int64?) throws -> Int64

    /// The entry with this uid, or nil.
    func entry(uid: String) throws -> Entry?

    /// Replaces every field of entry `id` (its id stays). Returns the entry as stored.
    func update(id: Int64, with content: EntryContent) throws -> Entry

    /// Sets `updated_at` of entries `ids` to `time`, or to one second after the one each had when
    /// that is later than `time` (it never goes backwards), and nothing else (a rename's change of them).
    func touch(ids: [Int64], at time: Timestamp) throws

    /// Deletes the entries with these ids, with their links.
    func delete(ids: [Int64]) throws

    /// The entry with this id, or nil.
    func entry(id: Int64) throws -> Entry?

    /// Calls `body` with each matching entry in `order`, reading them as it goes, so memory stays
    /// flat however many there are. `limit` nil means all.
    func forEachEntry(
        matching filter: EntryFilter, order: EntryOrder, limit: Int?, _ body: (Entry) throws -> Void
    ) throws

    /// How many entries match.
    func count(matching filter: EntryFilter) throws -> Int

    /// How many entries match, counting no further than `cap`: constant time however large the diary.
    func count(matching filter: EntryFilter, upTo cap: Int) throws -> Int
}

extension EntryStore {
    /// The matching entries as an array: for small, limited reads.
    public func entries(matching filter: EntryFilter, order: EntryOrder, limit: Int?) throws -> [Entry] {
        var entries: [Entry] = []
        try forEachEntry(matching: filter, order: order, limit: limit) { entries.append($0) }
        return entries
    }
}
