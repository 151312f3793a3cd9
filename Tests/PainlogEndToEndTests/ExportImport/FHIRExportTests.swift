import Foundation
import Testing

/// `export --format fhir`, read back by the `fhir.resources` package (R4B models): the Bundle must
/// parse without a validation error and say exactly what the diary says.
@Suite struct FHIRExportTests {
    /// Validates the Bundle in argv[1] and prints what it holds, read through the models.
    static let validator = """
        import json, sys
        from fhir.resources.R4B.bundle import Bundle
        bundle = Bundle.model_validate_json(open(sys.argv[1], encoding="utf-8").read())
        out = []
        for item in bundle.entry:
            r = item.resource
            kind = r.get_resource_type()
            row = {"type": kind}
            if kind == "Observation":
                row.update(status=r.status, code=r.code.coding[0].code, system=r.code.coding[0].system,
                    value=r.valueInteger,
                    time=(r.effectiveDateTime or (r.effectivePeriod and r.effectivePeriod.start)).isoformat(),
                    end=r.effectivePeriod.end.isoformat() if r.effectivePeriod else None,
                    identifier=r.identifier[0].value, areas=r.bodySite.text if r.bodySite else None,
                    note=r.note[0].text if r.note else None, subject=r.subject.reference)
            elif kind == "MedicationStatement":
                row.update(status=r.status, name=r.medicationCodeableConcept.text,
                    dose=r.dosage[0].text if r.dosage else None, time=r.effectiveDateTime.isoformat(),
                    subject=r.subject.reference, part_of=r.partOf[0].reference,
                    atc=[[c.system, c.code] for c in (r.medicationCodeableConcept.coding or [])])
            elif kind == "Patient":
                row["fields"] = sorted(k for k, v in r.model_dump(exclude_none=True).items() if k != "resourceType")
            out.append(row)
        print(json.dumps(out))
        """

    private static let logs: [[String]] = [
        [
            "log", "3", "--area", "Head", "--area", "neck", "--at", "2026-11-20T08:00", "--med", "ibuprofen 400mg",
            "--med", "rest",
            "--note", "<script>alert(1)</script> \"quoted\"\nline two 😖",
        ],
        ["log", "7", "--at", "2026-11-21T21:30+05:45", "--tag", "work", "--for", "2h"],
        ["log", "0", "--at", "2026-11-19T07:15", "--med", "codeine 30 mg"],
    ]

