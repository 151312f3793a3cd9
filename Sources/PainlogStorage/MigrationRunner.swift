import PainlogDomain
import PainlogSystem

/// Applies the numbered migrations to one database, as GRDB's migrator does: each migration and
/// its history row go together in a savepoint of their own, after `PRAGMA foreign_key_check`,
/// inside one IMMEDIATE transaction over every pending migration (so a kill never leaves half).
///
/// Several processes may run it at once: the write lock serialises them and each re-reads the
/// history inside its transaction, so a migration is applied exactly once.
final class MigrationRunner: SchemaMigrator {
    private static let historyTable = """
        CREATE TABLE IF NOT EXISTS schema_migrations (
            version    INTEGER PRIMARY KEY,
            name       TEXT NOT NULL,
            checksum   TEXT NOT NULL,
            applied_at TEXT NOT NULL
        )
        """

    /// A row of `schema_migrations`.
    private struct AppliedMigration {
        let version: Int
        let name: String
        let checksum: String
        let appliedAt: String

        /// The columns of a row of `schema_migrations`, in SELECT order.
        enum Columns: Int32, SQLColumn {
            case version, name, checksum, appliedAt
        }

        /// `version, name, checksum, applied_at`.
        static let selection = Columns.selection { column in
            switch column {
            case .version: "version"
            case .name: "name"
            case .checksum: "checksum"
            case .appliedAt: "applied_at"
            }
        }

        /// The migration on a row of `selection`.
        init(row: SQLRow<Columns>) {
            version = row.int(.version)
            name = row.text(.name)
            checksum = row.text(.checksum)
            appliedAt = row.text(.appliedAt)
        }
    }

    private let connection: SQLiteConnection
    private let scripts: [MigrationScript]
    private let clock: any TimeSource
    private let zone: TimeZoneRules

    init(connection: SQLiteConnection, scripts: [MigrationScript], clock: any TimeSource, zone: TimeZoneRules) {
        self.connection = connection
        self.scripts = scripts
        self.clock = clock
        self.zone = zone
    }

    /// The newest schema version this painlog knows.
    var latestVersion: Int { scripts.last?.version ?? 0 }

    /// The history as last read, so start-up (validate, then look for pending migrations) reads it
    /// once.
    ///
    /// Safe to reuse: another process can only apply migrations, and `migrate()` re-reads the
    /// history inside its write transaction anyway.
    private var lastStates: [MigrationState]?

    func states() throws -> [MigrationState] {
        if let lastStates { return lastStates }
        let states = Self.states(scripts: scripts, applied: try readHistory())
        lastStates = states
        return states
    }

    /// Every known and recorded migration with its status, by version.
    private static func states(scripts: [MigrationScript], applied: [AppliedMigration]) -> [MigrationState] {
        let appliedByVersion = Dictionary(applied.map { ($0.version, $0) }, uniquingKeysWith: { first, _ in first })
        var states = scripts.map { script -> MigrationState in
            guard let record = appliedByVersion[script.version] else {
                return MigrationState(version: script.version, name: script.name, status: .pending)
            }
            let status: MigrationState.Status =
                record.checksum == script.checksum
                ? .applied(at: record.appliedAt) : .checksumMismatch(appliedAt: record.appliedAt)
            return MigrationState(version: script.version, name: script.name, status: status)
        }
        let known = Set(scripts.map(\.version))
        states += applied.filter { !known.contains($0.version) }.map {
            MigrationState(version: $0.version, name: $0.name, status: .unknown(appliedAt: $0.appliedAt))
        }
        return states.sorted { $0.version < $1.version }
    }

    func validate() throws {
        try Self.refuseIfUnusable(try states(), path: connection.path, latest: latestVersion)
    }

    private static func refuseIfUnusable(_ states: [MigrationState], path: String, latest: Int) throws(PainlogError) {
        for state in states {
            switch state.status {
            case .checksumMismatch:
                throw .failure(
                    "\(path): applied migration \(state.fileName) differs from the one this painlog carries (checksum mismatch); refusing to use this database"
                )
            case .unknown where state.version > latest:
                throw .failure(
                    "\(path) was migrated by a newer painlog (schema version \(state.version); this painlog knows up to \(latest)); upgrade painlog"
                )
            case .unknown:
                throw .failure(
                    "\(path) has applied migration \(state.fileName), which this painlog does not have; refusing to use this database"
                )
            case .applied, .pending:
                continue
            }
        }
    }

    func migrate() throws -> MigrationOutcome {
        lastStates = nil
        defer { lastStates = nil }
        var applied: [MigrationState] = []
        var backupPath: String?
        var failure: (any Error)?
        // Every pending migration under one write transaction, each in a savepoint of its own: a
        // kill part-way through leaves the old schema (nothing is committed yet), and a failing
        // migration undoes only itself, while the ones before it are kept.
        try connection.inWriteTransaction {
            while true {
                do {
                    let step = try connection.inWriteTransaction { try applyNext(backupPath: &backupPath) }
                    guard let step else { break }
                    applied.append(step)
                } catch {
                    // With nothing applied, the whole transaction goes, so not a byte of the file changes.
                    if applied.isEmpty { throw error }
                    failure = error
                    break
                }
            }
        }
        if let failure { throw failure }
        return MigrationOutcome(applied: applied, backupPath: backupPath)
    }

