import PainlogFeatures

/// A task that only reads the schema's state, on a diary opened read-only (or on none).
protocol SchemaReadingFlow {
    func run(_ migrations: MigrateInteractor, view: TerminalView) throws
}
