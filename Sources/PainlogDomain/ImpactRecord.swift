/// What an impact record holds before it has an id: one weekly PEG answer.
///
/// PEG (Krebs et al. 2009) asks three questions about the past week, each 0–10: average pain,
/// how much pain interfered with enjoyment of life, and with general activity.
public struct ImpactContent: Sendable, Equatable {
    /// Stable across diaries, for merging.
    public let uid: String
    /// When the week being described ended (normally: when the questions were answered).
    public let recordedAt: Timestamp
    public let pain: Intensity
    public let enjoyment: Intensity
    public let activity: Intensity
    public let createdAt: Timestamp
    public let updatedAt: Timestamp

    public init(
        uid: String, recordedAt: Timestamp, pain: Intensity, enjoyment: Intensity, activity: Intensity, createdAt: Timestamp,
        updatedAt: Timestamp
    ) {
        self.uid = uid
        self.recordedAt = recordedAt
        self.pain = pain
        self.enjoyment = enjoyment
        self.activity = activity
        self.createdAt = createdAt
        self.updatedAt = updatedAt
    }

    /// The PEG score: the mean of the three answers, unrounded.
    public var score: Double {
        Double(pain.value + enjoyment.value + activity.value) / 3
    }
}

/// A stored impact record: its content and the id a person types.
public struct ImpactRecord: Sendable, Equatable {
    public let id: Int64
    public let content: ImpactContent

    public init(id: Int64, content: ImpactContent) {
        self.id = id
        self.content = content
    }

    public var uid: String { content.uid }
    public var recordedAt: Timestamp { content.recordedAt }
    public var score: Double { content.score }
}

/// The diary's impact records (migration 0005), and the tombstones of those that are gone.
///
/// Change them only inside a write transaction (`UnitOfWork`), after the journal has noted what
/// the step touches (`ChangeJournal.noteImpactsCreated`, `noteImpactsChanging`, `noteImpactTombstones`).
public protocol ImpactStore {
    /// Stores a new record and returns it with its id.
    func insert(_ content: ImpactContent) throws -> ImpactRecord

    /// Every record, newest first (by `recordedAt`, then id).
    func records() throws -> [ImpactRecord]

    /// The record with `uid`, if there is one.
    func record(uid: String) throws -> ImpactRecord?

    /// When the record with `uid` went (undone or deleted), or nil when it has no tombstone.
    func tombstone(uid: String) throws -> Timestamp?

    /// Every impact tombstone, by uid.
    func tombstones() throws -> [(uid: String, deletedAt: Timestamp)]

    /// Replaces the content of record `id`, keeping its id.
    func update(id: Int64, with content: ImpactContent) throws

    /// Removes record `id`.
    func delete(id: Int64) throws

    /// Remembers `uid` as gone at `time`, replacing its tombstone's time; `recordID` is its id here,
    /// or 0 (a tombstone already there keeps its id).
    func bury(uid: String, recordID: Int64, at time: Timestamp) throws

    /// Forgets the tombstone of `uid`: its record is coming back.
    func removeTombstone(uid: String) throws
}
