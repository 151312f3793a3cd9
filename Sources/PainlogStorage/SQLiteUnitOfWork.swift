import PainlogDomain

/// Write transactions on one connection: BEGIN IMMEDIATE (a savepoint when nested), with the entry
/// store, name stores, journal and tombstones that write inside it.
///
/// SQLite's errors leave it as `PainlogError`s.
final class SQLiteUnitOfWork: UnitOfWork {
    private let entries: SQLiteEntryStore
    private let transaction: WriteTransaction

    init(
        entries: SQLiteEntryStore, connection: SQLiteConnection, journal: SQLiteChangeJournal,
        tombstones: SQLiteTombstoneStore,
        impacts: SQLiteImpactStore
    ) {
        self.entries = entries
        self.transaction = WriteTransaction(
            entries: entries, areas: SQLiteNameStore(connection: connection, table: .areas),
            tags: SQLiteNameStore(connection: connection, table: .tags),
            medications: SQLiteNameStore(connection: connection, table: .medications), journal: journal,
            tombstones: tombstones,
            impacts: impacts, medicationClasses: SQLiteMedicationClassStore(connection: connection),
            inboxLines: SQLiteInboxLedger(connection: connection),
            syncStamps: SQLiteSyncStampStore(connection: connection),
            syncSegments: SQLiteSyncSegmentStore(connection: connection),
            conditions: SQLiteConditionStore(connection: connection),
            courses: SQLiteCourseStore(connection: connection),
            syncRecipients: SQLiteSyncRecipientStore(connection: connection))
    }

    func inWriteTransaction<T>(_ body: (WriteTransaction) throws -> T) throws -> T {
        do {
            return try entries.inWriteTransaction { try body(transaction) }
        } catch let error as DatabaseError {
            throw error.painlogError
        }
    }
}
