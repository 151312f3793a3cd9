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
        uid: String, recordedAt: Timestamp, pain: Intensity, enjoyment: Intensity, activity: Intensity,
        createdAt: Timestamp,
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
