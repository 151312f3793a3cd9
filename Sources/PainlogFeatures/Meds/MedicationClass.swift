/// The classes of acute headache medication whose overuse ICHD-3 (section 8.2) describes, with the
/// days per month from which regular use counts as overuse.
public enum MedicationClass: String, Sendable, Equatable, CaseIterable {
    case simpleAnalgesic = "simple_analgesic"
    case triptan
    case opioid
    case ergot

    /// Days of use in 30 from which ICHD-3 speaks of overuse: 15 for simple analgesics and NSAIDs,
    /// 10 for triptans, opioids and ergots.
    public var overuseThreshold: Int { self == .simpleAnalgesic ? 15 : 10 }

    /// The class in a table column: `analgesic`, `triptan`, `opioid`, `ergot`.
    public var shortName: String { self == .simpleAnalgesic ? "analgesic" : rawValue }

    /// The class as people read it.
    public var displayName: String {
        switch self {
        case .simpleAnalgesic: return "simple analgesic/NSAID"
        case .triptan: return "triptan"
        case .opioid: return "opioid"
        case .ergot: return "ergot"
        }
    }

    /// The generic names (and the common alternative name where there is one) painlog knows, by class.
    ///
    /// README's table lists the same.
    public static let knownNames: [MedicationClass: [String]] = [
        .simpleAnalgesic: [
            "paracetamol", "acetaminophen", "ibuprofen", "naproxen", "diclofenac", "aspirin", "acetylsalicylic acid",
            "ketoprofen", "dexketoprofen", "ketorolac", "indometacin", "indomethacin", "mefenamic acid", "meloxicam",
            "piroxicam", "celecoxib", "etoricoxib", "metamizole", "dipyrone", "phenazone", "propyphenazone",
            "tolfenamic acid",
        ],
        .triptan: [
            "sumatriptan", "rizatriptan", "zolmitriptan", "naratriptan", "almotriptan", "eletriptan", "frovatriptan",
        ],
        .opioid: [
            "codeine", "dihydrocodeine", "tramadol", "tapentadol", "morphine", "oxycodone", "hydrocodone",
            "hydromorphone",
            "buprenorphine", "fentanyl", "methadone", "pethidine", "meperidine",
        ],
        .ergot: ["ergotamine", "dihydroergotamine"],
    ]

    private static let byName: [String: MedicationClass] = {
        var table: [String: MedicationClass] = [:]
        for (medicationClass, names) in knownNames {
            for name in names { table[name] = medicationClass }
        }
        return table
    }()

    /// The class of a medication name, compared case-insensitively; a longer name counts when it
    /// starts with a known one as a word (`sumatriptan nasal`).
    ///
    /// Nil when painlog does not know it.
    public static func of(_ name: String) -> MedicationClass? {
        let words = name.lowercased().split(separator: " ")
        for count in stride(from: min(words.count, 3), through: 1, by: -1) {
            if let known = byName[words.prefix(count).joined(separator: " ")] { return known }
        }
        return nil
    }
}
