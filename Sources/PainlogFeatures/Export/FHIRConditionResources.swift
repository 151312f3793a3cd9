public import PainlogDomain

/// The conditions and preventive courses of `export --format fhir`, after the entries' resources.
///
/// - A `Condition` per condition (every one, or those `--condition` names): `subject` the Patient,
///   `verificationStatus` `unconfirmed` (a person's grouping of their pains, not a diagnosis),
///   `code.text` its name, and `evidence.detail` naming the Observations of its entries in the
///   Bundle (the Observations themselves carry no `focus`). The references stream from a second
///   read of the entries, so a condition of a million entries never sits in memory.
/// - A `MedicationStatement` per preventive course whose time touches the export's period:
///   `effectivePeriod` (no `end` while it is open), `reasonReference` to its condition's
///   `Condition` when the Bundle holds it, and one `dosage` per dose period, each bounded by
///   `timing.repeat.boundsPeriod`.
public enum FHIRConditionResources {
    /// FHIR's code system of a condition's verification status.
    static let verificationSystem = "http://terminology.hl7.org/CodeSystem/condition-ver-status"

    /// Writes the Conditions, then the courses' MedicationStatements, each line through `write`
    /// (each starts with the Bundle's separator); `forEachEntry` reads the entries of a filter.
    public static func write(
        conditions: [Condition], courses: [Course], filter: EntryFilter,
        forEachEntry: (EntryFilter, (Entry) throws -> Void) throws -> Void, _ write: (String) -> Void
    ) throws {
        let shown = conditions.filter { condition in
            filter.conditions.isEmpty
                || filter.conditions.contains { NameRules.key(for: $0) == NameRules.key(for: condition.name) }
        }
        for condition in shown {
            write(FHIRBundleFormatter.separator + opening(condition))
            var count = 0
            // `write` only runs while the entries are read, inside this call.
            try withoutActuallyEscaping(write) { write in
                try forEachEntry(filter.with(conditions: [condition.name])) { entry in
                    write((count == 0 ? ",\"evidence\":[{\"detail\":[" : ",") + reference(entry.uid))
                    count += 1
                }
            }
            write(count == 0 ? "}}" : "]}]}}")
        }
        let inBundle = Set(shown.map(\.uid))
        for course in courses where touches(course, filter) {
            write(FHIRBundleFormatter.separator + JSONWriter.text(statement(course, reasonIn: inBundle)))
        }
    }

    /// The Condition's Bundle entry up to its `subject`, left open for its evidence.
    static func opening(_ condition: Condition) -> String {
        let url = "urn:uuid:" + condition.uid
        let resource: JSONValue = .object([
            ("resourceType", .string("Condition")), ("identifier", FHIRBundleFormatter.identifier(url)),
            (
                "verificationStatus",
                .object([
                    (
                        "coding",
                        .array([
                            .object([
                                ("system", .string(verificationSystem)), ("code", .string("unconfirmed")),
                                ("display", .string("Unconfirmed")),
                            ])
                        ])
                    )
                ])
            ),
            ("code", .object([("text", .string(condition.name))])),
            ("subject", FHIRBundleFormatter.patientReference),
        ])
        let text = JSONWriter.text(.object([("fullUrl", .string(url)), ("resource", resource)]))
        // Without the two closing braces: the evidence and they follow.
        return String(text.dropLast(2))
    }

    /// A reference to the Observation of the entry with `uid`.
    static func reference(_ uid: String) -> String {
        JSONWriter.text(.object([("reference", .string("urn:uuid:" + uid))]))
    }

    /// Whether `course` runs at some time of the filter's period.
    static func touches(_ course: Course, _ filter: EntryFilter) -> Bool {
        let end = course.stop?.seconds ?? Int64.max
        if let before = filter.before, course.start.seconds >= before { return false }
        if let since = filter.since, end < since { return false }
        if let through = filter.throughDay, course.start.local.date > through { return false }
        if let sinceDay = filter.sinceDay, let stop = course.stop, stop.local.date < sinceDay { return false }
        return true
    }

    /// The course's MedicationStatement.
    static func statement(_ course: Course, reasonIn conditions: Set<String>) -> JSONValue {
        var period: [(String, JSONValue)] = [("start", .string(course.start.iso8601))]
        if let stop = course.stop { period.append(("end", .string(stop.iso8601))) }
        var resource: [(String, JSONValue)] = [
            ("resourceType", .string("MedicationStatement")),
            ("identifier", FHIRBundleFormatter.identifier("urn:uuid:" + course.uid)),
            ("status", .string(course.isOpen ? "active" : "completed")),
            ("medicationCodeableConcept", FHIRBundleFormatter.medicationConcept(course.name)),
            ("subject", FHIRBundleFormatter.patientReference), ("effectivePeriod", .object(period)),
        ]
        if let condition = course.conditionUID, conditions.contains(condition) {
            resource.append(("reasonReference", .array([.object([("reference", .string("urn:uuid:" + condition))])])))
        }
        if !course.doses.isEmpty {
            var dosages: [JSONValue] = []
            for (index, dose) in course.doses.enumerated() {
                var bounds: [(String, JSONValue)] = [("start", .string(dose.from.iso8601))]
                let end = index + 1 < course.doses.count ? course.doses[index + 1].from : course.stop
                if let end { bounds.append(("end", .string(end.iso8601))) }
                dosages.append(
                    .object([
                        ("sequence", .number(index + 1)), ("text", .string(dose.dose)),
                        ("timing", .object([("repeat", .object([("boundsPeriod", .object(bounds))]))])),
                    ]))
            }
            resource.append(("dosage", .array(dosages)))
        }
        return .object([("resource", .object(resource))])
    }
}

extension EntryFilter {
    /// This filter with `conditions` in place of its own.
    func with(conditions: [String]) -> EntryFilter {
        EntryFilter(
            since: since, before: before, sinceDay: sinceDay, throughDay: throughDay, areas: areas, tags: tags,
            minimumIntensity: minimumIntensity, maximumIntensity: maximumIntensity, noteContains: noteContains,
            medications: medications, conditions: conditions)
    }
}
