/// What the diary records of one entry that the attack rules read: its intensity, when it started and
/// ended, its symptoms and the classes of the acute medicines it carries.
public struct AttackFacts: Sendable, Equatable {
    /// The intensity, 0–10.
    public let intensity: Int
    /// When it started, with the offset in force then.
    public let start: Timestamp
    /// When it ended, with the offset in force then; nil for an entry without an end.
    public let end: Timestamp?
    /// The symptoms recorded (an unrecorded symptom counts as absent).
    public let symptoms: Set<ClinicalSymptom>
    /// The acute classes of the doses on the entry; empty when it carries no acute medicine.
    public let acuteClasses: Set<ClinicalMedicineClass>

    public init(
        intensity: Int, start: Timestamp, end: Timestamp? = nil, symptoms: Set<ClinicalSymptom> = [],
        acuteClasses: Set<ClinicalMedicineClass> = []
    ) {
        self.intensity = intensity
        self.start = start
        self.end = end
        self.symptoms = symptoms
        self.acuteClasses = acuteClasses
    }

    /// Whether the entry carries a dose of an acute class.
    public var isTreated: Bool { !acuteClasses.isEmpty }

    /// How long it lasted, in seconds; nil without an end.
    public var durationSeconds: Int64? { end.map { $0.seconds - start.seconds } }

    /// Whether it carries a migraine-specific dose (triptan, ergot, gepant, ditan).
    public var carriesMigraineSpecificDose: Bool { acuteClasses.contains { $0.isMigraineSpecific } }

    /// The local dates it counts on: its start's date and, with an end, every date up to the end's,
    /// each at its own offset (as `DayDefinitions` counts a logged day).
    public var localDates: [LocalDate] {
        let first = start.local.date
        guard let end else { return [first] }
        let last = end.local.date
        guard last > first else { return [first] }
        let count = Int(last.daysSinceEpoch - first.daysSinceEpoch)
        return (0...count).map { first.adding(days: $0) }
    }
}
