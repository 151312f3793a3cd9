public import PainlogDomain

/// One impact (PEG) record as a FHIR Observation for the Bundle of `export --format fhir`: code
/// LOINC 91148-7 (the PEG 3-item scale) with its components 75893-8 (average pain), 91145-3
/// (interference with enjoyment of life), 91146-1 (interference with general activity), each an
/// integer 0–10, and 91147-9 (the score, their mean, as a Quantity: a component has no decimal).
public enum FHIRImpactObservation {
    public static let pegCode = "91148-7"

    /// The Bundle entry, preceded by the separator from the resource before it.
    public static func appended(_ record: ImpactRecord) -> String {
        FHIRBundleFormatter.separator + JSONWriter.text(observation(record))
    }

    /// The Bundle entry of `record`'s Observation; its `fullUrl` is the record's uid.
    static func observation(_ record: ImpactRecord) -> JSONValue {
        let url = "urn:uuid:" + record.uid
        let content = record.content
        func concept(_ code: String, _ display: String) -> JSONValue {
            .object([("coding", .array([FHIRBundleFormatter.loinc(code, display)]))])
        }
        func answer(_ code: String, _ display: String, _ value: Int) -> JSONValue {
            .object([("code", concept(code, display)), ("valueInteger", .number(value))])
        }
        let quantity: JSONValue = .object([
            ("value", .number(score(record))), ("unit", .string("{score}")),
            ("system", .string("http://unitsofmeasure.org")), ("code", .string("{score}")),
        ])
        let resource: [(String, JSONValue)] = [
            ("resourceType", .string("Observation")), ("identifier", FHIRBundleFormatter.identifier(url)),
            ("status", .string("final")), ("category", FHIRBundleFormatter.surveyCategory),
            ("code", concept(pegCode, "PEG 3-item pain scale [PEG]")),
            ("subject", FHIRBundleFormatter.patientReference),
            ("effectiveDateTime", .string(record.recordedAt.iso8601)),
            (
                "component",
                .array([
                    answer("75893-8", FHIRBundleFormatter.painSeverityDisplay, content.pain.value),
                    answer("91145-3", "Pain interference with enjoyment of life", content.enjoyment.value),
                    answer("91146-1", "Pain interference with general activity", content.activity.value),
                    .object([("code", concept("91147-9", "PEG score")), ("valueQuantity", quantity)]),
                ])
            ),
        ]
        return .object([("fullUrl", .string(url)), ("resource", .object(resource))])
    }

    /// The mean of the three answers with two decimals (4.33), as JSON.
    static func score(_ record: ImpactRecord) -> String {
        NumberText.twoDecimals(record.score)
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
