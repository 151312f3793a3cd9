import Foundation
import Testing

/// The spreadsheet round trip of issue 27 through the binary: export, fix a typo in a cell, import;
/// the row's `rev` no longer matches its content, so the fix is applied as a new edit and the import
/// says so; `undo` takes it back; an export imported unchanged changes nothing.
@Suite struct ImportRevEndToEndTests {
    /// An hour after the entries were logged: the import's time, which an edit outside painlog takes.
    static let later: [String: String?] = ["PAINLOG_NOW": "2026-11-22T11:00:00+01:00"]

    private func diary() throws -> PainlogSandbox {
        let painlog = try PainlogSandbox()
        try painlog.log(["3", "--area", "head", "--note", "woke up with it", "--at", "2026-11-21T07:00"])
        try painlog.log(["5", "--area", "neck", "--note", "afetr lunch", "--at", "2026-11-21T13:00", "--for", "2h"])
        return painlog
    }

    /// `arguments`' export with the typo fixed, written to `name`; returns its path.
    private func exportWithTheTypoFixed(_ painlog: PainlogSandbox, _ arguments: [String], to name: String) throws
        -> String
    {
        let export = try painlog.run(["export"] + arguments)
        try #require(export.status == 0, "\(export)")
        let text = String(decoding: export.stdoutBytes, as: UTF8.self)
        try #require(text.contains("afetr lunch"))
        return try painlog.write(name, text.replacingOccurrences(of: "afetr lunch", with: "after lunch"))
    }

    private func fixed(_ painlog: PainlogSandbox) throws -> [String: Any] {
        try #require(try painlog.entries().first { $0["id"] as? Int == 2 })
    }

