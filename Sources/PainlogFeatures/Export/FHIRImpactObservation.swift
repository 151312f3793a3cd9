public import PainlogDomain

/// One impact (PEG) record as a FHIR Observation for the Bundle of `export --format fhir`: code
/// LOINC 91148-7 (the PEG 3-item scale) with its components 75893-8 (average pain), 91145-3
/// (interference with enjoyment of life), 91146-1 (interference with general activity), each an
/// integer 0–10, and 91147-9 (the score, their mean, as a Quantity: a component has no decimal).
///
/// A record is about the past week: its `effectivePeriod` runs from 00:00 six days before the
/// record's local day to the record's time.
public enum FHIRImpactObservation {
    public static let pegCode = "91148-7"

    /// LOINC's long common name of each PEG code, as LOINC's table gives it (loinc.org; the same
    /// names appear in Synthea's LOINC-coded data and in www.healthassure.in/codes/loinc-91147-9):
    /// each item's name is its question.
    static let displays: [String: String] = [
        pegCode: "Pain intensity, Enjoyment of life, General activity scale [PEG]",
        "75893-8": "What number best describes your pain on average in the past week?",
        "91145-3":
            "What number best describes how, during the past week, pain has interfered with your enjoyment of life?",
        "91146-1":
            "What number best describes how, during the past week, pain has interfered with your general activity?",
        "91147-9": "Mean score [PEG]",
    ]

    /// The Bundle entry, preceded by the separator from the resource before it; `zone` places the
    /// start of the week the record covers.
    public static func appended(_ record: ImpactRecord, zone: TimeZoneRules) -> String {
        FHIRBundleFormatter.separator + JSONWriter.text(observation(record, zone: zone))
    }

    /// The first instant of the week `record` covers: 00:00 (or the first time after it, where a
    /// clock change skips midnight) six days before the record's local day.
    static func weekStart(of record: ImpactRecord, zone: TimeZoneRules) -> Timestamp {
        let day = record.recordedAt.local.date.adding(days: -6)
        let midnight = LocalDateTime(secondsSinceLocalEpoch: day.daysSinceEpoch * 86_400)
        return zone.timestamp(of: midnight)
    }

    /// The Bundle entry of `record`'s Observation; its `fullUrl` is the record's uid.
    static func observation(_ record: ImpactRecord, zone: TimeZoneRules) -> JSONValue {
        let url = "urn:uuid:" + record.uid
        let content = record.content
        func concept(_ code: String) -> JSONValue {
            .object([("coding", .array([FHIRBundleFormatter.loinc(code, displays[code] ?? code)]))])
        }
        func answer(_ code: String, _ value: Int) -> JSONValue {
            .object([("code", concept(code)), ("valueInteger", .number(value))])
        }
        let period: JSONValue = .object([
            ("start", .string(weekStart(of: record, zone: zone).iso8601)), ("end", .string(record.recordedAt.iso8601)),
        ])
        let quantity: JSONValue = .object([
            ("value", .number(score(record))), ("unit", .string("{score}")),
            ("system", .string("http://unitsofmeasure.org")), ("code", .string("{score}")),
        ])
        let resource: [(String, JSONValue)] = [
            ("resourceType", .string("Observation")), ("identifier", FHIRBundleFormatter.identifier(url)),
            ("status", .string("final")), ("category", FHIRBundleFormatter.surveyCategory),
            ("code", concept(pegCode)),
            ("subject", FHIRBundleFormatter.patientReference),
            ("effectivePeriod", period),
            (
                "component",
                .array([
                    answer("75893-8", content.pain.value), answer("91145-3", content.enjoyment.value),
                    answer("91146-1", content.activity.value),
                    .object([("code", concept("91147-9")), ("valueQuantity", quantity)]),
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
