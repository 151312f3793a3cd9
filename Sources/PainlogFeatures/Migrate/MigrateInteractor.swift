public import PainlogDomain

/// `migrate`, `migrate --status` and `migrate --dry-run`.
public struct MigrateInteractor {
    private let migrator: (any SchemaMigrator)?
    private let knownMigrations: [MigrationState]

    /// - Parameters:
    ///   - migrator: the database's migrator, or nil when there is no database yet.
    ///   - knownMigrations: every migration this painlog carries, for a database not yet created.
    public init(migrator: (any SchemaMigrator)?, knownMigrations: [MigrationState]) {
        self.migrator = migrator
        self.knownMigrations = knownMigrations
    }

    /// Every migration with its status.
    ///
    /// Never writes.
    public func states() throws -> [MigrationState] {
        try migrator?.states() ?? knownMigrations
    }

    /// The first reason the database cannot be used, if any: a changed, unknown or newer migration.
    public func problem() -> PainlogError? {
        guard let migrator else { return nil }
        do {
            try migrator.validate()
            return nil
        } catch let error as PainlogError {
            return error
        } catch {
            return .failure("\(error)")
        }
    }

    /// The migrations `migrate` would apply.
    ///
    /// Never writes.
    public func pending() throws -> [MigrationState] {
        try states().filter { $0.status == .pending }
    }

    /// Applies every pending migration.
    public func migrate() throws -> MigrationOutcome {
        guard let migrator else { return MigrationOutcome(applied: [], backupPath: nil) }
        return try migrator.migrate()
    }
}
