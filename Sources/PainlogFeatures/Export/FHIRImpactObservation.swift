public import PainlogDomain

/// One impact (PEG) record as a FHIR Observation for the Bundle of `export --format fhir`: code
/// LOINC 91148-7 (the PEG 3-item scale) with its components 75893-8 (average pain), 91145-3
/// (interference with enjoyment of life), 91146-1 (interference with general activity), each an
/// integer 0–10, and 91147-9 (the score, their mean, as a Quantity: a component has no decimal).
public enum FHIRImpactObservation {
    public static let pegCode = "91148-7"

    /// The Bundle entry, preceded by the separator from the resource before it.
    public static func appended(_ record: ImpactRecord) -> String {
        let url = "urn:uuid:" + record.uid
        func string(_ value: String) -> String { EntryJSONFormatter.string(value) }
        func coding(_ code: String, _ display: String) -> String {
            "{\"coding\":[{\"system\":\"http://loinc.org\",\"code\":\"\(code)\",\"display\":" + string(display) + "}]}"
        }
        var json = ",\n  {\"fullUrl\":" + string(url) + ",\"resource\":{\"resourceType\":\"Observation\""
        json += ",\"identifier\":[{\"system\":\"\(FHIRBundleFormatter.uriSystem)\",\"value\":" + string(url) + "}]"
        json += ",\"status\":\"final\""
        json += ",\"category\":[{\"coding\":[{\"system\":\"http://terminology.hl7.org/CodeSystem/observation-category\""
        json += ",\"code\":\"survey\",\"display\":\"Survey\"}]}]"
        json += ",\"code\":" + coding(pegCode, "PEG 3-item pain scale [PEG]")
        json += ",\"subject\":{\"reference\":\"\(FHIRBundleFormatter.patientURL)\"}"
        json += ",\"effectiveDateTime\":" + string(record.recordedAt.iso8601)
        json += ",\"component\":["
        json += "{\"code\":" + coding("75893-8", "Pain severity - 0-10 verbal numeric rating [Score] - Reported") + ","
        json += "\"valueInteger\":\(record.content.pain.value)},"
        json += "{\"code\":" + coding("91145-3", "Pain interference with enjoyment of life") + ","
        json += "\"valueInteger\":\(record.content.enjoyment.value)},"
        json += "{\"code\":" + coding("91146-1", "Pain interference with general activity") + ","
        json += "\"valueInteger\":\(record.content.activity.value)},"
        json += "{\"code\":" + coding("91147-9", "PEG score") + ","
        json += "\"valueQuantity\":{\"value\":\(score(record)),\"unit\":\"{score}\",\"system\":\"http://unitsofmeasure.org\",\"code\":\"{score}\"}}"
        return json + "]}}"
    }

    /// The mean of the three answers with two decimals (4.33), as JSON.
    static func score(_ record: ImpactRecord) -> String {
        let hundredths = Int((record.score * 100).rounded())
        let fraction = hundredths % 100
        return "\(hundredths / 100)." + (fraction < 10 ? "0" : "") + "\(fraction)"
    }

    /// Whether `record` falls in the export's period: its `--since`/`--until` (days or instants);
    /// the other filters are about entries and do not narrow a weekly record.
    public static func isInPeriod(_ record: ImpactRecord, of filter: EntryFilter) -> Bool {
        let instant = record.recordedAt.seconds
        let day = record.recordedAt.local.date
        return (filter.since.map { instant >= $0 } ?? true) && (filter.before.map { instant < $0 } ?? true)
            && (filter.sinceDay.map { day >= $0 } ?? true) && (filter.throughDay.map { day <= $0 } ?? true)
    }
}
