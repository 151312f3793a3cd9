/// An attack feature an entry may record (`-s/--symptom`): those ICHD-3 1.1 uses to tell a
/// migraine attack (C: `unilateral`, `pulsating`, `activity`; D: `nausea`, `vomiting`,
/// `photophobia`, `phonophobia`) and `aura` (1.2).
///
/// A symptom the entry does not record counts as absent.
public enum Symptom: String, Sendable, CaseIterable, Comparable {
    case unilateral
    case pulsating
    /// Made worse by, or made the person avoid, routine physical activity.
    case activity
    case nausea
    case vomiting
    case photophobia
    case phonophobia
    case aura

    /// The symptom's bit in the stored set (`entries.symptoms`, migration 0014); never changes.
    public var bit: Int {
        switch self {
        case .unilateral: 1
        case .pulsating: 2
        case .activity: 4
        case .nausea: 8
        case .vomiting: 16
        case .photophobia: 32
        case .phonophobia: 64
        case .aura: 128
        }
    }

    /// By name: the order lists, JSON and CSV give symptoms in.
    public static func < (lhs: Symptom, rhs: Symptom) -> Bool {
        lhs.rawValue.utf8.lexicographicallyPrecedes(rhs.rawValue.utf8)
    }

    /// The symptom named `text` (case-insensitive, surrounding blanks ignored); a usage error naming
    /// `field` and listing the names otherwise.
    public init(parsing text: String, field: InputField) throws(PainlogError) {
        guard let found = Self.named(text) else {
            let names = Self.allCases.map(\.rawValue).joined(separator: ", ")
            throw PainlogError.usage(
                "\(field: field) '\(QuotedValue.shown(text))' is not a symptom painlog knows; use one of: \(names)")
        }
        self = found
    }

    /// The symptom named `text` (case-insensitive, surrounding blanks ignored), or nil.
    public static func named(_ text: String) -> Symptom? {
        Symptom(rawValue: String(text.lowercased().trimmingBlanks))
    }
}

/// The symptoms of one entry: a set, stored as the sum of their bits (`Symptom.bit`).
public struct SymptomSet: Sendable, Hashable {
    /// The sum of the bits of the symptoms in the set, 0–255.
    public private(set) var rawValue: Int

    /// The set with bits `rawValue`; bits no symptom has are dropped.
    public init(rawValue: Int) {
        self.rawValue = rawValue & Self.allBits
    }

    /// The set of `symptoms`.
    public init(_ symptoms: some Sequence<Symptom>) {
        rawValue = 0
        for symptom in symptoms { insert(symptom) }
    }

    /// The set of no symptom.
    public static let none = SymptomSet(rawValue: 0)

    private static let allBits = Symptom.allCases.reduce(0) { $0 | $1.bit }

    public var isEmpty: Bool { rawValue == 0 }

    public func contains(_ symptom: Symptom) -> Bool { rawValue & symptom.bit != 0 }

    public mutating func insert(_ symptom: Symptom) { rawValue |= symptom.bit }

    public mutating func remove(_ symptom: Symptom) { rawValue &= ~symptom.bit }

    /// The symptoms in the set, by name.
    public var symptoms: [Symptom] { Self.byName.filter(contains) }

    /// The names of the symptoms in the set, sorted.
    public var names: [String] { symptoms.map(\.rawValue) }

    private static let byName = Symptom.allCases.sorted()

    /// The set `names` give, each checked as `Symptom(parsing:field:)` checks it.
    public static func parsing(_ names: [String], field: InputField) throws(PainlogError) -> SymptomSet {
        var set = SymptomSet.none
        for name in names { set.insert(try Symptom(parsing: name, field: field)) }
        return set
    }
}

extension String {
    /// The text without blanks (spaces and tabs) at either end.
    fileprivate var trimmingBlanks: Substring {
        var text = Substring(self)
        while let first = text.first, first == " " || first == "\t" { text.removeFirst() }
        while let last = text.last, last == " " || last == "\t" { text.removeLast() }
        return text
    }
}
