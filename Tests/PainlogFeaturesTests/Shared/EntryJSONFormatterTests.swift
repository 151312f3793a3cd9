import Foundation
import PainlogDomain
import PainlogFeatures
import Testing

@Suite struct EntryJSONFormatterTests {
    @Test func writesAnObjectWithTheExportsFieldsInOrder() {
        #expect(
            EntryJSONFormatter.object(sampleEntry())
                == "{\"id\":12,\"uid\":\"4f0c2f1e-8a6b-4c1d-9e2f-0123456789ab\",\"occurred_at\":\"2026-11-22T08:30:00+01:00\","
                + "\"intensity\":7,\"areas\":[\"head\",\"neck\"],\"tags\":[\"wetter\"],"
                + "\"medications\":[\"ibuprofen 400mg\",\"codeine 30 mg\"],\"note\":\"Woke up with it\","
                + "\"created_at\":\"2026-11-22T08:31:00+01:00\",\"updated_at\":\"2026-11-22T09:31:00+01:00\","
                + "\"rev\":\"r379c404308dbc65e\",\"ended_at\":null,\"symptoms\":[]}")
    }

    @Test func emptyListsAreEmptyArrays() {
        let json = EntryJSONFormatter.object(sampleEntry(intensity: 0, areas: [], tags: [], medications: [], note: ""))
        #expect(json.contains("\"intensity\":0,\"areas\":[],\"tags\":[],\"medications\":[],\"note\":\"\","))
    }

    @Test(arguments: [
        ("plain", "\"plain\""),
        ("say \"hi\"", "\"say \\\"hi\\\"\""),
        ("back\\slash", "\"back\\\\slash\""),
        ("a/b", "\"a/b\""),
        ("line\nbreak\r\n", "\"line\\nbreak\\r\\n\""),
        ("tab\t", "\"tab\\t\""),
        ("\u{08}\u{0C}", "\"\\b\\f\""),
        ("\u{00}\u{01}\u{1B}\u{1F}", "\"\\u0000\\u0001\\u001b\\u001f\""),
        ("\u{7F}", "\"\u{7F}\""),
        ("line\u{2028}para\u{2029}", "\"line\\u2028para\\u2029\""),
        ("Kopf 頭 😖 \u{200F}כאב e\u{0301}", "\"Kopf 頭 😖 \u{200F}כאב e\u{0301}\""),
    ])
    func escapesWhatJSONRequires(value: String, literal: String) {
        #expect(Array(JSONWriter.string(value).unicodeScalars) == Array(literal.unicodeScalars))
    }

    static let hostileNote =
        "quotes \" and \\ backslash\nnewline\r\ncrlf\ttab \u{01}\u{1B}[31m \u{2028}\u{2029} 😖 👩\u{200D}👩\u{200D}👧 \u{200F}כאב e\u{0301} \u{FEFF}"

    @Test func parsesBackToTheExactStrings() throws {
        let entry = sampleEntry(areas: ["Rücken", "頭 \"x\""], tags: ["a\\b"], note: Self.hostileNote)
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(EntryJSONFormatter.object(entry).utf8)) as? [String: Any])
        #expect((object["note"] as? String).map { Array($0.unicodeScalars) } == Array(Self.hostileNote.unicodeScalars))
        #expect(object["areas"] as? [String] == ["Rücken", "頭 \"x\""])
        #expect(object["tags"] as? [String] == ["a\\b"])
        #expect(object["medications"] as? [String] == ["ibuprofen 400mg", "codeine 30 mg"])
        #expect((object["id"] as? NSNumber)?.int64Value == 12)
        #expect((object["intensity"] as? NSNumber)?.intValue == 7)
        #expect(object["uid"] as? String == "4f0c2f1e-8a6b-4c1d-9e2f-0123456789ab")
        #expect(object["occurred_at"] as? String == "2026-11-22T08:30:00+01:00")
        #expect(object.count == 13)
        #expect(object["symptoms"] as? [String] == [])
        #expect(object["ended_at"] is NSNull)
    }

    @Test func aStreamedArrayIsValidJSON() throws {
        let entries = [sampleEntry(id: 1, note: Self.hostileNote), sampleEntry(id: 2), sampleEntry(id: 3)]
        let text = EntryStreamFormat.json.text(entries)

        #expect(text.hasPrefix("[\n  {\"id\":1,"))
        #expect(text.hasSuffix("}\n]\n"))
        let array = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]])
        #expect(array.map { ($0["id"] as? NSNumber)?.intValue } == [1, 2, 3])
    }

    @Test func anEmptyStreamedArrayIsValidJSON() throws {
        let text = EntryStreamFormat.json.text([])
        #expect(text == "[]\n")
        #expect((try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [Any])?.isEmpty == true)
    }
}
