public import PainlogDomain

/// Writes entries as one FHIR R4 Bundle of type `collection`, streamed: the opening holds the
/// Bundle and its Patient, each entry adds its Observation and MedicationStatements, the closing
/// ends the array.
///
/// One resource per line, so a million entries never sit in memory at once.
///
/// The Patient carries no identifying data: the clinic's system attaches the Bundle to its own
/// patient record. Every reference to it is the fixed `patientURL`.
public enum FHIRBundleFormatter {
    /// LOINC 72514-3: pain severity on the 0–10 numeric rating scale, as reported.
    public static let painSeverityCode = "72514-3"
    /// LOINC's display name of `painSeverityCode`.
    static let painSeverityDisplay = "Pain severity - 0-10 verbal numeric rating [Score] - Reported"
    /// The Patient's `fullUrl`, the same in every export (it identifies nobody).
    public static let patientURL = "urn:uuid:00000000-0000-4000-8000-000000000000"
    /// The identifier system for a value that is itself a URI (`urn:uuid:…`), as FHIR asks.
    public static let uriSystem = "urn:ietf:rfc:3986"

    /// The Bundle up to and including its Patient, which carries no identifying data; each resource
    /// after it starts with `,`.
    public static let opening = opening(patientName: nil)

    /// The Bundle up to and including its Patient, with `patientName` as `Patient.name[0].text` when
    /// given (`export --patient`: identifying data goes into a file only when asked for).
    public static func opening(patientName: String?) -> String {
        var patient: [(String, JSONValue)] = [("resourceType", .string("Patient"))]
        if let patientName { patient.append(("name", .array([.object([("text", .string(patientName))])]))) }
        return JSONWriter.opening(
            of: [("resourceType", .string("Bundle")), ("type", .string("collection"))], streamedArray: "entry")
            + "\n  "
            + JSONWriter.text(.object([("fullUrl", .string(patientURL)), ("resource", .object(patient))]))
    }

    /// What comes before each resource after the Patient.
    static let separator = ",\n  "

    /// Ends the entry array and the Bundle, with the final newline.
    public static let closing = "\n]}\n"

    /// Appends `entry`'s Observation, then a MedicationStatement per medication, each on its own line.
    public static func append(_ entry: Entry, to out: inout [UInt8]) {
        out.append(contentsOf: separator.utf8)
        JSONWriter.append(observation(entry), to: &out)
        for medication in entry.medications {
            out.append(contentsOf: separator.utf8)
            JSONWriter.append(medicationStatement(medication, of: entry), to: &out)
        }
    }

    /// The Bundle entry of one diary entry's pain Observation; its `fullUrl` is the entry's uid.
    static func observation(_ entry: Entry) -> JSONValue {
        let url = "urn:uuid:" + entry.uid
        var resource: [(String, JSONValue)] = [
            ("resourceType", .string("Observation")), ("identifier", identifier(url)), ("status", .string("final")),
            ("category", surveyCategory),
            (
                "code",
                .object([
                    ("coding", .array([loinc(painSeverityCode, painSeverityDisplay)])),
                    ("text", .string("Pain severity (0-10)")),
                ])
            ),
            ("subject", patientReference), effective(entry),
            ("valueInteger", .number(entry.intensity.value)),
        ]
        if !entry.areas.isEmpty {
            resource.append(("bodySite", .object([("text", .string(entry.areas.joined(separator: "; ")))])))
        }
        if !entry.note.isEmpty {
            resource.append(("note", .array([.object([("text", .string(entry.note))])])))
        }
        return .object([("fullUrl", .string(url)), ("resource", .object(resource))])
    }

    /// When the pain was: `effectiveDateTime` for a moment, an `effectivePeriod` from start to end for
    /// an attack with an end.
    static func effective(_ entry: Entry) -> (String, JSONValue) {
        guard let end = entry.endedAt else { return ("effectiveDateTime", .string(entry.occurredAt.iso8601)) }
        return (
            "effectivePeriod",
            .object([("start", .string(entry.occurredAt.iso8601)), ("end", .string(end.iso8601))])
        )
    }

    /// The Bundle entry of one medication taken with `entry`: completed, at the entry's time, and
    /// part of the entry's Observation.
    static func medicationStatement(_ medication: Medication, of entry: Entry) -> JSONValue {
        var resource: [(String, JSONValue)] = [
            ("resourceType", .string("MedicationStatement")),
            ("partOf", .array([.object([("reference", .string("urn:uuid:" + entry.uid))])])),
            ("status", .string("completed")),
            ("medicationCodeableConcept", medicationConcept(medication.name, dose: medication.dose)),
            ("subject", patientReference), ("effectiveDateTime", .string(entry.occurredAt.iso8601)),
        ]
        if !medication.dose.isEmpty {
            resource.append(("dosage", .array([.object([("text", .string(medication.dose))])])))
        }
        return .object([("resource", .object(resource))])
    }

    /// The medication as typed, with its ATC coding when the name is a generic name painlog knows
    /// (at `dose`: aspirin at 100 mg or less is coded as the antiplatelet it is).
    static func medicationConcept(_ name: String, dose: String = "") -> JSONValue {
        guard let atc = FHIRMedicationCode.atc(of: name, dose: dose) else { return .object([("text", .string(name))]) }
        let coding: JSONValue = .object([
            ("system", .string(FHIRMedicationCode.system)), ("code", .string(atc.code)),
            ("display", .string(atc.display)),
        ])
        return .object([("coding", .array([coding])), ("text", .string(name))])
    }
}