    @Test func theBundleValidatesAndMatchesTheDiary() throws {
        let sandbox = try PainlogSandbox()
        try PythonPackages.require(module: "fhir.resources.R4B.bundle", package: "fhir.resources", in: sandbox.folder)
        for log in Self.logs { try #require(try sandbox.run(log).status == 0) }

        let export = try sandbox.run(["export", "--format", "fhir", "--output", "bundle.json"])
        #expect(export.status == 0, "\(export)")
        #expect(export.stderr == "Exported 3 entries to bundle.json\n")
        let stdout = try sandbox.run(["export", "--format", "fhir"])
        #expect(stdout.stdoutBytes == (try Data(contentsOf: URL(fileURLWithPath: sandbox.path("bundle.json")))))

        let python = try PythonPackages.run(Self.validator, [sandbox.path("bundle.json")], in: sandbox.folder)
        try #require(python.status == 0, "fhir.resources refused the Bundle:\n\(python.stderr)")
        let resources = try #require(try JSONSerialization.jsonObject(with: python.stdoutBytes) as? [[String: Any]])
        let list = try sandbox.run(["list", "--all", "--format", "json"])
        let diary = try #require(try JSONSerialization.jsonObject(with: list.stdoutBytes) as? [[String: Any]])
            .reversed()

        let kinds = resources.map { $0["type"] as? String ?? "" }
        #expect(kinds.filter { $0 == "Patient" }.count == 1)
        #expect(resources.first?["fields"] as? [String] == [], "the Patient carries no data")
        let observations = resources.filter { $0["type"] as? String == "Observation" }
        let statements = resources.filter { $0["type"] as? String == "MedicationStatement" }
        #expect(observations.count == diary.count)
        #expect(observations.filter { $0["end"] is String }.count == 1, "the attack logged --for 2h")
        #expect(statements.count == diary.reduce(0) { $0 + (($1["medications"] as? [String])?.count ?? 0) })

        var expectedStatements: [[String?]] = []
        for (observation, entry) in zip(observations, diary) {
            let uid = try #require(entry["uid"] as? String)
            #expect(observation["status"] as? String == "final")
            #expect(observation["code"] as? String == "72514-3")
            #expect(observation["system"] as? String == "http://loinc.org")
            #expect(observation["value"] as? Int == entry["intensity"] as? Int)
            #expect(observation["time"] as? String == entry["occurred_at"] as? String)
            // An attack with an end is an effectivePeriod from start to end.
            #expect(observation["end"] as? String == entry["ended_at"] as? String)
            #expect(observation["identifier"] as? String == "urn:uuid:" + uid)
            let areas = (entry["areas"] as? [String]) ?? []
            #expect(observation["areas"] as? String == (areas.isEmpty ? nil : areas.joined(separator: "; ")))
            let note = entry["note"] as? String ?? ""
            #expect(observation["note"] as? String == (note.isEmpty ? nil : note))
            for medication in (entry["medications"] as? [String]) ?? [] {
                let parts = medication.split(separator: " ", maxSplits: 1).map(String.init)
                expectedStatements.append([
                    parts[0], parts.count > 1 ? parts[1] : nil, entry["occurred_at"] as? String, "urn:uuid:" + uid,
                ])
            }
        }
        #expect(
            statements.map {
                [$0["name"] as? String, $0["dose"] as? String, $0["time"] as? String, $0["part_of"] as? String]
            } == expectedStatements)
        #expect(statements.allSatisfy { $0["status"] as? String == "completed" })
        // A generic name in painlog's class table carries its WHO ATC code beside the text; "rest" none.
        let atc = "http://www.whocc.no/atc"
        #expect(
            statements.map { ($0["name"] as? String ?? "", $0["atc"] as? [[String]] ?? []) }.map { "\($0.0) \($0.1)" }
                == ["codeine [[\"\(atc)\", \"R05DA04\"]]", "ibuprofen [[\"\(atc)\", \"M01AE01\"]]", "rest []"])
        let subjects = Set((observations + statements).compactMap { $0["subject"] as? String })
        #expect(subjects == ["urn:uuid:00000000-0000-4000-8000-000000000000"])
    }

    @Test func anEmptyDiaryIsAValidBundleWithOnlyThePatient() throws {
        let sandbox = try PainlogSandbox()
        try PythonPackages.require(module: "fhir.resources.R4B.bundle", package: "fhir.resources", in: sandbox.folder)
        let export = try sandbox.run(["export", "--format", "fhir", "--output", "bundle.json"])
        #expect(export.status == 0, "\(export)")
        let python = try PythonPackages.run(Self.validator, [sandbox.path("bundle.json")], in: sandbox.folder)
        try #require(python.status == 0, "fhir.resources refused the Bundle:\n\(python.stderr)")
        let resources = try #require(try JSONSerialization.jsonObject(with: python.stdoutBytes) as? [[String: Any]])
        #expect(resources.map { $0["type"] as? String } == ["Patient"])
    }

    @Test func anUnknownFormatNamesTheAcceptedOnes() throws {
        let sandbox = try PainlogSandbox()
        let run = try sandbox.run(["export", "--format", "hl7"])
        #expect(run.status == 64)
        #expect(run.stderr.contains("fhir"), "\(run)")
    }

    @Test func redactLeavesNotesOutOfAValidBundle() throws {
        let sandbox = try PainlogSandbox()
        try PythonPackages.require(module: "fhir.resources.R4B.bundle", package: "fhir.resources", in: sandbox.folder)
        for log in Self.logs { try #require(try sandbox.run(log).status == 0) }
        let export = try sandbox.run(["export", "--format", "fhir", "--redact", "--output", "bundle.json"])
        #expect(export.status == 0, "\(export)")
        let text = try String(contentsOfFile: sandbox.path("bundle.json"), encoding: .utf8)
        #expect(!text.contains("alert") && !text.contains("line two") && !text.contains("work"))
        let python = try PythonPackages.run(Self.validator, [sandbox.path("bundle.json")], in: sandbox.folder)
        try #require(python.status == 0, "fhir.resources refused the Bundle:\n\(python.stderr)")
        let resources = try #require(try JSONSerialization.jsonObject(with: python.stdoutBytes) as? [[String: Any]])
        let observations = resources.filter { $0["type"] as? String == "Observation" }
        #expect(observations.count == 3 && observations.allSatisfy { $0["note"] is NSNull })
        #expect(observations.compactMap { $0["value"] as? Int } == [0, 3, 7])
        #expect(resources.filter { $0["type"] as? String == "MedicationStatement" }.count == 3)
    }

    @Test(arguments: ["csv", "json"])
    func redactIsRefusedWhereAnImportWouldEraseNotes(format: String) throws {
        let sandbox = try PainlogSandbox()
        for log in Self.logs { try #require(try sandbox.run(log).status == 0) }
        let before = try sandbox.dump()
        let run = try sandbox.run(["export", "--format", format, "--redact", "--output", "x"])
        #expect(run.status == 64, "\(run)")
        #expect(run.stderr.hasPrefix("error: --redact works with --format fhir only"), "\(run)")
        #expect(!FileManager.default.fileExists(atPath: sandbox.path("x")))
        #expect(try sandbox.dump() == before)
    }

    @Test func impactRecordsOfThePeriodArePEGObservations() throws {
        let sandbox = try PainlogSandbox()
        try PythonPackages.require(module: "fhir.resources.R4B.bundle", package: "fhir.resources", in: sandbox.folder)
        for log in Self.logs { try #require(try sandbox.run(log).status == 0) }
        for (pain, enjoyment, activity, at) in [
            ("7", "6", "8", "2026-11-01 18:00"), ("5", "4", "4", "2026-11-15 18:00"),
        ] {
            let impact = try sandbox.run([
                "impact", "--pain", pain, "--enjoyment", enjoyment, "--activity", activity, "--at", at,
            ])
            try #require(impact.status == 0, "\(impact)")
        }
        let export = try sandbox.run(["export", "--format", "fhir", "--since", "2026-11-10", "--output", "bundle.json"])
        #expect(export.status == 0, "\(export)")
        let python = try PythonPackages.run(
            """
            import json, sys
            from fhir.resources.R4B.bundle import Bundle
            bundle = Bundle.model_validate_json(open(sys.argv[1], encoding="utf-8").read())
            out = []
            for item in bundle.entry:
                r = item.resource
                if r.get_resource_type() == "Observation" and r.code.coding[0].code == "91148-7":
                    out.append({"start": r.effectivePeriod.start.isoformat(), "end": r.effectivePeriod.end.isoformat(),
                        "point": r.effectiveDateTime is not None, "id": r.identifier[0].value,
                        "display": r.code.coding[0].display, "components": [
                        [c.code.coding[0].code, c.valueInteger if c.valueInteger is not None else float(c.valueQuantity.value),
                         c.code.coding[0].display]
                        for c in r.component]})
            print(json.dumps(out))
            """, [sandbox.path("bundle.json")], in: sandbox.folder)
        try #require(python.status == 0, "fhir.resources refused the Bundle:\n\(python.stderr)")
        let pegs = try #require(try JSONSerialization.jsonObject(with: python.stdoutBytes) as? [[String: Any]])
        let listed = try PainlogSandbox.jsonArray(
            try sandbox.run(["impact", "--list", "--format", "json"]).stdoutBytes)
        #expect(pegs.count == 1, "only the record on or after --since")
        // A PEG record is about the past week: 00:00 six days before its day, to its time.
        #expect(pegs.first?["start"] as? String == "2026-11-09T00:00:00+01:00")
        #expect(pegs.first?["end"] as? String == "2026-11-15T18:00:00+01:00")
        #expect(pegs.first?["point"] as? Bool == false)
        #expect(pegs.first?["display"] as? String == "Pain intensity, Enjoyment of life, General activity scale [PEG]")
        #expect(pegs.first?["id"] as? String == "urn:uuid:" + (listed.first?["uid"] as? String ?? "?"))
        let components = try #require(pegs.first?["components"] as? [[Any]])
        #expect(components.map { $0[0] as? String } == ["75893-8", "91145-3", "91146-1", "91147-9"])
        #expect(components.map { ($0[1] as? NSNumber)?.doubleValue } == [5, 4, 4, 4.33])
        // LOINC's own long common name for each code (75893-8 used to carry 72514-3's).
        #expect(
            components.map { $0[2] as? String } == [
                "What number best describes your pain on average in the past week?",
                "What number best describes how, during the past week, pain has interfered with your enjoyment of life?",
                "What number best describes how, during the past week, pain has interfered with your general activity?",
                "Mean score [PEG]",
            ])
    }
}
