import PainlogDomain
import PainlogFeatures
import PainlogStorage

/// Builds each service once, over one open database, and injects it into the interactors.
/// No container and no singletons: one function's worth of wiring, as in swift-openapi-generator's
/// `GeneratorPipeline`. The only file of the CLI that knows storage is SQLite.
struct AppAssembly {
    let environment: AppEnvironment

    /// Runs `body` with the services over the diary at `path`; see `DiarySession.run` for a new
    /// diary (`isNew`) and for `canRunAgain`.
    func withDiary<T>(at path: String, canRunAgain: Bool, _ body: (AppServices, _ isNew: Bool) throws -> T) throws -> T {
        let session = DiarySession(
            path: path, clock: environment.clock, zone: environment.zone, busyTimeout: environment.busyTimeout)
        return try session.run(canRunAgain: canRunAgain) { storage, isNew in
            try body(services(over: storage), isNew)
        }
    }

    /// The migrations of the diary at `path` opened read-only (or of none, when there is no file).
    func readOnlyMigrations(at path: String) throws -> MigrateInteractor {
        let session = DiarySession(path: path, clock: environment.clock, zone: environment.zone)
        let storage = try session.openReadOnly()
        return MigrateInteractor(migrator: storage?.migrator, knownMigrations: SQLiteStorage.embeddedMigrations)
    }

    private func services(over storage: SQLiteStorage) -> AppServices {
        let store = storage.entries
        let unitOfWork = storage.unitOfWork
        let clock = environment.clock
        let zone = environment.zone
        return AppServices(
            logEntry: LogEntryInteractor(unitOfWork: unitOfWork, clock: clock, zone: zone, makeUID: AppEnvironment.makeUID),
            listEntries: ListEntriesInteractor(store: store, clock: clock, zone: zone),
            showEntry: ShowEntryInteractor(store: store),
            editEntry: EditEntryInteractor(unitOfWork: unitOfWork, clock: clock, zone: zone),
            deleteEntries: DeleteEntriesInteractor(store: store, unitOfWork: unitOfWork, clock: clock, zone: zone),
            undo: UndoInteractor(journal: storage.journal),
            exportEntries: ExportEntriesInteractor(store: store, clock: clock, zone: zone),
            importEntries: ImportEntriesInteractor(
                unitOfWork: unitOfWork, clock: clock, zone: zone, makeUID: AppEnvironment.makeUID),
            stats: StatsInteractor(statistics: storage.statistics, clock: clock, zone: zone),
            areas: AreasInteractor(areas: storage.areas, unitOfWork: unitOfWork, clock: clock, zone: zone),
            dashboard: DashboardInteractor(
                store: store, statistics: storage.statistics, areas: storage.areas, clock: clock, zone: zone),
            migrate: MigrateInteractor(migrator: storage.migrator, knownMigrations: SQLiteStorage.embeddedMigrations))
    }
}
