import PainlogDomain

/// The classes of medication painlog tells apart: the acute headache medications whose overuse
/// ICHD-3 (section 8.2) describes, each with the days in 30 from which regular use counts; the
/// newer acute, migraine-specific gepants and ditans, which count for acute-medication days but
/// for which ICHD-3 8.2 names no threshold; and two that never count (`preventive`, `other`).
public enum MedicationClass: String, Sendable, Equatable, CaseIterable {
    case simpleAnalgesic = "simple_analgesic"
    case triptan
    case ergot
    case opioid
    case combinationAnalgesic = "combination_analgesic"
    /// CGRP receptor antagonists taken for an attack (ubrogepant, rimegepant, zavegepant).
    case gepant
    /// 5-HT1F agonists (lasmiditan).
    case ditan
    case preventive
    case other

    /// The acute classes, in the order tables and JSON list them.
    public static let acute: [MedicationClass] = [
        .simpleAnalgesic, .triptan, .ergot, .opioid, .combinationAnalgesic, .gepant, .ditan,
    ]

    /// Whether doses of this class count for acute-medication days.
    public var isAcute: Bool { Self.acute.contains(self) }

    /// Days of use in 30 from which ICHD-3 speaks of overuse: 15 for simple analgesics and NSAIDs,
    /// 10 for triptans, ergots, opioids and combination analgesics; nil for classes that never count,
    /// and for gepants and ditans, for which ICHD-3 8.2 names none.
    public var overuseThreshold: Int? {
        switch self {
        case .simpleAnalgesic: 15
        case .triptan, .ergot, .opioid, .combinationAnalgesic: 10
        case .gepant, .ditan, .preventive, .other: nil
        }
    }

    /// Whether this is an acute class for which ICHD-3 8.2 names no overuse threshold (gepants and
    /// ditans): counted for acute-medication days, never flagged, and not in the combined rule.
    public var isAcuteWithoutThreshold: Bool { isAcute && overuseThreshold == nil }

    /// What the output says of a class without a threshold of its own.
    public static let noThresholdNote = "no overuse threshold: ICHD-3 8.2 names none"

    /// Two or more acute classes on this many days together, none reaching its own threshold
    /// (ICHD-3 8.2.6, medication-overuse headache attributed to multiple drug classes); only the
    /// classes with a threshold of their own take part (ICHD-3 8.2 names no gepant or ditan).
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
        case .gepant: "gepant"
        case .ditan: "ditan"
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
    public static var knownNames: [MedicationClass: [String]] {
        var table: [MedicationClass: [String]] = [:]
        for (medicationClass, names) in namesByClass { table[medicationClass] = names }
        return table
    }

    /// `knownNames` as pairs, which `of(_:)` reads by comparing a name with each (about 60): that
    /// costs less than the first use of dictionaries keyed by class and by name, 0.37 M instructions
    /// at every start that looks a name up, such as `log -m`'s check for a medication without a
    /// class (issue 37, docs/performance.md).
    private static let namesByClass: [(MedicationClass, [String])] = [
        (
            .simpleAnalgesic,
            [
                "paracetamol", "acetaminophen", "ibuprofen", "naproxen", "diclofenac", "aspirin",
                "acetylsalicylic acid", "ketoprofen", "dexketoprofen", "ketorolac", "indometacin", "indomethacin",
                "mefenamic acid", "meloxicam", "piroxicam", "celecoxib", "etoricoxib", "metamizole", "dipyrone",
                "phenazone", "propyphenazone", "tolfenamic acid",
            ]
        ),
        (
            .triptan,
            [
                "sumatriptan", "rizatriptan", "zolmitriptan", "naratriptan", "almotriptan", "eletriptan",
                "frovatriptan",
            ]
        ),
        (
            .opioid,
            [
                "codeine", "dihydrocodeine", "tramadol", "tapentadol", "morphine", "oxycodone", "hydrocodone",
                "hydromorphone", "buprenorphine", "fentanyl", "methadone", "pethidine", "meperidine",
            ]
        ),
        (.ergot, ["ergotamine", "dihydroergotamine"]),
        (.gepant, ["ubrogepant", "rimegepant", "zavegepant"]),
        (.ditan, ["lasmiditan"]),
    ]

    /// The class of a known generic name (lowercased), by `namesByClass`.
    private static func known(_ name: String) -> MedicationClass? {
        for (medicationClass, names) in namesByClass {
            for known in names where known == name { return medicationClass }
        }
        return nil
    }

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

    /// The class the built-in table gives a medication name, compared case-insensitively; nil when
    /// painlog does not know it.
    ///
    /// The longest match wins: a combination's generic form (`paracetamol/aspirin/caffeine`, its
    /// components in any order) before a single name; a longer name counts when it starts with a
    /// known one as a word (`sumatriptan nasal`). A brand of `MedicationBrands` takes its generic's
    /// class, and a dose glued to the name (`ibuprofen400mg`, `Nurofen200mg`) is read apart from it.
    public static func of(_ name: String) -> MedicationClass? {
        if let known = tableClass(of: name) { return known }
        if let generic = MedicationBrands.generic(of: name) { return tableClass(of: generic) }
        if let glued = Medication.gluedDose(in: name) { return of(glued.name) }
        return nil
    }

    private static func tableClass(of name: String) -> MedicationClass? {
        let words = name.lowercased().split(separator: " ")
        if let first = words.first, first.contains("/") {
            let components = first.split(separator: "/").map(String.init)
            if let known = combinations[key(components)] { return known }
            return nil
        }
        for count in stride(from: min(words.count, 3), through: 1, by: -1) {
            if let found = known(words.prefix(count).joined(separator: " ")) { return found }
        }
        return nil
    }

    /// The class of one intake: the table's, except that aspirin at 100 mg or less is an antiplatelet
    /// (`other`), which never counts for overuse.
    public static func of(_ name: String, dose: String) -> MedicationClass? {
        let (name, dose) = dose.isEmpty ? Medication.gluedDose(in: name) ?? (name, dose) : (name, dose)
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
