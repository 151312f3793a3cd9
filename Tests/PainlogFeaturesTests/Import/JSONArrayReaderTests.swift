import PainlogDomain
import PainlogFeatures
import PainlogTestSupport
import Testing

/// A JSON value with its strings as raw bytes: `JSONValue`'s `==` compares strings up to Unicode
/// canonical equivalence, and the reader must give back the exact scalars.
private indirect enum ExactJSON: Equatable {
    case string([UInt8])
    case number(String)
    case bool(Bool)
    case null
    case array([ExactJSON])
    case object([Member])

    struct Member: Equatable {
        let name: [UInt8]
        let value: ExactJSON
    }

    init(_ value: JSONValue) {
        switch value {
        case .string(let text): self = .string(Array(text.utf8))
        case .number(let text): self = .number(text)
        case .bool(let flag): self = .bool(flag)
        case .null: self = .null
        case .array(let elements): self = .array(elements.map(ExactJSON.init))
        case .object(let members):
            self = .object(members.map { Member(name: Array($0.0.utf8), value: ExactJSON($0.1)) })
        }
    }
}

/// What reading a whole input gave: each element with its line, or the error that stopped it.
private enum JSONOutcome: Equatable {
    case elements([Element])
    case failure(PainlogError.Kind, String)

    struct Element: Equatable {
        let line: Int
        let value: ExactJSON
    }
}

private func readJSON(_ bytes: [UInt8], chunkSize: Int?) -> JSONOutcome {
    let source: any ByteSource = chunkSize.map { ChunkedByteSource(bytes, size: $0) } ?? MemoryByteSource(bytes)
    let reader = JSONArrayReader(source: source)
    var elements: [JSONOutcome.Element] = []
    do {
        while let (line, value) = try reader.next() {
            elements.append(JSONOutcome.Element(line: line, value: ExactJSON(value)))
        }
        // Reading again after the end stays at the end.
        if try reader.next() != nil { return .failure(.failure, "an element after the end") }
        return .elements(elements)
    } catch let error as PainlogError {
        return .failure(error.kind, error.message)
    } catch {
        return .failure(.failure, "unexpected error \(error)")
    }
}

private let chunkSizes: [Int?] = [nil, 1, 2, 3, 5, 8, 13]

