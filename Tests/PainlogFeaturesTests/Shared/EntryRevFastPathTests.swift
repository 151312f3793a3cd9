import PainlogDomain
import PainlogFeatures
import Testing

/// The export's `rev`, hashed as the CSV row's cells are written and from the JSON object's own
/// times (the fast paths), against `EntryRev.of` (the recipe on its own, which import uses), and the
/// whole CSV row against the row as it was written before the fast path: cell by cell, with the
/// rev rendered on its own.
@Suite struct EntryRevFastPathTests {
    @Test func theRowsRevIsEntryRevOfOnManyRandomEntries() {
        var random = SeededRandom(seed: 27)
        for _ in 0..<2_000 {
            let entry = randomEntry(using: &random)
            let row = EntryCSVFormatter.row(entry)
            #expect(rev(inRow: row) == EntryRev.of(entry), "\(entry)")
            #expect(row == rowAsBefore(entry), "\(entry)")
        }
    }

    @Test func theJSONObjectsRevIsEntryRevOfOnManyRandomEntries() {
        var random = SeededRandom(seed: 1_127)
        for _ in 0..<2_000 {
            let entry = randomEntry(using: &random)
            let rev = EntryJSONFormatter.members(entry).first { $0.0 == "rev" }?.1
            #expect(rev == .string(EntryRev.of(entry)), "\(entry)")
        }
    }

    @Test func rowsAppendedToOneReusedBufferAreTheRowsAsBefore() {
        var random = SeededRandom(seed: 2_611)
        var buffer: [UInt8] = []
        var expected = ""
        for _ in 0..<500 {
            let entry = randomEntry(using: &random)
            EntryCSVFormatter.appendRow(entry, to: &buffer)
            expected += rowAsBefore(entry)
        }
        #expect(String(decoding: buffer, as: UTF8.self) == expected)
    }

    @Test(arguments: [
        sampleEntry(),
        sampleEntry(areas: [], tags: [], medications: [], note: ""),
        sampleEntry(areas: ["-left knee", "head"], tags: ["@work"], medications: [Medication(name: "=evil")]),
        sampleEntry(areas: ["a,b", "say \"hi\""], note: "He said \"ouch\", twice\r\nthen\nslept 😖"),
        sampleEntry(areas: [""], tags: ["", ""], medications: [Medication(name: "", dose: "")], note: "'"),
        sampleEntry(note: "\"\"\"\""),
        sampleEntry(note: "\rstarts with CR"),
    ])
    func edgeCellsKeepTheirRowAndRev(entry: Entry) {
        let row = EntryCSVFormatter.row(entry)
        #expect(row == rowAsBefore(entry))
        #expect(rev(inRow: row) == EntryRev.of(entry))
        #expect(EntryJSONFormatter.members(entry).first { $0.0 == "rev" }?.1 == .string(EntryRev.of(entry)))
    }

    @Test func aTimeLongerThanUsualIsWrittenWhole() {
        // Year 11,000 and an offset of 100 hours: `ended_at` is held longer than its usual 25 bytes.
        let far = Timestamp(seconds: 285_000_000_000, offset: 360_000)
        for end in [far, Timestamp(seconds: 100_000_000_000_000, offset: 100_000_000_000_000)] {
            let entry = Entry(
                id: 1, uid: "u", occurredAt: far, endedAt: end, intensity: Intensity(3)!, areas: [], tags: [],
                medications: [], note: "", createdAt: far, updatedAt: far)
            let row = EntryCSVFormatter.row(entry)
            #expect(row == rowAsBefore(entry))
            #expect(row.hasSuffix("," + end.iso8601 + ",\r\n"))
        }
    }

    /// The rev cell of a row: the 17 characters before the last two cells (`ended_at` and
    /// `symptoms`, which hold no comma).
    private func rev(inRow row: String) -> String {
        // Bytes, not Characters: the row's CRLF is one Character.
        let cells = Array(row.utf8.dropLast(2)).split(separator: UInt8(ascii: ","), omittingEmptySubsequences: false)
        return String(decoding: cells[cells.count - 3], as: UTF8.self)
    }

