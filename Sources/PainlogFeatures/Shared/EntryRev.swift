import PainlogChecksum
public import PainlogDomain

/// The `rev` of an entry in an export: a digest of its content, by which `import` recognises a row
/// edited outside painlog (in a spreadsheet) since it was exported.
///
/// The recipe (README, *export*): `r` and the 64-bit FNV-1a hash, in 16 lowercase hexadecimal
/// digits, of eight values in this order, `uid`, `occurred_at`, `ended_at`, `intensity`, `areas`, `tags`,
/// `medications`, `note`, each as the CSV cell holds it before the formula guard and the quotes
/// (times in ISO 8601 with their offset, `ended_at` empty for an entry without an end, `intensity`
/// in decimal, names joined by `; `), each written as a netstring: its length in UTF-8 bytes in
/// decimal, `:`, its bytes, `,`. `id`, `created_at` and `updated_at` are not content: they do not
/// count. An entry with symptoms adds a ninth value, `symptoms` as its cell holds it (names joined by
/// `; `, sorted); one without adds nothing, so a row of an export from before symptoms (0.3) keeps
/// its rev. The `r` keeps a spreadsheet from reading a rev of decimal digits as a number.
public enum EntryRev {
    /// The characters of a rev: `r` and 16 hexadecimal digits.
    public static let length = 17

    /// The rev of `entry`'s content.
    ///
    /// The export's CSV rows hash the same netstrings from their own cells as they write them
    /// (`EntryCSVFormatter.appendRow`); this is the recipe on its own, which the tests hold that to.
    public static func of(_ entry: Entry) -> String {
        of(
            uid: entry.uid, occurredAt: entry.occurredAt, endedAt: entry.endedAt, intensity: entry.intensity,
            areas: entry.areas, tags: entry.tags, medications: entry.medications, note: entry.note,
            symptoms: entry.symptoms)
    }

    /// The rev of these content values (an imported row's, as read).
    public static func of(
        uid: String, occurredAt: Timestamp, endedAt: Timestamp?, intensity: Intensity, areas: [String],
        tags: [String], medications: [Medication], note: String, symptoms: SymptomSet = .none
    ) -> String {
        var out: [UInt8] = []
        append(
            uid: uid, occurredAt: occurredAt, endedAt: endedAt, intensity: intensity, areas: areas, tags: tags,
            medications: medications, note: note, symptoms: symptoms, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    private static func append(
        uid: String, occurredAt: Timestamp, endedAt: Timestamp?, intensity: Intensity, areas: [String],
        tags: [String], medications: [Medication], note: String, symptoms: SymptomSet, to out: inout [UInt8]
    ) {
        var message: [UInt8] = []
        message.reserveCapacity(160 + note.utf8.count)
        var value: [UInt8] = []
        value.reserveCapacity(32)
        appendNetstring(uid.utf8, to: &message)
        occurredAt.appendISO8601(to: &value)
        appendNetstring(value, to: &message)
        value.removeAll(keepingCapacity: true)
        endedAt?.appendISO8601(to: &value)
        appendNetstring(value, to: &message)
        value.removeAll(keepingCapacity: true)
        DecimalBytes.append(Int64(intensity.value), to: &value)
        appendNetstring(value, to: &message)
        appendNames(areas, to: &message) { ($0, "") }
        appendNames(tags, to: &message) { ($0, "") }
        appendNames(medications, to: &message) { ($0.name, $0.dose) }
        appendNetstring(note.utf8, to: &message)
        if !symptoms.isEmpty { appendNames(symptoms.names, to: &message) { ($0, "") } }
        out.append(UInt8(ascii: "r"))
        // FNV-1a rather than SHA-256: an export computes one for every row, and a rev only tells an
        // edit from none (SHA-256 made an export of 1,000,000 entries 50% slower).
        FNV1a64.appendHex(FNV1a64.hash(message), to: &out)
    }

    /// Whether `text` has the form of a rev (`r` and 16 lowercase hexadecimal digits).
    public static func isWellFormed(_ text: String) -> Bool {
        let bytes = text.utf8
        guard bytes.count == length, bytes.first == UInt8(ascii: "r") else { return false }
        return bytes.dropFirst().allSatisfy {
            (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains($0)
        }
    }

    /// Appends names as one netstring of the CSV cell's text, joined by `; ` (a name never holds a
    /// `;`), a medication as `NAME DOSE` (`Medication.text`), without joining them first: an export
    /// computes a rev for every row.
    private static func appendNames<Name>(
        _ names: [Name], to out: inout [UInt8], parts: (Name) -> (name: String, dose: String)
    ) {
        var count = names.isEmpty ? 0 : 2 * (names.count - 1)
        for item in names {
            let (name, dose) = parts(item)
            count += name.utf8.count + (dose.isEmpty ? 0 : 1 + dose.utf8.count)
        }
        DecimalBytes.append(Int64(count), to: &out)
        out.append(UInt8(ascii: ":"))
        for (index, item) in names.enumerated() {
            let (name, dose) = parts(item)
            if index > 0 { out.append(contentsOf: "; ".utf8) }
            out.append(contentsOf: name.utf8)
            if !dose.isEmpty {
                out.append(UInt8(ascii: " "))
                out.append(contentsOf: dose.utf8)
            }
        }
        out.append(UInt8(ascii: ","))
    }

    /// Appends `bytes` as a netstring, `LENGTH:BYTES,`, so that no value can run into the next.
    private static func appendNetstring<Bytes: Collection>(_ bytes: Bytes, to out: inout [UInt8])
    where Bytes.Element == UInt8 {
        DecimalBytes.append(Int64(bytes.count), to: &out)
        out.append(UInt8(ascii: ":"))
        out.append(contentsOf: bytes)
        out.append(UInt8(ascii: ","))
    }
}
