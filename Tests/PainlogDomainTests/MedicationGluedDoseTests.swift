import Testing

@testable import PainlogDomain

/// Issue 41: `ibuprofen400mg` is `ibuprofen` at `400mg`; names that only look alike stay whole.
@Suite struct MedicationGluedDoseTests {
    @Test(arguments: [
        ("ibuprofen400mg", "ibuprofen", "400mg"), ("Nurofen200mg", "Nurofen", "200mg"),
        ("paracetamol 0,5g", "paracetamol", "0,5g"), ("sumatriptan nasal20mg", "sumatriptan nasal", "20mg"),
        ("levothyroxine100mcg", "levothyroxine", "100mcg"), ("paracetamol1.5G", "paracetamol", "1.5G"),
        ("ibuprofen2,5ml", "ibuprofen", "2,5ml"),
    ])
    func aGluedDoseIsReadApart(_ typed: String, _ name: String, _ dose: String) throws {
        let medication = try Medication(parsing: typed).readingGluedDose
        #expect(medication == Medication(name: name, dose: dose))
    }

    @Test(arguments: ["vitamin B12", "B12mg", "Co-codamol30/500", "Tylenol3", "5HT1mg", "abc.5mg", "400mg", "x1mg"])
    func aNameWithoutAGluedDoseStaysWhole(_ typed: String) throws {
        let medication = try Medication(parsing: typed)
        #expect(medication.readingGluedDose == medication)
        #expect(Medication.gluedDose(in: typed) == nil)
    }

    @Test func aDoseGivenApartIsKeptAndTheNameLeftAsTyped() throws {
        let medication = try Medication(parsing: "ibuprofen400mg 2 tablets")
        #expect(medication.readingGluedDose == medication)
    }
}