    /// The row as `appendRow` wrote it before the rev was hashed from its cells: each cell made
    /// on its own (`cell`, `iso8601`), the rev by `EntryRev.of`.
    private func rowAsBefore(_ entry: Entry) -> String {
        let cells = [
            String(entry.id), EntryCSVFormatter.cell(entry.uid), entry.occurredAt.iso8601,
            String(entry.intensity.value),
            EntryCSVFormatter.cell(entry.areas.joined(separator: "; ")),
            EntryCSVFormatter.cell(entry.tags.joined(separator: "; ")),
            EntryCSVFormatter.cell(entry.medications.map(\.text).joined(separator: "; ")),
            EntryCSVFormatter.cell(entry.note), entry.createdAt.iso8601, entry.updatedAt.iso8601, EntryRev.of(entry),
            entry.endedAt?.iso8601 ?? "", entry.symptoms.names.joined(separator: "; "),
        ]
        return cells.joined(separator: ",") + "\r\n"
    }

    /// Names and notes that exercise the cell's rules: commas, quotes, line ends, formula starts,
    /// Unicode, empty.
    private static let pieces = [
        "", "head", "left knee", "a,b", "say \"hi\"", "\"", "=SUM(A1)", "-3", "+49", "@home", "'q", "\ttab",
        "\rcr", "line\nbreak", "crlf\r\n", "Kopf 頭 😖", "\u{200F}כאב", "é", "e\u{301}", "👩‍👩‍👧", ";", " ",
    ]

    private func randomText(using random: inout SeededRandom, parts: ClosedRange<Int>) -> String {
        var text = ""
        for _ in 0..<Int.random(in: parts, using: &random) { text += Self.pieces.randomElement(using: &random)! }
        return text
    }

    private func randomTime(using random: inout SeededRandom) -> Timestamp {
        let offsets = [0, 3600, 7200, -19_800, 19_800, 20_700, -36_000, 50_400, -43_200, 1, -59]
        return Timestamp(
            seconds: Int64.random(in: -2_000_000_000...4_000_000_000, using: &random),
            offset: offsets.randomElement(using: &random)!)
    }

    private func randomEntry(using random: inout SeededRandom) -> Entry {
        let names = { (random: inout SeededRandom) -> [String] in
            (0..<Int.random(in: 0...3, using: &random)).map { _ in
                Bool.random(using: &random)
                    ? ["head", "neck", "lower back", "Kopf"].randomElement(using: &random)!
                    : randomText(using: &random, parts: 0...3)
            }
        }
        let areas = names(&random)
        let tags = names(&random)
        let medications = (0..<Int.random(in: 0...3, using: &random)).map { _ in
            Medication(
                name: randomText(using: &random, parts: 1...2),
                dose: Bool.random(using: &random) ? "" : randomText(using: &random, parts: 1...2))
        }
        let occurredAt = randomTime(using: &random)
        return Entry(
            id: Int64.random(in: 1...1_000_000_000, using: &random),
            uid: Bool.random(using: &random)
                ? "4f0c2f1e-8a6b-4c1d-9e2f-\(Int.random(in: 100_000_000_000...999_999_999_999, using: &random))"
                : randomText(using: &random, parts: 0...3),
            occurredAt: occurredAt,
            endedAt: Bool.random(using: &random)
                ? nil
                : Timestamp(
                    seconds: occurredAt.seconds + Int64.random(in: 1...400_000, using: &random),
                    offset: occurredAt.offset),
            intensity: Intensity(Int.random(in: 0...10, using: &random))!, areas: areas, tags: tags,
            medications: medications,
            note: Int.random(in: 0...3, using: &random) == 0 ? "" : randomText(using: &random, parts: 1...6),
            createdAt: randomTime(using: &random), updatedAt: randomTime(using: &random),
            symptoms: Bool.random(using: &random)
                ? .none : SymptomSet(rawValue: Int.random(in: 0...255, using: &random)))
    }
}

/// SplitMix64: the same entries on every run.
private struct SeededRandom: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
