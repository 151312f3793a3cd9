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
