import Foundation
import Testing

/// `painlog list --format csv|json` and the table: the export's fields, RFC 4180, the width and colour.
@Suite struct ListFormatTests {
    static let header =
        "id,uid,occurred_at,intensity,areas,tags,medications,note,created_at,updated_at,rev,ended_at,symptoms"

    /// Entries whose cells exercise quoting and the formula guard.
    static let awkwardDiary = DiaryTemplate { painlog in
        try painlog.log(["2", "--at", "2026-11-18T07:00", "--note", "plain"])
        try painlog.log(["3", "--at", "2026-11-19T07:00", "--note", "comma, \"quote\"\nand a newline\r\nand CRLF"])
        try painlog.log(["4", "--at", "2026-11-20T07:00", "--note", "=SUM(A1:A9)"])
        try painlog.log([
            "5", "--at", "2026-11-20T08:30+05:30", "--area", "head", "--area", "neck", "--tag", "@home", "--tag", "b",
            "--med", "ibuprofen 400mg", "--med", "codeine 30 mg", "--note", "-3 today",
        ])
        try painlog.log(["6", "--at", "2026-11-21T07:00", "--note", "+1"])
        try painlog.log(["7", "--at", "2026-11-21T08:00", "--note", "'quoted already"])
        try painlog.log(["8", "--at", "2026-11-21T09:00", "--note", "\ttab first 😀 مرحبا"])
        try painlog.log(["9", "--at", "2026-11-21T10:00"])
    }

    /// The CSV cell the contract writes for `value`: a leading `'` before a would-be formula.
    private func guarded(_ value: String) -> String {
        guard let first = value.unicodeScalars.first, ["=", "+", "-", "@", "\t", "\r", "'"].contains(first) else {
            return value
        }
        return "'" + value
    }

    /// Whether every line end outside quoted cells is CRLF (inside a quoted cell, text is as stored).
    private func recordsEndInCRLF(_ bytes: Data) -> Bool {
        var inQuotes = false
        var previous: UInt8 = 0
        for byte in bytes {
            if byte == UInt8(ascii: "\"") { inQuotes.toggle() }
            if !inQuotes {
                if byte == 10, previous != 13 { return false }
                if previous == 13, byte != 10 { return false }
            }
            previous = byte
        }
        return !inQuotes && bytes.suffix(2) == Data([13, 10])
    }

    /// Parses CSV with Python's `csv` module: an independent RFC 4180 reader.
    private func pythonCSVRows(_ bytes: Data, in painlog: PainlogSandbox) throws -> [[String]] {
        let script = """
            import csv, io, json, sys
            text = sys.stdin.buffer.read().decode('utf-8')
            rows = list(csv.reader(io.StringIO(text, newline=''), strict=True))
            sys.stdout.write(json.dumps(rows))
            """
        let run = try PainlogSandbox.tool("/usr/bin/env", ["python3", "-c", script], stdin: bytes, in: painlog.folder)
        guard run.status == 0 else { throw HarnessError("python3 could not read the CSV\n\(run)") }
        guard let rows = try JSONSerialization.jsonObject(with: run.stdoutBytes) as? [[String]] else {
            throw HarnessError("python3 gave no rows\n\(run)")
        }
        return rows
    }

