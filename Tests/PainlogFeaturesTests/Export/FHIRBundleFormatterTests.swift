import Foundation
import PainlogDomain
import PainlogFeatures
import Testing

@Suite struct FHIRBundleFormatterTests {
    /// The whole stream for `entries`, as `export --format fhir` writes it.
    private func bundle(_ entries: [Entry]) -> String {
        var bytes = Array(EntryStreamFormat.fhir.opening.utf8)
        for (index, entry) in entries.enumerated() { EntryStreamFormat.fhir.append(entry, index: index, to: &bytes) }
        bytes += Array(EntryStreamFormat.fhir.closing(count: entries.count).utf8)
        return String(decoding: bytes, as: UTF8.self)
    }

    private func parsed(_ text: String) throws -> [String: Any] {
        try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    private func resources(_ bundle: [String: Any]) -> [[String: Any]] {
        (bundle["entry"] as? [[String: Any]] ?? []).compactMap { $0["resource"] as? [String: Any] }
    }

    @Test func anEmptyDiaryIsABundleWithOnlyThePatient() throws {
        let json = try parsed(bundle([]))
        #expect(json["resourceType"] as? String == "Bundle")
        #expect(json["type"] as? String == "collection")
        let all = resources(json)
        #expect(all.count == 1)
        #expect(all.first?.keys.sorted() == ["resourceType"])
        #expect(all.first?["resourceType"] as? String == "Patient")
    }

    @Test func anEntryIsAnObservationWithEveryField() throws {
        let all = resources(try parsed(bundle([sampleEntry()])))
        let observation = try #require(all.dropFirst().first)
        #expect(observation["resourceType"] as? String == "Observation")
        #expect(observation["status"] as? String == "final")
        let coding = (observation["code"] as? [String: Any])?["coding"] as? [[String: Any]]
        #expect(coding?.first?["system"] as? String == "http://loinc.org")
        #expect(coding?.first?["code"] as? String == "72514-3")
        #expect(observation["valueInteger"] as? Int == 7)
        #expect(observation["effectiveDateTime"] as? String == "2026-11-22T08:30:00+01:00")
        #expect((observation["bodySite"] as? [String: Any])?["text"] as? String == "head; neck")
        #expect((observation["note"] as? [[String: Any]])?.first?["text"] as? String == "Woke up with it")
        let identifier = (observation["identifier"] as? [[String: Any]])?.first
        #expect(identifier?["system"] as? String == "urn:ietf:rfc:3986")
        #expect(identifier?["value"] as? String == "urn:uuid:4f0c2f1e-8a6b-4c1d-9e2f-0123456789ab")
        #expect((observation["subject"] as? [String: Any])?["reference"] as? String == FHIRBundleFormatter.patientURL)
    }

    @Test func eachMedicationIsACompletedStatementAtTheEntrysTime() throws {
        let all = resources(try parsed(bundle([sampleEntry()])))
        let statements = all.filter { $0["resourceType"] as? String == "MedicationStatement" }
        #expect(statements.count == 2)
        #expect(
            statements.map { ($0["medicationCodeableConcept"] as? [String: Any])?["text"] as? String } == [
                "ibuprofen", "codeine",
            ])
        #expect(statements.map { ($0["dosage"] as? [[String: Any]])?.first?["text"] as? String } == ["400mg", "30 mg"])
        #expect(statements.allSatisfy { $0["status"] as? String == "completed" })
        #expect(statements.allSatisfy { $0["effectiveDateTime"] as? String == "2026-11-22T08:30:00+01:00" })
        #expect(
            statements.allSatisfy {
                ($0["subject"] as? [String: Any])?["reference"] as? String == FHIRBundleFormatter.patientURL
            })
    }

    @Test func emptyFieldsAreLeftOutBecauseFHIRForbidsEmptyStrings() throws {
        let entry = sampleEntry(areas: [], medications: [Medication(name: "rest")], note: "")
        let all = resources(try parsed(bundle([entry])))
        #expect(all[1]["bodySite"] == nil)
        #expect(all[1]["note"] == nil)
        #expect(all[2]["dosage"] == nil)
        #expect(!bundle([entry]).contains("\"\""))
    }

    @Test func hostileTextStaysText() throws {
        let note = "\"},{\"resourceType\":\"Patient\",\"name\":[{\"text\":\"x\"}]}\n\u{01}\u{2028} </script> 😖"
        let all = resources(try parsed(bundle([sampleEntry(note: note)])))
        #expect((all[1]["note"] as? [[String: Any]])?.first?["text"] as? String == note)
        #expect(all.filter { $0["resourceType"] as? String == "Patient" }.count == 1)
    }

    @Test func oneResourcePerLine() {
        let text = bundle([sampleEntry(), sampleEntry(medications: [])])
        // Opening line, Patient, Observation + 2 statements, Observation, closing.
        #expect(text.split(separator: "\n").count == 7)
        #expect(text.hasSuffix("\n]}\n"))
    }
}
