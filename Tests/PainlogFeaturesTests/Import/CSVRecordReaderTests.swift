import Foundation
import PainlogDomain
import PainlogFeatures
import PainlogTestSupport
import Testing

/// What reading a whole input gave: every record (line and fields as raw bytes, so nothing is
/// compared up to Unicode equivalence), or the error that stopped it.
private enum CSVOutcome: Equatable, CustomStringConvertible {
    case records([Row])
    case failure(PainlogError.Kind, String)

    struct Row: Equatable {
        let line: Int
        let fields: [[UInt8]]
    }

    var description: String {
        switch self {
        case .records(let rows):
            return rows.map { row in
                "\(row.line): "
                    + row.fields.map { String(reflecting: String(decoding: $0, as: UTF8.self)) }.joined(separator: ", ")
            }.joined(separator: " | ")
        case .failure(let kind, let message): return "\(kind): \(message)"
        }
    }
}

/// Reads `bytes` to the end through `chunkSize`-byte chunks (all at once when nil).
private func readCSV(_ bytes: [UInt8], chunkSize: Int?) -> CSVOutcome {
    let source: any ByteSource = chunkSize.map { ChunkedByteSource(bytes, size: $0) } ?? MemoryByteSource(bytes)
    let reader = CSVRecordReader(source: source)
    var rows: [CSVOutcome.Row] = []
    do {
        while let record = try reader.next() {
            rows.append(CSVOutcome.Row(line: record.line, fields: record.fields.map { Array($0.utf8) }))
        }
        return .records(rows)
    } catch let error as PainlogError {
        return .failure(error.kind, error.message)
    } catch {
        return .failure(.failure, "unexpected error \(error)")
    }
}

private let chunkSizes: [Int?] = [nil, 1, 2, 3, 4, 5, 7, 16]

