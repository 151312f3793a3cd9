public import PainlogDomain
import PainlogSystem

/// An open painlog database: the one door into SQLite for the rest of painlog.
///
/// It hands out the services other layers use through Domain protocols, and never a handle,
/// statement or row.
public final class SQLiteStorage {
    /// The database's path.
    public let path: String
    /// The diary's entries.
    public let entries: any EntryStore
    /// The database's schema migrations.
    public let migrator: any SchemaMigrator
    /// The journal of changes behind `undo`.
    public let journal: any ChangeJournal
    /// Aggregates for `stats` and the dashboard.
    public let statistics: any StatisticsStore
    /// The diary's areas.
    public let areas: any NameStore
    /// The diary's tags.
    public let tags: any NameStore
    /// The diary's medication names.
    public let medications: any NameStore
    /// Aggregates for `tags`, `meds` and the dashboard's overuse flag.
    public let nameStatistics: any NameStatisticsStore
    /// The area, tag and medication names in use.
    public let names: any KnownNames
    /// PEG impact records, for reading; they change through `unitOfWork`.
    public let impacts: any ImpactStore
    /// The diary's id and settings (sync).
    public let settings: any DiarySettings
    /// Sync's stamps and the earlier values it set aside.
    public let syncStamps: any SyncStampStore
    /// The conditions, for reading; they change through `unitOfWork`.
    public let conditions: any ConditionStore
    /// The preventive courses, for reading; they change through `unitOfWork`.
    public let courses: any CourseStore
    /// Write transactions: the only way to change entries and areas together with the journal.
    public let unitOfWork: any UnitOfWork

    private let connection: SQLiteConnection

    /// A diary made by this process and not yet linked into place (see `finishCreating()`).
    private struct PendingCreation {
        let temporaryPath: String
        let createdFolders: [String]
    }

    private var pendingCreation: PendingCreation?

    /// True when there was no diary at `path` and this one is still under a temporary name: the
    /// caller (`DiarySession`) runs its command on it, then calls `finishCreating()` on success or
    /// `discardCreation()` on failure, so a failed first command leaves nothing behind.
    var isNew: Bool { pendingCreation != nil }

    private init(
        connection: SQLiteConnection, path: String, scripts: [MigrationScript], clock: any TimeSource,
        zone: TimeZoneRules
    ) throws {
        self.connection = connection
        self.path = path
        try connection.registerContainsFunction()
        let entries = SQLiteEntryStore(connection: connection)
        let journal = SQLiteChangeJournal(connection: connection)
        self.entries = entries
        self.journal = journal
        self.areas = SQLiteNameStore(connection: connection, table: .areas)
        self.tags = SQLiteNameStore(connection: connection, table: .tags)
        self.medications = SQLiteNameStore(connection: connection, table: .medications)
        self.nameStatistics = SQLiteNameStatisticsStore(connection: connection)
        self.names = SQLiteKnownNames(connection: connection)
        let impacts = SQLiteImpactStore(connection: connection)
        self.impacts = impacts
        self.settings = SQLiteDiarySettings(connection: connection)
        self.syncStamps = SQLiteSyncStampStore(connection: connection)
        self.conditions = SQLiteConditionStore(connection: connection)
        self.courses = SQLiteCourseStore(connection: connection)
        self.unitOfWork = SQLiteUnitOfWork(
            entries: entries, connection: connection, journal: journal,
            tombstones: SQLiteTombstoneStore(connection: connection),
            impacts: impacts)
        self.statistics = SQLiteStatisticsStore(connection: connection)
        self.migrator = MigrationRunner(connection: connection, scripts: scripts, clock: clock, zone: zone)
    }

    deinit {
        if pendingCreation != nil { discardCreation() }
    }

    /// Puts a new diary in place under its real name.
    ///
    /// Returns false when another painlog created a diary there meanwhile: this one is then
    /// removed, and the caller runs its command again on theirs. Either way this storage is closed
    /// afterwards.
    func finishCreating() throws -> Bool {
        guard let pending = pendingCreation else { return true }
        pendingCreation = nil
        connection.close()  // checkpoints the WAL into the file, which must be complete before it is linked
        return try DatabaseFile.linkIntoPlace(pending.temporaryPath, at: path)
    }

    /// Removes a new diary that never got its real name, and the folders made for it.
    func discardCreation() {
        guard let pending = pendingCreation else { return }
        pendingCreation = nil
        connection.close()
        for suffix in [""] + DatabaseFile.walModeSuffixes { unlinkQuietly(pending.temporaryPath + suffix) }
        for folder in pending.createdFolders.reversed() { try? FileSystemEntries.removeFolder(folder) }
    }

    /// Opens the diary at `path` for reading and writing, first creating it at the newest schema
    /// (folder 0700, file 0600) when nothing is there.
    ///
    /// Refuses, without touching it, anything that is not a painlog database. Does not apply
    /// pending migrations: see `migrator`.
    /// - Parameters:
    ///   - busyTimeout: how long to wait, in milliseconds, for another painlog's write lock.
    public static func open(
        path: String, clock: any TimeSource, zone: TimeZoneRules, busyTimeout: Int = defaultBusyTimeout
    ) throws -> SQLiteStorage {
        try open(path: path, scripts: MigrationScript.embedded, clock: clock, zone: zone, busyTimeout: busyTimeout)
    }

