/// What the user asked `log` to record, as typed.
public struct LogEntryRequest: Sendable, Equatable {
    public let intensity: String
    public let areas: [String]
    public let at: String?
    /// `--for`: how long the attack lasted (with `at`, from then; without, until now).
    public let duration: String?
    /// `--ended`: when the attack ended.
    public let ended: String?
    public let note: String?
    public let tags: [String]
    public let medications: [String]
    /// `-s/--symptom`: the attack features, by name.
    public let symptoms: [String]

    public init(
        intensity: String, areas: [String] = [], at: String? = nil, duration: String? = nil, ended: String? = nil,
        note: String? = nil, tags: [String] = [], medications: [String] = [], symptoms: [String] = []
    ) {
        self.intensity = intensity
        self.areas = areas
        self.at = at
        self.duration = duration
        self.ended = ended
        self.note = note
        self.tags = tags
        self.medications = medications
        self.symptoms = symptoms
    }
}
