import PainlogDomain
import PainlogFeatures
import PainlogStorage
import Testing

/// Issue 41: a medication painlog cannot class (a brand, a typo) is not counted for overuse, and
/// `log`, `edit`, the inbox and `meds` say so, naming it once and how to class it.
@Suite struct UnclassedMedicationsTests {
    @Test func unclassedNamesAreThoseWithoutASetOrBuiltInClassEachOnce() throws {
        let diary = try StatsDiary()
        // A brand the table does not hold, a misspelt generic with its dose glued on; Nurofen and
        // ibuprofen400mg have a class (MedicationBrandsTests).
        let medications = try [
            "Migraleve 200mg", "ibuprofn400mg", "sumatriptan 50mg", "migraleve 400mg", "aspirin 75mg", "Nurofen 200mg",
            "ibuprofen400mg",
        ].map { try Medication(parsing: $0) }
        #expect(try diary.meds.unclassed(medications) == ["Migraleve", "ibuprofn400mg"])
        try diary.add(4, at: "2026-11-22T08:00:00+01:00", medications: ["Migraleve 200mg"])
        _ = try MedicationClassInteractor(unitOfWork: diary.storage.unitOfWork, calendar: diary.localCalendar)
            .setClass(of: "Migraleve", to: "simple_analgesic")
        #expect(try diary.meds.unclassed(medications) == ["ibuprofn400mg"])
        #expect(try diary.meds.unclassed([]) == [])
    }

    @Test func theOveruseHistoryNamesTheMedicationsItLeftOut() throws {
        let diary = try StatsDiary()
        try diary.add(4, at: "2026-11-20T08:00:00+01:00", areas: ["head"], medications: ["Solpaflex 200mg"])
        try diary.add(
            4, at: "2026-11-21T08:00:00+01:00", areas: ["head"], medications: ["migraleve", "ibuprofen 400mg"])
        try diary.add(4, at: "2026-11-22T08:00:00+01:00", areas: ["head"], medications: ["solpaflex 400mg"])
        let history = try diary.meds.overuse()
        #expect(history.unclassed == ["migraleve", "Solpaflex"])
        #expect(history.blocks[0].days[.simpleAnalgesic] == 1)
        let report = try diary.meds.report()
        let lines = MedsPresenter.lines(for: report, hints: HintMarkers.text).map(\.plainText)
        #expect(
            Array(lines.suffix(3)) == [
                "", "Not counted for overuse (no class): Solpaflex, migraleve.",
                "Set a class with <classMedication(nil)> (CLASS: simple_analgesic, triptan, ergot, opioid, "
                    + "combination_analgesic, gepant, ditan, preventive, other).",
            ])
    }

    @Test func everyMedicationClassedSaysNothingMore() throws {
        #expect(MedicationClassPresenter.unclassedLines([], hints: HintMarkers.text) == [])
        #expect(
            MedicationClassPresenter.unclassedNotice("Nurofen", hints: HintMarkers.text)
                == "notice: 'Nurofen' has no class, so it is not counted for overuse; set one with "
                + "<classMedication(Optional(\"Nurofen\"))> (CLASS: simple_analgesic, triptan, ergot, opioid, "
                + "combination_analgesic, gepant, ditan, preventive, other)")
    }
}
