/// The stores one write transaction works on.
///
/// Everything changed through them inside `UnitOfWork.inWriteTransaction` is kept together with its
/// journal step, or none of it is.
public struct WriteTransaction {
    /// The diary's entries.
    public let entries: any EntryStore
    /// The diary's areas.
    public let areas: any NameStore
    /// The diary's tags.
    public let tags: any NameStore
    /// The diary's medication names.
    public let medications: any NameStore
    /// The journal that makes the change undoable: record the step before changing what it touches.
    public let journal: any ChangeJournal
    /// What deleted entries leave behind, so an import does not bring them back.
    public let tombstones: any TombstoneStore
    /// The diary's PEG impact records and their tombstones.
    public let impacts: any ImpactStore
    /// The classes set for medications.
    public let medicationClasses: any MedicationClassStore
    /// The inbox lines logged in this diary.
    public let inboxLines: any InboxLedger
    /// The stamps and set-aside values of sync's per-field merge.
    public let syncStamps: any SyncStampStore
    /// What a sync has written since (segments of a sync folder).
    public let syncSegments: any SyncSegmentStore
    /// The conditions and each area's condition.
    public let conditions: any ConditionStore
    /// The preventive courses and their doses.
    public let courses: any CourseStore
    /// The `--encrypt-to` recipients of encrypted sync folders.
    public let syncRecipients: any SyncRecipientStore

    public init(
        entries: any EntryStore, areas: any NameStore, tags: any NameStore, medications: any NameStore,
        journal: any ChangeJournal,
        tombstones: any TombstoneStore, impacts: any ImpactStore, medicationClasses: any MedicationClassStore,
        inboxLines: any InboxLedger, syncStamps: any SyncStampStore, syncSegments: any SyncSegmentStore,
        conditions: any ConditionStore, courses: any CourseStore,
        syncRecipients: any SyncRecipientStore
    ) {
        self.entries = entries
        self.areas = areas
        self.tags = tags
        self.medications = medications
        self.journal = journal
        self.tombstones = tombstones
        self.impacts = impacts
        self.medicationClasses = medicationClasses
        self.inboxLines = inboxLines
        self.syncStamps = syncStamps
        self.syncSegments = syncSegments
        self.conditions = conditions
        self.courses = courses
        self.syncRecipients = syncRecipients
    }

    /// The store of names of `kind`.
    public func names(_ kind: NameKind) -> any NameStore {
        switch kind {
        case .area: return areas
        case .tag: return tags
        case .medication: return medications
        }
    }
}

/// One all-or-nothing change to the diary, as a type instead of a convention: the only way to get
/// the stores that write together with the journal is inside a write transaction.
public protocol UnitOfWork {
    /// Runs `body` as one write transaction (taking the write lock at once): every change made through
    /// `transaction` is kept, or none is when `body` throws. Calls may nest; an inner one can fail on
    /// its own without undoing the outer one's work.
    func inWriteTransaction<T>(_ body: (_ transaction: WriteTransaction) throws -> T) throws -> T
}