    /// Applies the first pending migration, with its history row, and returns it; nil when none is
    /// pending.
    ///
    /// Writes the backup first when the diary holds entries and none was written yet.
    private func applyNext(backupPath: inout String?) throws -> MigrationState? {
        let history = try readHistory()
        let states = Self.states(scripts: scripts, applied: history)
        try Self.refuseIfUnusable(states, path: connection.path, latest: latestVersion)
        guard let next = scripts.first(where: { script in !history.contains { $0.version == script.version } })
        else { return nil }
        if backupPath == nil, try holdsEntries() {
            backupPath = try writeBackup(from: history.map(\.version).max() ?? 0)
        }
        try connection.execute(Self.historyTable)
        let appliedAt = zone.timestamp(at: clock.now()).iso8601
        do throws(DatabaseError) {
            try connection.execute(next.sql)
        } catch {
            // SQLite's error shows the whole script as one line; the user needs the file's name.
            let fileName = MigrationState(version: next.version, name: next.name, status: .pending).fileName
            throw PainlogError.failure("migration \(fileName) failed: \(error.message); nothing was changed")
        }
        try connection.run(
            """
            INSERT INTO schema_migrations (version, name, checksum, applied_at)
            VALUES (\(next.version), \(next.name), \(next.checksum), \(appliedAt))
            """)
        try checkForeignKeys(after: next)
        return MigrationState(version: next.version, name: next.name, status: .applied(at: appliedAt))
    }

    private func readHistory() throws -> [AppliedMigration] {
        let hasHistory =
            try connection.scalarInt(
                "SELECT count(*) FROM sqlite_schema WHERE type = 'table' AND name = 'schema_migrations'") > 0
        guard hasHistory else {
            let otherTables = try connection.scalarInt(
                "SELECT count(*) FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\'")
            if otherTables > 0 {
                throw PainlogError.failure(
                    "\(connection.path) is a SQLite database but not a painlog diary (it has no schema_migrations table); it was left untouched"
                )
            }
            return []
        }
        var history: [AppliedMigration] = []
        try connection.query(
            "SELECT \(AppliedMigration.selection) FROM schema_migrations ORDER BY version",
            AppliedMigration.Columns.self
        ) { history.append(AppliedMigration(row: $0)) }
        return history
    }

    private func holdsEntries() throws -> Bool {
        let hasEntriesTable =
            try connection.scalarInt(
                "SELECT count(*) FROM sqlite_schema WHERE type = 'table' AND name = 'entries'") > 0
        return try hasEntriesTable && connection.scalarInt("SELECT EXISTS (SELECT 1 FROM entries)") == 1
    }

    /// Copies the database, as it is before the first pending migration, to
    /// `<db>.backup-<from>-to-<to>-<UTC time>` with mode 0600.
    ///
    /// It reads through a second connection, which WAL lets see the committed state while this one
    /// holds the write lock.
    private func writeBackup(from version: Int) throws -> String {
        let time = Timestamp(seconds: clock.now(), offset: 0).local
        let stamp =
            time.date.isoString.filter { $0 != "-" } + "T"
            + [time.hour, time.minute, time.second].map { $0 < 10 ? "0\($0)" : "\($0)" }.joined() + "Z"
        var path = "\(connection.path).backup-\(version)-to-\(latestVersion)-\(stamp)"
        if DatabaseFile.kind(at: path) != .missing { path = TemporaryFile.uniqueName(beside: path, purpose: "again") }
        // Written under a temporary name and renamed when complete, so a crash never leaves a
        // half-written file that looks like a backup.
        let partial = try DatabaseFile.createPrivateFile(beside: path, purpose: "partial")
        do {
            try SQLiteConnection(path: connection.path, readOnly: true).vacuum(into: partial)
            do {
                try FileSystemEntries.rename(partial, to: path)
            } catch {
                throw PainlogError.failure("cannot name the backup \(path): \(error)")
            }
            PartialFiles.unregister(partial)
            DatabaseFile.syncFolder(of: path)
        } catch {
            _ = unlinkQuietly(partial)
            throw PainlogError.failure(
                "could not back up \(connection.path) before migrating: \(error); nothing was changed")
        }
        return path
    }

    private func checkForeignKeys(after script: MigrationScript) throws {
        let violations = try connection.scalarInt("SELECT count(*) FROM pragma_foreign_key_check")
        if violations > 0 {
            throw PainlogError.failure(
                "migration \(script.version) (\(script.name)) would leave \(violations) broken reference(s); nothing was changed"
            )
        }
    }
}
