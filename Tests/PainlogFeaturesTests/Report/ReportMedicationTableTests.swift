import PainlogDomain
import Testing

@testable import PainlogFeatures

/// Issue 41: the report's Overuse column gives the class's days beside the medication's own, and
/// says that they are the class's.
@Suite struct ReportMedicationTableTests {
    @Test func theOveruseCellNamesTheClassWhoseDaysItCounts() {
        let own = OveruseFlag(
            medicationClass: .simpleAnalgesic, classes: [.simpleAnalgesic], days: 16, threshold: 15,
            consecutiveBlocks: 1)
        let combined = OveruseFlag(
            medicationClass: nil, classes: [.simpleAnalgesic, .triptan], days: 11, threshold: 10, consecutiveBlocks: 2)
        #expect(ReportMedicationTable.overuseCell(own) == "class analgesic: 16 ≥ 15 days")
        #expect(ReportMedicationTable.overuseCell(combined) == "combined: 11 ≥ 10 days")
        #expect(ReportMedicationTable.overuseCell(nil) == "")
    }
}
