import PainlogFeatures

/// `painlog migrate --status` and `--dry-run`: they read the schema's state, list, and never write.
struct MigrationStatusFlow: SchemaReadingFlow {
    enum Mode {
        /// Every migration with its status.
        case status
        /// What `migrate` would apply.
        case dryRun
    }

    let mode: Mode
    /// `--status --json`.
    var json = false

    func run(_ migrations: MigrateInteractor, view: TerminalView) throws {
        let states = try migrations.states()
        if mode == .status {
            if json {
                view.writeJSON(MigrationStatusPresenter.json(states))
            } else {
                view.show(MigrationStatusPresenter.statusLines(states))
            }
        }
        // A database this painlog must not use is refused after its status is shown.
        if let problem = migrations.problem() {
            try view.flush()
            throw problem
        }
        if mode == .dryRun {
            view.show(MigrationStatusPresenter.dryRunLines(pending: try migrations.pending()))
        }
    }
}
