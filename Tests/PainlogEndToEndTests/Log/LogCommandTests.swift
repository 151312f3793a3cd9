import Foundation
import Testing

/// `painlog log` (and `add`): what it prints and what it stores.
@Suite struct LogCommandTests {
    static let exportFields: Set<String> = [
        "id", "uid", "occurred_at", "intensity", "areas", "tags", "medications", "note", "created_at", "updated_at",
        "rev", "ended_at", "symptoms",
    ]
    /// The fields of an entry in `list`, `show`, `log` and `edit` JSON: the export's, the entry's key
    /// (issue 41) and, since 0.4, the entry's `conditions` (issue 39), which `export` leaves out.
    static let listFields = exportFields.union(["key", "conditions"])

    /// `text` with each line's ` key @…` (the entry's key, random with its uid) left out.
    static func withoutKey(_ text: String) -> String {
        text.replacing(#/ key @[0-9a-f]{8,32}\n/#, with: "\n")
    }

    @Test func logPrintsOneLineEchoingTheResolvedTimeAndStoresTheEntry() throws {
        let painlog = try PainlogSandbox()
        let run = try painlog.run(["log", "7", "--area", "head", "--area", "neck"])

        expectSuccess(run)
        #expect(Self.withoutKey(run.stdout) == "Logged #1: 7/10 at Sun 2026-11-22 10:00 (head, neck)\n")
        #expect(try painlog.entryCount() == 1)
        let entry = try #require(try painlog.entries().first)
        #expect(entry["id"] as? Int == 1)
        #expect(entry["intensity"] as? Int == 7)
        #expect(entry["areas"] as? [String] == ["head", "neck"])
        #expect(entry["occurred_at"] as? String == PainlogSandbox.now)
        #expect(entry["created_at"] as? String == PainlogSandbox.now)
        #expect(entry["updated_at"] as? String == PainlogSandbox.now)
    }

    @Test func logWithoutAreasLeavesOutTheParentheses() throws {
        let painlog = try PainlogSandbox()
        let run = try painlog.run(["log", "0"])

        expectSuccess(run)
        #expect(Self.withoutKey(run.stdout) == "Logged #1: 0/10 at Sun 2026-11-22 10:00\n")
    }

    @Test func addIsTheSameAsLog() throws {
        let painlog = try PainlogSandbox()
        let first = try painlog.run(["add", "3", "--area", "knee"])
        let second = try painlog.run(["log", "4", "--area", "knee"])

        expectSuccess(first)
        expectSuccess(second)
        #expect(Self.withoutKey(first.stdout) == "Logged #1: 3/10 at Sun 2026-11-22 10:00 (knee)\n")
        #expect(Self.withoutKey(second.stdout) == "Logged #2: 4/10 at Sun 2026-11-22 10:00 (knee)\n")
        #expect(try painlog.entryCount() == 2)
    }

    @Test func jsonPrintsTheNewEntryWithEveryExportField() throws {
        let painlog = try PainlogSandbox()
        let run = try painlog.run([
            "log", "5", "--area", "lower back", "--tag", "work", "--tag", "desk", "--med", "ibuprofen 400mg",
            "--med", "codeine 30 mg", "--note", "after a long day", "--json",
        ])

        expectSuccess(run)
        #expect(run.stdoutLines.count == 1)
        let object = try PainlogSandbox.jsonObject(run.stdoutBytes)
        #expect(Set(object.keys) == Self.listFields)
        #expect(object["id"] as? Int == 1)
        let uid = try #require(object["uid"] as? String)
        #expect(uid.wholeMatch(of: /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/) != nil, "uid \(uid)")
        #expect(object["occurred_at"] as? String == PainlogSandbox.now)
        #expect(object["intensity"] as? Int == 5)
        #expect(object["areas"] as? [String] == ["lower back"])
        #expect(object["tags"] as? [String] == ["work", "desk"])
        #expect(object["medications"] as? [String] == ["ibuprofen 400mg", "codeine 30 mg"])
        #expect(object["note"] as? String == "after a long day")
        #expect(object["created_at"] as? String == PainlogSandbox.now)
        #expect(object["updated_at"] as? String == PainlogSandbox.now)

        // What was printed is what was stored.
        let shown = try painlog.run(["show", "1", "--json"])
        expectSuccess(shown)
        #expect(shown.stdout == run.stdout)
        #expect(try painlog.sqlite("SELECT uid FROM entries WHERE id = 1;") == uid)
    }

    @Test func repeatedOptionsKeepEveryNameOnceInTheOrderGiven() throws {
        let painlog = try PainlogSandbox()
        let run = try painlog.run([
            "log", "6", "--area", "Head", "--area", "neck", "--area", "HEAD", "--area", "  shoulder  ", "--tag", "a",
            "--tag", "b", "--tag", "A", "--med", "ibuprofen 400mg", "--med", "paracetamol",
        ])
        expectSuccess(run)
        // A later spelling of a known area or tag is the same name, and keeps the first spelling.
        try painlog.log(["2", "--area", "HEAD", "--tag", "B"])

        let entries = try painlog.entries()
        let second = try #require(entries.first)
        let first = try #require(entries.last)
        #expect(first["areas"] as? [String] == ["Head", "neck", "shoulder"])
        #expect(first["tags"] as? [String] == ["a", "b"])
        #expect(first["medications"] as? [String] == ["ibuprofen 400mg", "paracetamol"])
        #expect(second["areas"] as? [String] == ["Head"])
        #expect(second["tags"] as? [String] == ["b"])
        #expect(try painlog.sqlite("SELECT count(*) FROM areas;") == "3")
        #expect(try painlog.sqlite("SELECT count(*) FROM tags;") == "2")
    }

    /// One `--at` value and the `occurred_at` it must give, with the clock at `now`.
    struct WhenCase: Sendable, CustomTestStringConvertible {
        let at: String
        let occurredAt: String
        var now = PainlogSandbox.now
        var testDescription: String { "--at '\(at)' at \(now)" }
    }

    static let whenCases: [WhenCase] = [
        WhenCase(at: "now", occurredAt: "2026-11-22T10:00:00+01:00"),
        WhenCase(at: "2026-11-21T08:30", occurredAt: "2026-11-21T08:30:00+01:00"),
        WhenCase(at: "2026-11-21 08:30", occurredAt: "2026-11-21T08:30:00+01:00"),
        WhenCase(at: "2026-11-21T08:30:15", occurredAt: "2026-11-21T08:30:15+01:00"),
        WhenCase(at: "2026-11-21T08:30:15Z", occurredAt: "2026-11-21T08:30:15+00:00"),
        WhenCase(at: "2026-11-20T08:30+05:30", occurredAt: "2026-11-20T08:30:00+05:30"),
        WhenCase(at: "2026-11-20 08:30-05:00", occurredAt: "2026-11-20T08:30:00-05:00"),
        WhenCase(at: "yesterday 8pm", occurredAt: "2026-11-21T20:00:00+01:00"),
        WhenCase(at: "yesterday", occurredAt: "2026-11-21T12:00:00+01:00"),
        WhenCase(at: "today 07:15", occurredAt: "2026-11-22T07:15:00+01:00"),
        WhenCase(at: "08:30", occurredAt: "2026-11-22T08:30:00+01:00"),
        WhenCase(at: "8am", occurredAt: "2026-11-22T08:00:00+01:00"),
        WhenCase(at: "30m ago", occurredAt: "2026-11-22T09:30:00+01:00"),
        WhenCase(at: "2h ago", occurredAt: "2026-11-22T08:00:00+01:00"),
        WhenCase(at: "3d ago", occurredAt: "2026-11-19T10:00:00+01:00"),
        WhenCase(at: "1w ago", occurredAt: "2026-11-15T10:00:00+01:00"),
        // A date alone is noon that day, in the offset in force then (summer time in July)...
        WhenCase(at: "2026-11-20", occurredAt: "2026-11-20T12:00:00+01:00"),
        WhenCase(at: "2026-07-01", occurredAt: "2026-07-01T12:00:00+02:00"),
        // ...except today before noon, which is now.
        WhenCase(at: "2026-11-22", occurredAt: "2026-11-22T10:00:00+01:00"),
        WhenCase(at: "today", occurredAt: "2026-11-22T10:00:00+01:00"),
        WhenCase(at: "2026-11-22", occurredAt: "2026-11-22T12:00:00+01:00", now: "2026-11-22T15:00:00+01:00"),
        // Up to a minute ahead is still "now" (clocks differ).
        WhenCase(at: "10:01", occurredAt: "2026-11-22T10:01:00+01:00"),
    ]

    @Test(arguments: whenCases)
    func atResolvesEachFormToTheContractsTime(_ when: WhenCase) throws {
        let painlog = try PainlogSandbox()
        let run = try painlog.run(["log", "4", "--at", when.at, "--json"], environment: ["PAINLOG_NOW": when.now])

        expectSuccess(run)
        let object = try PainlogSandbox.jsonObject(run.stdoutBytes)
        #expect(object["occurred_at"] as? String == when.occurredAt)
        #expect(object["created_at"] as? String == when.now)
        #expect(try painlog.entryCount() == 1)
    }

    @Test func anExplicitOffsetIsKeptAndShownAsThatWallClockTime() throws {
        let painlog = try PainlogSandbox()
        let run = try painlog.run(["log", "3", "--at", "2026-11-20T08:30+05:30"])

        expectSuccess(run)
        #expect(Self.withoutKey(run.stdout) == "Logged #1: 3/10 at Fri 2026-11-20 08:30\n")
        let csv = try painlog.run(["list", "--format", "csv"])
        expectSuccess(csv)
        #expect(csv.stdout.contains(",2026-11-20T08:30:00+05:30,3,"), "\(csv)")
        let entry = try #require(try painlog.entries().first)
        let occurredAt = try #require(entry["occurred_at"] as? String)
        #expect(occurredAt.hasSuffix("+05:30"))
    }

    @Test func aNoteIsStoredAndGivenBackByteForByte() throws {
        let note =
            "She said \"ouch\", then 'left'.\nSecond line\twith a tab\r\nthird; line, with commas\\backslash "
            + "😀👍🏽👩‍👩‍👧 e\u{301} ﬁ مرحبا بالعالم \u{200F}RTL mark\u{200E} \u{2028}line sep {\"json\": [1]} =1+1"
        let painlog = try PainlogSandbox()
        let logged = try painlog.run(["log", "5", "--note", note, "--json"])
        expectSuccess(logged)

        let shown = try painlog.run(["show", "1", "--json"])
        expectSuccess(shown)
        let fromShow = try #require(try PainlogSandbox.jsonObject(shown.stdoutBytes)["note"] as? String)
        let fromList = try #require(try painlog.entries().first?["note"] as? String)
        // Compare bytes: String's == would call canonically equivalent texts equal.
        #expect(Array(fromShow.utf8) == Array(note.utf8))
        #expect(Array(fromList.utf8) == Array(note.utf8))
        let storedHex = try painlog.sqlite("SELECT hex(note) FROM entries WHERE id = 1;")
        #expect(storedHex == note.utf8.map { String(format: "%02X", $0) }.joined())
    }

    @Test func aNoteMayStartWithADash() throws {
        let painlog = try PainlogSandbox()
        let run = try painlog.run(["log", "4", "--note", "-3 today", "--area", "head"])

        expectSuccess(run)
        let entry = try #require(try painlog.entries().first)
        #expect(entry["note"] as? String == "-3 today")
        #expect(entry["areas"] as? [String] == ["head"])
    }

    @Test func theNoteLimitCountsUnicodeScalars() throws {
        let painlog = try PainlogSandbox()
        // 10,000 scalars is allowed, whatever their size in bytes or characters.
        let emoji = String(repeating: "😀", count: 10_000)
        let combined = String(repeating: "e\u{301}", count: 5_000)
        expectSuccess(try painlog.run(["log", "1", "--note", emoji]))
        expectSuccess(try painlog.run(["log", "1", "--note", combined]))
        #expect(try painlog.sqlite("SELECT length(note) FROM entries ORDER BY id;") == "10000\n10000")

        // 5,001 characters of two scalars each is 10,002 scalars: too long.
        let tooLong = try painlog.run(["log", "1", "--note", combined + "e\u{301}"])
        expectError(tooLong, status: ExitStatus.usage, naming: ["10002"])
        #expect(try painlog.entryCount() == 2)
    }
}
