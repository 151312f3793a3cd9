/// The FHIR elements the Bundle's Observations share, written once so the entry and the impact
/// Observations cannot drift apart.
extension FHIRBundleFormatter {
    /// The reference to the Bundle's one Patient.
    static let patientReference: JSONValue = .object([("reference", .string(patientURL))])

    /// The category of a patient-reported Observation: `survey`.
    static let surveyCategory: JSONValue = .array([
        .object([
            (
                "coding",
                .array([
                    .object([
                        ("system", .string("http://terminology.hl7.org/CodeSystem/observation-category")),
                        ("code", .string("survey")), ("display", .string("Survey")),
                    ])
                ])
            )
        ])
    ])

    /// A resource's identifier array holding its own `urn:uuid:` URL.
    static func identifier(_ url: String) -> JSONValue {
        .array([.object([("system", .string(uriSystem)), ("value", .string(url))])])
    }

    /// One LOINC Coding.
    static func loinc(_ code: String, _ display: String) -> JSONValue {
        .object([("system", .string("http://loinc.org")), ("code", .string(code)), ("display", .string(display))])
    }
}
