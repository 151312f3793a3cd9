/// `TwoHourOutcome`'s rules over entries read one at a time, oldest first: what `meds` reads from a
/// diary of any size.
///
/// A dose's outcome depends only on the entries from its own time to 2 h 30 after it (its follow-up
/// window, and the rescue doses before the follow-up), so the stream holds the entries from the
/// oldest dose still waiting for its window to close, and hands each dose's outcome out as soon as an
/// entry past its window arrives (or at `finish`). Memory is bounded by the entries of 2 h 30, however
/// long the diary.
///
/// An outcome's `entryIndex` (and a follow-up entry's `index`) is the entry's position in the stream,
/// counting from 0. Entries must come in order of time (ties in any order: an entry at a dose's own
/// time is neither its follow-up nor its rescue).
public struct TwoHourOutcomeStream: Sendable {
    private struct Held: Sendable {
        let position: Int
        let entry: OutcomeEntry
    }

    /// The entries still needed, oldest first, from `first` on (those before it are done with).
    private var held: [Held] = []
    private var first = 0
    /// The positions in `held` of the treated entries whose outcome is not out yet, oldest first.
    private var waiting: [Int] = []
    private var nextWaiting = 0
    private var count = 0

    public init() {}

    /// Reads `entry` (not older than the one before), handing `emit` the outcome of every dose whose
    /// window it closes.
    public mutating func add(_ entry: OutcomeEntry, _ emit: (DoseOutcome) -> Void) {
        while nextWaiting < waiting.count, held[waiting[nextWaiting]].entry.time + TwoHourOutcome.latest < entry.time {
            resolve(waiting[nextWaiting], emit)
            nextWaiting += 1
        }
        let position = count
        count += 1
        held.append(Held(position: position, entry: entry))
        if entry.intensity > 0, entry.carriesAcuteDose { waiting.append(held.count - 1) }
        compact()
    }

    /// Hands `emit` the outcome of every dose still waiting: no entry will come after them.
    public mutating func finish(_ emit: (DoseOutcome) -> Void) {
        while nextWaiting < waiting.count {
            resolve(waiting[nextWaiting], emit)
            nextWaiting += 1
        }
        held.removeAll()
        waiting.removeAll()
        first = 0
        nextWaiting = 0
    }

    /// Drops the entries before the oldest waiting dose (none of them is any later dose's follow-up or
    /// rescue), now and then, so that the arrays do not grow with the diary.
    private mutating func compact() {
        let keepFrom = nextWaiting < waiting.count ? waiting[nextWaiting] : held.count - 1
        first = max(first, keepFrom)
        guard first >= 1024, first * 2 >= held.count else { return }
        held.removeFirst(first)
        waiting = waiting[nextWaiting...].map { $0 - first }
        nextWaiting = 0
        first = 0
    }

    /// The outcome of the doses on `held[slot]`, whose window has closed.
    private func resolve(_ slot: Int, _ emit: (DoseOutcome) -> Void) {
        let dose = held[slot]
        let entry = dose.entry
        let followUp = followUp(of: slot)
        var rescue = false
        if let followUpTime = followUp.time {
            var index = slot + 1
            while index < held.count, held[index].entry.time < followUpTime {
                if held[index].entry.time > entry.time, held[index].entry.carriesAcuteDose {
                    rescue = true
                    break
                }
                index += 1
            }
        }
        let followUpIntensity: Int?
        switch followUp {
        case .none, .endedLater: followUpIntensity = nil
        case .entry(_, _, let intensity): followUpIntensity = intensity
        case .endedWithinTwoHours: followUpIntensity = 0
        }
        let painFree = followUpIntensity == 0 && !rescue
        let relief =
            AttackClassifier.moderateOrSevere.contains(entry.intensity) && !rescue
            && followUpIntensity.map { (0...3).contains($0) } == true
        let acute = Self.distinctAcuteDoses(of: entry)
        for (name, acuteClass) in acute {
            emit(
                DoseOutcome(
                    entryIndex: dose.position, name: name, acuteClass: acuteClass, followUp: followUp, rescue: rescue,
                    painFree: painFree, relief: relief, withOtherAcute: acute.count > 1))
        }
    }