    @Test func csvIsRFC4180WithTheContractsColumnsAndEveryFieldMatchesJSON() throws {
        let painlog = try PainlogSandbox()
        try Self.awkwardDiary.copy(into: painlog)

        let csv = try painlog.run(["list", "--format", "csv", "--all"])
        expectSuccess(csv)
        #expect(csv.stdout.hasPrefix(Self.header + "\r\n"), "\(csv)")
        #expect(csv.stdoutBytes.prefix(3) != Data([0xEF, 0xBB, 0xBF]), "no byte-order mark")
        #expect(recordsEndInCRLF(csv.stdoutBytes), "\(csv)")
        #expect(csv.stdout.contains(",'=SUM(A1:A9),"), "\(csv)")
        #expect(csv.stdout.contains(",'-3 today,"), "\(csv)")

        let rows = try pythonCSVRows(csv.stdoutBytes, in: painlog)
        let entries = try painlog.entries()
        #expect(rows.first == Self.header.split(separator: ",").map(String.init))
        let records = Array(rows.dropFirst())
        try #require(records.count == entries.count && entries.count == 8)
        for (record, entry) in zip(records, entries) {
            let rev = try #require(entry["rev"] as? String)
            let symptoms: String = (entry["symptoms"] as? [String] ?? []).joined(separator: "; ")
            let expected: [String] = [
                "\(try #require(entry["id"] as? Int))",
                try #require(entry["uid"] as? String),
                try #require(entry["occurred_at"] as? String),
                "\(try #require(entry["intensity"] as? Int))",
                try #require(entry["areas"] as? [String]).joined(separator: "; "),
                try #require(entry["tags"] as? [String]).joined(separator: "; "),
                try #require(entry["medications"] as? [String]).joined(separator: "; "),
                try #require(entry["note"] as? String),
                try #require(entry["created_at"] as? String),
                try #require(entry["updated_at"] as? String),
                rev,
                entry["ended_at"] as? String ?? "",
                symptoms,
            ].map(guarded)
            // The rev is the README's recipe over the entry's content.
            #expect(record[10] == documentedRev(row: record, header: Self.header.components(separatedBy: ",")))
            #expect(record.map { Array($0.utf8) } == expected.map { Array($0.utf8) }, "row \(record)")
        }
        // Newest first, like the table.
        // (#4, at 08:30 in +05:30, happened at 04:00 in Berlin: before #3.)
        #expect(records.map { $0[0] } == ["8", "7", "6", "5", "3", "4", "2", "1"])
        #expect(records.first { $0[0] == "4" }?[4] == "head; neck")
        #expect(records.first { $0[0] == "4" }?[5] == "'@home; b")
        #expect(records.first { $0[0] == "4" }?[6] == "ibuprofen 400mg; codeine 30 mg")
        #expect(records.first { $0[0] == "4" }?[2] == "2026-11-20T08:30:00+05:30")
    }

    @Test func csvAndJSONHonourFiltersAndLimits() throws {
        let painlog = try PainlogSandbox()
        try Self.awkwardDiary.copy(into: painlog)

        let csv = try painlog.run(["list", "--format", "csv", "--limit", "2", "--min", "4"])
        expectSuccess(csv)
        let rows = try pythonCSVRows(csv.stdoutBytes, in: painlog)
        #expect(rows.dropFirst().map { $0[0] } == ["8", "7"])

        let json = try painlog.run(["list", "--format", "json", "--max", "3"])
        expectSuccess(json)
        #expect(try PainlogSandbox.jsonArray(json.stdoutBytes).compactMap { $0["id"] as? Int } == [2, 1])
    }

    @Test func jsonIsAnArrayOfObjectsWithTheExportsFields() throws {
        let painlog = try PainlogSandbox()
        try Self.awkwardDiary.copy(into: painlog)

        let json = try painlog.run(["list", "--format", "json"])
        expectSuccess(json)
        let array = try PainlogSandbox.jsonArray(json.stdoutBytes)
        #expect(array.count == 8)
        for object in array {
            #expect(Set(object.keys) == LogCommandTests.listFields)
            #expect(object["id"] is Int)
            #expect(object["intensity"] is Int)
            #expect(object["areas"] is [String])
            for field in ["occurred_at", "created_at", "updated_at"] {
                let time = try #require(object[field] as? String)
                #expect(time.wholeMatch(of: /\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d/) != nil, "\(field) \(time)")
            }
        }
        // Every entry as `show --json` gives it.
        let shown = try painlog.run(["show", "3", "--json"])
        expectSuccess(shown)
        #expect(json.stdout.contains(shown.stdout.dropLast() + ",\n"), "\(json)\n\(shown)")
    }

