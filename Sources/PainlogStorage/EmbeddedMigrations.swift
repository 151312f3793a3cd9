/// One migration file as it was embedded at build time.
struct EmbeddedMigrationFile: Sendable {
    /// `NNNN_name.sql`.
    let fileName: String
    /// The file's exact text.
    let sql: String
}

/// The migrations this painlog carries; `files` is generated from `migrations/*.sql` by the
/// MigrationEmbedder build plugin.
enum EmbeddedMigrations {}
