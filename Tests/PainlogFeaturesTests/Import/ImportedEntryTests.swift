import PainlogDomain
import Testing

@testable import PainlogFeatures

/// Names with bidirectional controls (issue 24, finding 8): an import refuses them, naming the
/// control and where it is; another diary's sync file keeps them, as an older painlog stored them.
@Suite struct ImportedEntryTests {
    static func record(areas: [String] = [], tags: [String] = [], medications: [String] = []) -> ImportRecord {
        ImportRecord(
            line: 2, row: 1,
            fields: [
                "occurred_at": .text("2026-11-20T08:00:00+01:00"), "intensity": .number("5"), "areas": .list(areas),
                "tags": .list(tags), "medications": .list(medications),
            ])
    }

    @Test func anImportRefusesANameHoldingABidiControl() {
        let refusals: [(ImportRecord, String)] = [
            (
                Self.record(areas: ["\u{202E}kcab"]),
                "area '\\u{202E}kcab' holds U+202E RIGHT-TO-LEFT OVERRIDE at character 1"
            ),
            (
                Self.record(tags: ["ok", "a\u{2068}b"]),
                "tag 'a\\u{2068}b' holds U+2068 FIRST STRONG ISOLATE at character 2"
            ),
            (
                Self.record(medications: ["ibu\u{202B} 400mg"]),
                "medication 'ibu\\u{202B} 400mg' holds U+202B RIGHT-TO-LEFT EMBEDDING at character 4"
            ),
        ]
        for (record, message) in refusals {
            do {
                _ = try ImportedEntry(record, now: fixedNow, zone: berlinZone)
                Issue.record("accepted \(record)")
            } catch {
                #expect(error.kind == .badData)
                #expect(error.message.hasPrefix("line 2 (row 1): " + message), "\(error.message)")
            }
        }
    }

    @Test func aSyncFileKeepsANameHoldingABidiControl() throws {
        let entry = try ImportedEntry(
            Self.record(areas: ["\u{202E}kcab"], tags: ["x\u{2066}"], medications: ["\u{202D}ibu 400mg"]),
            now: fixedNow, zone: berlinZone, allowingBidiControls: true)
        #expect(entry.areas == ["\u{202E}kcab"] && entry.tags == ["x\u{2066}"])
        #expect(entry.medications == [Medication(name: "\u{202D}ibu", dose: "400mg")])

        // The reader of another diary's file reads it so: the file is not skipped.
        let line =
            "{\"type\":\"entry\",\"uid\":\"3f2b8c1e-5a4d-4e8f-9b1a-2c3d4e5f6a7b\",\"occurred_at\":\"2026-11-20T08:00:00+01:00\","
            + "\"intensity\":5,\"areas\":[\"\\u202ekcab\"],\"tags\":[],\"medications\":[],\"note\":\"\","
            + "\"created_at\":\"2026-11-20T08:00:00+01:00\",\"updated_at\":\"2026-11-20T08:00:00+01:00\"}"
        let file = "{\"painlog_sync\":1,\"diary\":\"x\",\"records\":1}\n" + line + "\n{\"end\":1}\n"
        var areas: [[String]] = []
        _ = try SyncFileReader(now: fixedNow, zone: berlinZone).read(MemoryByteSource(file), name: "painlog-x.jsonl") {
            if case .entry(let entry, _) = $0 { areas.append(entry.areas) }
        }
        #expect(areas == [["\u{202E}kcab"]])
    }
}
