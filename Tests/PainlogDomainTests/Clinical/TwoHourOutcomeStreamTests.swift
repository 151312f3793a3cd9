import PainlogDomain
import Testing

/// `TwoHourOutcomeStream`: the rules read one entry at a time hold only 2 h 30 of entries, and give
/// what the rules say over a diary long enough to be compacted many times.
@Suite struct TwoHourOutcomeStreamTests {
    private let t0: Int64 = 1_772_438_400
    private let triptan = OutcomeDose(name: "sumatriptan", acuteClass: .triptan)
    private let analgesic = OutcomeDose(name: "ibuprofen", acuteClass: .simpleAnalgesic)

    /// A seeded diary of `count` entries 0 to 80 minutes apart, about a third carrying a dose, some
    /// with an end.
    private func entries(_ count: Int, seed: UInt64) -> [OutcomeEntry] {
        var state = seed
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        var time = t0
        var entries: [OutcomeEntry] = []
        for _ in 0..<count {
            time += Int64(next(81)) * 60
            let doses: [OutcomeDose] =
                switch next(6) {
                case 0: [triptan]
                case 1: [analgesic]
                case 2: [triptan, analgesic]
                default: []
                }
            let end: Int64? = next(4) == 0 ? time + Int64(next(300)) * 60 + 60 : nil
            entries.append(OutcomeEntry(time: time, end: end, intensity: next(11), doses: doses))
        }
        return entries
    }

    /// The rules written out the slow way, every entry against every other: the test's oracle.
    private func oracle(_ entries: [OutcomeEntry]) -> [DoseOutcome.FollowUp] {
        var followUps: [DoseOutcome.FollowUp] = []
        for (index, entry) in entries.enumerated() where entry.intensity > 0 && entry.carriesAcuteDose {
            var best: (Int, Int64)?
            for (other, candidate) in entries.enumerated() where other != index {
                let after = candidate.time - entry.time
                guard after >= 5400, after <= 9000 else { continue }
                let distance = abs(after - 7200)
                if best.map({ distance < $0.1 }) ?? true { best = (other, distance) }
            }
            let followUp: DoseOutcome.FollowUp
            if let (other, _) = best {
                followUp = .entry(index: other, time: entries[other].time, intensity: entries[other].intensity)
            } else if let end = entry.end {
                followUp =
                    end - entry.time <= 7200 ? .endedWithinTwoHours(time: end) : .endedLater(time: entry.time + 7200)
            } else {
                followUp = .none
            }
            let distinct = Set(entry.doses.compactMap { $0.acuteClass == nil ? nil : $0.name }).count
            followUps += Array(repeating: followUp, count: distinct)
        }
        return followUps
    }

    @Test func aLongDiaryGivesWhatTheRulesSay() {
        let diary = entries(5000, seed: 7)
        var stream = TwoHourOutcomeStream()
        var outcomes: [DoseOutcome] = []
        for entry in diary { stream.add(entry) { outcomes.append($0) } }
        stream.finish { outcomes.append($0) }
        #expect(outcomes.map(\.followUp) == oracle(diary))
        #expect(outcomes == TwoHourOutcome.doses(of: diary))
        // Rescue: an acute entry strictly between the dose and its follow-up.
        for outcome in outcomes {
            guard let time = outcome.followUp.time else {
                #expect(!outcome.rescue)
                continue
            }
            let dose = diary[outcome.entryIndex]
            let rescue = diary.contains { $0.time > dose.time && $0.time < time && $0.carriesAcuteDose }
            #expect(outcome.rescue == rescue)
        }
    }

    @Test func anOutcomeIsOutOnceAnEntryPassesItsWindow() {
        var stream = TwoHourOutcomeStream()
        var outcomes: [DoseOutcome] = []
        stream.add(OutcomeEntry(time: t0, intensity: 6, doses: [triptan])) { outcomes.append($0) }
        stream.add(OutcomeEntry(time: t0 + 7200, intensity: 0)) { outcomes.append($0) }
        stream.add(OutcomeEntry(time: t0 + 9000, intensity: 1)) { outcomes.append($0) }
        #expect(outcomes.isEmpty)
        stream.add(OutcomeEntry(time: t0 + 9001, intensity: 1)) { outcomes.append($0) }
        #expect(outcomes.count == 1)
        #expect(outcomes.first?.painFree == true)
        stream.finish { outcomes.append($0) }
        #expect(outcomes.count == 1)
    }

    @Test func talliesCountPerMedicationInTheOrderMet() {
        let diary = entries(300, seed: 11)
        var tallies = TwoHourTallies()
        for outcome in TwoHourOutcome.doses(of: diary) { tallies.add(outcome) }
        #expect(tallies.all == TwoHourOutcome.tallies(of: diary))
        #expect(tallies["nothing"] == nil)
        #expect(TwoHourTally.none("x").painFreeInterval == nil)
    }
}
