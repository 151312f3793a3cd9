import PainlogDomain
import PainlogFeatures
import Testing

/// Features' medication classes map onto the clinical rules' by raw value: every acute class has its
/// clinical twin, and no class that never counts does.
@Suite struct ClinicalMedicineClassMappingTests {
    @Test func everyAcuteClassMapsByItsRawValue() {
        for medicationClass in MedicationClass.allCases {
            let clinical = ClinicalMedicineClass(rawValue: medicationClass.rawValue)
            #expect((clinical != nil) == medicationClass.isAcute, "\(medicationClass.rawValue)")
        }
    }

    @Test func theMigraineSpecificClasses() {
        #expect(ClinicalMedicineClass.allCases.filter(\.isMigraineSpecific) == [.triptan, .ergot, .gepant, .ditan])
        #expect(ClinicalMedicineClass.allCases.filter(\.countsForChronicMigraine) == [.triptan, .ergot])
    }
}
