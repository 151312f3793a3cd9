import Foundation

///
/// Read with `JSONDecoder`: Foundation's `JSONSerialization` on Linux drops a leading U+FEFF from
/// every string it parses, which would make a stored byte-order mark look lost.
struct EntryJSON: Decodable, Equatable {
    let id: Int
    let uid: String
    let occurredAt: String
    let intensity: Int
    let areas: [String]
    let tags: [String]
    let medications: [String]
    let note: String
    let createdAt: String
    let updatedAt: String

    private enum CodingKeys: String, CodingKey {
        case id, uid, intensity, areas, tags, medications, note
        case occurredAt = "occurred_at"
        case createdAt = "created_at"
        case updatedAt = "updated_at"
    }

    /// Parses one JSON object.
    static func object(_ data: Data) throws -> EntryJSON {
        try JSONDecoder().decode(EntryJSON.self, from: data)
    }

    /// Parses a JSON array of entries.
    static func array(_ data: Data) throws -> [EntryJSON] {
        try JSONDecoder().decode([EntryJSON].self, from: data)
    }

    /// Equal byte for byte in every field (`==` on strings accepts canonically equivalent ones).
    static func == (a: EntryJSON, b: EntryJSON) -> Bool {
        a.id == b.id && a.intensity == b.intensity && sameBytes(a.uid, b.uid) && sameBytes(a.occurredAt, b.occurredAt)
            && sameBytes(a.areas, b.areas) && sameBytes(a.tags, b.tags) && sameBytes(a.medications, b.medications)
            && sameBytes(a.note, b.note) && sameBytes(a.createdAt, b.createdAt) && sameBytes(a.updatedAt, b.updatedAt)
    }
}

/// The option and its value as separate arguments, or joined with `=` when the value starts with
/// `-` (which would otherwise read as an option).
///
/// Not always joined: swift-argument-parser does not split `--note=VALUE` when VALUE starts with a
/// combining mark (`=` and the mark make one Character).
func option(_ name: String, _ value: String) -> [String] {
    value.hasPrefix("-") ? ["\(name)=\(value)"] : [name, value]
}

/// Equal byte for byte (Swift's `==` on strings would also accept canonically equivalent ones).
func sameBytes(_ a: String, _ b: String) -> Bool {
    Array(a.utf8) == Array(b.utf8)
}

/// Equal byte for byte, element by element.
func sameBytes(_ a: [String], _ b: [String]) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { sameBytes($0, $1) }
}
