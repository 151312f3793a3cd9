import PainlogDomain
import PainlogFeatures
import Testing

/// The chronic-migraine statement's wording: information, never a diagnosis.
@Suite struct ChronicMigrainePresenterTests {
    private func statement(_ months: [(Int, Int, Int, Int)], overuse: Bool) -> ChronicMigraineStatement {
        ChronicMigraineStatement(
            months: months.map {
                ChronicMigraineMonth(
                    month: YearMonth(year: $0.0, month: $0.1)!, headacheDays: $0.2, migraineFeatureDays: $0.3)
            }, overuseFlagged: overuse)
    }

    @Test func itSaysConsistentWithAndNotADiagnosis() {
        let lines = ChronicMigrainePresenter.lines(
            statement([(2026, 8, 15, 8), (2026, 9, 17, 9), (2026, 10, 20, 12)], overuse: false))
        #expect(
            lines == [
                "Aug–Oct 2026: 15 or more headache days in each month (15, 17, 20), 8 or more of them with migraine "
                    + "features (8, 9, 12): consistent with chronic migraine (ICHD-3 1.3).",
                "This is not a diagnosis: ICHD-3 asks for this pattern over more than 3 months, in a person with migraine, "
                    + "and a clinician's diagnosis.",
            ])
    }

    @Test func overuseAddsItsSentence() {
        let lines = ChronicMigrainePresenter.lines(
            statement([(2025, 11, 15, 8), (2025, 12, 15, 8), (2026, 1, 15, 8)], overuse: true))
        #expect(lines.count == 3)
        #expect(lines[0].hasPrefix("Nov 2025–Jan 2026: "))
        #expect(
            lines[2]
                == "Acute medication was overused in the latest 30 days: medication overuse can cause this pattern (ICHD-3 8.2)."
        )
    }
}
