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

/// The 0.3 FHIR changes: LOINC's own display per PEG code, a week as a PEG record's
/// `effectivePeriod`, and ATC codes for the generic names painlog knows.
@Suite struct FHIRCodesTests {
    private func observation(_ record: ImpactRecord) throws -> [String: Any] {
        let text = String(FHIRImpactObservation.appended(record, zone: berlinZone).dropFirst(4))
        let entry = try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        return try #require(entry["resource"] as? [String: Any])
    }

    private func record(at iso: String) throws -> ImpactRecord {
        let time = try #require(Timestamp(iso8601: iso))
        return ImpactRecord(
            id: 1,
            content: ImpactContent(
                uid: "u1", recordedAt: time, pain: Intensity(5)!, enjoyment: Intensity(4)!, activity: Intensity(4)!,
                createdAt: time, updatedAt: time))
    }

    private static func codings(_ concept: Any?) -> [(String, String)] {
        ((concept as? [String: Any])?["coding"] as? [[String: Any]] ?? []).map {
            ($0["code"] as? String ?? "", $0["display"] as? String ?? "")
        }
    }

    @Test func pegCodesCarryLOINCsOwnNames() throws {
        let resource = try observation(try record(at: "2026-11-15T18:00:00+01:00"))
        #expect(
            Self.codings(resource["code"]).first?.1 == "Pain intensity, Enjoyment of life, General activity scale [PEG]"
        )
        let components = (resource["component"] as? [[String: Any]] ?? []).flatMap { Self.codings($0["code"]) }
        #expect(components.map(\.0) == ["75893-8", "91145-3", "91146-1", "91147-9"])
        #expect(
            components.map(\.1) == [
                "What number best describes your pain on average in the past week?",
                "What number best describes how, during the past week, pain has interfered with your enjoyment of life?",
                "What number best describes how, during the past week, pain has interfered with your general activity?",
                "Mean score [PEG]",
            ])
        #expect(
            !components.contains { $0.1 == FHIRBundleFormatter.painSeverityCode || $0.1.contains("verbal numeric") })
    }

    @Test(arguments: [
        // Sunday 18:00 → Monday 00:00 six days before.
        ("2026-11-15T18:00:00+01:00", "2026-11-09T00:00:00+01:00"),
        // Across the end of summer time on 2026-10-25: the week starts at 00:00 CEST.
        ("2026-10-30T08:00:00+01:00", "2026-10-24T00:00:00+02:00"),
    ])
    func aPEGRecordCoversTheWeekUpToItsTime(recorded: String, start: String) throws {
        let resource = try observation(try record(at: recorded))
        #expect(resource["effectiveDateTime"] == nil)
        let period = try #require(resource["effectivePeriod"] as? [String: String])
        #expect(period == ["start": start, "end": recorded])
    }

    @Test(arguments: [
        ("ibuprofen", "M01AE01"), ("Sumatriptan nasal", "N02CC01"), ("paracetamol", "N02BE01"),
        ("acetaminophen", "N02BE01"), ("mefenamic acid", "M01AG01"), ("codeine", "R05DA04"),
        ("dihydroergotamine", "N02CA01"), ("tramadol", "N02AX02"),
    ])
    func knownGenericNamesCarryTheirATCCode(name: String, code: String) {
        #expect(FHIRMedicationCode.atc(of: name)?.code == code)
    }

    @Test func everyGenericNameOfTheClassTableHasOneButHydrocodone() {
        // Gepants and ditans (0.4) carry their names only: their ATC codes were not confirmed.
        let uncoded: Set = ["hydrocodone", "ubrogepant", "rimegepant", "zavegepant", "lasmiditan"]
        let names = MedicationClass.knownNames.values.joined().filter { !uncoded.contains($0) }
        #expect(names.filter { FHIRMedicationCode.atc(of: $0) == nil } == [])
        #expect(FHIRMedicationCode.atc(of: "hydrocodone") == nil, "its code could not be confirmed")
    }

    @Test(arguments: ["rest", "paracetamol/codeine", "ibuprofenx", "my sumatriptan"])
    func otherNamesCarryNone(name: String) {
        #expect(FHIRMedicationCode.atc(of: name) == nil)
    }
}