@Suite struct CSVRecordReaderTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let input: [UInt8]
        /// Each record as its line and fields.
        let records: [(Int, [String])]
        var testDescription: String { name }

        init(_ name: String, _ input: String, _ records: [(Int, [String])]) {
            self.init(name, Array(input.utf8), records)
        }

        init(_ name: String, _ input: [UInt8], _ records: [(Int, [String])]) {
            self.name = name
            self.input = input
            self.records = records
        }

        fileprivate var expected: CSVOutcome {
            .records(records.map { CSVOutcome.Row(line: $0.0, fields: $0.1.map { Array($0.utf8) }) })
        }
    }

    static let wellFormed: [Case] = [
        Case("nothing at all", "", []),
        Case("CRLF line ends", "a,b\r\nc,d\r\n", [(1, ["a", "b"]), (2, ["c", "d"])]),
        Case("LF line ends", "a,b\nc,d\n", [(1, ["a", "b"]), (2, ["c", "d"])]),
        Case(
            "mixed line ends", "a,b\r\nc,d\ne,f\r\ng,h\n",
            [(1, ["a", "b"]), (2, ["c", "d"]), (3, ["e", "f"]), (4, ["g", "h"])]),
        Case("no line end after the last record", "a,b\r\nc,d", [(1, ["a", "b"]), (2, ["c", "d"])]),
        Case("one blank line at the very end (CRLF)", "a,b\r\nc,d\r\n\r\n", [(1, ["a", "b"]), (2, ["c", "d"])]),
        Case("one blank line at the very end (LF)", "a,b\nc,d\n\n", [(1, ["a", "b"]), (2, ["c", "d"])]),
        Case("a blank line in the middle is a record", "a\r\n\r\nb\r\n", [(1, ["a"]), (2, [""]), (3, ["b"])]),
        Case("empty fields", ",,\r\na,\r\n,b\r\n", [(1, ["", "", ""]), (2, ["a", ""]), (3, ["", "b"])]),
        Case("byte-order mark", "\u{FEFF}id,note\r\n1,x\r\n", [(1, ["id", "note"]), (2, ["1", "x"])]),
        Case("byte-order mark only", "\u{FEFF}", []),
        Case("byte-order mark after the start is text", "a\r\n\u{FEFF}b\r\n", [(1, ["a"]), (2, ["\u{FEFF}b"])]),
        Case("quoted fields", "\"a\",\"b,c\",\"\"\r\n", [(1, ["a", "b,c", ""])]),
        Case("doubled quotes", "\"say \"\"hi\"\"\",\"\"\"\",\"\"\"\"\"\"\r\n", [(1, ["say \"hi\"", "\"", "\"\""])]),
        Case(
            "a quoted field over several CRLF lines", "h\r\n\"x\r\ny\r\nz\",2\r\nnext\r\n",
            [(1, ["h"]), (2, ["x\r\ny\r\nz", "2"]), (5, ["next"])]),
        Case(
            "a quoted field over several LF lines", "h\n\"x\ny\",\"1\n2\n3\"\nnext\n",
            [(1, ["h"]), (2, ["x\ny", "1\n2\n3"]), (6, ["next"])]),
        Case("a CR alone inside quotes is not a line end", "\"a\rb\"\nc\n", [(1, ["a\rb"]), (2, ["c"])]),
        Case(
            "a quoted field that is only line ends", "\"\r\n\n\r\n\",x\r\ny\r\n",
            [(1, ["\r\n\n\r\n", "x"]), (5, ["y"])]),
        Case(
            "Unicode of every length", "é,€,😀,👩‍👩‍👧\r\n\"שלום, مرحبا\u{200F}\",e\u{301}\u{200B}\r\n",
            [(1, ["é", "€", "😀", "👩‍👩‍👧"]), (2, ["שלום, مرحبا\u{200F}", "e\u{301}\u{200B}"])]),
        Case("spaces are kept", " a , b \r\n", [(1, [" a ", " b "])]),
        Case("formula guards are left to the import reader", "'=1,'-2\r\n", [(1, ["'=1", "'-2"])]),
    ]

    @Test(arguments: wellFormed, chunkSizes)
    func readsRecordsWithTheirLines(_ c: Case, chunkSize: Int?) {
        let outcome = readCSV(c.input, chunkSize: chunkSize)
        #expect(outcome == c.expected, "\(outcome)")
    }

    typealias BadCase = MalformedInput

    static let malformed: [BadCase] = [
        BadCase("an unterminated quote", "h\r\n\"abc\r\ndef\r\n", line: 2, says: "never closed"),
        BadCase("an unterminated quote at the end", "h\r\nx,\"", line: 2, says: "never closed"),
        BadCase(
            "an unterminated quote opened on the second line of a record", "h\r\n\"a\r\nb\",\"c\r\nd\r\n", line: 3,
            says: "never closed"),
        BadCase("text after a closing quote", "h\r\n\"abc\"x,y\r\n", line: 2, says: "after a closing quote"),
        BadCase("a space after a closing quote", "h\n\"abc\" ,y\n", line: 2, says: "after a closing quote"),
        BadCase(
            "text after a closing quote on a later line", "h\r\n\"a\r\nb\r\nc\"x\r\n", line: 4,
            says: "after a closing quote"),
        BadCase("an undoubled quote inside quotes", "h\n\"say \"hi\"\"\n", line: 2, says: "after a closing quote"),
        BadCase("a quote inside an unquoted field", "h\r\nab\"c\r\n", line: 2, says: "quote inside an unquoted field"),
        BadCase(
            "a quote inside an unquoted field after a multi-line field", "h\n\"a\nb\",c\"d\n", line: 3,
            says: "quote inside an unquoted field"),
        BadCase(
            "invalid UTF-8", Array("h\r\nok\r\nab".utf8) + [0xFF] + Array("\r\n".utf8), line: 3, says: "not valid UTF-8"
        ),
        BadCase(
            "an overlong encoding", Array("h\r\n".utf8) + [0xC0, 0xAF] + Array("\r\n".utf8), line: 2,
            says: "not valid UTF-8"),
        BadCase(
            "an encoded surrogate", Array("h\r\nx,".utf8) + [0xED, 0xA0, 0x80] + Array("\r\n".utf8), line: 2,
            says: "not valid UTF-8"),
        BadCase(
            "a sequence cut off at the end", Array("h\r\nx,".utf8) + [0xE2, 0x82], line: 2, says: "not valid UTF-8"),
        BadCase("half a byte-order mark", [0xEF, 0xBB, UInt8(ascii: "a"), 0x0A], line: 1, says: "not valid UTF-8"),
        BadCase(
            "invalid UTF-8 on the third line of a quoted field",
            Array("h\r\n\"one\r\ntwo\r\nth".utf8) + [0xFE] + Array("ree\"\r\n".utf8), line: 4, says: "not valid UTF-8"),
    ]

    @Test(arguments: malformed, chunkSizes)
    func malformedInputIsBadDataNamingTheLine(_ c: BadCase, chunkSize: Int?) {
        let outcome = readCSV(c.input, chunkSize: chunkSize)
        guard case .failure(let kind, let message) = outcome else {
            Issue.record("read without an error: \(outcome)")
            return
        }
        #expect(kind == .badData)
        #expect(message.hasPrefix("line \(c.line): "), "\(message)")
        #expect(message.contains(c.says), "\(message)")
    }

    @Test func recordsBeforeAnErrorAreGivenOut() throws {
        let reader = CSVRecordReader(source: MemoryByteSource("a,b\r\n\"c\r\n"))
        #expect(try reader.next() == CSVRecord(line: 1, fields: ["a", "b"]))
        #expect(throws: PainlogError.self) { try reader.next() }
    }

    @Test func aLongRecordSpanningManyChunksReadsWhole() {
        let note = String(repeating: "ab,\"c\"\r\n😀", count: 2_000)
        let text = "\"" + note.replacingOccurrences(of: "\"", with: "\"\"") + "\",x\r\ny\r\n"
        let expected = CSVOutcome.records([
            CSVOutcome.Row(line: 1, fields: [Array(note.utf8), Array("x".utf8)]),
            CSVOutcome.Row(line: 2_002, fields: [Array("y".utf8)]),
        ])
        for size in [1, 3, 4096, 1 << 20] {
            #expect(readCSV(Array(text.utf8), chunkSize: size) == expected, "chunks of \(size)")
        }
    }

    @Test func aSourceThatFailsPassesItsErrorOn() {
        final class FailingSource: ByteSource {
            var calls = 0
            func nextChunk() throws -> [UInt8] {
                calls += 1
                if calls == 1 { return Array("a,b\r\nc".utf8) }
                throw PainlogError.failure("could not read the file: Input/output error")
            }
        }
        let reader = CSVRecordReader(source: FailingSource())
        #expect(throws: PainlogError.failure("could not read the file: Input/output error")) {
            while try reader.next() != nil {}
        }
    }
}
