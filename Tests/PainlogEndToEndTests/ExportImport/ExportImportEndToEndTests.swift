import Foundation
import Testing

/// The environment these tests were written against: the sandbox's clock and zone, a plain `PATH`,
/// no `COLUMNS` and no `LANG`.
///
/// Every run of painlog has umask 022.
private let ioEnvironment: [String: String?] = ["PATH": "/usr/bin:/bin", "COLUMNS": nil, "LANG": nil]

/// The files the tests look at in the sandbox's folder, which is also the runs' current folder.
extension PainlogSandbox {
    fileprivate func read(_ name: String) throws -> Data {
        try Data(contentsOf: URL(fileURLWithPath: path(name)))
    }

    /// What is in the folder, sorted, apart from the databases (whose `-wal` and `-shm` files
    /// come and go with SQLite's connections).
    fileprivate func listing() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { !$0.contains(".sqlite") }.sorted()
    }

    fileprivate func mode(_ name: String) throws -> Int {
        let attributes = try FileManager.default.attributesOfItem(atPath: path(name))
        return (attributes[.posixPermissions] as? NSNumber)?.intValue ?? -1
    }
}

extension ProgramRun {
    /// stderr split at its line ends, less what follows the last one (so a last line without a
    /// line end is dropped, and the lines compare equal only when each ends in one).
    fileprivate var errorLines: [Substring] {
        stderr.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    }
}

/// The diary every test starts from: four entries logged out of time order, with text that a
/// spreadsheet or a CSV reader could get wrong.
private enum SampleDiary {
    /// `log` arguments, in the order they are logged (so their ids are 1…4).
    static let logs: [[String]] = [
        [
            "log", "3", "--area=-neck", "--area", "Head", "--at", "2026-11-20T08:00", "--tag", "work", "--med",
            "ibuprofen 400mg",
            "--note", "=1+2, \"quoted\"\nline two",
        ],
        ["log", "7", "--at", "2026-11-21T21:30+05:45", "--note=@home", "--tag=+plus"],
        ["log", "0", "--at", "2026-11-19T07:15", "--note", "\ttab first"],
        [
            "log", "6", "--at", "2026-11-21T09:00", "--area", "Lower back", "--med", "codeine 30 mg",
            "--note", "a\r\nb,\"c\" 😀 \u{200F}שלום\u{200B} e\u{301}",
        ],
    ]

    /// Oldest first.
    static let exportOrder = [3, 1, 4, 2]

    static let logged = "2026-11-22T10:00:00+01:00"

    /// The CSV row `export` must write for entry `id`, given its uid.
    static func row(_ id: Int, uid: String) -> String {
        let cells: String
        switch id {
        case 1:
            cells = "2026-11-20T08:00:00+01:00,3,'-neck; Head,work,ibuprofen 400mg,\"'=1+2, \"\"quoted\"\"\nline two\""
        case 2: cells = "2026-11-21T21:30:00+05:45,7,,'+plus,,'@home"
        case 3: cells = "2026-11-19T07:15:00+01:00,0,,,,'\ttab first"
        default:
            cells =
                "2026-11-21T09:00:00+01:00,6,Lower back,,codeine 30 mg,\"a\r\nb,\"\"c\"\" 😀 \u{200F}שלום\u{200B} e\u{301}\""
        }
        // The rev by the README's recipe, from the row's own cells.
        let rev = documentedRev(
            row: parseCSV("\(id),\(uid),\(cells)\r\n")[0], header: header.components(separatedBy: ","))
        return "\(id),\(uid),\(cells),\(logged),\(logged),\(rev),,\r\n"
    }

    static let header =
        "id,uid,occurred_at,intensity,areas,tags,medications,note,created_at,updated_at,rev,ended_at,symptoms\r\n"

    /// Logs the entries into `db` (the sandbox's own when nil) and returns their uids by id.
    static func create(in sandbox: PainlogSandbox, db: String? = nil) throws -> [Int: String] {
        for arguments in logs {
            let run = try sandbox.run(arguments, database: db)
            try #require(run.status == 0, "\(arguments): \(run.stderr)")
        }
        let list = try sandbox.run(["list", "--all", "--format", "json"], database: db)
        let objects = try #require(try JSONSerialization.jsonObject(with: list.stdoutBytes) as? [[String: Any]])
        var uids: [Int: String] = [:]
        for object in objects {
            if let id = object["id"] as? Int, let uid = object["uid"] as? String { uids[id] = uid }
        }
        try #require(uids.count == 4)
        return uids
    }

