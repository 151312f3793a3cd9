import Foundation
import Testing

/// `edit`, `delete` and `undo` through the built binary: stdout, stderr, exit status, and what
/// the database holds afterwards.
@Suite struct EditDeleteUndoEndToEndTests {
    /// When entries are logged.
    static let loggedAt = "2026-11-22T10:00:00+01:00"
    /// Half an hour later, when they are edited, so a moving `updated_at` shows.
    static let editedAt = "2026-11-22T10:30:00+01:00"
    /// Later again, when a change is undone: what the undo puts back is updated then.
    static let undoneAt = "2026-11-22T11:00:00+01:00"
    /// What these tests were written against: no width, no terminal type, a plain `PATH`, and a
    /// `SHELL`; stdin given as a file (not a pipe) where a test types something.
    static let environment: [String: String?] = [
        "PAINLOG_NOW": loggedAt, "PATH": "/usr/bin:/bin", "SHELL": "/bin/sh", "COLUMNS": nil, "TERM": nil,
    ]

    // MARK: - edit

    /// One `edit` of the logged entry and the fields it must change.
    struct FieldEdit: Sendable, CustomTestStringConvertible {
        let arguments: [String]
        /// The changed JSON fields, as JSON text.
        let fields: [String: String]
        /// A line the printed entry must contain.
        let shows: String
        /// What the edit says on stderr: a notice for a medication without a class (issue 41), else nothing.
        var says = ""

        var testDescription: String { arguments.joined(separator: " ") }
    }

