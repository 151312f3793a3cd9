/// The kind of headache condition an entry belongs to, as the day rules need it.
public enum HeadacheConditionKind: String, Sendable, Equatable {
    /// A condition of kind `migraine`: headache days, migraine days, the chronic-migraine statement.
    case migraine
    /// A condition of kind `headache` (cluster, tension-type…): headache days only.
    case headache
}

/// One entry as the clinical day rules read it.
public struct ClinicalDayEntry: Sendable, Equatable {
    /// What it records of the attack.
    public let attack: AttackFacts
    /// The headache condition it belongs to; nil for an entry of no migraine or headache condition
    /// (it still makes a logged day and, with an acute dose, an acute-medication day).
    public let kind: HeadacheConditionKind?
    /// Whether a triptan or ergot dose on it brought relief at 2 hours (`TwoHourOutcome`'s
    /// `relief`), for ICHD-3 1.3 C3.
    public let relievedByTriptanOrErgot: Bool

    public init(attack: AttackFacts, kind: HeadacheConditionKind?, relievedByTriptanOrErgot: Bool = false) {
        self.attack = attack
        self.kind = kind
        self.relievedByTriptanOrErgot = relievedByTriptanOrErgot
    }
}