@Suite struct JSONArrayReaderTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let input: [UInt8]
        let elements: [(Int, JSONValue)]
        var testDescription: String { name }

        init(_ name: String, _ input: String, _ elements: [(Int, JSONValue)]) {
            self.name = name
            self.input = Array(input.utf8)
            self.elements = elements
        }

        fileprivate var expected: JSONOutcome {
            .elements(elements.map { JSONOutcome.Element(line: $0.0, value: ExactJSON($0.1)) })
        }
    }

    static let wellFormed: [Case] = [
        Case("an empty array", "[]", []),
        Case("an empty array with white space and a final line end", " \n[ \r\n\t]\n\n", []),
        Case(
            "scalars", "[1, \"a\", true, false, null]",
            [(1, .number("1")), (1, .string("a")), (1, .bool(true)), (1, .bool(false)), (1, .null)]),
        Case(
            "numbers are kept as text",
            "[1.50, -0, 1e3, 2E-7, 12345678901234567890123, 0.1000000000000000055511151231257827]",
            [
                (1, .number("1.50")), (1, .number("-0")), (1, .number("1e3")), (1, .number("2E-7")),
                (1, .number("12345678901234567890123")), (1, .number("0.1000000000000000055511151231257827")),
            ]),
        Case(
            "objects keep their members in order", "[{\"b\":1,\"a\":[\"x\"],\"b2\":{}}]",
            [(1, .object([("b", .number("1")), ("a", .array([.string("x")])), ("b2", .object([]))]))]),
        Case(
            "nested arrays", "[[], [[1, [2, []]], {\"k\": [[\"v\"]]}]]",
            [
                (1, .array([])),
                (
                    1,
                    .array([
                        .array([.number("1"), .array([.number("2"), .array([])])]),
                        .object([("k", .array([.array([.string("v")])]))]),
                    ])
                ),
            ]),
        Case(
            "each element's line", "[\n  {\"a\": 1},\n  {\"b\": 2},\n\n  3\n]\n",
            [(2, .object([("a", .number("1"))])), (3, .object([("b", .number("2"))])), (5, .number("3"))]),
        Case(
            "an element over several lines starts where it starts", "[\n{\n\"a\":\n[1,\n2]\n},\n{}]",
            [(2, .object([("a", .array([.number("1"), .number("2")]))])), (7, .object([]))]),
        Case("CRLF line ends count as lines", "[\r\n1,\r\n2\r\n]\r\n", [(2, .number("1")), (3, .number("2"))]),
        Case("the first element on the line after the bracket's", "[1,\n2]", [(1, .number("1")), (2, .number("2"))]),
        Case(
            "every simple escape", #"["\" \\ \/ \b \f \n \r \t"]"#,
            [(1, .string("\" \\ / \u{08} \u{0C} \n \r \t"))]),
        Case(
            "\\u escapes", #"["\u00e9 \u20AC \u0000 \u001f \u2028 \uFEFF \uffff"]"#,
            [(1, .string("\u{E9} \u{20AC} \u{0} \u{1F} \u{2028} \u{FEFF} \u{FFFF}"))]),
        Case(
            "surrogate pairs", #"["\ud83d\ude00", "\uD83D\uDE00\uD83D\uDC69\u200D\uD83D\uDC67", "a\udbff\udfffb"]"#,
            [(1, .string("😀")), (1, .string("😀👩\u{200D}👧")), (1, .string("a\u{10FFFF}b"))]),
        Case(
            "raw UTF-8 is kept to the byte", "[\"e\u{301} é שלום\u{200F} 😀 \u{202E}x\"]",
            [(1, .string("e\u{301} é שלום\u{200F} 😀 \u{202E}x"))]),
        Case("a byte-order mark", "\u{FEFF}[1]", [(1, .number("1"))]),
        Case("a byte-order mark after white space", "\n\u{FEFF}\n[1]", [(3, .number("1"))]),
        Case(
            "white space around everything", " [ 1 , { \"a\" : \"b\" } ] ",
            [(1, .number("1")), (1, .object([("a", .string("b"))]))]),
    ]

    @Test(arguments: wellFormed, chunkSizes)
    func readsElementsWithTheirLines(_ c: Case, chunkSize: Int?) {
        #expect(readJSON(c.input, chunkSize: chunkSize) == c.expected)
    }

    typealias BadCase = MalformedInput

    static let malformed: [BadCase] = [
        BadCase("an empty file", "", line: 1, says: "empty"),
        BadCase("not an array", "{\"a\": 1}", line: 1, says: "expected a JSON array"),
        BadCase("a lone high surrogate at the end of a string", #"["\ud83d"]"#, line: 1, says: "lone UTF-16 surrogate"),
        BadCase("a high surrogate followed by a character", #"["\ud83dx"]"#, line: 1, says: "lone UTF-16 surrogate"),
        BadCase(
            "a high surrogate followed by another escape", #"["\ud83d\n"]"#, line: 1, says: "lone UTF-16 surrogate"),
        BadCase(
            "a high surrogate followed by a non-surrogate", #"["\ud83d\u0041"]"#, line: 1, says: "lone UTF-16 surrogate"
        ),
        BadCase("two high surrogates", #"["\ud83d\ud83d"]"#, line: 1, says: "lone UTF-16 surrogate"),
        BadCase("a lone low surrogate", "[\n\"ok\",\n\"\\ude00\"]", line: 3, says: "lone UTF-16 surrogate"),
        BadCase("an invalid escape", "[\"a\\x\"]", line: 1, says: "invalid escape"),
        BadCase("a short \\u escape", "[\"\\u12\"]", line: 1, says: "invalid \\u escape"),
        BadCase("a \\u escape with a non-hex digit", "[\"\\u12G4\"]", line: 1, says: "invalid \\u escape"),
        BadCase("a raw control character in a string", "[\n\"a\tb\"]", line: 2, says: "control character"),
        BadCase("an unterminated string", "[\n\"abc", line: 2, says: "never closed"),
        BadCase(
            "invalid UTF-8 in a string", Array("[\n1,\n\"a".utf8) + [0xFF] + Array("\"]".utf8), line: 3,
            says: "not valid UTF-8"),
        BadCase(
            "invalid UTF-8 in a name", Array("[{\"".utf8) + [0xC3] + Array("\":1}]".utf8), line: 1,
            says: "not valid UTF-8"),
        BadCase("half a byte-order mark", [0xEF, 0xBB, UInt8(ascii: "[")], line: 1, says: "not valid UTF-8"),
        BadCase("text after the closing bracket", "[1]\nx", line: 2, says: "after the closing ']'"),
        BadCase("a second closing bracket", "[1]]", line: 1, says: "after the closing ']'"),
        BadCase("a second array", "[1]\n[2]", line: 2, says: "after the closing ']'"),
        BadCase("a trailing comma", "[1,\n2,\n]", line: 3, says: "unexpected character ']'"),
        BadCase("a missing comma", "[1\n2]", line: 2, says: "expected ',' or ']' between entries"),
        BadCase("a missing closing bracket", "[1,\n2\n", line: 3, says: "expected ',' or ']' between entries"),
        BadCase("an unclosed object", "[{\"a\": 1\n]", line: 2, says: "expected ',' or '}'"),
        BadCase("a member without a colon", "[{\"a\" 1}]", line: 1, says: "expected ':'"),
        BadCase("a name without quotes", "[{a: 1}]", line: 1, says: "field name in quotes"),
        BadCase("a misspelt literal", "[\ntrue,\ntrie]", line: 3, says: "expected 'true'"),
        BadCase("a single-quoted string", "['a']", line: 1, says: "unexpected character"),
        BadCase(
            "values nested too deeply", String(repeating: "[", count: 80) + String(repeating: "]", count: 80), line: 1,
            says: "nested too deeply"),
        BadCase("the file ends inside an element", "[\n{\"a\":", line: 2, says: "ends in the middle of a value"),
    ]

    @Test(arguments: malformed, chunkSizes)
    func malformedJSONIsBadDataNamingTheLine(_ c: BadCase, chunkSize: Int?) {
        let outcome = readJSON(c.input, chunkSize: chunkSize)
        guard case .failure(let kind, let message) = outcome else {
            Issue.record("read without an error: \(outcome)")
            return
        }
        #expect(kind == .badData)
        #expect(message.hasPrefix("line \(c.line): "), "\(message)")
        #expect(message.contains(c.says), "\(message)")
    }

    @Test func elementsBeforeAnErrorAreGivenOut() throws {
        let reader = JSONArrayReader(source: MemoryByteSource("[{\"a\":1},\n{\"b\":"))
        let first = try #require(try reader.next())
        #expect(first.line == 1)
        #expect(first.value == .object([("a", .number("1"))]))
        #expect(throws: PainlogError.self) { try reader.next() }
    }

    @Test func aLongStringSpanningManyChunksReadsWhole() {
        let text = String(repeating: "ab \\\"c\\\" \\u00e9 \\ud83d\\ude00 😀 ", count: 2_000)
        let expected = String(repeating: "ab \"c\" é 😀 😀 ", count: 2_000)
        let input = Array(("[\n\"" + text + "\",\n7]").utf8)
        for size in [1, 3, 4096, 1 << 20] {
            #expect(
                readJSON(input, chunkSize: size)
                    == .elements([
                        JSONOutcome.Element(line: 2, value: .string(Array(expected.utf8))),
                        JSONOutcome.Element(line: 3, value: .number("7")),
                    ]),
                "chunks of \(size)")
        }
    }
}
