import Foundation
import Testing

/// `export --format fhir` with conditions and preventive courses (issues 39 and 40): a `Condition`
/// per condition whose evidence names its entries' Observations, a `MedicationStatement` per course
/// with its period, its condition and a dosage per dose period — validated by `fhir.resources`.
@Suite struct FHIRConditionExportTests {
    /// Validates the Bundle in argv[1] and prints its Conditions, course statements and whether any
    /// Observation has a focus, read through the models.
    static let reader = """
        import json, sys
        from fhir.resources.R4B.bundle import Bundle
        bundle = Bundle.model_validate_json(open(sys.argv[1], encoding="utf-8").read())
        out = {"conditions": [], "courses": [], "focus": False, "observations": {}}
        for item in bundle.entry:
            r = item.resource
            kind = r.get_resource_type()
            if kind == "Observation":
                out["focus"] = out["focus"] or bool(r.focus)
                out["observations"][item.fullUrl] = r.bodySite.text if r.bodySite else None
            elif kind == "Condition":
                out["conditions"].append({"url": item.fullUrl, "name": r.code.text, "subject": r.subject.reference,
                    "verification": r.verificationStatus.coding[0].code,
                    "system": r.verificationStatus.coding[0].system,
                    "evidence": [d.reference for e in (r.evidence or []) for d in (e.detail or [])]})
            elif kind == "MedicationStatement" and r.effectivePeriod is not None:
                out["courses"].append({"name": r.medicationCodeableConcept.text, "status": r.status,
                    "start": r.effectivePeriod.start.isoformat(),
                    "end": r.effectivePeriod.end.isoformat() if r.effectivePeriod.end else None,
                    "reason": [x.reference for x in (r.reasonReference or [])],
                    "dosage": [[d.text, d.timing.repeat.boundsPeriod.start.isoformat(),
                        d.timing.repeat.boundsPeriod.end.isoformat() if d.timing.repeat.boundsPeriod.end else None]
                        for d in (r.dosage or [])]})
        print(json.dumps(out))
        """

    private func diary() throws -> PainlogSandbox {
        let sandbox = try PainlogSandbox()
        let steps: [[String]] = [
            ["conditions", "add", "migraine", "--kind", "migraine", "--area", "head", "--area", "neck"],
            ["conditions", "add", "back", "--kind", "pain", "--area", "low back"],
            ["log", "6", "--area", "head", "--at", "2026-11-02T08:00"],
            ["log", "4", "--area", "neck", "--area", "low back", "--at", "2026-11-05T21:00"],
            ["log", "3", "--area", "knee", "--at", "2026-11-06T10:00"],
            ["course", "start", "topiramate", "--dose", "25 mg", "--at", "2026-11-01", "--condition", "migraine"],
            ["course", "dose", "topiramate", "50 mg", "--at", "2026-11-10"],
            ["course", "stop", "topiramate", "--at", "2026-11-20"],
            ["course", "start", "amitriptyline", "--at", "2026-11-03"],
        ]
        for step in steps {
            let run = try sandbox.run(step)
            #expect(run.status == 0, "\(step): \(run)")
        }
        return sandbox
    }

    private func read(_ sandbox: PainlogSandbox, _ arguments: [String]) throws -> [String: Any] {
        let export = try sandbox.run(["export", "--format", "fhir", "--output", "bundle.json"] + arguments)
        #expect(export.status == 0, "\(export)")
        let python = try PythonPackages.run(Self.reader, [sandbox.path("bundle.json")], in: sandbox.folder)
        try #require(python.status == 0, "fhir.resources refused the Bundle:\n\(python.stderr)")
        return try #require(try JSONSerialization.jsonObject(with: python.stdoutBytes) as? [String: Any])
    }

    private func uids(_ sandbox: PainlogSandbox) throws -> [String: String] {
        let list = try PainlogSandbox.jsonArray(try sandbox.run(["list", "--all", "--format", "json"]).stdoutBytes)
        var uids: [String: String] = [:]
        for entry in list {
            if let areas = entry["areas"] as? [String], let uid = entry["uid"] as? String {
                uids[areas.joined(separator: ";")] = "urn:uuid:" + uid
            }
        }
        return uids
    }

    @Test func conditionsAndCoursesValidateAndNameTheirEntries() throws {
        let sandbox = try diary()
        try PythonPackages.require(module: "fhir.resources.R4B.bundle", package: "fhir.resources", in: sandbox.folder)
        let bundle = try read(sandbox, [])
        let uids = try uids(sandbox)
        #expect(bundle["focus"] as? Bool == false, "no Observation uses focus")
        let conditions = try #require(bundle["conditions"] as? [[String: Any]])
        #expect(conditions.map { $0["name"] as? String } == ["back", "migraine"])
        for condition in conditions {
            #expect(condition["subject"] as? String == "urn:uuid:00000000-0000-4000-8000-000000000000")
            #expect(condition["verification"] as? String == "unconfirmed")
            #expect(condition["system"] as? String == "http://terminology.hl7.org/CodeSystem/condition-ver-status")
        }
        #expect(conditions[0]["evidence"] as? [String] == [uids["neck;low back"]].compactMap { $0 })
        #expect(conditions[1]["evidence"] as? [String] == [uids["head"], uids["neck;low back"]].compactMap { $0 })
        let courses = try #require(bundle["courses"] as? [[String: Any]])
        #expect(courses.count == 2)
        let topiramate = try #require(courses.first { $0["name"] as? String == "topiramate" })
        #expect(topiramate["status"] as? String == "completed")
        #expect(topiramate["start"] as? String == "2026-11-01T12:00:00+01:00")
        #expect(topiramate["end"] as? String == "2026-11-20T12:00:00+01:00")
        #expect(topiramate["reason"] as? [String] == [conditions[1]["url"] as? String ?? "?"])
        let dosage = try #require(topiramate["dosage"] as? [[Any]])
        #expect(dosage.map { $0[0] as? String } == ["25 mg", "50 mg"])
        #expect(dosage.map { $0[2] as? String } == ["2026-11-10T12:00:00+01:00", "2026-11-20T12:00:00+01:00"])
        let amitriptyline = try #require(courses.first { $0["name"] as? String == "amitriptyline" })
        #expect(amitriptyline["status"] as? String == "active")
        #expect(amitriptyline["end"] is NSNull)
        #expect((amitriptyline["reason"] as? [String])?.isEmpty == true)
    }

    @Test func aFilteredExportNamesOnlyItsObservations() throws {
        let sandbox = try diary()
        try PythonPackages.require(module: "fhir.resources.R4B.bundle", package: "fhir.resources", in: sandbox.folder)
        let bundle = try read(sandbox, ["--condition", "migraine", "--since", "2026-11-04"])
        let uids = try uids(sandbox)
        let conditions = try #require(bundle["conditions"] as? [[String: Any]])
        #expect(conditions.map { $0["name"] as? String } == ["migraine"])
        #expect(conditions.first?["evidence"] as? [String] == [uids["neck;low back"]].compactMap { $0 })
        let observations = try #require(bundle["observations"] as? [String: Any])
        for reference in conditions.first?["evidence"] as? [String] ?? [] {
            #expect(observations[reference] != nil, "evidence \(reference) is an Observation of the Bundle")
        }
    }

    @Test func withoutConditionsOrCoursesTheBundleIsAsBefore() throws {
        let sandbox = try PainlogSandbox()
        #expect(try sandbox.run(["log", "4", "--area", "head"]).status == 0)
        let run = try sandbox.run(["export", "--format", "fhir"])
        #expect(!run.stdout.contains("Condition") && !run.stdout.contains("effectivePeriod"))
    }
}
