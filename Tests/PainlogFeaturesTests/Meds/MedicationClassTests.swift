import PainlogDomain
import PainlogFeatures
import PainlogTestSupport
import Testing

/// The built-in table of medication classes.
@Suite struct MedicationClassTests {
    @Test(arguments: [
        ("sumatriptan", MedicationClass.triptan), ("Ibuprofen", .simpleAnalgesic), ("PARACETAMOL", .simpleAnalgesic),
        ("acetaminophen", .simpleAnalgesic), ("acetylsalicylic acid", .simpleAnalgesic),
        ("sumatriptan nasal", .triptan),
        ("codeine", .opioid), ("Tramadol", .opioid), ("ergotamine", .ergot), ("dihydroergotamine", .ergot),
    ])
    func knownNames(name: String, expected: MedicationClass) {
        #expect(MedicationClass.of(name) == expected)
    }

    @Test(arguments: ["magnesium", "propranolol", "sumatriptanx", "", "acid"])
    func unknownNames(name: String) {
        #expect(MedicationClass.of(name) == nil)
    }

    @Test func thresholdsAreICHD3s() {
        #expect(MedicationClass.simpleAnalgesic.overuseThreshold == 15)
        #expect([MedicationClass.triptan, .opioid, .ergot].map(\.overuseThreshold) == [10, 10, 10])
    }
}
