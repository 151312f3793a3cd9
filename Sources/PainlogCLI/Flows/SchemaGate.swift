import PainlogDomain
import PainlogFeatures

/// The CLI's "logged in?" check: a diary is used only at the schema this painlog knows, so pending
/// migrations are applied before any task, saying so on stderr.
enum SchemaGate {
    /// Applies pending migrations, if any, with a notice for each and for the backup.
    static func bringUpToDate(_ migrations: MigrateInteractor, view: TerminalView) throws {
        guard !(try migrations.pending()).isEmpty else { return }
        let outcome = try migrations.migrate()
        if let notice = MigrationStatusPresenter.backupNotice(outcome) { view.notice(notice) }
        for state in outcome.applied { view.notice(Notice.line("applied migration \(state.fileName)")) }
    }
}
