import PainlogDomain
import Testing

/// ICHD-3 1.3's counts over the 3 complete months before the view's last day's month.
@Suite struct ChronicMigraineCheckTests {
    typealias F = ClinicalFixtures

    /// Days with `headache` headache days from the 1st of each month, the first `features` of them
    /// with migraine features.
    private func days(_ months: [(String, headache: Int, features: Int)]) -> ClinicalDays {
        var byDate: [LocalDate: ClinicalDayFacts] = [:]
        for (first, headache, features) in months {
            for offset in 0..<headache {
                byDate[F.date(first).adding(days: offset)] = ClinicalDayFacts(
                    logged: true, headache: true, migraine: offset < features,
                    chronicMigraineFeatures: offset < features)
            }
        }
        return ClinicalDays(byDate: byDate)
    }

    @Test func theMonthsAreTheThreeCompleteOnesBeforeTheLastDaysMonth() {
        #expect(
            ChronicMigraineCheck.months(before: F.date("2026-11-22"))
                == [
                    YearMonth(year: 2026, month: 8)!, YearMonth(year: 2026, month: 9)!,
                    YearMonth(year: 2026, month: 10)!,
                ])
        #expect(
            ChronicMigraineCheck.months(before: F.date("2026-02-01"))
                == [
                    YearMonth(year: 2025, month: 11)!, YearMonth(year: 2025, month: 12)!,
                    YearMonth(year: 2026, month: 1)!,
                ])
        // The last day of a month still looks at the three before it.
        #expect(ChronicMigraineCheck.months(before: F.date("2026-10-31")).last == YearMonth(year: 2026, month: 9))
    }

    @Test func fifteenAndEightInEachMonthMakeTheStatement() {
        let diary = days([("2026-08-01", 15, 8), ("2026-09-01", 15, 8), ("2026-10-01", 20, 10)])
        let statement = ChronicMigraineCheck.statement(of: diary, lastDay: F.date("2026-11-22"), overuseFlagged: false)
        #expect(statement?.months.map(\.headacheDays) == [15, 15, 20])
        #expect(statement?.months.map(\.migraineFeatureDays) == [8, 8, 10])
        #expect(statement?.overuseFlagged == false)
        #expect(
            ChronicMigraineCheck.statement(of: diary, lastDay: F.date("2026-11-22"), overuseFlagged: true)?
                .overuseFlagged
                == true)
    }

    @Test func oneMonthShortOfEitherCountSaysNothing() {
        let fourteen = days([("2026-08-01", 15, 8), ("2026-09-01", 14, 8), ("2026-10-01", 20, 10)])
        #expect(
            ChronicMigraineCheck.statement(of: fourteen, lastDay: F.date("2026-11-22"), overuseFlagged: true) == nil)
        let seven = days([("2026-08-01", 15, 7), ("2026-09-01", 15, 8), ("2026-10-01", 20, 10)])
        #expect(ChronicMigraineCheck.statement(of: seven, lastDay: F.date("2026-11-22"), overuseFlagged: false) == nil)
    }

    @Test func theCurrentMonthAndOlderMonthsDoNotCount() {
        let diary = days([
            ("2026-07-01", 0, 0), ("2026-08-01", 15, 8), ("2026-09-01", 15, 8), ("2026-10-01", 15, 8),
            ("2026-11-01", 0, 0),
        ])
        #expect(ChronicMigraineCheck.statement(of: diary, lastDay: F.date("2026-11-30"), overuseFlagged: false) != nil)
        #expect(ChronicMigraineCheck.statement(of: diary, lastDay: F.date("2026-10-31"), overuseFlagged: false) == nil)
        #expect(ChronicMigraineCheck.statement(of: diary, lastDay: F.date("2026-12-01"), overuseFlagged: false) == nil)
    }

    @Test func monthsKnowTheirDays() {
        let february = YearMonth(year: 2028, month: 2)!
        #expect(february.dayCount == 29)
        #expect(february.lastDay == F.date("2028-02-29"))
        #expect(YearMonth(year: 2026, month: 1)!.previous == YearMonth(year: 2025, month: 12))
        #expect(YearMonth(year: 2026, month: 13) == nil)
    }

    /// The whole path the views will take: the 2-hour outcome marks the entries a triptan relieved,
    /// the days count them as ICHD-3 1.3 C3 days, and three such months make the statement.
    @Test func triptanReliefFromTheTwoHourOutcomeCountsTowardsTheStatement() {
        var outcomeEntries: [OutcomeEntry] = []
        var attacks: [AttackFacts] = []
        for month in [8, 9, 10] {
            for day in 1...15 {
                let start =
                    F.date("2026-\(month < 10 ? "0" : "")\(month)-01").adding(days: day - 1).daysSinceEpoch * 86_400 + 9
                    * 3600
                let treated = day <= 8
                attacks.append(
                    AttackFacts(
                        intensity: 6, start: Timestamp(seconds: start, offset: 0),
                        acuteClasses: treated ? [.triptan] : []))
                outcomeEntries.append(
                    OutcomeEntry(
                        time: start, intensity: 6,
                        doses: treated ? [OutcomeDose(name: "sumatriptan", acuteClass: .triptan)] : []))
                if treated {
                    attacks.append(AttackFacts(intensity: 1, start: Timestamp(seconds: start + 7200, offset: 0)))
                    outcomeEntries.append(OutcomeEntry(time: start + 7200, intensity: 1))
                }
            }
        }
        let relieved = TwoHourOutcome.entriesRelievedByTriptanOrErgot(TwoHourOutcome.doses(of: outcomeEntries))
        #expect(relieved.count == 24)
        let days = ClinicalDays(
            entries: attacks.indices.map {
                ClinicalDayEntry(attack: attacks[$0], kind: .migraine, relievedByTriptanOrErgot: relieved.contains($0))
            })
        let statement = ChronicMigraineCheck.statement(of: days, lastDay: F.date("2026-11-05"), overuseFlagged: false)
        #expect(statement?.months.map(\.headacheDays) == [15, 15, 15])
        #expect(statement?.months.map(\.migraineFeatureDays) == [8, 8, 8])
        // Without the relief, the triptan days are migraine days but not 1.3 C days.
        let unrelieved = ClinicalDays(entries: attacks.map { ClinicalDayEntry(attack: $0, kind: .migraine) })
        #expect(
            ChronicMigraineCheck.statement(of: unrelieved, lastDay: F.date("2026-11-05"), overuseFlagged: false) == nil)
        #expect(unrelieved.count(from: F.date("2026-08-01"), through: F.date("2026-08-31")) { $0.migraine } == 8)
    }
}
