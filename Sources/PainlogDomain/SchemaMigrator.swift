/// One schema migration as painlog knows it and as a database records it.
public struct MigrationState: Sendable, Equatable {
    /// Whether and when the migration has been applied.
    public enum Status: Sendable, Equatable {
        /// Applied at this time (ISO 8601, as recorded).
        case applied(at: String)
        /// Known to this painlog, not yet applied.
        case pending
        /// Applied, but the file this painlog carries has a different checksum.
        case checksumMismatch(appliedAt: String)
        /// Applied by some painlog, unknown to this one (a newer painlog, or a foreign database).
        case unknown(appliedAt: String)
    }

    public let version: Int
    public let name: String
    public let status: Status

    public init(version: Int, name: String, status: Status) {
        self.version = version
        self.name = name
        self.status = status
    }

    /// The migration's file name, `0001_create_entries.sql`.
    public var fileName: String {
        let digits = String(version)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits + "_" + name + ".sql"
    }
}

/// What applying the pending migrations did.
public struct MigrationOutcome: Sendable, Equatable {
    /// The migrations applied, in order.
    public let applied: [MigrationState]
    /// The backup written before migrating a database that held entries, if one was.
    public let backupPath: String?

    public init(applied: [MigrationState], backupPath: String?) {
        self.applied = applied
        self.backupPath = backupPath
    }
}

/// Brings a database's schema up to date.
public protocol SchemaMigrator {
    /// Every migration this painlog knows and every one the database records, by version.
    func states() throws -> [MigrationState]

    /// Throws when the database cannot be used by this painlog (a changed, unknown or newer migration).
    func validate() throws

    /// Applies every pending migration, each in its own transaction, after a backup when the
    /// database already holds entries. Safe to call from several processes at once.
    func migrate() throws -> MigrationOutcome
}