    /// The follow-up of the dose on `held[slot]`: the entry closest to 2 hours after it in its window
    /// (the earlier of two as close), else what its end says.
    private func followUp(of slot: Int) -> DoseOutcome.FollowUp {
        let dose = held[slot].entry
        var best: (held: Held, distance: Int64)?
        var index = slot + 1
        while index < held.count, held[index].entry.time <= dose.time + TwoHourOutcome.latest {
            let candidate = held[index]
            if candidate.entry.time >= dose.time + TwoHourOutcome.earliest {
                let distance = abs(candidate.entry.time - (dose.time + TwoHourOutcome.target))
                // In order of time, so on a tie the earlier one is already kept.
                if best == nil || distance < (best?.distance ?? 0) { best = (candidate, distance) }
            }
            index += 1
        }
        if let best {
            return .entry(index: best.held.position, time: best.held.entry.time, intensity: best.held.entry.intensity)
        }
        guard let end = dose.end else { return .none }
        if end - dose.time <= TwoHourOutcome.target { return .endedWithinTwoHours(time: end) }
        return .endedLater(time: dose.time + TwoHourOutcome.target)
    }

    /// The entry's acute doses, a medication named twice counted once.
    private static func distinctAcuteDoses(of entry: OutcomeEntry) -> [(String, ClinicalMedicineClass)] {
        var seen: Set<String> = []
        var doses: [(String, ClinicalMedicineClass)] = []
        for dose in entry.doses {
            guard let acuteClass = dose.acuteClass, seen.insert(dose.name).inserted else { continue }
            doses.append((dose.name, acuteClass))
        }
        return doses
    }
}

/// The tally per medication of dose outcomes added one at a time, by name in the order names are
/// first met.
public struct TwoHourTallies: Sendable {
    private var names: [String] = []
    private var byName: [String: TwoHourTally] = [:]

    public init() {}

    /// Counts `outcome` for its medication.
    public mutating func add(_ outcome: DoseOutcome) {
        let before = byName[outcome.name] ?? .none(outcome.name)
        if byName[outcome.name] == nil { names.append(outcome.name) }
        let followed = outcome.isFollowedUp ? 1 : 0
        byName[outcome.name] = TwoHourTally(
            name: outcome.name, treated: before.treated + 1, followedUp: before.followedUp + followed,
            painFree: before.painFree + (outcome.isFollowedUp && outcome.painFree ? 1 : 0),
            relief: before.relief + (outcome.isFollowedUp && outcome.relief ? 1 : 0),
            rescue: before.rescue + (outcome.isFollowedUp && outcome.rescue ? 1 : 0),
            withOtherAcute: before.withOtherAcute + (outcome.withOtherAcute ? 1 : 0))
    }

    /// Every medication's tally, in the order their names were first met.
    public var all: [TwoHourTally] { names.compactMap { byName[$0] } }

    /// The tally of `name`, or nil when no dose of it was added.
    public subscript(name: String) -> TwoHourTally? { byName[name] }
}

extension TwoHourTally {
    /// The tally of `name` with no treated dose.
    public static func none(_ name: String) -> TwoHourTally {
        TwoHourTally(name: name, treated: 0, followedUp: 0, painFree: 0, relief: 0, rescue: 0, withOtherAcute: 0)
    }
}

extension DoseOutcome {
    /// The same outcome with its entries' indices mapped by `index`.
    func renumbered(_ index: (Int) -> Int) -> DoseOutcome {
        let followUp: FollowUp
        switch self.followUp {
        case .entry(let position, let time, let intensity):
            followUp = .entry(index: index(position), time: time, intensity: intensity)
        case .none, .endedWithinTwoHours, .endedLater:
            followUp = self.followUp
        }
        return DoseOutcome(
            entryIndex: index(entryIndex), name: name, acuteClass: acuteClass, followUp: followUp, rescue: rescue,
            painFree: painFree, relief: relief, withOtherAcute: withOtherAcute)
    }
}
