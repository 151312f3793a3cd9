/// What a guided entry has so far: the values given as options, then each answer.
///
/// A nil field (or an empty list not yet asked) is still to be asked.
public struct GuidedEntryAnswers: Sendable, Equatable {
    public var intensity: String?
    public var areas: [String]
    public var at: String?
    /// `--for` as given; never asked.
    public var duration: String?
    /// `--ended` as given; never asked.
    public var ended: String?
    public var note: String?
    public var tags: [String]
    public var medications: [String]
    /// `-s/--symptom` as given; never asked.
    public var symptoms: [String]

    public init(
        intensity: String? = nil, areas: [String] = [], at: String? = nil, duration: String? = nil,
        ended: String? = nil, note: String? = nil, tags: [String] = [], medications: [String] = [],
        symptoms: [String] = []
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

    /// The request `log` records, once intensity is known.
    public func request(intensity: String) -> LogEntryRequest {
        LogEntryRequest(
            intensity: intensity, areas: areas, at: at, duration: duration, ended: ended, note: note, tags: tags,
            medications: medications, symptoms: symptoms)
    }
}
