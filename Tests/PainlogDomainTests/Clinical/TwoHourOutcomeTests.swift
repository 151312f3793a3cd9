import PainlogDomain
import Testing

/// The 2-hour outcome: treated doses, the follow-up's window and ties, ends, rescue, pain-free and
/// relief.
@Suite struct TwoHourOutcomeTests {
    private let minute: Int64 = 60
    private let t0: Int64 = 1_772_438_400
    private let sumatriptan = OutcomeDose(name: "sumatriptan", acuteClass: .triptan)
    private let ibuprofen = OutcomeDose(name: "ibuprofen", acuteClass: .simpleAnalgesic)
    private let propranolol = OutcomeDose(name: "propranolol", acuteClass: nil)

    private func at(_ minutes: Int64, _ intensity: Int, _ doses: [OutcomeDose] = [], endAfter: Int64? = nil)
        -> OutcomeEntry
    {
        OutcomeEntry(
            time: t0 + minutes * minute, end: endAfter.map { t0 + (minutes + $0) * minute }, intensity: intensity,
            doses: doses)
    }

    private func only(_ entries: [OutcomeEntry]) -> DoseOutcome {
        let doses = TwoHourOutcome.doses(of: entries)
        #expect(doses.count == 1)
        return doses[0]
    }

    @Test func aTreatedDoseIsAnAcuteDoseOnAnEntryAbovezero() {
        #expect(TwoHourOutcome.doses(of: [at(0, 0, [sumatriptan])]).isEmpty)
        #expect(TwoHourOutcome.doses(of: [at(0, 6, [propranolol])]).isEmpty)
        #expect(TwoHourOutcome.doses(of: [at(0, 6, [sumatriptan, sumatriptan])]).count == 1)
        let none = only([at(0, 6, [sumatriptan])])
        #expect(none.followUp == .none)
        #expect(!none.painFree && !none.relief && !none.rescue)
    }

