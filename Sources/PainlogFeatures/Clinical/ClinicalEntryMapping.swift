public import PainlogDomain

/// How a diary's entry is read by the clinical rules.
///
/// The rules are `AttackClassifier`, `ClinicalDays` and `TwoHourOutcome`; they read its doses'
/// acute classes by `meds class`, the built-in table and aspirin's dose, its symptoms by name. The
/// one mapping every clinical count uses (`ClinicalDayCounter`, `meds`' 2-hour outcome, `review`).
public struct ClinicalEntryMapping {
    /// The class of one dose: `meds class` for its name, else the built-in table (`MedsInteractor`'s).
    private let classOf: (_ name: String, _ dose: String) -> MedicationClass?

    public init(classOf: @escaping (_ name: String, _ dose: String) -> MedicationClass?) {
        self.classOf = classOf
    }

    /// The acute class of a dose of `name` at `dose`; nil for a dose that is no acute medicine.
    public func acuteClass(name: String, dose: String) -> ClinicalMedicineClass? {
        guard let medicationClass = classOf(name, dose), medicationClass.isAcute else { return nil }
        return ClinicalMedicineClass(rawValue: medicationClass.rawValue)
    }

    /// The acute class of `medication`'s dose; nil for a dose that is no acute medicine.
    public func acuteClass(of medication: Medication) -> ClinicalMedicineClass? {
        acuteClass(name: medication.name, dose: medication.dose)
    }

    /// What `row` records of an attack: intensity, start, end, symptoms and the acute classes of its
    /// doses.
    public func attackFacts(_ row: ClinicalEntryRow) -> AttackFacts {
        var classes = Set<ClinicalMedicineClass>()
        for dose in row.doses {
            if let found = acuteClass(name: dose.name, dose: dose.dose) { classes.insert(found) }
        }
        return AttackFacts(
            intensity: row.intensity, start: row.start, end: row.end, symptoms: Set(row.symptoms.symptoms),
            acuteClasses: classes)
    }

    /// `row` as the 2-hour outcome reads it; each dose named by its name's key, so that spellings of
    /// one medication count together.
    public func outcomeEntry(_ row: ClinicalEntryRow) -> OutcomeEntry {
        OutcomeEntry(
            time: row.start.seconds, end: row.end?.seconds, intensity: row.intensity,
            doses: row.doses.map { OutcomeDose(name: $0.nameKey, acuteClass: acuteClass(name: $0.name, dose: $0.dose)) }
        )
    }
}
