import Foundation
import Testing

/// Bidirectional controls in names (issue 24, finding 8): refused in new names, typed or
/// imported; names that already hold them are kept, shown visibly everywhere, and can be renamed
/// away by typing them as shown.
@Suite struct BidiControlNameTests {
    /// U+202E then `kcab`: shown raw, it reads `back`.
    static let reversed = "\u{202E}kcab"
    static let refusal =
        "holds U+202E RIGHT-TO-LEFT OVERRIDE at character 1, which makes text show in another order; "
        + "names must not hold U+202A–U+202E or U+2066–U+2069"

    private static func sandbox() throws -> PainlogSandbox {
        let painlog = try PainlogSandbox()
        try painlog.log(["6", "--area", "head", "--tag", "weather", "--med", "ibuprofen 400mg"])
        return painlog
    }

    @Test(
        arguments: [
            (["log", "5", "--area", reversed], "area '\\u{202E}kcab' "),
            (["log", "5", "--tag", "ok", "--tag", reversed], "tag '\\u{202E}kcab' "),
            (["log", "5", "--med", reversed + " 400mg"], "medication '\\u{202E}kcab 400mg' "),
            (["edit", "1", "--area", reversed], "area '\\u{202E}kcab' "),
            (["edit", "1", "--add-area", reversed], "area '\\u{202E}kcab' "),
            (["edit", "1", "--add-tag", reversed], "tag '\\u{202E}kcab' "),
            (["edit", "1", "--med", reversed], "medication '\\u{202E}kcab' "),
            (["areas", "rename", "head", reversed], "area '\\u{202E}kcab' "),
            (["tags", "rename", "weather", reversed], "tag '\\u{202E}kcab' "),
            (["meds", "rename", "ibuprofen", reversed], "medication '\\u{202E}kcab' "),
        ] as [([String], String)])
    func aNewNameHoldingABidiControlIsRefused(arguments: [String], quoted: String) throws {
        let painlog = try Self.sandbox()
        let before = try painlog.dump()

        let run = try painlog.run(arguments)

        #expect(run.status == 64, "\(run)")
        #expect(run.stdout.isEmpty)
        #expect(run.stderr == "error: " + quoted + Self.refusal + "\n", "\(run)")
        #expect(try painlog.dump() == before)
    }

    @Test(
        arguments: [
            (
                "bidi.csv",
                "occurred_at,intensity,areas\r\n2026-11-20T08:00:00+01:00,5,head\r\n2026-11-21T08:00:00+01:00,5,neck; \(reversed)\r\n"
            ),
            (
                "bidi.json",
                "[\n{\"occurred_at\": \"2026-11-20T08:00:00+01:00\", \"intensity\": 5},\n"
                    + "{\"occurred_at\": \"2026-11-21T08:00:00+01:00\", \"intensity\": 5, \"areas\": [\"neck\", \"\\u202Ekcab\"]}\n]\n"
            ),
        ])
    func anImportedNameHoldingABidiControlIsRefused(file: String, text: String) throws {
        let painlog = try Self.sandbox()
        try painlog.write(file, text)
        let before = try painlog.dump()

        let run = try painlog.run(["import", file])

        #expect(run.status == 65, "\(run)")
        #expect(run.stderr == "error: line 3 (row 2): area '\\u{202E}kcab' " + Self.refusal + "\n", "\(run)")
        #expect(try painlog.dump() == before)
    }

    /// A diary holding `\u{202E}kcab` as an area, a tag and a medication and in a note, as an
    /// older painlog could store them (planted with sqlite3).
    private static func olderDiary() throws -> PainlogSandbox {
        let painlog = try Self.sandbox()
        try painlog.log(["7", "--area", "plantedarea", "--tag", "plantedtag", "--med", "plantedmed 5mg", "--note", "n"])
        try painlog.log(["4", "--area", "plantedarea"])
        _ = try painlog.sqlite(
            """
            UPDATE areas SET name = char(8238) || 'kcab', name_key = char(8238) || 'kcab' WHERE name = 'plantedarea';
            UPDATE tags SET name = char(8238) || 'gat', name_key = char(8238) || 'gat' WHERE name = 'plantedtag';
            UPDATE medications SET name = char(8238) || 'dem', name_key = char(8238) || 'dem' WHERE name = 'plantedmed';
            UPDATE entries SET note = 'say ' || char(8238) || 'olleh' WHERE note = 'n';
            """)
        return painlog
    }

