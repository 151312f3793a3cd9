import PainlogDomain
import Testing

/// ICHD-3 1.1 B–D, aura and 1.5.1 on single entries: each criterion alone, then together.
@Suite struct AttackClassificationTests {
    typealias F = ClinicalFixtures
    let full: Set<ClinicalSymptom> = [.unilateral, .pulsating, .nausea]

    // MARK: B, the duration

    @Test func fourHoursMeetsBButThreeHoursFiftyNineMinutesDoesNot() {
        #expect(AttackClassifier.criteria(of: F.attack(7, lasting: 4 * F.hour)).duration)
        #expect(!AttackClassifier.criteria(of: F.attack(7, lasting: 4 * F.hour - F.minute)).duration)
        #expect(AttackClassifier.classify(F.attack(7, lasting: 4 * F.hour, symptoms: full)) == .migraine)
        #expect(
            AttackClassifier.classify(F.attack(7, lasting: 4 * F.hour - F.minute, symptoms: full)) == .probableMigraine)
    }

    @Test func seventyTwoHoursMeetsBAndASecondMoreDoesNot() {
        #expect(AttackClassifier.criteria(of: F.attack(7, lasting: 72 * F.hour)).duration)
        #expect(!AttackClassifier.criteria(of: F.attack(7, lasting: 72 * F.hour + 1)).duration)
        #expect(AttackClassifier.lastsLongerThanAnAttack(F.attack(7, lasting: 72 * F.hour + 1)))
        #expect(!AttackClassifier.lastsLongerThanAnAttack(F.attack(7, lasting: 72 * F.hour)))
        #expect(!AttackClassifier.lastsLongerThanAnAttack(F.attack(7, lasting: nil)))
    }

    @Test func aTreatedAttackCutShortOrWithoutAnEndMeetsB() {
        #expect(AttackClassifier.criteria(of: F.attack(7, lasting: 90 * F.minute, acute: [.triptan])).duration)
        #expect(AttackClassifier.criteria(of: F.attack(7, lasting: nil, acute: [.simpleAnalgesic])).duration)
        #expect(
            AttackClassifier.classify(F.attack(7, lasting: 2 * F.hour, symptoms: full, acute: [.triptan])) == .migraine)
    }

    @Test func aTreatedAttackOverSeventyTwoHoursDoesNotMeetB() {
        #expect(!AttackClassifier.criteria(of: F.attack(7, lasting: 73 * F.hour, acute: [.triptan])).duration)
    }

    @Test func anUntreatedEntryWithoutAnEndDoesNotMeetB() {
        #expect(!AttackClassifier.criteria(of: F.attack(7, lasting: nil)).duration)
        #expect(AttackClassifier.classify(F.attack(7, lasting: nil, symptoms: full)) == .probableMigraine)
    }

    // MARK: C, the pain's characteristics

    @Test func cNeedsTwoOfFour() {
        let ones: [(Int, Set<ClinicalSymptom>)] = [(3, [.unilateral]), (3, [.pulsating]), (3, [.activity]), (5, [])]
        for (intensity, symptoms) in ones {
            #expect(!AttackClassifier.criteria(of: F.attack(intensity, symptoms: symptoms)).painCharacteristics)
        }
        let twos: [(Int, Set<ClinicalSymptom>)] = [
            (3, [.unilateral, .pulsating]), (3, [.unilateral, .activity]), (3, [.pulsating, .activity]),
            (4, [.unilateral]), (10, [.activity]), (4, [.pulsating]),
        ]
        for (intensity, symptoms) in twos {
            #expect(AttackClassifier.criteria(of: F.attack(intensity, symptoms: symptoms)).painCharacteristics)
        }
    }

    @Test func moderateOrSevereIsFourToTen() {
        #expect(!AttackClassifier.criteria(of: F.attack(3, symptoms: [.unilateral])).painCharacteristics)
        #expect(AttackClassifier.criteria(of: F.attack(4, symptoms: [.unilateral])).painCharacteristics)
    }

    // MARK: D, the accompanying symptoms

    @Test func dIsNauseaOrVomitingOrBothSensitivities() {
        #expect(AttackClassifier.criteria(of: F.attack(5, symptoms: [.nausea])).accompanyingSymptoms)
        #expect(AttackClassifier.criteria(of: F.attack(5, symptoms: [.vomiting])).accompanyingSymptoms)
        #expect(
            AttackClassifier.criteria(of: F.attack(5, symptoms: [.photophobia, .phonophobia])).accompanyingSymptoms)
        #expect(!AttackClassifier.criteria(of: F.attack(5, symptoms: [.photophobia])).accompanyingSymptoms)
        #expect(!AttackClassifier.criteria(of: F.attack(5, symptoms: [.phonophobia])).accompanyingSymptoms)
        #expect(!AttackClassifier.criteria(of: F.attack(5, symptoms: [])).accompanyingSymptoms)
    }

    // MARK: together

    @Test func allThreeMakeAMigraineAttack() {
        let attack = F.attack(7, lasting: 6 * F.hour, symptoms: [.unilateral, .photophobia, .phonophobia])
        #expect(AttackClassifier.criteria(of: attack).metCount == 3)
        #expect(AttackClassifier.classify(attack) == .migraine)
    }

    @Test func oneSymptomShortOfMigraineIsProbable() {
        // Photophobia without phonophobia: no D; B and C met, unilateral: not tension-type-like.
        let attack = F.attack(7, symptoms: [.unilateral, .pulsating, .photophobia])
        #expect(AttackClassifier.classify(attack) == .probableMigraine)
        // Lacking C only.
        #expect(AttackClassifier.classify(F.attack(3, symptoms: [.unilateral, .nausea])) == .probableMigraine)
    }

    @Test func twoCriteriaMissingIsNeither() {
        #expect(AttackClassifier.classify(F.attack(3, lasting: F.hour, symptoms: [.nausea])) == .neither)
        #expect(AttackClassifier.classify(F.attack(5, lasting: F.hour, symptoms: [.pulsating])) == .neither)
    }

    @Test func lackingOnlyDAndTensionTypeLikeIsNeither() {
        // Bilateral, not worse with activity, 1–6: tension-type-like.
        #expect(AttackClassifier.classify(F.attack(6, symptoms: [.pulsating])) == .neither)
        #expect(AttackClassifier.classify(F.attack(4, symptoms: [.pulsating, .photophobia])) == .neither)
        // Any one of unilateral, activity or 7–10 keeps it probable.
        #expect(AttackClassifier.classify(F.attack(7, symptoms: [.pulsating])) == .probableMigraine)
        #expect(AttackClassifier.classify(F.attack(6, symptoms: [.unilateral])) == .probableMigraine)
        #expect(AttackClassifier.classify(F.attack(6, symptoms: [.activity])) == .probableMigraine)
    }

    @Test func theExceptionAppliesOnlyWhenDIsWhatIsMissing() {
        // Lacking B only (too short, untreated), bilateral at 5: still probable.
        #expect(
            AttackClassifier.classify(F.attack(5, lasting: F.hour, symptoms: [.pulsating, .nausea]))
                == .probableMigraine)
    }

    @Test func auraMakesAMigraineAttackWhateverElse() {
        #expect(AttackClassifier.classify(F.attack(0, lasting: 30 * F.minute, symptoms: [.aura])) == .migraine)
        #expect(AttackClassifier.classify(F.attack(2, lasting: nil, symptoms: [.aura])) == .migraine)
        #expect(AttackClassifier.hasMigraineFeatures(F.attack(0, symptoms: [.aura])))
    }

    @Test func anEntryAtZeroIsNoAttack() {
        #expect(AttackClassifier.classify(F.attack(0, symptoms: [.unilateral, .pulsating, .nausea])) == .neither)
        #expect(!AttackClassifier.hasMigraineFeatures(F.attack(0, symptoms: [.unilateral, .pulsating, .nausea])))
    }

    @Test func migraineFeaturesAreCAndDWithoutB() {
        #expect(AttackClassifier.hasMigraineFeatures(F.attack(7, lasting: F.hour, symptoms: [.unilateral, .nausea])))
        #expect(!AttackClassifier.hasMigraineFeatures(F.attack(7, symptoms: [.unilateral])))
        #expect(!AttackClassifier.hasMigraineFeatures(F.attack(3, symptoms: [.unilateral, .nausea])))
    }
}
