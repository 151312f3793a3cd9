/// What an entry records of an attack's features, by the names `-s/--symptom` takes: the pain's
/// characteristics of ICHD-3 1.1 C, the accompanying symptoms of 1.1 D, and aura.
///
/// A symptom the entry does not record counts as absent: the diary knows only what was written.
public enum ClinicalSymptom: String, Sendable, Hashable, CaseIterable, Comparable {
    /// One-sided pain (1.1 C1).
    case unilateral
    /// Pulsating pain (1.1 C2).
    case pulsating
    /// Made worse by, or made the person avoid, routine physical activity (1.1 C4).
    case activity
    /// Nausea (1.1 D1).
    case nausea
    /// Vomiting (1.1 D1).
    case vomiting
    /// Sensitivity to light (1.1 D2, together with `phonophobia`).
    case photophobia
    /// Sensitivity to sound (1.1 D2, together with `photophobia`).
    case phonophobia
    /// A migraine aura (ICHD-3 1.2, whose own criteria a diary cannot check).
    case aura

    /// The names in the order help texts and errors list them.
    public static let names: [String] = allCases.map(\.rawValue)

    public static func < (lhs: ClinicalSymptom, rhs: ClinicalSymptom) -> Bool { lhs.rawValue < rhs.rawValue }
}