    private static func expectVisible(
        _ run: ProgramRun, _ shown: [String], sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(run.status == 0, "\(run)", sourceLocation: sourceLocation)
        #expect(!run.stdout.unicodeScalars.contains { $0 == "\u{202E}" }, "\(run)", sourceLocation: sourceLocation)
        for text in shown {
            #expect(run.stdout.contains(text), "\(text) in \(run)", sourceLocation: sourceLocation)
        }
    }

    @Test func anExistingNameIsShownVisiblyEverywhere() throws {
        let painlog = try Self.olderDiary()

        Self.expectVisible(
            try painlog.run(["list"]), ["\\u202Ekcab", "\\u202Egat", "\\u202Edem 5mg", "say \\u202Eolleh"])
        Self.expectVisible(try painlog.runOnTerminal(["list"]), ["\\u202Ekcab", "say \\u202Eolleh"])
        Self.expectVisible(
            try painlog.run(["show", "2"]), ["\\u202Ekcab", "\\u202Egat", "\\u202Edem 5mg", "say \\u202Eolleh"])
        Self.expectVisible(try painlog.run(["areas"]), ["\\u202Ekcab"])
        Self.expectVisible(try painlog.run(["tags"]), ["\\u202Egat"])
        Self.expectVisible(try painlog.run(["meds"]), ["\\u202Edem"])
        Self.expectVisible(try painlog.run(["stats", "--by", "area"]), ["\\u202Ekcab"])
        Self.expectVisible(try painlog.run([]), ["\\u202Ekcab"])
        Self.expectVisible(
            try painlog.run(["report", "--output", "-"]),
            ["\\u202Ekcab", "\\u202Egat", "\\u202Edem 5mg", "say \\u202Eolleh"])
        Self.expectVisible(try painlog.runOnTerminal(["export"]), ["\\u202Ekcab", "say \\u202Eolleh"])
        // JSON escapes it, and reads back to the same name.
        Self.expectVisible(try painlog.run(["list", "--format", "json"]), ["\"\\u202ekcab\"", "say \\u202eolleh"])
        #expect(try painlog.entries().first?["areas"] as? [String] == [Self.reversed])
        // A file or a pipe keeps the name's bytes.
        #expect(try painlog.run(["export"]).stdout.contains(Self.reversed))
    }

    @Test func anExistingNameStaysUsableAndIsRenamedAwayTypedAsShown() throws {
        let painlog = try Self.olderDiary()

        // Adding a name to its entry keeps it; a filter finds it.
        #expect(try painlog.run(["edit", "2", "--add-area", "neck"]).status == 0)
        let filtered = try painlog.run(["list", "--area", Self.reversed, "--format", "json"])
        #expect(try PainlogSandbox.jsonArray(filtered.stdoutBytes).count == 2, "\(filtered)")

        let renamed = try painlog.run(["areas", "rename", "\\u202Ekcab", "back"])
        #expect(renamed.status == 0, "\(renamed)")
        #expect(renamed.stdout == "Renamed area '\\u202Ekcab' to 'back' (2 entries).\n")
        let tag = try painlog.run(["tags", "rename", "\\u202egat", "tag"])
        #expect(tag.status == 0, "\(tag)")
        let med = try painlog.run(["meds", "rename", "\u{202E}dem", "med"])
        #expect(med.status == 0, "\(med)")

        #expect(try painlog.sqlite("SELECT count(*) FROM areas WHERE instr(name, char(8238)) > 0;") == "0")
        #expect(try painlog.sqlite("SELECT count(*) FROM tags WHERE instr(name, char(8238)) > 0;") == "0")
        #expect(try painlog.sqlite("SELECT count(*) FROM medications WHERE instr(name, char(8238)) > 0;") == "0")
        #expect(try painlog.run(["areas"]).stdout.contains("back"))
        // The rename is one undo step, shown visibly too.
        #expect(try painlog.run(["undo"]).stdout.hasPrefix("Undid meds rename '\\u202Edem' 'med'"))
    }

    @Test func aSyncKeepsANameAnOlderDiaryHolds() throws {
        let older = try Self.olderDiary()
        let folder = older.path("sync")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        #expect(try older.run(["sync", folder]).status == 0)

        let other = try PainlogSandbox()
        try other.log(["3", "--area", "knee"])
        let run = try other.run(["sync", folder])

        #expect(run.status == 0, "\(run)")
        #expect(try other.entries().contains { $0["areas"] as? [String] == [Self.reversed] })
        Self.expectVisible(try other.run(["areas"]), ["\\u202Ekcab"])
    }
}
