/// One recorded change, newest first in listings.
public struct JournalStep: Sendable, Equatable {
    public let id: Int64
    public let kind: ChangeKind
    /// What the change did, for people: `edit #12`, `delete #3, #5`.
    public let summary: String
    public let recordedAt: Timestamp
    /// How many entries the change touched.
    public let entryCount: Int

    public init(id: Int64, kind: ChangeKind, summary: String, recordedAt: Timestamp, entryCount: Int) {
        self.id = id
        self.kind = kind
        self.summary = summary
        self.recordedAt = recordedAt
        self.entryCount = entryCount
    }
}
