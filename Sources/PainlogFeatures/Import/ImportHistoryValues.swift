import PainlogDomain

/// An entry's content as its history (`show --history`) writes an imported row's values set aside:
/// the fields as sync files write them (`occurred_at`, `ended_at`, `intensity`, `note`) and each
/// list by the export's column name (`areas`, `tags`, `medications`), names joined by `; `.
struct ImportHistoryValues {
    let fields: [(String, String)]

    init(_ content: EntryContent) {
        let values = RecordValues(content)
        fields = [
            ("occurred_at", values.fields["occurred_at"] ?? ""), ("ended_at", values.fields["ended_at"] ?? ""),
            ("intensity", values.fields["intensity"] ?? ""), ("note", values.fields["note"] ?? ""),
            ("areas", content.areas.joined(separator: "; ")), ("tags", content.tags.joined(separator: "; ")),
            ("medications", content.medications.map(\.text).joined(separator: "; ")),
        ]
    }

    subscript(field: String) -> String? { fields.first { $0.0 == field }?.1 }
}
