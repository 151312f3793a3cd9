/// What a guided entry has so far: the values given as options, then each answer.
///
/// A nil field (or an empty list not yet asked) is still to be asked.
public struct GuidedEntryAnswers: Sendable, Equatable {
    public var intensity: String?
    public var areas: [String]
    public var at: String?
    public var note: String?
    public var tags: [String]
    public var medications: [String]

    public init(
        intensity: String? = nil, areas: [String] = [], at: String? = nil, note: String? = nil, tags: [String] = [],
        medications: [String] = []
    ) {
        self.intensity = intensity
        self.areas = areas
        self.at = at
        self.note = note
        self.tags = tags
        self.medications = medications
    }

    /// The request `log` records, once intensity is known.
    public func request(intensity: String) -> LogEntryRequest {
        LogEntryRequest(intensity: intensity, areas: areas, at: at, note: note, tags: tags, medications: medications)
    }
}
