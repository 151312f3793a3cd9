import PainlogDomain
import Testing

/// Headache days, migraine days and the days ICHD-3 1.3 counts, per local day.
@Suite struct ClinicalDaysTests {
    typealias F = ClinicalFixtures

    /// An entry from `start` to `end` (local wall-clock times at their offsets, `YYYY-MM-DDTHH:MM`).
    private func entry(
        _ intensity: Int, _ start: String, offset: Int = 0, end: String? = nil, endOffset: Int? = nil,
        symptoms: Set<ClinicalSymptom> = [], acute: Set<ClinicalMedicineClass> = [],
        kind: HeadacheConditionKind? = .migraine, relieved: Bool = false
    ) -> ClinicalDayEntry {
        ClinicalDayEntry(
            attack: AttackFacts(
                intensity: intensity, start: stamp(start, offset), end: end.map { stamp($0, endOffset ?? offset) },
                symptoms: symptoms, acuteClasses: acute),
            kind: kind, relievedByTriptanOrErgot: relieved)
    }

    private func stamp(_ text: String, _ offset: Int) -> Timestamp {
        let parts = text.split(separator: "T")
        let date = F.date(String(parts[0]))
        let clock = parts[1].split(separator: ":").map { Int64($0)! }
        let local = date.daysSinceEpoch * 86_400 + clock[0] * 3600 + clock[1] * 60
        return Timestamp(seconds: local - Int64(offset), offset: offset)
    }

    private let migraineSymptoms: Set<ClinicalSymptom> = [.unilateral, .pulsating, .nausea]

    @Test func aHeadacheDayNeedsPainInAMigraineOrHeadacheCondition() {
        let days = ClinicalDays(entries: [
            entry(3, "2026-03-02T09:00", kind: .headache), entry(0, "2026-03-03T09:00"),
            entry(5, "2026-03-04T09:00", kind: nil),
        ])
        #expect(days[F.date("2026-03-02")].headache)
        #expect(!days[F.date("2026-03-02")].migraine)
        #expect(!days[F.date("2026-03-03")].headache)
        #expect(days[F.date("2026-03-03")].logged)
        #expect(!days[F.date("2026-03-04")].headache)
        #expect(days[F.date("2026-03-04")].logged)
        #expect(!days[F.date("2026-03-05")].logged)
    }

    @Test func aMigraineDayIsAMigraineOrProbableAttackOfAMigraineCondition() {
        let days = ClinicalDays(entries: [
            entry(7, "2026-03-02T09:00", end: "2026-03-02T15:00", symptoms: migraineSymptoms),
            entry(7, "2026-03-03T09:00", end: "2026-03-03T10:00", symptoms: migraineSymptoms),
            entry(7, "2026-03-04T09:00", end: "2026-03-04T10:00", symptoms: [.nausea]),
            entry(7, "2026-03-05T09:00", end: "2026-03-05T15:00", symptoms: migraineSymptoms, kind: .headache),
        ])
        #expect(days[F.date("2026-03-02")].migraine)
        #expect(days[F.date("2026-03-03")].migraine)  // probable: lacks B only
        #expect(!days[F.date("2026-03-04")].migraine)
        #expect(!days[F.date("2026-03-05")].migraine)  // a headache condition has no migraine days
        #expect(days[F.date("2026-03-05")].headache)
    }

    @Test func auraOrAMigraineSpecificDoseWithPainMakesAMigraineDay() {
        let days = ClinicalDays(entries: [
            entry(0, "2026-03-02T09:00", symptoms: [.aura]),
            entry(2, "2026-03-03T09:00", acute: [.triptan]), entry(2, "2026-03-04T09:00", acute: [.gepant]),
            entry(2, "2026-03-05T09:00", acute: [.ditan]), entry(2, "2026-03-06T09:00", acute: [.ergot]),
            entry(0, "2026-03-07T09:00", acute: [.triptan]), entry(2, "2026-03-08T09:00", acute: [.simpleAnalgesic]),
        ])
        for day in ["2026-03-02", "2026-03-03", "2026-03-04", "2026-03-05", "2026-03-06"] {
            #expect(days[F.date(day)].migraine, "\(day)")
        }
        #expect(!days[F.date("2026-03-07")].migraine)
        #expect(!days[F.date("2026-03-08")].migraine)
        #expect(days[F.date("2026-03-07")].acuteMedication)
        #expect(days[F.date("2026-03-08")].acuteMedication)
    }

    @Test func anAttackAcrossMidnightCountsOnBothDays() {
        let days = ClinicalDays(entries: [
            entry(7, "2026-03-02T22:00", end: "2026-03-03T04:00", symptoms: migraineSymptoms, acute: [.triptan])
        ])
        for day in ["2026-03-02", "2026-03-03"] {
            #expect(days[F.date(day)].headache && days[F.date(day)].migraine && days[F.date(day)].moderate)
        }
        // The dose is on the entry's own day only.
        #expect(days[F.date("2026-03-02")].acuteMedication)
        #expect(!days[F.date("2026-03-03")].acuteMedication)
        #expect(!days[F.date("2026-03-04")].logged)
    }

