/// One dose on an entry, as the 2-hour outcome reads it.
public struct OutcomeDose: Sendable, Equatable {
    /// The medication's name (its doses are counted together under it).
    public let name: String
    /// Its acute class; nil for a dose that is no acute medicine (a preventive, an antiplatelet).
    public let acuteClass: ClinicalMedicineClass?

    public init(name: String, acuteClass: ClinicalMedicineClass?) {
        self.name = name
        self.acuteClass = acuteClass
    }
}

/// One entry of a migraine condition, as the 2-hour outcome reads it.
public struct OutcomeEntry: Sendable, Equatable {
    /// When it was logged, in seconds since 1970 (its doses were taken then).
    public let time: Int64
    /// When it ended, in seconds since 1970; nil without an end.
    public let end: Int64?
    /// The intensity, 0–10.
    public let intensity: Int
    /// The doses it carries.
    public let doses: [OutcomeDose]

    public init(time: Int64, end: Int64? = nil, intensity: Int, doses: [OutcomeDose] = []) {
        self.time = time
        self.end = end
        self.intensity = intensity
        self.doses = doses
    }

    /// Whether it carries a dose of an acute class.
    public var carriesAcuteDose: Bool { doses.contains { $0.acuteClass != nil } }
}

/// What became of one treated dose two hours later.
public struct DoseOutcome: Sendable, Equatable {
    /// Where the follow-up came from.
    public enum FollowUp: Sendable, Equatable {
        /// No follow-up: no entry in the window, and no end to stand for one.
        case none
        /// The entry at this index of the input, at its time and intensity.
        case entry(index: Int, time: Int64, intensity: Int)
        /// The dose's entry ended within 2 hours: a follow-up at 0 at the end's time.
        case endedWithinTwoHours(time: Int64)
        /// The dose's entry ended later than 2 hours: a follow-up above 0 (relief unknown), taken at
        /// the 2-hour mark.
        case endedLater(time: Int64)

        /// The follow-up's time; nil for `.none`.
        public var time: Int64? {
            switch self {
            case .none: nil
            case .entry(_, let time, _), .endedWithinTwoHours(let time), .endedLater(let time): time
            }
        }
    }

    /// The index of the dose's entry in the input.
    public let entryIndex: Int
    /// The medication.
    public let name: String
    /// Its class.
    public let acuteClass: ClinicalMedicineClass
    /// The follow-up.
    public let followUp: FollowUp
    /// Another acute dose was taken (on an entry of the condition) after it and before the follow-up.
    public let rescue: Bool
    /// Follow-up at 0 and no rescue before it.
    public let painFree: Bool
    /// The dose's entry at 4–10, the follow-up at 0–3, no rescue.
    public let relief: Bool
    /// Its entry carries another acute medicine too.
    public let withOtherAcute: Bool

    /// Whether it was followed up.
    public var isFollowedUp: Bool { followUp != .none }
}

/// The 2-hour outcome of one medication: how often a dose left the person pain-free two hours later.
public struct TwoHourTally: Sendable, Equatable {
    public let name: String
    /// Treated doses: doses of it on entries above 0.
    public let treated: Int
    /// Those with a follow-up.
    public let followedUp: Int
    /// Followed-up doses that left the person pain-free at 2 hours.
    public let painFree: Int
    /// Followed-up doses with relief at 2 hours.
    public let relief: Int
    /// Followed-up doses with rescue before the follow-up.
    public let rescue: Int
    /// Treated doses taken together with another acute medicine.
    public let withOtherAcute: Int

    public init(
        name: String, treated: Int, followedUp: Int, painFree: Int, relief: Int, rescue: Int, withOtherAcute: Int
    ) {
        self.name = name
        self.treated = treated
        self.followedUp = followedUp
        self.painFree = painFree
        self.relief = relief
        self.rescue = rescue
        self.withOtherAcute = withOtherAcute
    }

    /// The exact 95% interval of painFree / followedUp as fractions; nil below 5 followed-up doses.
    public var painFreeInterval: (lower: Double, upper: Double)? {
        guard followedUp >= TwoHourOutcome.fewestForInterval else { return nil }
        return ExactBinomialInterval.interval(successes: painFree, trials: followedUp)
    }
}

/// Pain freedom at 2 hours after an acute dose, from a diary.
///
/// It is the primary outcome of the IHS guidelines for controlled trials of acute treatment of
/// migraine attacks (Diener and others, 2019).
///
/// - A *treated dose* is a dose of an acute class on an entry above 0 (of the one migraine condition
///   whose entries are given). A medication named twice on one entry is one dose.
/// - Its *follow-up* is the entry closest to 2 hours after it, from 1 h 30 to 2 h 30 both included (of
///   two at the same distance, the earlier). Without one, the dose's own end stands for it: an end
///   within 2 hours is a follow-up at 0 at the end's time; a later end a follow-up above 0, relief
///   unknown, at the 2-hour mark. A follow-up entry always comes before an end.
/// - *Rescue*: another acute dose on an entry after the dose and before the follow-up's time (not on
///   the dose's own entry, and not one taken at the follow-up itself).
/// - *Pain-free at 2 h*: follow-up at 0, no rescue. *Relief at 2 h*: the dose's entry at 4–10, the
///   follow-up at 0–3, no rescue (unknown after a later end, so not counted).
/// - A dose taken with another acute medicine counts for each and in `withOtherAcute`.
public enum TwoHourOutcome {
    /// Two hours, in seconds.
    public static let target: Int64 = 7200
    /// The earliest follow-up: 1 h 30.
    public static let earliest: Int64 = 5400
    /// The latest follow-up: 2 h 30.
    public static let latest: Int64 = 9000
    /// Below this many followed-up doses there is no interval.
    public static let fewestForInterval = 5

    /// The outcome of every treated dose among `entries` (any order), in the order of the entries by
    /// time, then of their doses.
    ///
    /// The entries are sorted and read through `TwoHourOutcomeStream`, the one place the rules are
    /// applied; the outcomes' indices are those of `entries`.
    public static func doses(of entries: [OutcomeEntry]) -> [DoseOutcome] {
        let order = entries.indices.sorted { (entries[$0].time, $0) < (entries[$1].time, $1) }
        var stream = TwoHourOutcomeStream()
        var outcomes: [DoseOutcome] = []
        for index in order { stream.add(entries[index]) { outcomes.append($0) } }
        stream.finish { outcomes.append($0) }
        return outcomes.map { $0.renumbered { order[$0] } }
    }

    /// The tally per medication, by name in the order names are first met.
    public static func tallies(of entries: [OutcomeEntry]) -> [TwoHourTally] {
        tallies(of: doses(of: entries))
    }

    /// The tally per medication of these dose outcomes, by name in the order names are first met.
    public static func tallies(of outcomes: [DoseOutcome]) -> [TwoHourTally] {
        var tallies = TwoHourTallies()
        for outcome in outcomes { tallies.add(outcome) }
        return tallies.all
    }

    /// The indices of the entries on which a triptan or ergot dose brought relief at 2 hours (for
    /// `ClinicalDayEntry.relievedByTriptanOrErgot`).
    public static func entriesRelievedByTriptanOrErgot(_ outcomes: [DoseOutcome]) -> Set<Int> {
        Set(outcomes.filter { $0.relief && $0.acuteClass.countsForChronicMigraine }.map(\.entryIndex))
    }
}
