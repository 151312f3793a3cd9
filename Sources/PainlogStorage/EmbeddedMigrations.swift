/// One migration file as it was embedded at build time.
struct EmbeddedMigrationFile: Sendable {
    /// `NNNN_name.sql`.
    let fileName: String
    /// The file's exact text.
    let sql: String
    /// The SHA-256 of the file's bytes, computed by the build tool so no run pays for it.
    let checksum: String
}

/// The migrations this painlog carries; `files` is generated from `migrations/*.sql` by the
/// MigrationEmbedder build plugin.
enum EmbeddedMigrations {}
