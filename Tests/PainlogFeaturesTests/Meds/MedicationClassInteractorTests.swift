import PainlogDomain
import PainlogFeatures
import PainlogStorage
import Testing

/// `meds class NAME CLASS` (issue 25, part 3) against a real diary: a brand counted as its class,
/// a preventive that never counts, one undo step, and bad input that changes nothing.
@Suite struct MedicationClassInteractorTests {
    private func interactor(_ diary: StatsDiary) -> MedicationClassInteractor {
        MedicationClassInteractor(unitOfWork: diary.storage.unitOfWork, calendar: diary.localCalendar)
    }

    /// `Sumamigren` (a brand of sumatriptan the built-in table does not hold) on the last 10 days.
    private func diary() throws -> StatsDiary {
        let diary = try StatsDiary()
        for back in 0..<10 {
            let text = diary.zone.timestamp(
                at: StatsDiary.time("2026-11-22T08:00:00+01:00").seconds - Int64(back) * 86_400
            )
            .iso8601
            try diary.add(6, at: text, areas: ["head"], medications: ["Sumamigren 50mg"])
        }
        return diary
    }

    @Test func aBrandSetToItsClassCountsForOveruseAndUndoGivesTheTableBack() throws {
        let diary = try diary()
        #expect(try diary.meds.overuse().flags.isEmpty, "painlog's table does not know Sumamigren")
        let outcome = try interactor(diary).setClass(of: "sumamigren", to: "TRIPTAN")
        #expect(outcome == .set(name: "Sumamigren", medicationClass: .triptan, tableClass: nil))
        #expect(try diary.meds.overuse().flags.map(\.name) == ["triptan"])
        #expect(try diary.meds.report().rows.first?.medicationClass == .triptan)
        #expect(
            try interactor(diary).setClass(of: "Sumamigren", to: "triptan")
                == .unchanged(
                    name: "Sumamigren", medicationClass: .triptan, tableClass: nil))
        let undone = try diary.storage.journal.undoLatest(at: berlinZone.timestamp(at: fixedNow))
        #expect(undone?.kind == .medicationClass)
        #expect(try diary.meds.overuse().flags.isEmpty)
    }

    @Test func aPreventiveNeverCountsAndAutoReturnsToTheTable() throws {
        let diary = try StatsDiary()
        for back in 0..<20 {
            let text = diary.zone.timestamp(
                at: StatsDiary.time("2026-11-22T08:00:00+01:00").seconds - Int64(back) * 86_400
            )
            .iso8601
            try diary.add(3, at: text, medications: ["ibuprofen 200mg"])
        }
        #expect(try diary.meds.overuse().flags.map(\.name) == ["simple_analgesic"])
        _ = try interactor(diary).setClass(of: "ibuprofen", to: "preventive")
        #expect(try diary.meds.overuse().flags.isEmpty)
        #expect(
            try interactor(diary).setClass(of: "ibuprofen", to: "auto")
                == .set(name: "ibuprofen", medicationClass: nil, tableClass: .simpleAnalgesic))
        #expect(try diary.meds.overuse().flags.map(\.name) == ["simple_analgesic"])
    }

    @Test func badInputChangesNothing() throws {
        let diary = try diary()
        let steps = try diary.storage.journal.recentSteps(limit: 100).count
        let unknownClass = #expect(throws: PainlogError.self) {
            try interactor(diary).setClass(of: "Sumamigren", to: "nsaid")
        }
        #expect(unknownClass?.kind == .usage)
        #expect(
            unknownClass?.message.contains("simple_analgesic, triptan, ergot, opioid, combination_analgesic") == true)
        let unknownName = #expect(throws: PainlogError.self) {
            try interactor(diary).setClass(of: "Sumamigrn", to: "triptan")
        }
        #expect(unknownName?.kind == .failure)
        #expect(unknownName?.message.hasPrefix("no medication 'Sumamigrn'") == true)
        let dose = #expect(throws: PainlogError.self) {
            try interactor(diary).setClass(of: "Sumamigren 50mg", to: "triptan")
        }
        #expect(dose?.kind == .usage)
        #expect(try diary.storage.journal.recentSteps(limit: 100).count == steps)
        #expect(try diary.meds.overuse().flags.isEmpty)
    }
}
