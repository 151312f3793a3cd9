import PainlogChecksum

/// The `rev` of an entry's content by the README's recipe, written again from the README (not
/// painlog's own `EntryRev`), so that the tests hold the binary to what others are told.
///
/// `r` and the first 16 hexadecimal digits of the SHA-256 of the netstrings (`LENGTH:BYTES,`) of
/// uid, occurred_at, ended_at, intensity, areas, tags, medications and note, each as the CSV cell
/// holds it without the formula guard (names joined by `; `).
func documentedRev(
    uid: String, occurredAt: String, endedAt: String = "", intensity: Int, areas: [String] = [],
    tags: [String] = [], medications: [String] = [], note: String = ""
) -> String {
    let values = [
        uid, occurredAt, endedAt, String(intensity), areas.joined(separator: "; "), tags.joined(separator: "; "),
        medications.joined(separator: "; "), note,
    ]
    var message: [UInt8] = []
    for value in values { message += Array("\(value.utf8.count):".utf8) + Array(value.utf8) + [UInt8(ascii: ",")] }
    return "r" + SHA256.hex(of: message).prefix(16)
}

/// The rev of a row of an export's CSV cells (as `parseCSV` gives them, formula guard and all),
/// read by the names in `header`.
func documentedRev(row: [String], header: [String]) -> String {
    func cell(_ name: String) -> String {
        guard let index = header.firstIndex(of: name), index < row.count else { return "" }
        let value = row[index]
        return value.hasPrefix("'") ? String(value.dropFirst()) : value
    }
    func names(_ name: String) -> [String] {
        let value = cell(name)
        return value.isEmpty ? [] : [value]
    }
    return documentedRev(
        uid: cell("uid"), occurredAt: cell("occurred_at"), endedAt: cell("ended_at"),
        intensity: Int(cell("intensity")) ?? -1, areas: names("areas"), tags: names("tags"),
        medications: names("medications"), note: cell("note"))
}

/// The rev of an entry as a JSON object of the export (`list --format json`) gives its fields.
func documentedRev(json entry: [String: Any]) -> String {
    documentedRev(
        uid: entry["uid"] as? String ?? "", occurredAt: entry["occurred_at"] as? String ?? "",
        endedAt: entry["ended_at"] as? String ?? "", intensity: entry["intensity"] as? Int ?? -1,
        areas: entry["areas"] as? [String] ?? [], tags: entry["tags"] as? [String] ?? [],
        medications: entry["medications"] as? [String] ?? [], note: entry["note"] as? String ?? "")
}
