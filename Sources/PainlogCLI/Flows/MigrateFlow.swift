import PainlogDomain
import PainlogFeatures

/// `painlog migrate`: applies pending migrations and says what it did, including when there was
/// nothing to do.
///
/// It is its own schema gate.
struct MigrateFlow: DiaryFlow {
    var needsCurrentSchema: Bool { false }

    func run(_ context: FlowContext) throws {
        let migrations = context.diary.migrations
        let outcome = try migrations.migrate()
        if let notice = MigrationStatusPresenter.backupNotice(outcome) { context.view.notice(notice) }
        let latest = try migrations.states().map(\.version).max() ?? 0
        context.view.show(MigrationStatusPresenter.outcomeLines(outcome, latestVersion: latest))
    }
}
