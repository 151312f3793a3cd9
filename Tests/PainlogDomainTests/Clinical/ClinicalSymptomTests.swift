import PainlogDomain
import Testing

/// The symptom names are the contract's eight, so that the stored symptoms map onto them by name.
@Suite struct ClinicalSymptomTests {
    @Test func theContractsEightNames() {
        #expect(
            ClinicalSymptom.names == [
                "unilateral", "pulsating", "activity", "nausea", "vomiting", "photophobia", "phonophobia", "aura",
            ])
        #expect(ClinicalSymptom(rawValue: "aura") == .aura)
        #expect(ClinicalSymptom(rawValue: "dizziness") == nil)
    }

    @Test func sortedByName() {
        #expect(ClinicalSymptom.allCases.sorted().map(\.rawValue) == ClinicalSymptom.names.sorted())
    }
}
