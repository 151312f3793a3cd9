import PainlogDomain
import PainlogFeatures

/// An open diary as flows see it: the storage's services through Domain protocols, never SQLite,
/// and its migrations.
///
/// Flows build the interactors they need over it (`diary.entries`, `diary.nameStore(.tag)`): each
/// service is read from `services` by its key path, so a new store needs nothing here.
@dynamicMemberLookup
struct Diary {
    /// The storage's stores.
    let services: any DiaryServices
    /// The diary's schema migrations.
    let migrations: MigrateInteractor

    subscript<Service>(dynamicMember keyPath: KeyPath<any DiaryServices, Service>) -> Service {
        services[keyPath: keyPath]
    }

    /// The store of names of `kind`.
    func nameStore(_ kind: NameKind) -> any NameStore { services.nameStore(kind) }
}

/// Opens diaries for the coordinator; the assembly's SQLite opener is the one implementation.
protocol DiaryOpener {
    /// Runs `body` on the diary at `path`, creating it when there is none. `isNew`: the diary is
    /// tentative until `body` succeeds (hold back output); `canRunAgain`: `body` may run a second
    /// time when another painlog created the diary meanwhile.
    func withDiary<T>(at path: String, canRunAgain: Bool, _ body: (_ diary: Diary, _ isNew: Bool) throws -> T) throws
        -> T

    /// The migrations of the diary at `path` opened read-only, or of none when there is no file.
    func migrationsReadOnly(at path: String) throws -> MigrateInteractor

    /// The diary at `path` opened read-only, or nil when there is no file: nothing is created,
    /// written or migrated. A diary this painlog must not use (changed, unknown or newer
    /// migrations) is refused.
    func readOnlyDiary(at path: String) throws -> Diary?

    /// Whether there is anything at `path` (a diary, or something that is not one and will be
    /// refused when opened); false only when nothing is there.
    func diaryExists(at path: String) -> Bool
}
