/// What one entry of a migraine condition is, by ICHD-3's criteria for a single attack as far as
/// the diary records them.
public enum AttackClass: String, Sendable, Equatable {
    /// Meets ICHD-3 1.1 B, C and D, or records an aura.
    case migraine
    /// Meets all but one of 1.1 B–D (ICHD-3 1.5.1), and is not tension-type-like.
    case probableMigraine = "probable_migraine"
    /// Neither.
    case neither
}

/// Which of ICHD-3 1.1's criteria B–D one entry meets.
public struct AttackCriteria: Sendable, Equatable {
    /// B: it lasted 4–72 hours, or it was treated and ended within 4 hours or has no end.
    public let duration: Bool
    /// C: at least two of unilateral, pulsating, moderate or severe (4–10), activity.
    public let painCharacteristics: Bool
    /// D: nausea or vomiting, or both photophobia and phonophobia.
    public let accompanyingSymptoms: Bool

    public init(duration: Bool, painCharacteristics: Bool, accompanyingSymptoms: Bool) {
        self.duration = duration
        self.painCharacteristics = painCharacteristics
        self.accompanyingSymptoms = accompanyingSymptoms
    }

    /// How many of B, C and D it meets.
    public var metCount: Int { [duration, painCharacteristics, accompanyingSymptoms].filter { $0 }.count }
}

/// ICHD-3's criteria for one migraine attack, applied to one diary entry (README: "Method").
///
/// ICHD-3 diagnoses a *person* from at least five attacks; painlog only sorts single entries and
/// days, and none of this is a diagnosis. The rules:
/// - B (1.1 B, "lasting 4–72 hours, untreated or unsuccessfully treated"): it lasted from 4 to 72
///   hours, both included; or it carries an acute medicine and either ended within 4 hours or has
///   no end (a treated attack cut short still counts); a treated one that lasted more than 72 hours
///   does not meet B. An untreated entry without an end does not meet it: its length is unknown.
/// - C (1.1 C): at least two of `unilateral`, `pulsating`, intensity 4–10 (for "moderate or severe
///   pain intensity") and `activity`.
/// - D (1.1 D): `nausea` or `vomiting`, or both `photophobia` and `phonophobia`.
/// - An entry with `aura` counts as a migraine attack (1.2's own criteria cannot be checked from a
///   diary), whatever its intensity.
/// - Every other rule needs pain: an entry at 0 is no headache attack (painlog's choice: ICHD-3 1.1
///   classifies headache attacks).
/// - A probable migraine attack (1.5.1) meets all but one of B–D; one that lacks only D and is
///   neither `unilateral` nor `activity` and at 1–6 is tension-type-like and is not counted (ICHD-3
///   1.5: a definite diagnosis trumps a probable one).
public enum AttackClassifier {
    /// The shortest attack 1.1 B accepts: 4 hours.
    public static let shortestSeconds: Int64 = 4 * 3600
    /// The longest attack 1.1 B accepts: 72 hours; longer is status migrainosus (ICHD-3 1.4.1).
    public static let longestSeconds: Int64 = 72 * 3600
    /// The intensities ICHD-3's "moderate or severe pain intensity" stands for.
    public static let moderateOrSevere = 4...10
    /// The intensities at which an attack lacking only D can be tension-type-like.
    public static let tensionTypeLikeIntensities = 1...6

    /// Which of B, C and D `attack` meets (the precondition of pain is not part of them).
    public static func criteria(of attack: AttackFacts) -> AttackCriteria {
        AttackCriteria(
            duration: meetsDuration(attack), painCharacteristics: meetsPainCharacteristics(attack),
            accompanyingSymptoms: meetsAccompanyingSymptoms(attack))
    }

    /// What `attack`, an entry of a migraine condition, is.
    public static func classify(_ attack: AttackFacts) -> AttackClass {
        if attack.symptoms.contains(.aura) { return .migraine }
        guard attack.intensity > 0 else { return .neither }
        let met = criteria(of: attack)
        switch met.metCount {
        case 3:
            return .migraine
        case 2:
            if !met.accompanyingSymptoms, isTensionTypeLike(attack) { return .neither }
            return .probableMigraine
        default:
            return .neither
        }
    }

    /// Whether `attack` is an attack that makes a day count towards ICHD-3 1.3 C1–C2: one with pain
    /// that meets C and D, or one with `aura`.
    public static func hasMigraineFeatures(_ attack: AttackFacts) -> Bool {
        if attack.symptoms.contains(.aura) { return true }
        guard attack.intensity > 0 else { return false }
        return meetsPainCharacteristics(attack) && meetsAccompanyingSymptoms(attack)
    }

    /// Whether an entry of a migraine condition lasted longer than a migraine attack may (72 hours):
    /// the length ICHD-3 1.4.1 calls status migrainosus, worth a notice ("one attack?").
    public static func lastsLongerThanAnAttack(_ attack: AttackFacts) -> Bool {
        guard let seconds = attack.durationSeconds else { return false }
        return seconds > longestSeconds
    }

    static func meetsDuration(_ attack: AttackFacts) -> Bool {
        guard let seconds = attack.durationSeconds else { return attack.isTreated }
        if (shortestSeconds...longestSeconds).contains(seconds) { return true }
        return attack.isTreated && seconds < shortestSeconds
    }

    static func meetsPainCharacteristics(_ attack: AttackFacts) -> Bool {
        let symptoms = attack.symptoms
        let present = [
            symptoms.contains(.unilateral), symptoms.contains(.pulsating),
            moderateOrSevere.contains(attack.intensity), symptoms.contains(.activity),
        ]
        return present.filter { $0 }.count >= 2
    }

    static func meetsAccompanyingSymptoms(_ attack: AttackFacts) -> Bool {
        let symptoms = attack.symptoms
        return symptoms.contains(.nausea) || symptoms.contains(.vomiting)
            || (symptoms.contains(.photophobia) && symptoms.contains(.phonophobia))
    }

    private static func isTensionTypeLike(_ attack: AttackFacts) -> Bool {
        !attack.symptoms.contains(.unilateral) && !attack.symptoms.contains(.activity)
            && tensionTypeLikeIntensities.contains(attack.intensity)
    }
}
