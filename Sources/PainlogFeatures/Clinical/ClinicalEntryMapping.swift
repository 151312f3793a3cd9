public import PainlogDomain

/// How a diary's entry is read by the clinical rules (`TwoHourOutcome`, `ClinicalDays`): its doses'
/// acute classes by `meds class` and the built-in table, its symptoms by name.
public struct ClinicalEntryMapping {
    /// The class of one dose: `meds class` for its name, else the built-in table (`MedsInteractor`'s).
    private let classOf: (_ name: String, _ dose: String) -> MedicationClass?

    public init(classOf: @escaping (_ name: String, _ dose: String) -> MedicationClass?) {
        self.classOf = classOf
    }

    /// The acute class of `medication`'s dose; nil for a dose that is no acute medicine.
    public func acuteClass(of medication: Medication) -> ClinicalMedicineClass? {
        guard let medicationClass = classOf(medication.name, medication.dose), medicationClass.isAcute else {
            return nil
        }
        return ClinicalMedicineClass(rawValue: medicationClass.rawValue)
    }

    /// `entry` as the 2-hour outcome reads it; each dose named by its name's key, so that spellings of
    /// one medication count together.
    public func outcomeEntry(_ entry: Entry) -> OutcomeEntry {
        OutcomeEntry(
            time: entry.occurredAt.seconds, end: entry.endedAt?.seconds, intensity: entry.intensity.value,
            doses: entry.medications.map {
                OutcomeDose(name: NameRules.key(for: $0.name), acuteClass: acuteClass(of: $0))
            })
    }

    /// What `entry` records of an attack.
    public func attackFacts(_ entry: Entry) -> AttackFacts {
        AttackFacts(
            intensity: entry.intensity.value, start: entry.occurredAt, end: entry.endedAt,
            symptoms: Set(entry.symptoms.symptoms.compactMap { ClinicalSymptom(rawValue: $0.rawValue) }),
            acuteClasses: Set(entry.medications.compactMap(acuteClass(of:))))
    }
}
