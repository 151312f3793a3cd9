/// The `rev` of an entry's content by the README's recipe, written again from the README (not
/// painlog's own `EntryRev`), so that the tests hold the binary to what others are told.
///
/// `r` and the 64-bit FNV-1a hash, in 16 hexadecimal digits, of the netstrings (`LENGTH:BYTES,`)
/// of uid, occurred_at, ended_at, intensity, areas, tags, medications and note, each as the CSV
/// cell holds it without the formula guard (names joined by `; `), and of symptoms (sorted, joined
/// by `; `) only when there are any. The hash is written out here as the README gives it, not taken
/// from painlog.
func documentedRev(
    uid: String, occurredAt: String, endedAt: String = "", intensity: Int, areas: [String] = [],
    tags: [String] = [], medications: [String] = [], note: String = "", symptoms: [String] = []
) -> String {
    var values = [
        uid, occurredAt, endedAt, String(intensity), areas.joined(separator: "; "), tags.joined(separator: "; "),
        medications.joined(separator: "; "), note,
    ]
    if !symptoms.isEmpty { values.append(symptoms.sorted().joined(separator: "; ")) }
    var message: [UInt8] = []
    for value in values { message += Array("\(value.utf8.count):".utf8) + Array(value.utf8) + [UInt8(ascii: ",")] }
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in message { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
    let hex = String(hash, radix: 16)
    return "r" + String(repeating: "0", count: 16 - hex.count) + hex
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
        medications: names("medications"), note: cell("note"), symptoms: names("symptoms"))
}

/// The rev of an entry as a JSON object of the export (`list --format json`) gives its fields.
func documentedRev(json entry: [String: Any]) -> String {
    documentedRev(
        uid: entry["uid"] as? String ?? "", occurredAt: entry["occurred_at"] as? String ?? "",
        endedAt: entry["ended_at"] as? String ?? "", intensity: entry["intensity"] as? Int ?? -1,
        areas: entry["areas"] as? [String] ?? [], tags: entry["tags"] as? [String] ?? [],
        medications: entry["medications"] as? [String] ?? [], note: entry["note"] as? String ?? "",
        symptoms: entry["symptoms"] as? [String] ?? [])
}
