/// The attack features as the clinical rules name them: the stored `Symptom` itself, so that the
/// rules read what an entry records without a second copy of the eight names.
///
/// A symptom the entry does not record counts as absent: the diary knows only what was written.
public typealias ClinicalSymptom = Symptom

extension Symptom {
    /// The names in the order help texts and errors list them (the contract's order).
    public static let names: [String] = allCases.map(\.rawValue)
}