    @Test(arguments: [
        FieldEdit(arguments: ["--intensity", "6"], fields: ["intensity": "6"], shows: "Intensity:   6/10"),
        FieldEdit(arguments: ["--intensity", "0"], fields: ["intensity": "0"], shows: "Intensity:   0/10"),
        FieldEdit(
            arguments: ["--at", "yesterday 21:00"], fields: ["occurred_at": #""2026-11-21T21:00:00+01:00""#],
            shows: "When:        Sat 2026-11-21 21:00:00 +01:00"),
        FieldEdit(
            arguments: ["--at", "2026-11-20T08:30+05:30"], fields: ["occurred_at": #""2026-11-20T08:30:00+05:30""#],
            shows: "2026-11-20 08:30:00 +05:30"),
        FieldEdit(
            arguments: ["--note", "new \"note\", with comma\nsecond line 🤕"],
            fields: ["note": #""new \"note\", with comma\nsecond line 🤕""#], shows: "second line 🤕"),
        FieldEdit(arguments: ["--note", ""], fields: ["note": #""""#], shows: "Note:        —"),
        FieldEdit(
            arguments: ["--area", "knee", "--area", "Hip", "--area", "KNEE"], fields: ["areas": #"["knee","Hip"]"#],
            shows: "Areas:       knee, Hip"),
        FieldEdit(
            arguments: ["--add-area", "jaw"], fields: ["areas": #"["head","Neck","jaw"]"#], shows: "head, Neck, jaw"),
        FieldEdit(arguments: ["--remove-area", "neck"], fields: ["areas": #"["head"]"#], shows: "Areas:       head"),
        FieldEdit(arguments: ["--tag", "sleep"], fields: ["tags": #"["sleep"]"#], shows: "Tags:        sleep"),
        FieldEdit(arguments: ["--add-tag", "stress"], fields: ["tags": #"["work","stress"]"#], shows: "work, stress"),
        FieldEdit(arguments: ["--remove-tag", "WORK"], fields: ["tags": "[]"], shows: "Tags:        —"),
        FieldEdit(
            arguments: ["--med", "codeine 30 mg", "--med", "tea"], fields: ["medications": #"["codeine 30 mg","tea"]"#],
            shows: "Medications: codeine 30 mg, tea",
            says: "notice: 'tea' has no class, so it is not counted for overuse; set one with painlog meds class 'tea' "
                + "CLASS (CLASS: simple_analgesic, triptan, ergot, opioid, combination_analgesic, gepant, ditan, "
                + "preventive, other)\n"),
        FieldEdit(arguments: ["--clear-meds"], fields: ["medications": "[]"], shows: "Medications: —"),
        FieldEdit(
            arguments: ["--intensity", "2", "--add-area", "jaw", "--remove-area", "HEAD", "--clear-meds"],
            fields: ["intensity": "2", "areas": #"["Neck","jaw"]"#, "medications": "[]"], shows: "Neck, jaw"),
    ])
    func editChangesOnlyTheNamedFieldsAndPrintsTheEntry(edit: FieldEdit) throws {
        let painlog = try PainlogSandbox(environment: Self.environment)
        try painlog.logSample()
        let before = try painlog.entries()

        let result = try painlog.run(["edit", "1"] + edit.arguments, environment: ["PAINLOG_NOW": Self.editedAt])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr == edit.says)
        #expect(result.stdout.hasPrefix("Entry #1\n"))
        #expect(result.stdout.contains(edit.shows), "\(result.stdout)")
        #expect(result.stdout.contains("Updated:     Sun 2026-11-22 10:30:00 +01:00"))

        var expected = try #require(before.first)
        for (key, json) in edit.fields {
            expected[key] = try JSONSerialization.jsonObject(with: Data(json.utf8), options: .fragmentsAllowed)
        }
        expected["updated_at"] = Self.editedAt
        expected["rev"] = documentedRev(json: expected)
        let after = try painlog.entries()
        #expect(after.count == 1)
        #expect(NSDictionary(dictionary: try #require(after.first)).isEqual(to: expected), "\(after)")
    }

    @Test func editWithJSONPrintsTheEntryAsAJSONObject() throws {
        let painlog = try PainlogSandbox(environment: Self.environment)
        try painlog.logSample()
        let result = try painlog.run(
            ["edit", "#1", "--intensity", "7", "--json"], environment: ["PAINLOG_NOW": Self.editedAt])
        #expect(result.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(object["intensity"] as? Int == 7)
        #expect(object["updated_at"] as? String == Self.editedAt)
        #expect(NSDictionary(dictionary: object).isEqual(to: try #require(try painlog.entries().first)))
    }

    @Test(arguments: [
        ["--intensity", "5"], ["--area", "HEAD", "--area", "neck"], ["--add-tag", "Work"], ["--note", "first"],
    ])
    func anEditThatChangesNothingSaysSoAndKeepsUpdatedAt(arguments: [String]) throws {
        let painlog = try PainlogSandbox(environment: Self.environment)
        try painlog.logSample()
        let before = try painlog.state()

        let result = try painlog.run(["edit", "1"] + arguments, environment: ["PAINLOG_NOW": Self.editedAt])
        #expect(result.status == 0)
        #expect(result.stdout == "Nothing changed: #1 already has those values.\n")
        #expect(result.stderr == "")
        #expect(try painlog.state() == before)
        #expect(try painlog.entries().first?["updated_at"] as? String == Self.loggedAt)
    }

    /// A command that must be refused, with its exit status and a part of its one-line error.
    struct Refusal: Sendable, CustomTestStringConvertible {
        let arguments: [String]
        let status: Int32
        let says: String

        init(_ arguments: [String], _ status: Int32 = 64, says: String) {
            self.arguments = arguments
            self.status = status
            self.says = says
        }

        var testDescription: String { String(arguments.joined(separator: " ").prefix(60)) + " → \(status)" }
    }

    @Test(arguments: [
        Refusal(["edit", "1"], says: "nothing to change for #1"),
        Refusal(["edit", "1", "--intensity", "11"], says: "'11'"),
        Refusal(["edit", "1", "--intensity", "-1"], says: "'-1'"),
        Refusal(["edit", "1", "--intensity", "5.5"], says: "'5.5'"),
        Refusal(["edit", "1", "--intensity", "five"], says: "'five'"),
        Refusal(["edit", "1", "--intensity", ""], says: "intensity"),
        Refusal(["edit", "1", "--intensity"], says: "--intensity"),
        Refusal(["edit", "1", "--at", "someday"], says: "'someday'"),
        Refusal(["edit", "1", "--at", "2026-11-23T09:00"], says: "future"),
        Refusal(["edit", "1", "--note", String(repeating: "n", count: 10_001)], says: "10001"),
        Refusal(["edit", "1", "--area", "a;b"], says: "'a;b'"),
        Refusal(["edit", "1", "--add-area", ""], says: "area must not be empty"),
        Refusal(["edit", "1", "--tag", String(repeating: "t", count: 65)], says: "longer than 64"),
        Refusal(["edit", "1", "--add-tag", "bell\u{7}"], says: "control"),
        Refusal(["edit", "1", "--med", ""], says: "medication"),
        Refusal(["edit", "1", "--med", "tea", "--clear-meds"], says: "--clear-meds"),
        Refusal(["edit", "1", "--remove-area", "elbow"], says: "'elbow'"),
        Refusal(["edit", "1", "--intensity", "9", "--remove-tag", "holiday"], says: "'holiday'"),
        Refusal(["edit", "abc", "--intensity", "3"], says: "'abc'"),
        Refusal(["edit", "--intensity", "3"], says: "id"),
        Refusal(["edit", "1", "--bogus"], says: "--bogus"),
        Refusal(["edit", "99", "--intensity", "3"], 1, says: "#99"),
        Refusal(["delete"], says: "id"),
        Refusal(["delete", "abc", "--yes"], says: "'abc'"),
        Refusal(["delete", "1", "0", "--yes"], says: "'0'"),
        Refusal(["delete", "1", "99", "--yes"], 1, says: "#99"),
        Refusal(["delete", "99", "1", "98", "--yes"], 1, says: "#99, #98"),
        Refusal(["delete", "1"], 1, says: "--yes"),
        Refusal(["undo", "extra"], says: "extra"),
    ])
    func aRefusedCommandSaysWhyOnOneLineAndChangesNothing(refusal: Refusal) throws {
        let painlog = try PainlogSandbox(environment: Self.environment)
        try painlog.logSample()
        try painlog.logSecond()
        let before = try painlog.state()

        let result = try painlog.run(refusal.arguments, environment: ["PAINLOG_NOW": Self.editedAt])
        #expect(result.status == refusal.status)
        #expect(result.stdout == "")
        #expect(result.stderr.hasPrefix("error: "))
        #expect(result.stderr.hasSuffix("\n") && result.stderr.filter { $0 == "\n" }.count == 1, "\(result.stderr)")
        #expect(result.stderr.contains(refusal.says), "\(result.stderr)")
        #expect(try painlog.state() == before)
    }

    // MARK: - delete

    @Test func deleteWithYesRemovesEveryEntryNamed() throws {
        let painlog = try PainlogSandbox(environment: Self.environment)
        for intensity in 1...4 {
            #expect(try painlog.run(["log", "\(intensity)"]).status == 0)
        }
        let result = try painlog.run(["delete", "3", "#1", "3", "--yes"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "Deleted #3, #1. 'painlog undo' brings them back.\n")
        #expect(result.stderr == "")
        #expect(try painlog.entries().compactMap { $0["id"] as? Int } == [4, 2])
    }

    @Test func deleteAsksOnATerminalAndAnsweringNoDeletesNothing() throws {
        let painlog = try PainlogSandbox(environment: Self.environment)
        try painlog.logSample()
        try painlog.logSecond()
        let before = try painlog.state()

        let result = try painlog.runOnTerminal(["delete", "1", "2"], stdinFile: try painlog.write("answer", "n\n"))
        #expect(result.status == 1)
        #expect(result.stdout.contains("Delete these 2 entries? [y/N]"), "\(result.stdout)")
        #expect(result.stdout.contains("#1") && result.stdout.contains("#2"))
        #expect(!result.stdout.contains("Deleted"))
        #expect(try painlog.state() == before)
    }

    @Test func deleteAsksOnATerminalAndAnsweringYesDeletes() throws {
        let painlog = try PainlogSandbox(environment: Self.environment)
        try painlog.logSample()
        try painlog.logSecond()

        let result = try painlog.runOnTerminal(["delete", "2"], stdinFile: try painlog.write("answer", "y\n"))
        #expect(result.status == 0, "\(result.stdout)")
        #expect(result.stdout.contains("Delete this entry? [y/N]"), "\(result.stdout)")
        #expect(result.stdout.contains("Deleted #2."))
        #expect(try painlog.entries().compactMap { $0["id"] as? Int } == [1])
    }

    @Test func deleteWithoutYesRefusesWhenStdinIsAPipeEvenWithAnAnswer() throws {
        let painlog = try PainlogSandbox(environment: Self.environment)
        try painlog.logSample()
        let before = try painlog.state()
        let result = try painlog.run(["delete", "1"], stdinFile: try painlog.write("answer", "y\n"))
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("error: ") && result.stderr.contains("--yes"))
        #expect(try painlog.state() == before)
    }

    // MARK: - undo

    @Test func undoAfterLogRemovesTheEntry() throws {
        let painlog = try PainlogSandbox(environment: Self.environment)
        try painlog.logSample()
        let result = try painlog.run(["undo"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("Undid log #1 (1 entry"), "\(result.stdout)")
        #expect(try painlog.entries().isEmpty)
    }

    @Test func undoAfterEditGivesBackEveryField() throws {
        let painlog = try PainlogSandbox(environment: Self.environment)
        try painlog.logSample()
        let before = try painlog.entries()
        let edited = try painlog.run(
            ["edit", "1", "--intensity", "9", "--note", "changed", "--area", "knee", "--tag", "x", "--clear-meds"],
            environment: ["PAINLOG_NOW": Self.editedAt])
        #expect(edited.status == 0)
        #expect(NSArray(array: try painlog.entries()) != NSArray(array: before))

        let result = try painlog.run(["undo"], environment: ["PAINLOG_NOW": Self.undoneAt])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("Undid edit #1 (1 entry, from Sun 2026-11-22 10:30"), "\(result.stdout)")
        // Every field back, `created_at` too; `updated_at` is the undo's: an undo is a change.
        #expect(NSArray(array: try painlog.entries()) == PainlogSandbox.updated(before, ids: [1], at: Self.undoneAt))
        let show = try painlog.run(["show", "1", "--json"])
        #expect(try PainlogSandbox.jsonObject(show.stdoutBytes)["updated_at"] as? String == Self.undoneAt, "\(show)")
    }

    @Test func undoAfterDeleteBringsEntriesBackWithTheSameIdUidAndEveryField() throws {
        let painlog = try PainlogSandbox(environment: Self.environment)
        try painlog.logSample()
        try painlog.logSecond()
        #expect(try painlog.run(["log", "1"]).status == 0)
        let before = try painlog.entries()

        #expect(try painlog.run(["delete", "1", "2", "--yes"]).status == 0)
        #expect(try painlog.entries().count == 1)
        let result = try painlog.run(["undo"], environment: ["PAINLOG_NOW": Self.undoneAt])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("Undid delete #1, #2 (2 entries"), "\(result.stdout)")
        // Back with every field, updated at the undo; #3, which the delete left alone, as it was.
        #expect(
            NSArray(array: try painlog.entries()) == PainlogSandbox.updated(before, ids: [1, 2], at: Self.undoneAt))

        // The next entry gets a new id: undo never lets two entries share one.
        #expect(try painlog.run(["log", "2"]).stdout.hasPrefix("Logged #4"))
    }

    @Test func undoRepeatedWalksBackOneChangeAtATimeThenHasNothingToUndo() throws {
        let painlog = try PainlogSandbox(environment: Self.environment)
        var states = [try painlog.entries()]
        try painlog.logSample()
        states.append(try painlog.entries())
        #expect(
            try painlog.run(["edit", "1", "--intensity", "8"], environment: ["PAINLOG_NOW": Self.editedAt]).status == 0)
        states.append(try painlog.entries())
        #expect(try painlog.run(["delete", "1", "--yes"]).status == 0)

        // Each undo a minute after the one before: each puts #1 back as it was, updated then.
        for (minute, summary) in ["delete #1", "edit #1", "log #1"].enumerated() {
            let undoneAt = "2026-11-22T11:0\(minute):00+01:00"
            let result = try painlog.run(["undo"], environment: ["PAINLOG_NOW": undoneAt])
            #expect(result.status == 0)
            #expect(result.stdout.hasPrefix("Undid \(summary) "), "\(result.stdout)")
            let expected = PainlogSandbox.updated(states.popLast() ?? [], ids: [1], at: undoneAt)
            #expect(NSArray(array: try painlog.entries()) == expected)
        }
        let nothing = try painlog.run(["undo"])
        #expect(nothing.status == 1)
        #expect(nothing.stdout == "")
        #expect(nothing.stderr == "error: nothing to undo\n")
    }

    /// An undo is a change (issue 27): exported after it, it wins the import into a diary that
    /// has the change it took back, which would keep its "newer" copy if the undo kept the old
    /// `updated_at`.
    @Test func anUndoneEditExportedWinsTheImportIntoADiaryThatHasTheEdit() throws {
        let painlog = try PainlogSandbox(environment: Self.environment)
        let desktop = painlog.path("desktop.sqlite")
        try painlog.logSample()
        // Exports this diary and imports the file into the desktop's, both at `time`.
        func copyToTheDesktop(at time: String) throws -> ProgramRun {
            let export = try painlog.run(["export"], environment: ["PAINLOG_NOW": time])
            let file = try painlog.write("laptop.csv", export.stdoutBytes)
            return try painlog.run(["import", file], environment: ["PAINLOG_NOW": time], database: desktop)
        }
        #expect(try copyToTheDesktop(at: Self.loggedAt).status == 0)
        let edit = try painlog.run(["edit", "1", "--note", "typo"], environment: ["PAINLOG_NOW": Self.editedAt])
        #expect(edit.status == 0, "\(edit)")
        #expect(try copyToTheDesktop(at: Self.editedAt).stdout == "Imported 0 new, 1 updated, 0 unchanged\n")

        #expect(try painlog.run(["undo"], environment: ["PAINLOG_NOW": Self.undoneAt]).status == 0)
        let imported = try copyToTheDesktop(at: Self.undoneAt)
        #expect(imported.stdout == "Imported 0 new, 1 updated, 0 unchanged\n", "\(imported)")
        let list = try painlog.run(["list", "--all", "--format", "json"], database: desktop)
        let there = try PainlogSandbox.jsonArray(list.stdoutBytes)
        #expect(there.first?["note"] as? String == "first", "\(there)")
        #expect(there.first?["updated_at"] as? String == Self.undoneAt)
    }

    @Test func undoOnAnEmptyDiaryHasNothingToUndo() throws {
        let painlog = try PainlogSandbox(environment: Self.environment)
        let result = try painlog.run(["undo"])
        #expect(result.status == 1)
        #expect(result.stdout == "")
        #expect(result.stderr == "error: nothing to undo\n")
    }

    @Test func undoListShowsRecentStepsNewestFirstAndUndoesNothing() throws {
        let painlog = try PainlogSandbox(environment: Self.environment)
        let empty = try painlog.run(["undo", "--list"])
        #expect(empty.status == 0)
        #expect(empty.stdout == "Nothing to undo.\n")

        try painlog.logSample()
        try painlog.logSecond()
        #expect(
            try painlog.run(["edit", "1", "--intensity", "8"], environment: ["PAINLOG_NOW": Self.editedAt]).status == 0)
        #expect(
            try painlog.run(["delete", "1", "2", "--yes"], environment: ["PAINLOG_NOW": Self.editedAt]).status == 0)
        let before = try painlog.state()

        let result = try painlog.run(["undo", "--list"])
        #expect(result.status == 0)
        #expect(result.stderr == "")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 6, "\(result.stdout)")
        #expect(lines.first == "WHEN                  CHANGE")
        #expect(lines.dropFirst().first == "Sun 2026-11-22 10:30  delete #1, #2 (2 entries)")
        #expect(lines.dropFirst(2).first == "Sun 2026-11-22 10:30  edit #1 (1 entry)")
        #expect(lines.dropFirst(3).first == "Sun 2026-11-22 10:00  log #2 (1 entry)")
        #expect(lines.dropFirst(4).first == "Sun 2026-11-22 10:00  log #1 (1 entry)")
        #expect(lines.last?.contains("100") == true)
        #expect(try painlog.state() == before)
    }
}

/// The diary these tests work on, and what they compare before and after.
extension PainlogSandbox {
    /// Entry #1, with something in every field.
    fileprivate func logSample() throws {
        let result = try run([
            "log", "5", "--area", "head", "--area", "Neck", "--tag", "work", "--med", "ibuprofen 400mg", "--at",
            "2026-11-22T08:00", "--note", "first",
        ])
        #expect(result.status == 0, "\(result.stderr)")
    }

    /// The next entry, with a hostile note.
    fileprivate func logSecond() throws {
        let result = try run([
            "log", "7", "--area", "lower back", "--tag", "Sleep", "--tag", "stress", "--med", "codeine 30 mg", "--med",
            "codeine 15 mg", "--at", "2026-11-21T23:15:00-03:00", "--note",
            "she said \"it's bad\", then\r\nleft; 🤕 \u{202B}עברית\u{202C} \\ end",
        ])
        #expect(result.status == 0, "\(result.stderr)")
    }

    /// `list --all --format json`, as printed.
    fileprivate func listJSON() throws -> String {
        let result = try run(["list", "--all", "--format", "json"])
        #expect(result.status == 0, "\(result.stderr)")
        return result.stdout
    }

    /// What a refused command must leave alone: the entries and the undo steps.
    fileprivate func state() throws -> [String] {
        let steps = try run(["undo", "--list"])
        #expect(steps.status == 0)
        return [try listJSON(), steps.stdout]
    }
}
