import PainlogDomain
import Testing

@testable import PainlogFeatures

/// Issue 41: the built-in table knows the common brand names of its generics, and a dose written
/// without a space before it (`ibuprofen400mg`) is read apart from the name.
@Suite struct MedicationBrandsTests {
    /// Every brand of the table with the class it must give, one test per name.
    static let brands: [(name: String, medicationClass: MedicationClass)] = [
        ("Nurofen", .simpleAnalgesic), ("Advil", .simpleAnalgesic), ("Motrin", .simpleAnalgesic),
        ("Panadol", .simpleAnalgesic), ("Tylenol", .simpleAnalgesic), ("Aleve", .simpleAnalgesic),
        ("Imigran", .triptan), ("Imitrex", .triptan), ("Maxalt", .triptan), ("Zomig", .triptan),
        ("Relpax", .triptan), ("Naramig", .triptan), ("Amerge", .triptan), ("Almogran", .triptan),
        ("Migard", .triptan), ("Frova", .triptan), ("Nurofen Plus", .combinationAnalgesic),
        ("Panadol Extra", .combinationAnalgesic), ("Excedrin", .combinationAnalgesic), ("Treximet", .triptan),
        ("Nurtec", .gepant), ("Vydura", .gepant), ("Ubrelvy", .gepant), ("Reyvow", .ditan),
    ]

    @Test(arguments: brands.map(\.name))
    func aBrandTakesItsGenericsClass(_ name: String) throws {
        let expected = try #require(Self.brands.first { $0.name == name }?.medicationClass)
        #expect(MedicationClass.of(name) == expected)
        #expect(MedicationClass.of(name.uppercased()) == expected)
        #expect(MedicationClass.of(name, dose: "200mg") == expected)
    }

    @Test func theTableAndItsTestNameTheSameBrandsAndEachGenericIsKnown() throws {
        #expect(Set(MedicationBrands.generics.keys) == Set(Self.brands.map { $0.name.lowercased() }))
        for (brand, generic) in MedicationBrands.generics {
            #expect(MedicationClass.of(generic) != nil, "\(brand) → \(generic)")
        }
    }

    @Test func aBrandIsReadOnlyAsTheWholeName() {
        // Nurofen Express or Panadol Night may hold something else: the notice asks for a class.
        #expect(MedicationClass.of("Nurofen Express") == nil)
        #expect(MedicationClass.of("Panadol Night") == nil)
        #expect(MedicationClass.of("nurofen  plus") == .combinationAnalgesic)
        #expect(MedicationClass.of("Migraleve") == nil)
    }

    @Test func aDoseGluedToTheNameIsReadApart() {
        #expect(MedicationClass.of("ibuprofen400mg") == .simpleAnalgesic)
        #expect(MedicationClass.of("Nurofen200mg") == .simpleAnalgesic)
        #expect(MedicationClass.of("sumatriptan50MG") == .triptan)
        #expect(MedicationClass.of("ibuprofn400mg") == nil)
        // Aspirin's glued dose decides it as a spaced one does.
        #expect(MedicationClass.of("aspirin75mg", dose: "") == .other)
        #expect(MedicationClass.of("aspirin500mg", dose: "") == .simpleAnalgesic)
    }
}
