/// Everything an open diary offers, as Domain protocols: what the storage gives the flows.
///
/// A new store is one more requirement here and one property of the storage that conforms; nothing
/// between them copies the list.
public protocol DiaryServices: AnyObject {
    /// The entries.
    var entries: any EntryStore { get }
    /// Write transactions: entries and names changed together with their journal step.
    var unitOfWork: any UnitOfWork { get }
    /// The undo journal.
    var journal: any ChangeJournal { get }
    /// Aggregates for `stats`.
    var statistics: any StatisticsStore { get }
    /// The body areas.
    var areas: any NameStore { get }
    /// The tags.
    var tags: any NameStore { get }
    /// The medications.
    var medications: any NameStore { get }
    /// Aggregates for `tags`, `meds` and the dashboard's overuse flag.
    var nameStatistics: any NameStatisticsStore { get }
    /// The area, tag and medication names in use.
    var names: any KnownNames { get }
    /// PEG impact records, for reading; they change through `unitOfWork`.
    var impacts: any ImpactStore { get }
    /// The diary's id and settings (sync).
    var settings: any DiarySettings { get }
    /// Sync's stamps and the earlier values it set aside, for reading (`show --history`).
    var syncStamps: any SyncStampStore { get }
    /// The conditions, for reading; they change through `unitOfWork`.
    var conditions: any ConditionStore { get }
    /// The preventive courses, for reading; they change through `unitOfWork`.
    var courses: any CourseStore { get }
}

extension DiaryServices {
    /// The store of names of `kind`.
    public func nameStore(_ kind: NameKind) -> any NameStore {
        switch kind {
        case .area: return areas
        case .tag: return tags
        case .medication: return medications
        }
    }
}