    @Test func theWindowRunsFromOneThirtyToTwoThirtyBothIncluded() {
        #expect(only([at(0, 6, [sumatriptan]), at(89, 0)]).followUp == .none)
        #expect(
            only([at(0, 6, [sumatriptan]), at(90, 0)]).followUp
                == .entry(index: 1, time: t0 + 90 * minute, intensity: 0))
        #expect(only([at(0, 6, [sumatriptan]), at(150, 0)]).isFollowedUp)
        #expect(only([at(0, 6, [sumatriptan]), at(151, 0)]).followUp == .none)
    }

    @Test func theClosestToTwoHoursWinsAndATieTakesTheEarlier() {
        let closest = only([at(0, 6, [sumatriptan]), at(95, 4), at(125, 0), at(140, 2)])
        #expect(closest.followUp == .entry(index: 2, time: t0 + 125 * minute, intensity: 0))
        let tie = only([at(0, 6, [sumatriptan]), at(130, 0), at(110, 3)])
        #expect(tie.followUp == .entry(index: 2, time: t0 + 110 * minute, intensity: 3))
        #expect(!tie.painFree)
        #expect(tie.relief)
    }

    @Test func anEndWithinTwoHoursIsAFollowUpAtZero() {
        let ended = only([at(0, 6, [sumatriptan], endAfter: 120)])
        #expect(ended.followUp == .endedWithinTwoHours(time: t0 + 120 * minute))
        #expect(ended.painFree)
        #expect(ended.relief)
        let early = only([at(0, 6, [sumatriptan], endAfter: 40)])
        #expect(early.painFree)
    }

    @Test func aLaterEndIsAFollowUpAboveZeroWithReliefUnknown() {
        let later = only([at(0, 6, [sumatriptan], endAfter: 121)])
        #expect(later.followUp == .endedLater(time: t0 + 120 * minute))
        #expect(later.isFollowedUp)
        #expect(!later.painFree)
        #expect(!later.relief)
    }

    @Test func aFollowUpEntryComesBeforeAnEnd() {
        let both = only([at(0, 6, [sumatriptan], endAfter: 60), at(120, 5)])
        #expect(both.followUp == .entry(index: 1, time: t0 + 120 * minute, intensity: 5))
        #expect(!both.painFree)
    }

    @Test func rescueBeforeTheFollowUpIsNeverPainFree() {
        let outcomes = TwoHourOutcome.doses(of: [at(0, 6, [sumatriptan]), at(60, 6, [ibuprofen]), at(120, 0)])
        let first = outcomes.first { $0.name == "sumatriptan" }!
        #expect(first.rescue)
        #expect(!first.painFree)
        #expect(!first.relief)
        // The rescue dose itself has its own follow-up (120 is 60 after it: outside its window).
        let second = outcomes.first { $0.name == "ibuprofen" }!
        #expect(second.followUp == .none)
    }

    @Test func aDoseAtTheFollowUpOrOnTheDosesOwnEntryIsNoRescue() {
        let atFollowUp = TwoHourOutcome.doses(of: [at(0, 6, [sumatriptan]), at(120, 0, [ibuprofen])])
        #expect(atFollowUp.count == 1)  // the follow-up at 0 is no treated dose
        #expect(!atFollowUp[0].rescue)
        #expect(atFollowUp[0].painFree)
        let together = TwoHourOutcome.doses(of: [at(0, 6, [sumatriptan, ibuprofen]), at(120, 0)])
        #expect(together.map(\.name) == ["sumatriptan", "ibuprofen"])
        #expect(together.allSatisfy { $0.withOtherAcute && !$0.rescue && $0.painFree })
    }

    @Test func rescueBeforeALaterEndsTwoHourMarkCounts() {
        let outcome = TwoHourOutcome.doses(of: [at(0, 6, [sumatriptan], endAfter: 300), at(80, 6, [ibuprofen])])
        #expect(outcome[0].followUp == .endedLater(time: t0 + 120 * minute))
        #expect(outcome[0].rescue)
    }

    @Test func reliefNeedsModerateOrSevereBeforeAndZeroToThreeAfter() {
        #expect(only([at(0, 4, [sumatriptan]), at(120, 3)]).relief)
        #expect(!only([at(0, 3, [sumatriptan]), at(120, 0)]).relief)
        #expect(only([at(0, 3, [sumatriptan]), at(120, 0)]).painFree)
        #expect(!only([at(0, 8, [sumatriptan]), at(120, 4)]).relief)
    }

    @Test func theOrderOfTheInputDoesNotMatter() {
        let entries = [at(120, 0), at(0, 6, [sumatriptan])]
        #expect(only(entries).followUp == .entry(index: 0, time: t0 + 120 * minute, intensity: 0))
        #expect(only(entries).entryIndex == 1)
    }

    @Test func talliesCountPerMedication() {
        var entries: [OutcomeEntry] = []
        // Nine followed-up sumatriptan doses, four pain-free, one rescued; two more never followed up.
        for day in 0..<11 {
            let start = Int64(day) * 24 * 60
            entries.append(at(start, 7, [sumatriptan]))
            switch day {
            case 0..<4: entries.append(at(start + 120, 0))
            case 4: entries += [at(start + 60, 7, [ibuprofen]), at(start + 120, 2)]
            case 5..<9: entries.append(at(start + 120, 5))
            default: break
            }
        }
        let tallies = TwoHourOutcome.tallies(of: entries)
        let triptan = tallies.first { $0.name == "sumatriptan" }!
        #expect(triptan.treated == 11)
        #expect(triptan.followedUp == 9)
        #expect(triptan.painFree == 4)
        #expect(triptan.relief == 4)
        #expect(triptan.rescue == 1)
        #expect(triptan.withOtherAcute == 0)
        let interval = triptan.painFreeInterval!
        #expect(abs(interval.lower - 0.137) < 0.0005 && abs(interval.upper - 0.788) < 0.0005)
        let analgesic = tallies.first { $0.name == "ibuprofen" }!
        #expect(analgesic.treated == 1)
        #expect(analgesic.painFreeInterval == nil)
    }

    @Test func noIntervalBelowFiveFollowedUp() {
        let four = TwoHourTally(
            name: "x", treated: 9, followedUp: 4, painFree: 2, relief: 2, rescue: 0, withOtherAcute: 0)
        #expect(four.painFreeInterval == nil)
        let five = TwoHourTally(
            name: "x", treated: 9, followedUp: 5, painFree: 0, relief: 0, rescue: 0, withOtherAcute: 0)
        #expect(five.painFreeInterval?.lower == 0)
    }

    @Test func triptanOrErgotReliefMarksItsEntry() {
        let outcomes = TwoHourOutcome.doses(of: [
            at(0, 6, [sumatriptan]), at(120, 1), at(1_000, 6, [ibuprofen]), at(1_120, 0),
        ])
        #expect(TwoHourOutcome.entriesRelievedByTriptanOrErgot(outcomes) == [0])
    }
}
