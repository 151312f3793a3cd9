/// What one local calendar day was, by the clinical day rules (README: "Method").
public struct ClinicalDayFacts: Sendable, Equatable {
    /// The day had an entry that counts on it, of any condition or none.
    public var logged: Bool
    /// An entry above 0 of a migraine or headache condition counts on it.
    public var headache: Bool
    /// A migraine day: an entry of a migraine condition counts on it that is a migraine or probable
    /// migraine attack, or has `aura`, or is above 0 and carries a triptan, ergot, gepant or ditan.
    public var migraine: Bool
    /// A migraine or headache condition's entry with a worst of 4 or more counts on it.
    public var moderate: Bool
    /// A dose of an acute class was taken on it (by the local date of the entry that carries it).
    public var acuteMedication: Bool
    /// The day counts towards ICHD-3 1.3 C: an entry of a migraine condition counts on it that meets
    /// 1.1 C and D, or has `aura`, or brought relief at 2 hours after a triptan or ergot.
    public var chronicMigraineFeatures: Bool
    /// An entry of a migraine or headache condition that records at least one symptom counts on it
    /// (for the review's 80% rule).
    public var symptomsRecorded: Bool

    public init(
        logged: Bool = false, headache: Bool = false, migraine: Bool = false, moderate: Bool = false,
        acuteMedication: Bool = false, chronicMigraineFeatures: Bool = false, symptomsRecorded: Bool = false
    ) {
        self.logged = logged
        self.headache = headache
        self.migraine = migraine
        self.moderate = moderate
        self.acuteMedication = acuteMedication
        self.chronicMigraineFeatures = chronicMigraineFeatures
        self.symptomsRecorded = symptomsRecorded
    }
}
