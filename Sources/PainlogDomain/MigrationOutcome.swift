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
