import PainlogDomain

/// Which fields of an import row differ from the diary's entry, by the export's column names.
enum ImportDifferences {
    /// The differing fields in export column order (updated_at only when nothing else differs); text compares byte for byte and names by their
    /// keys, as `EntryContent.storesSameAs` does.
    static func fields(_ content: EntryContent, _ entry: Entry) -> [String] {
        func same(_ a: String, _ b: String) -> Bool { a.utf8.elementsEqual(b.utf8) }
        func sameNames(_ a: [String], _ b: [String]) -> Bool {
            a.map(NameRules.key(for:)).elementsEqual(b.map(NameRules.key(for:)), by: same)
        }
        func sameMedications(_ a: [Medication], _ b: [Medication]) -> Bool {
            a.elementsEqual(b) {
                same(NameRules.key(for: $0.name), NameRules.key(for: $1.name)) && same($0.dose, $1.dose)
            }
        }
        var fields: [String] = []
        if content.occurredAt != entry.occurredAt { fields.append("occurred_at") }
        if content.intensity != entry.intensity { fields.append("intensity") }
        if !sameNames(content.areas, entry.areas) { fields.append("areas") }
        if !sameNames(content.tags, entry.tags) { fields.append("tags") }
        if !sameMedications(content.medications, entry.medications) { fields.append("medications") }
        if !same(content.note, entry.note) { fields.append("note") }
        if content.createdAt != entry.createdAt { fields.append("created_at") }
        if content.endedAt != entry.endedAt { fields.append("ended_at") }
        if content.symptoms != entry.symptoms { fields.append("symptoms") }
        // updated_at differs whenever anything else does; it is news only on its own.
        if fields.isEmpty, content.updatedAt != entry.updatedAt { fields.append("updated_at") }
        return fields
    }
}
