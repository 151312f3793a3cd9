/// The acute medication classes as the clinical rules see them: whether a dose treats an attack
/// (ICHD-3 1.1 B's treated attack, the 2-hour outcome, rescue) and whether it is migraine-specific
/// (a migraine day; ICHD-3 1.3 C3's triptan or ergot).
///
/// The raw values are the class names `meds class` and JSON use, so that Features' medication
/// class maps onto this one by its raw value; classes that never treat an attack (`preventive`,
/// `other`) have no case here: a dose of them is no acute medicine.
public enum ClinicalMedicineClass: String, Sendable, Hashable, CaseIterable {
    case simpleAnalgesic = "simple_analgesic"
    case triptan
    case ergot
    case opioid
    case combinationAnalgesic = "combination_analgesic"
    /// Ubrogepant, rimegepant, zavegepant.
    case gepant
    /// Lasmiditan.
    case ditan

    /// Whether a dose of this class makes a day with pain a migraine day (triptan, ergot, gepant,
    /// ditan): they are taken for migraine only.
    public var isMigraineSpecific: Bool {
        switch self {
        case .triptan, .ergot, .gepant, .ditan: true
        case .simpleAnalgesic, .opioid, .combinationAnalgesic: false
        }
    }

    /// Whether relief after a dose of this class makes a day count towards ICHD-3 1.3 C3 ("relieved by
    /// a triptan or ergot derivative").
    public var countsForChronicMigraine: Bool { self == .triptan || self == .ergot }
}
