import PainlogDomain
import Testing

/// The eight symptom names, their fixed bits, and the set an entry keeps.
@Suite struct SymptomTests {
    @Test func theNamesAreTheContractsAndTheirBitsNeverMove() {
        #expect(
            Symptom.allCases.map(\.rawValue) == [
                "unilateral", "pulsating", "activity", "nausea", "vomiting", "photophobia", "phonophobia", "aura",
            ])
        #expect(Symptom.allCases.map(\.bit) == [1, 2, 4, 8, 16, 32, 64, 128])
    }

    @Test(arguments: [("nausea", Symptom.nausea), ("Photophobia", .photophobia), (" aura ", .aura)])
    func aNameIsReadIgnoringCaseAndBlanks(text: String, symptom: Symptom) throws {
        #expect(try Symptom(parsing: text, field: .symptom) == symptom)
    }

    @Test(arguments: ["dizzy", "", "nausea;aura", "photo phobia"])
    func anotherNameIsAUsageErrorListingTheNames(text: String) {
        #expect {
            try Symptom(parsing: text, field: .addSymptom)
        } throws: { error in
            guard let error = error as? PainlogError else { return false }
            return error.kind == .usage && error.text.fields == [.addSymptom]
                && error.message.contains("'\(text)' is not a symptom painlog knows")
                && error.message.hasSuffix(
                    "use one of: unilateral, pulsating, activity, nausea, vomiting, photophobia, phonophobia, aura")
        }
    }

    @Test func aSetHoldsEachSymptomOnceAndListsThemByName() throws {
        var set = try SymptomSet.parsing(["unilateral", "nausea", "NAUSEA", "aura"], field: .symptom)
        #expect(set.names == ["aura", "nausea", "unilateral"])
        #expect(set.rawValue == 1 + 8 + 128)
        set.remove(.aura)
        set.insert(.activity)
        #expect(set.names == ["activity", "nausea", "unilateral"])
        #expect(set.contains(.nausea) && !set.contains(.aura))
        #expect(SymptomSet.none.isEmpty && SymptomSet.none.names.isEmpty)
        #expect(SymptomSet(rawValue: 0xFFFF) == SymptomSet(Symptom.allCases))
        #expect(Symptom.allCases.sorted().map(\.rawValue) == SymptomSet(Symptom.allCases).names)
    }
}
