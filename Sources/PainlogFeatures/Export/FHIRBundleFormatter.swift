public import PainlogDomain

/// Writes entries as one FHIR R4 Bundle of type `collection`, streamed: the opening holds the
/// Bundle and its Patient, each entry adds its Observation and MedicationStatements, the closing
/// ends the array. One resource per line, so a million entries never sit in memory at once.
///
/// The Patient carries no identifying data: the clinic's system attaches the Bundle to its own
/// patient record. Every reference to it is the fixed `patientURL`.
public enum FHIRBundleFormatter {
    /// LOINC 72514-3: pain severity on the 0–10 numeric rating scale, as reported.
    public static let painSeverityCode = "72514-3"
    /// The Patient's `fullUrl`, the same in every export (it identifies nobody).
    public static let patientURL = "urn:uuid:00000000-0000-4000-8000-000000000000"
    /// The identifier system for a value that is itself a URI (`urn:uuid:…`), as FHIR asks.
    public static let uriSystem = "urn:ietf:rfc:3986"

    private static func string(_ value: String) -> String { EntryJSONFormatter.string(value) }

    /// The Bundle up to and including its Patient; each resource after it starts with `,`.
    public static let opening =
        "{\"resourceType\":\"Bundle\",\"type\":\"collection\",\"entry\":[\n  "
        + "{\"fullUrl\":\"\(patientURL)\",\"resource\":{\"resourceType\":\"Patient\"}}"

    /// Ends the entry array and the Bundle, with the final newline.
    public static let closing = "\n]}\n"

    /// Appends `entry`'s Observation, then a MedicationStatement per medication, each on its own line.
    public static func append(_ entry: Entry, to out: inout [UInt8]) {
        out.append(contentsOf: ",\n  ".utf8)
        out.append(contentsOf: observation(entry).utf8)
        for medication in entry.medications {
            out.append(contentsOf: ",\n  ".utf8)
            out.append(contentsOf: medicationStatement(medication, of: entry).utf8)
        }
    }

    /// The Bundle entry of one diary entry's pain Observation; its `fullUrl` is the entry's uid.
    public static func observation(_ entry: Entry) -> String {
        let url = "urn:uuid:" + entry.uid
        var json = "{\"fullUrl\":" + string(url) + ",\"resource\":{\"resourceType\":\"Observation\""
        json += ",\"identifier\":[{\"system\":\"\(uriSystem)\",\"value\":" + string(url) + "}]"
        json += ",\"status\":\"final\""
        json += ",\"category\":[{\"coding\":[{\"system\":\"http://terminology.hl7.org/CodeSystem/observation-category\""
        json += ",\"code\":\"survey\",\"display\":\"Survey\"}]}]"
        json += ",\"code\":{\"coding\":[{\"system\":\"http://loinc.org\",\"code\":\"\(painSeverityCode)\""
        json += ",\"display\":\"Pain severity - 0-10 verbal numeric rating [Score] - Reported\"}]"
        json += ",\"text\":\"Pain severity (0-10)\"}"
        json += ",\"subject\":{\"reference\":\"\(patientURL)\"}"
        json += ",\"effectiveDateTime\":" + string(entry.occurredAt.iso8601)
        json += ",\"valueInteger\":\(entry.intensity.value)"
        if !entry.areas.isEmpty {
            json += ",\"bodySite\":{\"text\":" + string(entry.areas.joined(separator: "; ")) + "}"
        }
        if !entry.note.isEmpty {
            json += ",\"note\":[{\"text\":" + string(entry.note) + "}]"
        }
        return json + "}}"
    }

    /// The Bundle entry of one medication taken with `entry`: completed, at the entry's time, and
    /// part of the entry's Observation.
    public static func medicationStatement(_ medication: Medication, of entry: Entry) -> String {
        var json = "{\"resource\":{\"resourceType\":\"MedicationStatement\""
        json += ",\"partOf\":[{\"reference\":" + string("urn:uuid:" + entry.uid) + "}]"
        json += ",\"status\":\"completed\""
        json += ",\"medicationCodeableConcept\":{\"text\":" + string(medication.name) + "}"
        json += ",\"subject\":{\"reference\":\"\(patientURL)\"}"
        json += ",\"effectiveDateTime\":" + string(entry.occurredAt.iso8601)
        if !medication.dose.isEmpty {
            json += ",\"dosage\":[{\"text\":" + string(medication.dose) + "}]"
        }
        return json + "}}"
    }
}
