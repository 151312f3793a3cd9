import PainlogDomain

/// What `edit` was asked to do with an entry's symptoms, checked before the entry is looked up:
/// replace them (`--symptom`), add and remove some, or clear them.
struct SymptomChange {
    private let replacement: SymptomSet?
    private let adding: SymptomSet
    private let removing: [Symptom]

    /// Checks every name `request` gives; a usage error names the first unknown one, or the options
    /// that contradict each other.
    init(_ request: EditEntryRequest) throws(PainlogError) {
        if request.clearSymptoms && !request.symptoms.isEmpty {
            throw PainlogError.usage(
                "\(field: .symptom) and \(field: .clearSymptoms) contradict each other; give one of them")
        }
        replacement =
            request.clearSymptoms
            ? SymptomSet.none
            : request.symptoms.isEmpty ? nil : try SymptomSet.parsing(request.symptoms, field: .symptom)
        adding = try SymptomSet.parsing(request.addSymptoms, field: .addSymptom)
        removing = try request.removeSymptoms.map { name throws(PainlogError) in
            try Symptom(parsing: name, field: .removeSymptom)
        }
    }

    /// `entry`'s symptoms after the change; removing a symptom the entry does not have is a usage
    /// error naming it, as removing an area is.
    func applied(to entry: Entry) throws(PainlogError) -> SymptomSet {
        var symptoms = replacement ?? entry.symptoms
        for symptom in adding.symptoms { symptoms.insert(symptom) }
        for symptom in removing {
            guard symptoms.contains(symptom) else {
                let have = symptoms.isEmpty ? "none" : symptoms.names.joined(separator: ", ")
                throw .usage(
                    "\(field: .removeSymptom) '\(symptom.rawValue)': entry #\(entry.id) does not have it (it has: \(have))"
                )
            }
            symptoms.remove(symptom)
        }
        return symptoms
    }
}