    /// The exact CSV export of entries `ids` (given oldest first).
    static func csv(_ ids: [Int], uids: [Int: String]) -> String {
        header + ids.map { row($0, uid: uids[$0] ?? "?") }.joined()
    }
}

/// Everything a user could see of a diary: its full export and its undo list.
private func snapshot(_ sandbox: PainlogSandbox, db: String? = nil) throws -> Data {
    let export = try sandbox.run(["export"], database: db)
    let undo = try sandbox.run(["undo", "--list"], database: db)
    return export.stdoutBytes + Data("\n--\n".utf8) + undo.stdoutBytes
}

@Suite struct ExportImportEndToEndTests {
    // MARK: export

    @Test func exportWritesTheContractCSVToStdout() throws {
        let sandbox = try PainlogSandbox(environment: ioEnvironment, umask: 0o022)
        let uids = try SampleDiary.create(in: sandbox)

        let run = try sandbox.run(["export"])

        #expect(run.status == 0)
        #expect(run.stderr == "")
        #expect(Array(run.stdoutBytes.prefix(3)) != [0xEF, 0xBB, 0xBF], "no byte-order mark")
        #expect(run.stdout.hasPrefix(SampleDiary.header))
        #expect(
            run.stdout.utf8.elementsEqual(SampleDiary.csv(SampleDiary.exportOrder, uids: uids).utf8),
            "\(run.stdout.debugDescription)")
        // Every line ends in CRLF except the one LF inside entry 1's quoted note.
        let bareLineFeeds = zip([0] + Array(run.stdoutBytes), run.stdoutBytes).filter { $1 == 0x0A && $0 != 0x0D }.count
        #expect(bareLineFeeds == 1)
    }

    @Test(arguments: [
        (["--since", "2026-11-20", "--max", "6"], [1, 4]),
        (["--area", "HEAD"], [1]),
        (["--tag", "work", "--tag", "+plus"], [1, 2]),
        (["--search", "שלום"], [4]),
        (["--until", "2026-11-19"], [3]),
        (["--min", "7"], [2]),
        (["--area", "nowhere"], []),
    ])
    func exportKeepsToTheFilters(_ filters: [String], ids: [Int]) throws {
        let sandbox = try PainlogSandbox(environment: ioEnvironment, umask: 0o022)
        let uids = try SampleDiary.create(in: sandbox)

        let run = try sandbox.run(["export"] + filters)

        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.utf8.elementsEqual(SampleDiary.csv(ids, uids: uids).utf8), "\(run.stdout.debugDescription)")
    }

    @Test func exportAsJSONIsTheListObjectsOldestFirst() throws {
        let sandbox = try PainlogSandbox(environment: ioEnvironment, umask: 0o022)
        _ = try SampleDiary.create(in: sandbox)

        let run = try sandbox.run(["export", "--format", "json"])
        let list = try sandbox.run(["list", "--all", "--format", "json"])

        #expect(run.status == 0 && run.stderr == "")
        #expect(run.stdout.hasPrefix("[\n  {\"id\":3,\"uid\":"))
        #expect(run.stdout.hasSuffix("}\n]\n"))
        func objects(_ text: String) -> [Substring] {
            text.split(separator: "\n").dropFirst().dropLast().map { line in
                let object = line.dropFirst(2)
                return object.hasSuffix(",") ? object.dropLast() : object
            }
        }
        let exported = objects(run.stdout)
        #expect(exported.count == 4)
        // `list` adds each entry's key (issue 41) and, last, its conditions (issue 39), which the
        // export leaves out: none here.
        let listed = objects(list.stdout).map {
            String($0).replacingOccurrences(of: #""key":"[0-9a-f]*","#, with: "", options: .regularExpression)
                .replacingOccurrences(of: ",\"conditions\":[]}", with: "}")
        }
        #expect(exported.map { Array($0.utf8) } == listed.reversed().map { Array($0.utf8) })
        let parsed = try #require(try JSONSerialization.jsonObject(with: run.stdoutBytes) as? [[String: Any]])
        #expect(parsed.map { $0["id"] as? Int } == SampleDiary.exportOrder)
        #expect(parsed.first?["areas"] as? [String] == [])
        #expect(parsed[1]["areas"] as? [String] == ["-neck", "Head"])
        #expect(parsed[1]["note"] as? String == "=1+2, \"quoted\"\nline two")
        #expect(parsed[3]["occurred_at"] as? String == "2026-11-21T21:30:00+05:45")
    }

    @Test func anEmptyDiaryExportsAHeaderOrAnEmptyArray() throws {
        let sandbox = try PainlogSandbox(environment: ioEnvironment, umask: 0o022)
        #expect(try sandbox.run(["export"]).stdout == SampleDiary.header)
        #expect(try sandbox.run(["export", "--format", "json"]).stdout == "[]\n")
    }

    // MARK: export --output

    @Test(arguments: ["csv", "json"])
    func exportToAFileWritesItPrivately(_ format: String) throws {
        let sandbox = try PainlogSandbox(environment: ioEnvironment, umask: 0o022)
        _ = try SampleDiary.create(in: sandbox)
        let stdoutExport = try sandbox.run(["export", "--format", format]).stdoutBytes

        let run = try sandbox.run(["export", "--format", format, "--output", "out.\(format)"], umask: 0o022)

        #expect(run.status == 0)
        #expect(run.stdoutBytes.isEmpty)
        #expect(run.stderr == "Exported 4 entries to out.\(format)\n")
        #expect(try sandbox.read("out.\(format)") == stdoutExport)
        #expect(try sandbox.mode("out.\(format)") == 0o600)
        #expect(try sandbox.listing().filter { $0.hasPrefix("out.") } == ["out.\(format)"])
    }

    @Test func exportRefusesAnExistingFileUnlessForced() throws {
        let sandbox = try PainlogSandbox(environment: ioEnvironment, umask: 0o022)
        _ = try SampleDiary.create(in: sandbox)
        try sandbox.write("taken.csv", "keep me\n")
        let before = try sandbox.listing()

        let refused = try sandbox.run(["export", "--output", "taken.csv"])

        #expect(refused.status == 1)
        #expect(refused.stdoutBytes.isEmpty)
        #expect(refused.errorLines == ["error: taken.csv already exists; pass --force to replace it"])
        #expect(try sandbox.read("taken.csv") == Data("keep me\n".utf8))
        #expect(try sandbox.listing() == before)

        let forced = try sandbox.run(["export", "--output", "taken.csv", "--force"])

        #expect(forced.status == 0, "\(forced.stderr)")
        #expect(try sandbox.read("taken.csv") == (try sandbox.run(["export"])).stdoutBytes)
        #expect(try sandbox.mode("taken.csv") == 0o600)
        #expect(try sandbox.listing() == before)
    }

    @Test func exportIntoAMissingFolderFailsAndLeavesNothingBehind() throws {
        let sandbox = try PainlogSandbox(environment: ioEnvironment, umask: 0o022)
        _ = try SampleDiary.create(in: sandbox)
        let before = try sandbox.listing()

        let run = try sandbox.run(["export", "--output", "missing/deeper/out.csv"])

        #expect(run.status == 1)
        #expect(run.stdoutBytes.isEmpty)
        #expect(run.errorLines.count == 1)
        #expect(run.errorLines.first?.hasPrefix("error: cannot create missing/deeper/out.csv") == true, "\(run.stderr)")
        #expect(try sandbox.listing() == before)
    }

    @Test func pythonsCSVReaderReadsEveryFieldOfTheExport() throws {
        let sandbox = try PainlogSandbox(environment: ioEnvironment, umask: 0o022)
        _ = try SampleDiary.create(in: sandbox)
        #expect(try sandbox.run(["export", "--output", "diary.csv"]).status == 0)
        let list = try sandbox.run(["list", "--all", "--format", "json"])
        let entries = try #require(try JSONSerialization.jsonObject(with: list.stdoutBytes) as? [[String: Any]])

        let script = """
            import csv, json, sys
            with open(sys.argv[1], newline='', encoding='utf-8') as f:
                print(json.dumps(list(csv.reader(f, strict=True))))
            """
        let python = try PainlogSandbox.tool(
            "/usr/bin/env", ["python3", "-c", script, sandbox.path("diary.csv")],
            environment: ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"], in: sandbox.folder)
        try #require(python.status == 0, "python3: \(python.stderr)")
        let rows = try #require(try JSONSerialization.jsonObject(with: python.stdoutBytes) as? [[String]])

        #expect(
            rows.first == [
                "id", "uid", "occurred_at", "intensity", "areas", "tags", "medications", "note", "created_at",
                "updated_at", "rev", "ended_at", "symptoms",
            ])
        func guarded(_ value: String) -> String {
            guard let first = value.unicodeScalars.first, ["=", "+", "-", "@", "\t", "\r", "'"].contains(first) else {
                return value
            }
            return "'" + value
        }
        let expected: [[String]] = entries.reversed().map { entry in
            let names = { (key: String) in (entry[key] as? [String] ?? []).joined(separator: "; ") }
            return [
                String(entry["id"] as? Int ?? -1), entry["uid"] as? String ?? "", entry["occurred_at"] as? String ?? "",
                String(entry["intensity"] as? Int ?? -1), names("areas"), names("tags"), names("medications"),
                entry["note"] as? String ?? "", entry["created_at"] as? String ?? "",
                entry["updated_at"] as? String ?? "", entry["rev"] as? String ?? "", entry["ended_at"] as? String ?? "",
                names("symptoms"),
            ].map(guarded)
        }
        #expect(rows.count == 5)
        for (read, wanted) in zip(rows.dropFirst(), expected) {
            #expect(read.map { Array($0.utf8) } == wanted.map { Array($0.utf8) }, "\(read) vs \(wanted)")
            #expect(read[10] == documentedRev(row: read, header: rows[0]), "the README's recipe: \(read)")
        }
    }

    // MARK: import

    @Test(arguments: ["csv", "json"])
    func importingAnExportIntoAFreshDiaryGivesBackTheSameBytes(_ format: String) throws {
        let sandbox = try PainlogSandbox(environment: ioEnvironment, umask: 0o022)
        _ = try SampleDiary.create(in: sandbox)
        #expect(try sandbox.run(["export", "--format", format, "--output", "diary.\(format)"]).status == 0)

        let run = try sandbox.run(["import", "diary.\(format)"], database: "copy.sqlite")

        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == "Imported 4 new, 0 updated, 0 unchanged\n")
        #expect(run.stderr == "")
        let copy = try sandbox.run(["export", "--format", format], database: "copy.sqlite").stdoutBytes
        #expect(copy == (try sandbox.read("diary.\(format)")))
        // Both formats carry the whole diary.
        #expect(
            try sandbox.run(["export"], database: "copy.sqlite").stdoutBytes
                == (try sandbox.run(["export"])).stdoutBytes)
    }

    @Test(arguments: ["csv", "json"])
    func importingTheSameFileTwiceChangesNothingAndKeepsOneUndoStep(_ format: String) throws {
        let sandbox = try PainlogSandbox(environment: ioEnvironment, umask: 0o022)
        _ = try SampleDiary.create(in: sandbox)
        #expect(try sandbox.run(["export", "--format", format, "--output", "diary.\(format)"]).status == 0)
        #expect(try sandbox.run(["import", "diary.\(format)"], database: "copy.sqlite").status == 0)
        let afterFirst = try snapshot(sandbox, db: "copy.sqlite")

        let again = try sandbox.run(["import", "diary.\(format)"], database: "copy.sqlite")

        #expect(again.status == 0)
        #expect(again.stdout == "Imported 0 new, 0 updated, 4 unchanged\n")
        #expect(try snapshot(sandbox, db: "copy.sqlite") == afterFirst)
        let undoList = try sandbox.run(["undo", "--list"], database: "copy.sqlite").stdout.split(separator: "\n")
        #expect(undoList.count == 3, "\(undoList)")
        #expect(undoList.filter { $0.contains("import diary.\(format) (4 entries)") }.count == 1, "\(undoList)")
        // Importing into the diary the file came from changes nothing either, and adds no step.
        let original = try snapshot(sandbox)
        #expect(try sandbox.run(["import", "diary.\(format)"]).stdout == "Imported 0 new, 0 updated, 4 unchanged\n")
        #expect(try snapshot(sandbox) == original)
    }

    @Test func aDryRunSaysWhatWouldChangeAndWritesNothing() throws {
        let sandbox = try PainlogSandbox(environment: ioEnvironment, umask: 0o022)
        _ = try SampleDiary.create(in: sandbox)
        #expect(try sandbox.run(["export", "--output", "diary.csv"]).status == 0)
        try sandbox.run(["log", "5", "--note", "only in the copy"], database: "copy.sqlite")
        let before = try snapshot(sandbox, db: "copy.sqlite")

        let run = try sandbox.run(["import", "diary.csv", "--dry-run"], database: "copy.sqlite")

        #expect(run.status == 0)
        // Each entry it would add, with the id it would get here (the file's #1 is taken), then the counts.
        #expect(
            run.stdoutLines == [
                "add     #3  Thu 2026-11-19 07:15   0/10  new",
                "add     #4  Fri 2026-11-20 08:00   3/10  new",
                "add     #5  Sat 2026-11-21 09:00   6/10  new",
                "add     #2  Sat 2026-11-21 21:30   7/10  new",
                "Would import 4 new, 0 updated, 0 unchanged (dry run: nothing was written)",
            ], "\(run)")
        #expect(try snapshot(sandbox, db: "copy.sqlite") == before)
    }

    @Test(arguments: [
        ("csv", ["--format", "csv"]), ("csv", []), ("json", ["--format", "json"]), ("json", []),
    ])
    func importReadsStandardInput(_ format: String, options: [String]) throws {
        let sandbox = try PainlogSandbox(environment: ioEnvironment, umask: 0o022)
        _ = try SampleDiary.create(in: sandbox)
        let exported = try sandbox.run(["export", "--format", format]).stdoutBytes

        let run = try sandbox.run(
            ["import", "-"] + options, stdinFile: try sandbox.write("stdin", exported), database: "copy.sqlite")

        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == "Imported 4 new, 0 updated, 0 unchanged\n")
        #expect(try sandbox.run(["export", "--format", format], database: "copy.sqlite").stdoutBytes == exported)
        #expect(
            try sandbox.run(["undo", "--list"], database: "copy.sqlite").stdout.contains(
                "import from stdin (4 entries)"))
    }

    @Test(arguments: ["json", "csv"])
    func guessingTheFormatOfStdinWaitsForItsFirstCharacter(_ format: String) throws {
        // The first write into the pipe is only white space or a byte-order mark; the rest comes later.
        let sandbox = try PainlogSandbox(environment: ioEnvironment, umask: 0o022)
        _ = try SampleDiary.create(in: sandbox)
        #expect(try sandbox.run(["export", "--format", format, "--output", "diary.\(format)"]).status == 0)

        let run = try sandbox.runShell(
            "(printf '\\n \\357\\273\\277'; sleep 0.3; cat diary.\(format)) | \"$0\" --db copy.sqlite import -")

        #expect(run.status == (format == "json" ? 0 : 65), "\(run.stderr)")
        if format == "json" {
            #expect(run.stdout == "Imported 4 new, 0 updated, 0 unchanged\n")
        } else {
            // A CSV file may not start with white space before its header: it is still read as CSV.
            #expect(run.errorLines.first?.hasPrefix("error: line 1: unknown column") == true, "\(run.stderr)")
        }
    }

    @Test func importAcceptsLFLineEndsAByteOrderMarkAndABlankLastLine() throws {
        let sandbox = try PainlogSandbox(environment: ioEnvironment, umask: 0o022)
        let text =
            "occurred_at,intensity,areas,note\n2026-11-20T08:00:00+01:00,4,neck; Back,\"two\nlines\"\n2026-11-21 07:30,2,,'=x\n\n"
        try sandbox.write("handmade.csv", [0xEF, 0xBB, 0xBF] + Array(text.utf8))

        let run = try sandbox.run(["import", "handmade.csv"])

        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == "Imported 2 new, 0 updated, 0 unchanged\n")
        let list = try sandbox.run(["list", "--all", "--format", "json"])
        let entries = try #require(try JSONSerialization.jsonObject(with: list.stdoutBytes) as? [[String: Any]])
        #expect(
            entries.map { $0["occurred_at"] as? String } == ["2026-11-21T07:30:00+01:00", "2026-11-20T08:00:00+01:00"])
        #expect(entries.map { $0["areas"] as? [String] } == [[], ["neck", "Back"]])
        #expect(entries.map { $0["note"] as? String } == ["=x", "two\nlines"])
    }

    @Test func undoTakesBackAWholeImport() throws {
        let sandbox = try PainlogSandbox(environment: ioEnvironment, umask: 0o022)
        _ = try SampleDiary.create(in: sandbox)
        #expect(try sandbox.run(["export", "--output", "diary.csv"]).status == 0)
        try sandbox.run(["log", "2", "--note", "already here"], database: "copy.sqlite")
        let before = try snapshot(sandbox, db: "copy.sqlite")
        #expect(try sandbox.run(["import", "diary.csv"], database: "copy.sqlite").status == 0)

        let undo = try sandbox.run(["undo"], database: "copy.sqlite")

        #expect(undo.status == 0)
        #expect(undo.stdout == "Undid import diary.csv (4 entries, from Sun 2026-11-22 10:00).\n")
        #expect(try snapshot(sandbox, db: "copy.sqlite") == before)
    }

    @Test func exportRefusesAFolderAsItsOutput() throws {
        let sandbox = try PainlogSandbox(environment: ioEnvironment, umask: 0o022)
        try FileManager.default.createDirectory(atPath: sandbox.path("folder"), withIntermediateDirectories: false)

        let run = try sandbox.run(["export", "--output", "folder", "--force"])

        #expect(run.status == 1)
        #expect(run.errorLines == ["error: folder is a folder; give a file name with --output"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: sandbox.path("folder")).isEmpty)
    }

    @Test func aFileThatCannotBeReadExits66AndChangesNothing() throws {
        let sandbox = try PainlogSandbox(environment: ioEnvironment, umask: 0o022)
        _ = try SampleDiary.create(in: sandbox)
        try FileManager.default.createDirectory(atPath: sandbox.path("folder.csv"), withIntermediateDirectories: false)
        let before = try snapshot(sandbox)

        let missing = try sandbox.run(["import", "nowhere.csv"])
        let folder = try sandbox.run(["import", "folder.csv"])

        #expect(missing.status == 66)
        #expect(missing.errorLines == ["error: cannot read nowhere.csv: No such file or directory"])
        #expect(folder.status == 66)
        #expect(folder.errorLines == ["error: cannot read folder.csv: it is a folder"])
        #expect(missing.stdoutBytes.isEmpty && folder.stdoutBytes.isEmpty)
        #expect(try snapshot(sandbox) == before)
    }

    struct BadFile: Sendable, CustomTestStringConvertible {
        let name: String
        let file: String
        let bytes: [UInt8]
        let error: String
        var testDescription: String { name }

        init(_ name: String, _ file: String, _ text: String, _ error: String) {
            self.init(name, file, Array(text.utf8), error)
        }

        init(_ name: String, _ file: String, _ bytes: [UInt8], _ error: String) {
            self.name = name
            self.file = file
            self.bytes = bytes
            self.error = error
        }
    }

    static let columns =
        "id,uid,occurred_at,intensity,areas,tags,medications,note,created_at,updated_at,rev,ended_at,symptoms"
    static let duplicateUID = "3f2b8c1e-5a4d-4e8f-9b1a-2c3d4e5f6a7b"

    static let badFiles: [BadFile] = [
        BadFile(
            "an unterminated quote", "bad.csv",
            "occurred_at,intensity,note\r\n2026-11-20T08:00:00+01:00,5,ok\r\n2026-11-21T08:00:00+01:00,5,\"never\r\nclosed\r\n",
            "error: line 3: a quoted field is never closed (missing '\"')"),
        BadFile(
            "a ragged row", "bad.csv",
            "occurred_at,intensity,note\r\n2026-11-20T08:00:00+01:00,5,ok\r\n2026-11-21T08:00:00+01:00,5\r\n",
            "error: line 3 (row 2): 2 fields, but the header has 3"),
        BadFile(
            "invalid UTF-8", "bad.csv",
            Array("occurred_at,intensity,note\r\n2026-11-20T08:00:00+01:00,5,caf".utf8) + [0xE9] + Array("\r\n".utf8),
            "error: line 2: the text is not valid UTF-8; save the file as UTF-8"),
        BadFile(
            "a bad date", "bad.csv",
            "occurred_at,intensity\r\n2026-11-20T08:00:00+01:00,5\r\n2026-11-31T08:00:00+01:00,5\r\n",
            "error: line 3 (row 2): occurred_at '2026-11-31T08:00:00+01:00' is not an ISO 8601 date and time, "
                + "e.g. 2026-11-22T08:30:00+01:00"),
        BadFile(
            "a bad intensity", "bad.csv",
            "occurred_at,intensity\r\n2026-11-20T08:00:00+01:00,5\r\n2026-11-21T08:00:00+01:00,12\r\n",
            "error: line 3 (row 2): intensity must be a whole number 0–10, got '12'"),
        BadFile(
            "a time in the future", "bad.csv",
            "occurred_at,intensity\r\n2026-11-23T08:00:00+01:00,5\r\n",
            "error: line 2 (row 1): occurred_at '2026-11-23T08:00:00+01:00' is in the future"),
        // Issue 24, finding 6: it would win every merge, and stop every other diary's sync.
        BadFile(
            "an updated_at more than a day ahead", "bad.csv",
            "occurred_at,intensity,updated_at\r\n2026-11-20T08:00:00+01:00,5,2026-11-25T08:00:00+01:00\r\n",
            "error: line 2 (row 1): updated_at '2026-11-25T08:00:00+01:00' is more than a day ahead of this computer's "
                + "clock; is the clock of the computer that wrote it wrong?"),
        BadFile(
            "a JSON name containing ';'", "bad.json",
            "[\n  {\"occurred_at\": \"2026-11-20T08:00:00+01:00\", \"intensity\": 5, \"areas\": [\"neck;back\"]}\n]\n",
            "error: line 2 (row 1): area 'neck;back' must not contain ';'"),
        BadFile(
            "an empty CSV file", "empty.csv", "", "error: line 1: the file is empty; expected the header \(columns)"),
        BadFile(
            "an empty JSON file", "empty.json", "", "error: line 1: the file is empty; expected a JSON array of entries"
        ),
        BadFile("a header only", "bad.csv", columns + "\r\n", "error: line 1: the file has a header but no entries"),
        BadFile("an empty JSON array", "bad.json", "[]\n", "error: line 1: the array holds no entries"),
        BadFile(
            "an unknown column", "bad.csv", "occurred_at,intensity,mood\r\n2026-11-20T08:00:00+01:00,5,fine\r\n",
            "error: line 1: unknown column 'mood'; the columns are \(columns)"),
        BadFile(
            "a missing required column", "bad.csv", "occurred_at,note\r\n2026-11-20T08:00:00+01:00,x\r\n",
            "error: line 1: the required column 'intensity' is missing"),
        BadFile(
            "a duplicate uid in the file", "bad.csv",
            "uid,occurred_at,intensity\r\n\(duplicateUID),2026-11-20T08:00:00+01:00,5\r\n,2026-11-20T09:00:00+01:00,6\r\n"
                + "\(duplicateUID),2026-11-21T08:00:00+01:00,7\r\n",
            "error: line 4 (row 3): uid \(duplicateUID) appears more than once in the file"),
    ]

    @Test(arguments: badFiles)
    func aMalformedFileExits65WithOneLineAndChangesNothing(_ bad: BadFile) throws {
        let sandbox = try PainlogSandbox(environment: ioEnvironment, umask: 0o022)
        _ = try SampleDiary.create(in: sandbox)
        try sandbox.write(bad.file, bad.bytes)
        let before = try snapshot(sandbox)

        let run = try sandbox.run(["import", bad.file])

        #expect(run.status == 65)
        #expect(run.stdoutBytes.isEmpty)
        #expect(run.errorLines == [Substring(bad.error)], "\(run.stderr.debugDescription)")
        #expect(try snapshot(sandbox) == before)
        // A dry run finds the same problem.
        let dryRun = try sandbox.run(["import", bad.file, "--dry-run"])
        #expect(dryRun.status == 65)
        #expect(dryRun.errorLines == [Substring(bad.error)])
    }
}
