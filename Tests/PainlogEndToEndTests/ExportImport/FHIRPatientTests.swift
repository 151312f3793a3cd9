import Foundation
import Testing

/// `export --format fhir --patient TEXT`: the Patient's `name.text` only when asked for, never from
/// the report's remembered patient line (issue 41).
@Suite struct FHIRPatientTests {
    static let patientName = """
        import json, sys
        from fhir.resources.R4B.bundle import Bundle
        bundle = Bundle.model_validate_json(open(sys.argv[1], encoding="utf-8").read())
        patient = bundle.entry[0].resource
        print(json.dumps([n.text for n in (patient.name or [])]))
        """

    /// The names the validated Bundle's Patient carries.
    private func names(in file: String, _ sandbox: PainlogSandbox) throws -> [String] {
        let python = try PythonPackages.run(Self.patientName, [sandbox.path(file)], in: sandbox.folder)
        try #require(python.status == 0, "fhir.resources refused the Bundle:\n\(python.stderr)")
        return try #require(try JSONSerialization.jsonObject(with: python.stdoutBytes) as? [String])
    }

    @Test func thePatientNameIsThereOnlyWhenGiven() throws {
        let sandbox = try PainlogSandbox()
        try PythonPackages.require(module: "fhir.resources.R4B.bundle", package: "fhir.resources", in: sandbox.folder)
        try #require(try sandbox.run(["log", "5", "--area", "head"]).status == 0)
        // A remembered report line stays out of the Bundle.
        let report = try sandbox.run([
            "report", "--patient", "Jane Example, born 1970-01-01", "--remember", "--output", "r.html",
        ])
        #expect(report.status == 0, "\(report)")

        let plain = try sandbox.run(["export", "--format", "fhir", "--output", "plain.json"])
        #expect(plain.status == 0, "\(plain)")
        #expect(try names(in: "plain.json", sandbox) == [])

        let named = try sandbox.run([
            "export", "--format", "fhir", "--patient", "Jane Example, born 1970-01-01", "--output", "named.json",
        ])
        #expect(named.status == 0, "\(named)")
        #expect(try names(in: "named.json", sandbox) == ["Jane Example, born 1970-01-01"])
    }

    @Test(arguments: [
        (["export", "--format", "csv", "--patient", "Jane"], "--patient works with --format fhir only"),
        (["export", "--patient", "Jane"], "--patient works with --format fhir only"),
        (["export", "--format", "fhir", "--patient", " "], "is not a name"),
        (["export", "--format", "fhir", "--patient", "a\nb"], "is not a name"),
    ])
    func aPatientWhereItCannotGoExits64(arguments: [String], message: String) throws {
        let sandbox = try PainlogSandbox()
        try #require(try sandbox.run(["log", "5"]).status == 0)
        let before = try sandbox.dump()

        let run = try sandbox.run(arguments)

        #expect(run.exited(64), "\(run)")
        #expect(run.hasOneErrorLine, "\(run)")
        #expect(run.stderr.contains(message), "\(run)")
        #expect(run.stdout.isEmpty, "\(run)")
        #expect(try sandbox.dump() == before)
    }
}
