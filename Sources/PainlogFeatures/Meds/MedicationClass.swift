/// The classes of medication painlog tells apart: the acute headache medications whose overuse
/// ICHD-3 (section 8.2) describes, each with the days in 30 from which regular use counts, and
/// two that never count (`preventive`, `other`).
public enum MedicationClass: String, Sendable, Equatable, CaseIterable {
    case simpleAnalgesic = "simple_analgesic"
    case triptan
    case ergot
    case opioid
    case combinationAnalgesic = "combination_analgesic"
    case preventive
    case other

    /// The acute classes, in the order tables and JSON list them.
    public static let acute: [MedicationClass] = [.simpleAnalgesic, .triptan, .ergot, .opioid, .combinationAnalgesic]

    /// Whether doses of this class count for overuse.
    public var isAcute: Bool { overuseThreshold != nil }

    /// Days of use in 30 from which ICHD-3 speaks of overuse: 15 for simple analgesics and NSAIDs,
    /// 10 for triptans, ergots, opioids and combination analgesics; nil for classes that never count.
    public var overuseThreshold: Int? {
        switch self {
        case .simpleAnalgesic: 15
        case .triptan, .ergot, .opioid, .combinationAnalgesic: 10
        case .preventive, .other: nil
        }
    }

    /// Two or more acute classes on this many days together, none reaching its own threshold
    /// (ICHD-3 8.2.6, medication-overuse headache attributed to multiple drug classes).
    public static let combinedThreshold = 10

    /// The class in a table column: `analgesic`, `triptan`, `combination`….
    public var shortName: String {
        switch self {
        case .simpleAnalgesic: "analgesic"
        case .combinationAnalgesic: "combination"
        default: rawValue
        }
    }

    /// The class as people read it.
    public var displayName: String {
        switch self {
        case .simpleAnalgesic: "simple analgesic/NSAID"
        case .triptan: "triptan"
        case .ergot: "ergot"
        case .opioid: "opioid"
        case .combinationAnalgesic: "combination analgesic"
        case .preventive: "preventive"
        case .other: "other"
        }
    }

    /// The class's name in the plural, for sentences: `simple analgesics/NSAIDs`, `triptans`.
    public var pluralName: String {
        switch self {
        case .simpleAnalgesic: "simple analgesics/NSAIDs"
        case .other: "other medications"
        case .preventive: "preventives"
        default: displayName + "s"
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
            "hydromorphone", "buprenorphine", "fentanyl", "methadone", "pethidine", "meperidine",
        ],
        .ergot: ["ergotamine", "dihydroergotamine"],
    ]

    /// Combination products by their generic forms, components joined by `/` in any order: two or
    /// more analgesics, or analgesics with caffeine, are combination analgesics (ICHD-3 8.2.5); an
    /// ergotamine combination is an ergot, a triptan combination a triptan.
    public static let combinations: [String: MedicationClass] = {
        var table: [String: MedicationClass] = [:]
        let analgesic: [[String]] = [
            ["paracetamol", "aspirin", "caffeine"], ["paracetamol", "caffeine"], ["aspirin", "caffeine"],
            ["ibuprofen", "caffeine"], ["paracetamol", "codeine"], ["ibuprofen", "codeine"], ["aspirin", "codeine"],
            ["paracetamol", "dihydrocodeine"], ["paracetamol", "tramadol"], ["paracetamol", "aspirin"],
            ["paracetamol", "ibuprofen"], ["paracetamol", "propyphenazone", "caffeine"],
            ["propyphenazone", "caffeine"], ["acetaminophen", "caffeine"], ["acetaminophen", "codeine"],
            ["acetaminophen", "aspirin", "caffeine"], ["paracetamol", "codeine", "caffeine"],
        ]
        for components in analgesic { table[key(components)] = .combinationAnalgesic }
        table[key(["ergotamine", "caffeine"])] = .ergot
        table[key(["sumatriptan", "naproxen"])] = .triptan
        return table
    }()

    private static func key(_ components: [String]) -> String { components.sorted().joined(separator: "/") }

    private static let byName: [String: MedicationClass] = {
        var table: [String: MedicationClass] = [:]
        for (medicationClass, names) in knownNames {
            for name in names { table[name] = medicationClass }
        }
        return table
    }()

    /// The class the built-in table gives a medication name, compared case-insensitively; nil when
    /// painlog does not know it.
    ///
    /// The longest match wins: a combination's generic form (`paracetamol/aspirin/caffeine`, its
    /// components in any order) before a single name; a longer name counts when it starts with a
    /// known one as a word (`sumatriptan nasal`).
    public static func of(_ name: String) -> MedicationClass? {
        let words = name.lowercased().split(separator: " ")
        if let first = words.first, first.contains("/") {
            let components = first.split(separator: "/").map(String.init)
            if let known = combinations[key(components)] { return known }
            return nil
        }
        for count in stride(from: min(words.count, 3), through: 1, by: -1) {
            if let known = byName[words.prefix(count).joined(separator: " ")] { return known }
        }
        return nil
    }

    /// The class of one intake: the table's, except that aspirin at 100 mg or less is an antiplatelet
    /// (`other`), which never counts for overuse.
    public static func of(_ name: String, dose: String) -> MedicationClass? {
        let found = of(name)
        guard found == .simpleAnalgesic, ["aspirin", "acetylsalicylic acid"].contains(where: { isNamed(name, $0) }),
            let milligrams = milligrams(dose), milligrams <= 100
        else { return found }
        return .other
    }

    private static func isNamed(_ name: String, _ generic: String) -> Bool {
        let lowered = name.lowercased()
        return lowered == generic || lowered.hasPrefix(generic + " ")
    }

    /// The milligrams a dose like `100mg`, `75 mg` or `0.1 g` gives; nil for any other form.
    static func milligrams(_ dose: String) -> Double? {
        let text = dose.lowercased().filter { $0 != " " }
        let unit: (suffix: String, factor: Double)? =
            text.hasSuffix("mg") ? ("mg", 1) : text.hasSuffix("g") ? ("g", 1_000) : nil
        guard let unit, let value = Double(text.dropLast(unit.suffix.count).replacing(",", with: ".")) else {
            return nil
        }
        return value * unit.factor
    }
}