    @Test func anAttackAcrossADaylightSavingChangeCountsOnEachLocalDayAtItsOwnOffset() {
        // Berlin, 2026-03-29: 02:00 +01:00 became 03:00 +02:00. 23:30 on the 28th to 01:30 on the 30th.
        let days = ClinicalDays(entries: [
            entry(
                8, "2026-03-28T23:30", offset: 3600, end: "2026-03-30T01:30", endOffset: 7200,
                symptoms: [.unilateral, .photophobia, .phonophobia])
        ])
        #expect(days.byDate.keys.sorted() == [F.date("2026-03-28"), F.date("2026-03-29"), F.date("2026-03-30")])
        #expect(days.byDate.values.allSatisfy { $0.migraine && $0.headache })
    }

    @Test func anEntryWithoutAnEndCountsOnItsOwnDay() {
        let days = ClinicalDays(entries: [entry(6, "2026-03-02T23:59", symptoms: [.aura])])
        #expect(days.byDate.keys.sorted() == [F.date("2026-03-02")])
    }

    @Test func chronicMigraineFeaturesAreCAndDOrAuraOrRelievedByATriptanOrErgot() {
        let days = ClinicalDays(entries: [
            entry(5, "2026-03-02T09:00", end: "2026-03-02T10:00", symptoms: [.unilateral, .vomiting]),
            entry(0, "2026-03-03T09:00", symptoms: [.aura]),
            entry(6, "2026-03-04T09:00", acute: [.triptan], relieved: true),
            entry(6, "2026-03-05T09:00", acute: [.triptan]),
            entry(5, "2026-03-06T09:00", symptoms: [.unilateral, .vomiting], kind: .headache),
        ])
        #expect(days[F.date("2026-03-02")].chronicMigraineFeatures)
        #expect(days[F.date("2026-03-03")].chronicMigraineFeatures)
        #expect(days[F.date("2026-03-04")].chronicMigraineFeatures)
        #expect(!days[F.date("2026-03-05")].chronicMigraineFeatures)
        #expect(days[F.date("2026-03-05")].migraine)  // a triptan day is a migraine day all the same
        #expect(!days[F.date("2026-03-06")].chronicMigraineFeatures)
    }

    @Test func symptomsRecordedIsAnyEntryOfTheConditionWithASymptom() {
        let days = ClinicalDays(entries: [
            entry(5, "2026-03-02T09:00", symptoms: [.photophobia]), entry(5, "2026-03-03T09:00"),
            entry(5, "2026-03-04T09:00", symptoms: [.nausea], kind: nil),
        ])
        #expect(days[F.date("2026-03-02")].symptomsRecorded)
        #expect(!days[F.date("2026-03-03")].symptomsRecorded)
        #expect(!days[F.date("2026-03-04")].symptomsRecorded)
    }

    @Test func countsDaysInAClosedRange() {
        let days = ClinicalDays(entries: (1...20).map { entry(5, "2026-03-\($0 < 10 ? "0" : "")\($0)T09:00") })
        #expect(days.count(from: F.date("2026-03-05"), through: F.date("2026-03-10")) { $0.headache } == 6)
        #expect(days.count(from: F.date("2026-01-01"), through: F.date("2026-12-31")) { $0.headache } == 20)
        #expect(days.count(from: F.date("2026-03-10"), through: F.date("2026-03-05")) { $0.headache } == 0)
    }

    /// Seeded: migraine days lie among headache days (but for aura without pain), and headache days
    /// among logged days, in every month.
    @Test func migraineDaysAreHeadacheDaysAndHeadacheDaysAreLoggedDays() {
        var seed: UInt64 = 0x5eed_c11
        func next(_ bound: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((seed >> 33) % UInt64(bound))
        }
        let all = ClinicalSymptom.allCases
        var entries: [ClinicalDayEntry] = []
        for _ in 0..<2_000 {
            let start = F.morning + Int64(next(365 * 86_400))
            let end = next(3) == 0 ? nil : start + Int64(next(100 * 3600))
            let symptoms = Set(all.filter { _ in next(3) == 0 })
            let acute = Set(ClinicalMedicineClass.allCases.filter { _ in next(6) == 0 })
            let kinds: [HeadacheConditionKind?] = [.migraine, .headache, nil]
            entries.append(
                ClinicalDayEntry(
                    attack: AttackFacts(
                        intensity: next(11), start: Timestamp(seconds: start, offset: 3600 * (next(5) - 2)),
                        end: end.map { Timestamp(seconds: $0, offset: 3600) }, symptoms: symptoms, acuteClasses: acute),
                    kind: kinds[next(3)], relievedByTriptanOrErgot: next(4) == 0))
        }
        let days = ClinicalDays(entries: entries)
        let auraOnly = ClinicalDays(
            entries: entries.filter { $0.attack.symptoms.contains(.aura) && $0.kind == .migraine })
        var month = YearMonth(of: F.date("2026-03-01"))
        for _ in 0..<16 {
            let first = month.firstDay
            let last = month.lastDay
            let logged = days.count(from: first, through: last) { $0.logged }
            let headache = days.count(from: first, through: last) { $0.headache }
            let migraine = days.count(from: first, through: last) { $0.migraine }
            let auraWithoutPain = days.count(from: first, through: last) { $0.migraine && !$0.headache }
            #expect(headache <= logged)
            #expect(migraine - auraWithoutPain <= headache)
            #expect(migraine <= logged)
            // A migraine day without a headache is a day of aura.
            var date = first
            while date <= last {
                if days[date].migraine && !days[date].headache { #expect(auraOnly[date].logged, "\(date.isoString)") }
                date = date.adding(days: 1)
            }
            month = YearMonth(of: last.adding(days: 1))
        }
    }
}
