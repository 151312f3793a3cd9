import PainlogDomain
import PainlogFeatures
import PainlogStorage

/// Builds each service once, over one open database, and injects it into the interactors.
/// No container and no singletons: one function's worth of wiring, as in swift-openapi-generator's
/// `GeneratorPipeline`.
struct AppAssembly {
    let logEntry: LogEntryInteractor
    let listEntries: ListEntriesInteractor
    let showEntry: ShowEntryInteractor
    let editEntry: EditEntryInteractor
    let deleteEntries: DeleteEntriesInteractor
    let undo: UndoInteractor
    let exportEntries: ExportEntriesInteractor
    let importEntries: ImportEntriesInteractor
    let stats: StatsInteractor
    let areas: AreasInteractor
    let dashboard: DashboardInteractor
    let migrate: MigrateInteractor

    init(storage: SQLiteStorage, environment: AppEnvironment) {
        let store = storage.entries
        let journal = storage.journal
        let clock = environment.clock
        let zone = environment.zone
        logEntry = LogEntryInteractor(
            store: store, journal: journal, clock: environment.clock, zone: environment.zone, makeUID: AppEnvironment.makeUID)
        listEntries = ListEntriesInteractor(store: store, clock: environment.clock, zone: environment.zone)
        showEntry = ShowEntryInteractor(store: store)
        editEntry = EditEntryInteractor(store: store, journal: journal, clock: clock, zone: zone)
        deleteEntries = DeleteEntriesInteractor(store: store, journal: journal, clock: clock, zone: zone)
        undo = UndoInteractor(journal: journal)
        exportEntries = ExportEntriesInteractor(store: store, clock: clock, zone: zone)
        stats = StatsInteractor(statistics: storage.statistics, clock: clock, zone: zone)
        areas = AreasInteractor(store: store, areas: storage.areas, journal: journal, clock: clock, zone: zone)
        dashboard = DashboardInteractor(
            store: store, statistics: storage.statistics, areas: storage.areas, clock: clock, zone: zone)
        importEntries = ImportEntriesInteractor(
            store: store, journal: journal, clock: clock, zone: zone, makeUID: AppEnvironment.makeUID)
        migrate = MigrateInteractor(migrator: storage.migrator, knownMigrations: SQLiteStorage.embeddedMigrations)
    }
}
