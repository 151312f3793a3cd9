import PainlogDomain

/// An entry's or impact record's values as the per-field merge sees them: each field as text (as
/// sync files write it), and the members of its lists by key, with how each present one is spelled.
///
/// Entry fields: `occurred_at`, `ended_at` (empty for none), `intensity`, `note`, and each ordered
/// list's order (`area_order`, `tag_order`, `medication_order`: the members' keys, one a line).
/// Members: lists `area`, `tag` (key: the name's canonical key), `medication` (key: the name's key,
/// `doseSeparator`, the dose) and `symptom` (key: the symptom's name; a set, with no order field:
/// its members are by name, as `StampedRecord.presentKeys` puts members an order does not name).
/// Impact fields: `recorded_at`, `pain`, `enjoyment`, `activity`.
struct RecordValues: Sendable, Equatable {
    static let entryFields = [
        "occurred_at", "ended_at", "intensity", "note", "area_order", "tag_order", "medication_order",
    ]
    static let impactFields = ["recorded_at", "pain", "enjoyment", "activity"]
    static let lists = ["area", "tag", "medication", "symptom"]
    /// The lists whose order is a field of its own (`<list>_order`).
    static let orderedLists = ["area", "tag", "medication"]
    /// Between a medication's name and dose in its key and spelling: no name or dose holds it.
    static let doseSeparator: Character = ";"

    var fields: SmallMap<String, String>
    /// The present members, with their spelling (a medication's: its name, `doseSeparator`, the dose).
    var members: SmallMap<MemberKey, String>

    init(fields: SmallMap<String, String>, members: SmallMap<MemberKey, String> = [:]) {
        self.fields = fields
        self.members = members
    }

    /// The values of `entry`'s content.
    init(_ entry: EntryContent) {
        // A sync makes these of every entry two or three times: no list is mapped when empty.
        var members: SmallMap<MemberKey, String> = [:]
        func keys(_ list: String, _ names: [(key: String, spelling: String)]) -> String {
            var seen: [String] = []
            for name in names where !seen.contains(name.key) {
                seen.append(name.key)
                members[MemberKey(list: list, key: name.key)] = name.spelling
            }
            return seen.count == 1 ? seen[0] : seen.joined(separator: "\n")
        }
        var fields = SmallMap<String, String>()
        fields["occurred_at"] = entry.occurredAt.iso8601
        fields["ended_at"] = entry.endedAt?.iso8601 ?? ""
        fields["intensity"] = String(entry.intensity.value)
        fields["note"] = entry.note
        fields["area_order"] = entry.areas.isEmpty ? "" : keys("area", entry.areas.map { (NameRules.key(for: $0), $0) })
        fields["tag_order"] = entry.tags.isEmpty ? "" : keys("tag", entry.tags.map { (NameRules.key(for: $0), $0) })
        fields["medication_order"] =
            entry.medications.isEmpty
            ? ""
            : keys(
                "medication",
                entry.medications.map {
                    (
                        NameRules.key(for: $0.name) + String(Self.doseSeparator) + $0.dose,
                        $0.name + String(Self.doseSeparator) + $0.dose
                    )
                })
        for name in entry.symptoms.names { members[MemberKey(list: "symptom", key: name)] = name }
        self.init(fields: fields, members: members)
    }

    /// The values of impact record `content`.
    init(_ content: ImpactContent) {
        self.init(fields: [
            "recorded_at": content.recordedAt.iso8601, "pain": String(content.pain.value),
            "enjoyment": String(content.enjoyment.value), "activity": String(content.activity.value),
        ])
    }

    /// The values of another diary's entry as a file holds it.
    init(_ row: ImportedEntry) {
        let never = Timestamp(seconds: 0, offset: 0)
        self.init(row.content(uid: row.uid ?? "", endedAt: row.endedAt, createdAt: never, updatedAt: never))
    }

    /// Entry content with these values, or nil when a value cannot be one (a damaged file's).
    func entryContent(uid: String, createdAt: Timestamp, updatedAt: Timestamp) -> EntryContent? {
        guard let occurred = fields["occurred_at"].flatMap(Timestamp.init(iso8601:)),
            let intensityText = fields["intensity"], let value = Int(intensityText),
            let intensity = Intensity(value), let note = fields["note"]
        else { return nil }
        var ended: Timestamp?
        if let text = fields["ended_at"], !text.isEmpty {
            guard let time = Timestamp(iso8601: text), time.seconds > occurred.seconds else { return nil }
            ended = time
        }
        func spellings(_ list: String) -> [String] {
            (fields[list + "_order"] ?? "").split(separator: "\n", omittingEmptySubsequences: true).compactMap {
                members[MemberKey(list: list, key: String($0))]
            }
        }
        let medications = spellings("medication").map { spelling in
            let parts = spelling.split(separator: Self.doseSeparator, maxSplits: 1, omittingEmptySubsequences: false)
            return Medication(name: String(parts[0]), dose: parts.count > 1 ? String(parts[1]) : "")
        }
        var symptoms = SymptomSet.none
        for (member, _) in members where member.list == "symptom" {
            guard let symptom = Symptom(rawValue: member.key) else { return nil }
            symptoms.insert(symptom)
        }
        return EntryContent(
            uid: uid, occurredAt: occurred, endedAt: ended, intensity: intensity, areas: spellings("area"),
            tags: spellings("tag"), medications: medications, note: note, createdAt: createdAt, updatedAt: updatedAt,
            symptoms: symptoms)
    }
}
