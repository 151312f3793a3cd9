/// What `edit` was asked to change, as typed.
///
/// Empty lists and nils mean "not given".
public struct EditEntryRequest: Sendable, Equatable {
    public let id: String
    public let intensity: String?
    public let at: String?
    /// `--for`: how long the attack lasted from its start; `0` removes the end.
    public let duration: String?
    /// `--ended`: when the attack ended; `none` removes the end.
    public let ended: String?
    public let note: String?
    /// `--area`: replaces all areas.
    public let areas: [String]
    public let addAreas: [String]
    public let removeAreas: [String]
    /// `--tag`: replaces all tags.
    public let tags: [String]
    public let addTags: [String]
    public let removeTags: [String]
    /// `--med`: replaces all medications.
    public let medications: [String]
    public let clearMedications: Bool
    /// `--symptom`: replaces all symptoms.
    public let symptoms: [String]
    public let addSymptoms: [String]
    public let removeSymptoms: [String]
    public let clearSymptoms: Bool

    public init(
        id: String, intensity: String? = nil, at: String? = nil, duration: String? = nil, ended: String? = nil,
        note: String? = nil, areas: [String] = [],
        addAreas: [String] = [], removeAreas: [String] = [], tags: [String] = [], addTags: [String] = [],
        removeTags: [String] = [], medications: [String] = [], clearMedications: Bool = false,
        symptoms: [String] = [], addSymptoms: [String] = [], removeSymptoms: [String] = [], clearSymptoms: Bool = false
    ) {
        self.id = id
        self.intensity = intensity
        self.at = at
        self.duration = duration
        self.ended = ended
        self.note = note
        self.areas = areas
        self.addAreas = addAreas
        self.removeAreas = removeAreas
        self.tags = tags
        self.addTags = addTags
        self.removeTags = removeTags
        self.medications = medications
        self.clearMedications = clearMedications
        self.symptoms = symptoms
        self.addSymptoms = addSymptoms
        self.removeSymptoms = removeSymptoms
        self.clearSymptoms = clearSymptoms
    }

    /// Whether any change was asked for at all.
    var asksForAnyChange: Bool {
        intensity != nil || at != nil || duration != nil || ended != nil || note != nil || !areas.isEmpty
            || !addAreas.isEmpty || !removeAreas.isEmpty
            || !tags.isEmpty || !addTags.isEmpty || !removeTags.isEmpty || !medications.isEmpty || clearMedications
            || !symptoms.isEmpty || !addSymptoms.isEmpty || !removeSymptoms.isEmpty || clearSymptoms
    }
}
