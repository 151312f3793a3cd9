import PainlogDomain

/// Write transactions on one connection: BEGIN IMMEDIATE (a savepoint when nested), with the entry
/// store, area store, journal and tombstones that write inside it. SQLite's errors leave it as `PainlogError`s.
final class SQLiteUnitOfWork: UnitOfWork {
    private let entries: SQLiteEntryStore
    private let transaction: WriteTransaction

    init(entries: SQLiteEntryStore, areas: SQLiteAreaStore, journal: SQLiteChangeJournal, tombstones: SQLiteTombstoneStore) {
        self.entries = entries
        self.transaction = WriteTransaction(entries: entries, areas: areas, journal: journal, tombstones: tombstones)
    }

    func inWriteTransaction<T>(_ body: (WriteTransaction) throws -> T) throws -> T {
        do {
            return try entries.inWriteTransaction { try body(transaction) }
        } catch let error as DatabaseError {
            throw error.painlogError
        }
    }
}