    @Test(arguments: ["csv", "json"])
    func aTypoFixedInTheFileIsAppliedAsANewEditAndUndoRevertsIt(_ format: String) throws {
        let painlog = try diary()
        let file = try exportWithTheTypoFixed(painlog, ["--format", format], to: "diary.\(format)")
        let before = try painlog.dump()
        let entriesBefore = try painlog.entries()

        let dryRun = try painlog.run(["import", file, "--dry-run"], environment: Self.later)
        #expect(dryRun.status == 0 && dryRun.stderr.isEmpty, "\(dryRun)")
        #expect(dryRun.stdoutLines.count == 2, "\(dryRun)")
        #expect(dryRun.stdoutLines.first?.hasPrefix("update  #2") == true, "\(dryRun)")
        #expect(
            dryRun.stdoutLines.first?.hasSuffix("5/10  note; edited outside painlog (rev no longer matches)") == true,
            "\(dryRun)")
        #expect(
            dryRun.stdoutLines.last
                == "Would import 0 new, 1 updated, 1 unchanged; 1 edited outside painlog (rev no longer matches): "
                + "would be applied as a new edit (dry run: nothing was written)", "\(dryRun)")
        let dryJSON = try painlog.run(["import", file, "--dry-run", "--json"], environment: Self.later)
        #expect(dryJSON.status == 0, "\(dryJSON)")
        let counts = try PainlogSandbox.jsonObject(dryJSON.stdoutBytes)
        #expect(counts["edited_outside"] as? Int == 1 && counts["updated"] as? Int == 1, "\(dryJSON)")
        let changes = try #require(counts["changes"] as? [[String: Any]])
        #expect(changes.count == 1)
        #expect(changes.first?["edited_outside"] as? Bool == true)
        #expect(changes.first?["differences"] as? [String] == ["note"])
        #expect(try painlog.dump() == before, "a dry run writes nothing")

        let run = try painlog.run(["import", file], environment: Self.later)
        #expect(run.status == 0 && run.stderr.isEmpty, "\(run)")
        #expect(
            run.stdout
                == "Imported 0 new, 1 updated, 1 unchanged; 1 edited outside painlog (rev no longer matches): "
                + "applied as a new edit\n")
        let entry = try fixed(painlog)
        #expect(entry["note"] as? String == "after lunch")
        #expect(entry["updated_at"] as? String == "2026-11-22T11:00:00+01:00", "an edit made at the import's time")
        #expect(entry["ended_at"] as? String == "2026-11-21T15:00:00+01:00")
        #expect(
            entry["rev"] as? String
                == documentedRev(
                    uid: entry["uid"] as? String ?? "", occurredAt: "2026-11-21T13:00:00+01:00",
                    endedAt: "2026-11-21T15:00:00+01:00", intensity: 5, areas: ["neck"], note: "after lunch"))

        // The same file again: the edit is there already.
        let again = try painlog.run(["import", file], environment: Self.later)
        #expect(again.stdout == "Imported 0 new, 0 updated, 2 unchanged\n", "\(again)")

        // Undone half an hour later: the typo is back, every field (the rev too) as before the
        // import but `updated_at`, the undo's time (an undo is a change; an export carries it).
        let undoneAt = "2026-11-22T11:30:00+01:00"
        let undo = try painlog.run(["undo"], environment: ["PAINLOG_NOW": undoneAt])
        #expect(undo.status == 0, "\(undo)")
        #expect(try fixed(painlog)["note"] as? String == "afetr lunch")
        #expect(NSArray(array: try painlog.entries()) == PainlogSandbox.updated(entriesBefore, ids: [2], at: undoneAt))
    }

    @Test(arguments: [
        (["--format", "csv"], "diary.csv"), (["--format", "json"], "diary.json"), (["--excel"], "diary.csv"),
        (["--bom"], "diary.csv"),
    ])
    func anExportImportedUnchangedChangesNothing(_ arguments: [String], file: String) throws {
        let painlog = try diary()
        let export = try painlog.run(["export", "--output", file] + arguments)
        #expect(export.status == 0, "\(export)")
        let before = try painlog.dump()

        let run = try painlog.run(["import", file], environment: Self.later)

        #expect(run.status == 0 && run.stderr.isEmpty, "\(run)")
        #expect(run.stdout == "Imported 0 new, 0 updated, 2 unchanged\n")
        #expect(try painlog.dump() == before)
    }

    @Test(arguments: [["--excel"], ["--bom"]])
    func aSpreadsheetExportsFixIsAppliedToo(_ arguments: [String]) throws {
        let painlog = try diary()
        let file = try exportWithTheTypoFixed(painlog, arguments, to: "diary.csv")

        let run = try painlog.run(["import", file], environment: Self.later)

        #expect(run.status == 0, "\(run)")
        #expect(
            run.stdout
                == "Imported 0 new, 1 updated, 1 unchanged; 1 edited outside painlog (rev no longer matches): "
                + "applied as a new edit\n")
        #expect(try fixed(painlog)["note"] as? String == "after lunch")
    }

    /// A spreadsheet that turned a rev into a number (or anything else not a rev) is bad data, with
    /// the line and the field, and nothing is written.
    @Test(arguments: ["csv", "json"])
    func aMalformedRevExits65NamingItsLineAndWritesNothing(_ format: String) throws {
        let painlog = try diary()
        let export = try painlog.run(["export", "--format", format])
        let text = String(decoding: export.stdoutBytes, as: UTF8.self)
        let rev = try #require(try fixed(painlog)["rev"] as? String)
        try #require(text.contains(rev))
        let file = try painlog.write("diary.\(format)", text.replacingOccurrences(of: rev, with: "1.23457E+15"))
        let before = try painlog.dump()

        let run = try painlog.run(["import", file], environment: Self.later)

        #expect(run.status == 65, "\(run)")
        #expect(run.stdout.isEmpty)
        #expect(
            run.stderr.split(separator: "\n") == [
                "error: line 3 (row 2): rev '1.23457E+15' is not a painlog rev: r and 16 lowercase hexadecimal "
                    + "digits, e.g. r3f2b8c1e5a4d4e8f, as export writes it (or empty)"
            ], "\(run)")
        #expect(try painlog.dump() == before)
    }
}
