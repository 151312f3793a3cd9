import Foundation
import PainlogFeatures
import Testing

@Suite struct JSONWriterTests {
    @Test(arguments: [
        ("plain", "\"plain\""),
        ("", "\"\""),
        ("say \"hi\"", "\"say \\\"hi\\\"\""),
        ("back\\slash", "\"back\\\\slash\""),
        ("a/b", "\"a/b\""),
        ("line\nbreak\r\n", "\"line\\nbreak\\r\\n\""),
        ("tab\t", "\"tab\\t\""),
        ("\u{08}\u{0C}", "\"\\b\\f\""),
        ("\u{00}\u{01}\u{0B}\u{1B}\u{1F}", "\"\\u0000\\u0001\\u000b\\u001b\\u001f\""),
        (" \u{7F}", "\" \u{7F}\""),
        ("line\u{2028}para\u{2029}", "\"line\\u2028para\\u2029\""),
        // The neighbours of the escaped U+2028–U+202E and U+2066–U+2069 stay as they are.
        ("\u{2027}\u{202F}\u{2065}\u{206A}\u{20AC}", "\"\u{2027}\u{202F}\u{2065}\u{206A}\u{20AC}\""),
        // Bidirectional controls, which would show the text around them in another order (issue 24).
        (
            "\u{202A}\u{202B}\u{202C}\u{202D}\u{202E}kcab\u{2066}\u{2067}\u{2068}\u{2069}",
            "\"\\u202a\\u202b\\u202c\\u202d\\u202ekcab\\u2066\\u2067\\u2068\\u2069\""
        ),
        ("Kopf 頭 😖 \u{200F}כאב e\u{0301} \u{FEFF}", "\"Kopf 頭 😖 \u{200F}כאב e\u{0301} \u{FEFF}\""),
    ])
    func escapesWhatJSONRequiresAndNothingElse(value: String, literal: String) {
        #expect(Array(JSONWriter.string(value).unicodeScalars) == Array(literal.unicodeScalars))
        #expect(JSONWriter.text(.string(value)) == JSONWriter.string(value))
    }

    @Test func everyControlCharacterReadsBack() throws {
        let controls = String(String.UnicodeScalarView((0..<0x20).compactMap(Unicode.Scalar.init)))
        let value = controls + "\u{2028}\u{2029}\"\\"
        let text = JSONWriter.text(.array([.string(value)]))
        #expect(!text.unicodeScalars.contains { $0.value < 0x20 || $0 == "\u{2028}" || $0 == "\u{2029}" })
        let parsed = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String])
        #expect(parsed.map { Array($0.unicodeScalars) } == [Array(value.unicodeScalars)])
    }

    @Test func objectsKeepTheirKeysInTheOrderGiven() {
        let value: JSONValue = .object([("z", .number(1)), ("a", .number(2)), ("m", .null), ("a\"b", .bool(true))])
        #expect(JSONWriter.text(value) == "{\"z\":1,\"a\":2,\"m\":null,\"a\\\"b\":true}")
    }

    @Test func nestingIsCompact() {
        let value: JSONValue = .object([
            ("list", .array([.number(1), .array([]), .object([]), .strings(["x", "y"])])),
            ("inner", .object([("flag", .bool(false)), ("none", .string(nil))])),
        ])
        #expect(JSONWriter.text(value) == "{\"list\":[1,[],{},[\"x\",\"y\"]],\"inner\":{\"flag\":false,\"none\":null}}")
    }

    @Test(arguments: [
        (JSONValue.number(0), "0"), (.number(-12), "-12"), (.number(Int.max), "9223372036854775807"),
        (.number(2.0), "2.0"), (.number(4.0 / 3), "1.3333333333333333"), (.number(-0.5), "-0.5"),
        (.number(1e-7), "1e-07"),
        (.number(Double.nan), "null"), (.number(Double.infinity), "null"), (.number(nil as Double?), "null"),
        (.number("4.33"), "4.33"),
    ])
    func numbersAreWrittenAsTheirText(value: JSONValue, text: String) {
        #expect(JSONWriter.text(value) == text)
    }

    @Test func appendsToTheBufferItIsGiven() {
        var out = Array("x".utf8)
        JSONWriter.append(.array([.string("é")]), to: &out)
        #expect(out == Array("x[\"é\"]".utf8))
    }

    @Test func opensAnObjectWithAStreamedArrayLast() {
        #expect(
            JSONWriter.opening(of: [("type", .string("collection"))], streamedArray: "entry")
                == "{\"type\":\"collection\",\"entry\":[")
        #expect(JSONWriter.opening(of: [], streamedArray: "entry") == "{\"entry\":[")
    }
}
