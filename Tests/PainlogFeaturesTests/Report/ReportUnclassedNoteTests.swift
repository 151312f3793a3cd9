import Testing

@testable import PainlogFeatures

/// The report's line naming the medications without a class, in `meds`' words (issue 41).
@Suite struct ReportUnclassedNoteTests {
    @Test func namesEachMedicationAsMedsDoes() {
        #expect(MedicationClassPresenter.unclassedSentence([]) == nil)
        #expect(
            MedicationClassPresenter.unclassedSentence(["Nurofen", "migraleve"])
                == "Not counted for overuse (no class): Nurofen, migraleve.")
    }

    @Test func namesTheFirstFewAndCountsTheRest() {
        #expect(
            MedicationClassPresenter.unclassedSentence(["a", "b", "c"], more: 9)
                == "Not counted for overuse (no class): a, b, c and 9 more.")
    }
}
