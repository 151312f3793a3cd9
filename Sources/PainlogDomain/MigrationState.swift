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
