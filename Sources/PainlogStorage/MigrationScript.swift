import PainlogChecksum

/// One numbered migration: its version, name, SQL and the SHA-256 of the SQL's bytes.
struct MigrationScript: Sendable, Equatable {
    let version: Int
    let name: String
    let sql: String
    let checksum: String

    init(version: Int, name: String, sql: String, checksum: String? = nil) {
        self.version = version
        self.name = name
        self.sql = sql
        self.checksum = checksum ?? SHA256.hex(of: sql.utf8)
    }

    /// Reads `NNNN_name.sql`; nil for any other file name.
    ///
    /// `checksum`, when the build computed it, spares hashing the SQL at every start (1.4 M
    /// instructions of a 32 M `painlog list`).
    init?(fileName: String, sql: String, checksum: String? = nil) {
        guard fileName.hasSuffix(".sql") else { return nil }
        let stem = fileName.dropLast(4)
        guard let underscore = stem.firstIndex(of: "_"), let version = Int(stem[..<underscore]), version > 0 else {
            return nil
        }
        let name = String(stem[stem.index(after: underscore)...])
        guard !name.isEmpty else { return nil }
        self.init(version: version, name: name, sql: sql, checksum: checksum)
    }

    /// The migrations this binary carries, in version order.
    static let embedded: [MigrationScript] = EmbeddedMigrations.files
        .compactMap { MigrationScript(fileName: $0.fileName, sql: $0.sql, checksum: $0.checksum) }
        .sorted { $0.version < $1.version }
}