    /// 23 entries: 20 are shown, so the hint about the rest is too; the newest has long areas and a note.
    static let wideDiary = DiaryTemplate { painlog in
        for hours in 1...22 {
            try painlog.log(["\(hours % 11)", "--at", "\(hours)h ago", "--area", "head"])
        }
        try painlog.log([
            "10", "--area", "left shoulder blade and the upper back", "--area", "neck", "--area", "頭",
            "--note", "A long note 😀 with emoji, 漢字 and مرحبا بالعالم that goes on and on and on\nover two lines",
        ])
    }

    @Test func theTableNeverExceedsTheWidth() throws {
        let painlog = try PainlogSandbox()
        try Self.wideDiary.copy(into: painlog)

        for columns in [200, 100, 80, 60, 40, 35, 34, 30, 26, 20] {
            let run = try painlog.run(["list"], environment: ["COLUMNS": "\(columns)"])
            expectSuccess(run)
            #expect(run.stdoutLines.count == 22, "header, 20 rows, hint\n\(run)")
            for line in run.stdoutLines {
                #expect(displayWidth(line) <= columns, "\(displayWidth(line)) > \(columns) columns: \(line)")
            }
            // Every row still says which entry it is, newest first.
            let ids = run.stdoutLines.dropFirst().compactMap { line in
                line.firstMatch(of: /^ *#(\d+)/).flatMap { Int($0.1) }
            }
            #expect(ids == [23] + Array(1...19), "\(columns) columns\n\(run)")
            if columns >= 35 {
                // ...and, where the id, time and intensity columns fit, how much it hurt: the newest is a 10.
                #expect(run.stdoutLines.dropFirst().first?.contains(" 10 ") == true, "\(columns) columns\n\(run)")
            }
            if columns >= 100 {
                #expect(run.stdoutLines.first?.contains("NOTE") == true, "\(run)")
                #expect(run.stdout.contains("A long note"), "\(run)")
            }
        }
    }

    @Test func noColourWhenStdoutIsNotATerminal() throws {
        let painlog = try PainlogSandbox()
        let logged = try painlog.run(["log", "9", "--area", "head", "--note", "x"])
        let runs = [
            logged, try painlog.run(["list"]), try painlog.run(["show", "1"]),
            try painlog.run(["list", "--format", "csv"]),
            try painlog.run(["list", "--format", "json"]), try painlog.run(["show", "2"]),
            try painlog.run(["migrate", "--status"]),
        ]
        for run in runs {
            #expect(!run.stdout.contains(escapeCharacter), "\(run)")
            #expect(!run.stderr.contains(escapeCharacter), "\(run)")
        }
    }

    @Test func colourOnATerminalOnlyWithoutNoColourAndNeverInJSONOrCSV() throws {
        let painlog = try PainlogSandbox()
        try painlog.log(["9", "--area", "head"])

        // On a terminal the table is coloured: the checks below can see colour.
        let coloured = try painlog.runOnTerminal(["list"])
        #expect(coloured.status == 0, "\(coloured)")
        #expect(coloured.stdout.contains(escapeCharacter), "\(coloured)")
        #expect(coloured.stdout.contains("#1"), "\(coloured)")

        let plainRuns = [
            try painlog.runOnTerminal(["--no-color", "list"]),
            try painlog.runOnTerminal(["list", "--no-color"]),
            try painlog.runOnTerminal(["list"], environment: ["NO_COLOR": "1"]),
            try painlog.runOnTerminal(["show", "1"], environment: ["NO_COLOR": "1"]),
            try painlog.runOnTerminal(["log", "8", "--no-color"]),
            try painlog.runOnTerminal(["list", "--format", "json"]),
            try painlog.runOnTerminal(["list", "--format", "csv"]),
            try painlog.runOnTerminal(["show", "1", "--json"]),
        ]
        for run in plainRuns {
            #expect(run.status == 0, "\(run)")
            #expect(!run.stdout.isEmpty, "\(run)")
            #expect(!run.stdout.contains(escapeCharacter), "\(run)")
        }
    }
}
