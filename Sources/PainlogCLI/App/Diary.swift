import PainlogDomain
import PainlogFeatures

/// An open diary as flows see it: the storage's services through Domain protocols, never SQLite.
/// Flows build the interactors they need over it.
struct Diary {
    let entries: any EntryStore
    /// Write transactions: entries and areas changed together with their journal step.
    let unitOfWork: any UnitOfWork
    let journal: any ChangeJournal
    let statistics: any StatisticsStore
    let areas: any NameStore
    let tags: any NameStore
    let medications: any NameStore
    /// Aggregates for `tags`, `meds` and the dashboard's overuse flag.
    let nameStatistics: any NameStatisticsStore
    /// The area, tag and medication names in use.
    let names: any KnownNames
    /// PEG impact records, for reading; they change through `unitOfWork`.
    let impacts: any ImpactStore
    /// The diary's id and settings (sync).
    let settings: any DiarySettings
    /// The diary's schema migrations.
    let migrations: MigrateInteractor

    /// The store of names of `kind`.
    func nameStore(_ kind: NameKind) -> any NameStore {
        switch kind {
        case .area: return areas
        case .tag: return tags
        case .medication: return medications
        }
    }
}

/// Opens diaries for the coordinator; the assembly's SQLite opener is the one implementation.
protocol DiaryOpener {
    /// Runs `body` on the diary at `path`, creating it when there is none. `isNew`: the diary is
    /// tentative until `body` succeeds (hold back output); `canRunAgain`: `body` may run a second
    /// time when another painlog created the diary meanwhile.
    func withDiary<T>(at path: String, canRunAgain: Bool, _ body: (_ diary: Diary, _ isNew: Bool) throws -> T) throws -> T

    /// The migrations of the diary at `path` opened read-only, or of none when there is no file.
    func migrationsReadOnly(at path: String) throws -> MigrateInteractor

    /// The diary at `path` opened read-only, or nil when there is no file: nothing is created,
    /// written or migrated. A diary this painlog must not use (changed, unknown or newer
    /// migrations) is refused.
    func readOnlyDiary(at path: String) throws -> Diary?
}
