/// What the user asked `log` to record, as typed.
public struct LogEntryRequest: Sendable, Equatable {
    public let intensity: String
    public let areas: [String]
    public let at: String?
    public let note: String?
    public let tags: [String]
    public let medications: [String]

    public init(
        intensity: String, areas: [String] = [], at: String? = nil, note: String? = nil, tags: [String] = [],
        medications: [String] = []
    ) {
        self.intensity = intensity
        self.areas = areas
        self.at = at
        self.note = note
        self.tags = tags
        self.medications = medications
    }
}
