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
    public static func doses(of entries: [OutcomeEntry]) -> [DoseOutcome] {
        let order = entries.indices.sorted { (entries[$0].time, $0) < (entries[$1].time, $1) }
        let times = order.map { entries[$0].time }
        // acuteBefore[i]: entries among the first i (by time) that carry an acute dose.
        var acuteBefore = [0]
        acuteBefore.reserveCapacity(order.count + 1)
        for index in order {
            acuteBefore.append(acuteBefore[acuteBefore.count - 1] + (entries[index].carriesAcuteDose ? 1 : 0))
        }

        var outcomes: [DoseOutcome] = []
        for index in order {
            let entry = entries[index]
            guard entry.intensity > 0 else { continue }
            let acute = distinctAcuteDoses(of: entry)
            guard !acute.isEmpty else { continue }
            let followUp = followUp(of: index, entries: entries, order: order, times: times)
            let rescue: Bool
            if let followUpTime = followUp.time {
                // Acute entries strictly after the dose and strictly before the follow-up.
                let from = firstIndex(in: times, after: entry.time)
                let to = firstIndex(in: times, atOrAfter: followUpTime)
                rescue = to > from && acuteBefore[to] - acuteBefore[from] > 0
            } else {
                rescue = false
            }
            let followUpIntensity: Int?
            switch followUp {
            case .none: followUpIntensity = nil
            case .entry(_, _, let intensity): followUpIntensity = intensity
            case .endedWithinTwoHours: followUpIntensity = 0
            case .endedLater: followUpIntensity = nil
            }
            let painFree = followUpIntensity == 0 && !rescue
            let relief =
                AttackClassifier.moderateOrSevere.contains(entry.intensity) && !rescue
                && followUpIntensity.map { (0...3).contains($0) } == true
            for dose in acute {
                outcomes.append(
                    DoseOutcome(
                        entryIndex: index, name: dose.name, acuteClass: dose.acuteClass, followUp: followUp,
                        rescue: rescue, painFree: painFree, relief: relief,
                        withOtherAcute: acute.count > 1))
            }
        }
        return outcomes
    }

    /// The tally per medication, by name in the order names are first met.
    public static func tallies(of entries: [OutcomeEntry]) -> [TwoHourTally] {
        tallies(of: doses(of: entries))
    }

    /// The tally per medication of these dose outcomes, by name in the order names are first met.
    public static func tallies(of outcomes: [DoseOutcome]) -> [TwoHourTally] {
        var names: [String] = []
        var byName: [String: [DoseOutcome]] = [:]
        for outcome in outcomes {
            if byName[outcome.name] == nil { names.append(outcome.name) }
            byName[outcome.name, default: []].append(outcome)
        }
        return names.map { name in
            let doses = byName[name] ?? []
            let followed = doses.filter(\.isFollowedUp)
            return TwoHourTally(
                name: name, treated: doses.count, followedUp: followed.count,
                painFree: followed.filter(\.painFree).count, relief: followed.filter(\.relief).count,
                rescue: followed.filter(\.rescue).count, withOtherAcute: doses.filter(\.withOtherAcute).count)
        }
    }

    /// The indices of the entries on which a triptan or ergot dose brought relief at 2 hours (for
    /// `ClinicalDayEntry.relievedByTriptanOrErgot`).
    public static func entriesRelievedByTriptanOrErgot(_ outcomes: [DoseOutcome]) -> Set<Int> {
        Set(outcomes.filter { $0.relief && $0.acuteClass.countsForChronicMigraine }.map(\.entryIndex))
    }

    private struct AcuteDose {
        let name: String
        let acuteClass: ClinicalMedicineClass
    }

    private static func distinctAcuteDoses(of entry: OutcomeEntry) -> [AcuteDose] {
        var seen: Set<String> = []
        var doses: [AcuteDose] = []
        for dose in entry.doses {
            guard let acuteClass = dose.acuteClass, seen.insert(dose.name).inserted else { continue }
            doses.append(AcuteDose(name: dose.name, acuteClass: acuteClass))
        }
        return doses
    }

    private static func followUp(of index: Int, entries: [OutcomeEntry], order: [Int], times: [Int64])
        -> DoseOutcome.FollowUp
    {
        let dose = entries[index]
        var best: (position: Int, distance: Int64)?
        var position = firstIndex(in: times, atOrAfter: dose.time + earliest)
        while position < times.count, times[position] <= dose.time + latest {
            let candidate = order[position]
            if candidate != index {
                let distance = abs(times[position] - (dose.time + target))
                // Sorted by time, so on a tie the earlier one is already kept.
                if best == nil || distance < (best?.distance ?? 0) { best = (position, distance) }
            }
            position += 1
        }
        if let best {
            let candidate = order[best.position]
            return .entry(index: candidate, time: entries[candidate].time, intensity: entries[candidate].intensity)
        }
        guard let end = dose.end else { return .none }
        if end - dose.time <= target { return .endedWithinTwoHours(time: end) }
        return .endedLater(time: dose.time + target)
    }

    /// The first position in sorted `times` whose time is at or after `time`.
    private static func firstIndex(in times: [Int64], atOrAfter time: Int64) -> Int {
        var low = 0
        var high = times.count
        while low < high {
            let middle = (low + high) / 2
            if times[middle] < time { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The first position in sorted `times` whose time is after `time`.
    private static func firstIndex(in times: [Int64], after time: Int64) -> Int {
        firstIndex(in: times, atOrAfter: time + 1)
    }
}
