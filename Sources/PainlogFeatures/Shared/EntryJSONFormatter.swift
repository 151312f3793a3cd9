public import PainlogDomain

/// Writes entries as the contract's JSON: objects with the export's fields in its column order,
/// names as arrays of strings, `id` and `intensity` as numbers, `ended_at` null for an entry
/// without an end, `symptoms` sorted (`[]` for none).
public enum EntryJSONFormatter {
    /// The entry's fields in the contract's order; without `id` and `rev` for the sync file, where
    /// an id means nothing to another diary and nobody edits a record by hand.
    ///
    /// With `key` (without `@`), `"key"` follows `"uid"`: in `list`, `show`, `log` and `edit`, not in
    /// exports.
    public static func members(_ entry: Entry, includingID: Bool = true, key: String? = nil) -> [(String, JSONValue)] {
        var members: [(String, JSONValue)] = []
        members.reserveCapacity(13)
        if includingID { members.append(("id", .number(Int(entry.id)))) }
        members.append(("uid", .string(entry.uid)))
        if let key { members.append(("key", .string(key))) }
        let occurredAt = entry.occurredAt.iso8601
        let endedAt = entry.endedAt?.iso8601
        members.append(("occurred_at", .string(occurredAt)))
        members.append(("intensity", .number(entry.intensity.value)))
        members.append(("areas", .strings(entry.areas)))
        members.append(("tags", .strings(entry.tags)))
        members.append(("medications", .strings(entry.medications.map(\.text))))
        members.append(("note", .string(entry.note)))
        members.append(("created_at", .string(entry.createdAt.iso8601)))
        members.append(("updated_at", .string(entry.updatedAt.iso8601)))
        if includingID {
            // The times as written above, not rendered again for the rev.
            members.append(("rev", .string(EntryRev.of(entry, occurredAt: occurredAt, endedAt: endedAt ?? ""))))
        }
        members.append(("ended_at", endedAt.map { .string($0) } ?? .null))
        members.append(("symptoms", .strings(entry.symptoms.names)))
        return members
    }

    /// One entry as a JSON object on one line.
    public static func object(_ entry: Entry) -> String {
        JSONWriter.text(.object(members(entry)))
    }

    /// Appends one entry's JSON object (with `"key"` when `key` is given), as UTF-8, to a stream's
    /// reused buffer.
    public static func append(_ entry: Entry, key: String? = nil, to out: inout [UInt8]) {
        JSONWriter.append(.object(members(entry, key: key)), to: &out)
    }

    /// The entry's fields as `list` and `show` give them: `members` and, last, `"conditions"`, the
    /// names of the conditions it belongs to (issue 39).
    public static func members(_ entry: Entry, key: String? = nil, conditions: ConditionMembership)
        -> [(String, JSONValue)]
    {
        members(entry, key: key) + [("conditions", .strings(conditions.names(of: entry)))]
    }
}