    /// - Parameter deferCreation: when there is no diary yet, leave the new one under its temporary
    ///   name (`isNew`) until the caller's `finishCreating()`, as `DiarySession` does; otherwise it
    ///   gets its name at once.
    static func open(
        path: String, scripts: [MigrationScript], clock: any TimeSource, zone: TimeZoneRules,
        busyTimeout: Int = SQLiteConnection.defaultBusyTimeoutMilliseconds, deferCreation: Bool = false
    ) throws -> SQLiteStorage {
        try DatabaseFile.refuseUnusable(path)
        // What a painlog killed while creating or backing up this diary left behind.
        StaleFileSweep.removeLeftovers(of: path, companionSuffixes: DatabaseFile.companionSuffixes)
        if DatabaseFile.kind(at: path) == .missing {
            let created = try create(path: path, scripts: scripts, clock: clock, zone: zone, busyTimeout: busyTimeout)
            if deferCreation { return created }
            // Losing the race to another painlog creating the same diary is fine: we use theirs.
            _ = try created.finishCreating()
        }
        try DatabaseFile.alignCompanionModes(of: path)
        let connection = try connect(path, readOnly: false, busyTimeout: busyTimeout)
        let storage = try SQLiteStorage(connection: connection, path: path, scripts: scripts, clock: clock, zone: zone)
        // Refuse a changed, unknown or foreign schema before anything (even the journal mode) is written.
        try storage.migrator.validate()
        try wrapOpenError(path) { () throws(DatabaseError) in try connection.configureForWriting() }
        return storage
    }

    /// How long, in milliseconds, a writer waits for another painlog's lock unless told otherwise.
    public static let defaultBusyTimeout = SQLiteConnection.defaultBusyTimeoutMilliseconds

    /// Opens an existing diary read-only, for `migrate --status` and `--dry-run`, which never write.
    ///
    /// Returns nil when there is no file at `path`.
    public static func openReadOnly(path: String, clock: any TimeSource, zone: TimeZoneRules) throws -> SQLiteStorage? {
        try openReadOnly(path: path, scripts: MigrationScript.embedded, clock: clock, zone: zone)
    }

    static func openReadOnly(path: String, scripts: [MigrationScript], clock: any TimeSource, zone: TimeZoneRules)
        throws
        -> SQLiteStorage?
    {
        try DatabaseFile.refuseUnusable(path)
        guard DatabaseFile.kind(at: path) != .missing else { return nil }
        let connection = try connect(path, readOnly: true)
        return try SQLiteStorage(connection: connection, path: path, scripts: scripts, clock: clock, zone: zone)
    }

    /// The migrations this painlog carries, all pending: the status of a database not yet created.
    public static var embeddedMigrations: [MigrationState] {
        MigrationScript.embedded.map { MigrationState(version: $0.version, name: $0.name, status: .pending) }
    }

    /// Builds a new diary at the newest schema under a temporary name in the same folder.
    ///
    /// It gets its real name from `finishCreating()`, once the command run on it has succeeded.
    private static func create(
        path: String, scripts: [MigrationScript], clock: any TimeSource, zone: TimeZoneRules, busyTimeout: Int
    ) throws -> SQLiteStorage {
        let folders = try DatabaseFile.createParentFolder(of: path)
        let temporary: String
        do {
            temporary = try DatabaseFile.createPrivateFile(beside: path, purpose: "new")
        } catch {
            for folder in folders.reversed() { try? FileSystemEntries.removeFolder(folder) }
            throw error
        }
        do {
            let connection = try connect(temporary, readOnly: false, busyTimeout: busyTimeout)
            try connection.configureForWriting()
            _ = try MigrationRunner(connection: connection, scripts: scripts, clock: clock, zone: zone).migrate()
            let storage = try SQLiteStorage(
                connection: connection, path: path, scripts: scripts, clock: clock, zone: zone)
            storage.pendingCreation = PendingCreation(temporaryPath: temporary, createdFolders: folders)
            return storage
        } catch {
            for suffix in [""] + DatabaseFile.walModeSuffixes { unlinkQuietly(temporary + suffix) }
            for folder in folders.reversed() { try? FileSystemEntries.removeFolder(folder) }
            throw error
        }
    }

    private static func connect(
        _ path: String, readOnly: Bool, busyTimeout: Int = SQLiteConnection.defaultBusyTimeoutMilliseconds
    ) throws -> SQLiteConnection {
        try wrapOpenError(path) { () throws(DatabaseError) in
            try SQLiteConnection(path: path, readOnly: readOnly, busyTimeoutMilliseconds: busyTimeout)
        }
    }

    /// Turns SQLite's errors while opening into one line a user can act on.
    private static func wrapOpenError<T>(_ path: String, _ body: () throws(DatabaseError) -> T) throws(PainlogError)
        -> T
    {
        do {
            return try body()
        } catch {
            if error.isNotADatabase {
                throw .failure("\(path) is not a SQLite database (\(error.message)); it was left untouched")
            }
            if error.isBusy {
                throw .failure("the database is busy (another painlog is writing); try again")
            }
            if error.isDiskFull {
                throw .failure("cannot open \(path): the disk is full; nothing was changed")
            }
            throw .failure("cannot open \(path): \(error.message)")
        }
    }
}
