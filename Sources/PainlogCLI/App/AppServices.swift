import PainlogDomain
import PainlogFeatures

/// The interactors a task can use, each built once over one open diary by the assembly.
struct AppServices {
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
}
