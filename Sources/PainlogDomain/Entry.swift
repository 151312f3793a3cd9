/// One diary entry as stored: how much it hurt, where, when, what was taken, and a note.
public struct Entry: Sendable, Equatable, Identifiable {
    /// The short number users type (`show 12`).
    public let id: Int64
    /// The stable identity used for merging and re-importing (a lowercase UUID).
    public let uid: String
    /// When the pain happened, with the offset in force then.
    public let occurredAt: Timestamp
    /// When the attack ended, with the offset in force then; nil for an entry without an end.
    ///
    /// When there is one it is after `occurredAt` (painlog's rule: `log` and `import` check it).
    public let endedAt: Timestamp?
    public let intensity: Intensity
    /// Body areas in the entry's own order, spelled as first used in the diary.
    public let areas: [String]
    public let tags: [String]
    public let medications: [Medication]
    /// Free text, exactly as given; empty when there is none.
    public let note: String
    public let createdAt: Timestamp
    public let updatedAt: Timestamp
    /// The attack features recorded (`-s/--symptom`); one not recorded counts as absent.
    public let symptoms: SymptomSet

    public init(
        id: Int64, uid: String, occurredAt: Timestamp, endedAt: Timestamp? = nil, intensity: Intensity,
        areas: [String], tags: [String], medications: [Medication], note: String, createdAt: Timestamp,
        updatedAt: Timestamp, symptoms: SymptomSet = .none
    ) {
        self.id = id
        self.uid = uid
        self.occurredAt = occurredAt
        self.endedAt = endedAt
        self.intensity = intensity
        self.areas = areas
        self.tags = tags
        self.medications = medications
        self.note = note
        self.createdAt = createdAt
        self.updatedAt = updatedAt
        self.symptoms = symptoms
    }

    /// The entry without its id: what a store is asked to write.
    public var content: EntryContent { content(updatedAt: updatedAt) }

    /// The entry's content with `updated_at` `time` (a change that only moves it: a rename, a merge
    /// that finds the same content changed later elsewhere).
    public func content(updatedAt time: Timestamp) -> EntryContent {
        EntryContent(
            uid: uid, occurredAt: occurredAt, endedAt: endedAt, intensity: intensity, areas: areas, tags: tags,
            medications: medications, note: note, createdAt: createdAt, updatedAt: time, symptoms: symptoms)
    }
}

/// Every field of an entry except its id: a new entry, or the new state of an existing one.
///
/// Names in it are already validated; the store keeps the diary's first spelling of each name.
public struct EntryContent: Sendable, Equatable {
    public let uid: String
    public let occurredAt: Timestamp
    /// The end of the attack, if it has one.
    public let endedAt: Timestamp?
    public let intensity: Intensity
    public let areas: [String]
    public let tags: [String]
    public let medications: [Medication]
    public let note: String
    public let createdAt: Timestamp
    public let updatedAt: Timestamp
    public let symptoms: SymptomSet

    public init(
        uid: String, occurredAt: Timestamp, endedAt: Timestamp? = nil, intensity: Intensity, areas: [String],
        tags: [String], medications: [Medication], note: String, createdAt: Timestamp, updatedAt: Timestamp,
        symptoms: SymptomSet = .none
    ) {
        self.uid = uid
        self.occurredAt = occurredAt
        self.endedAt = endedAt
        self.intensity = intensity
        self.areas = areas
        self.tags = tags
        self.medications = medications
        self.note = note
        self.createdAt = createdAt
        self.updatedAt = updatedAt
        self.symptoms = symptoms
    }
}

extension EntryContent {
    /// Whether storing this content would leave `entry` exactly as it is.
    ///
    /// Names compare case-insensitively, because the diary keeps its first spelling of each name
    /// anyway. All text (notes, doses, uids, name keys) compares by its bytes: Swift's `==` calls
    /// `café` and `cafe\u{301}` equal, but a note is kept byte for byte and SQLite's name keys
    /// compare bytes.
    public func storesSameAs(_ entry: Entry) -> Bool {
        func same(_ a: String, _ b: String) -> Bool { a.utf8.elementsEqual(b.utf8) }
        func keys(_ names: [String]) -> [String] { names.map(NameRules.key(for:)) }
        func keys(_ medications: [Medication]) -> [String] {
            medications.map { NameRules.key(for: $0.name) + " " + $0.dose }
        }
        return same(uid, entry.uid) && occurredAt == entry.occurredAt && endedAt == entry.endedAt
            && intensity == entry.intensity && symptoms == entry.symptoms
            && same(note, entry.note) && createdAt == entry.createdAt && updatedAt == entry.updatedAt
            && keys(areas).elementsEqual(keys(entry.areas), by: same)
            && keys(tags).elementsEqual(keys(entry.tags), by: same)
            && keys(medications).elementsEqual(keys(entry.medications), by: same)
    }
}

extension Entry {
    /// How long the attack lasted, in seconds; nil for an entry without an end.
    public var durationSeconds: Int64? {
        endedAt.map { $0.seconds - occurredAt.seconds }
    }
}
