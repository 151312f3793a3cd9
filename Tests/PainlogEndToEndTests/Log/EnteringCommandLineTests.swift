import Foundation
import Testing

/// Issue 13's missteps, each with a message that says what to do, through the built binary: the
/// shortcut and short options, a mistyped command, an unquoted name, a near-miss name, a filter
/// naming an unknown name, and a possible duplicate.
@Suite struct EnteringCommandLineTests {
    @Test func aNumberFirstAndShortOptionsLogAnEntry() throws {
        let painlog = try PainlogSandbox()
        let run = try painlog.run([
            "7", "-a", "head", "-m", "sumatriptan 50mg", "-t", "aura", "-n", "dark room", "--at", "last night",
        ])
        #expect(run.status == 0, "\(run)")
        #expect(LogCommandTests.withoutKey(run.stdout) == "Logged #1: 7/10 at Sat 2026-11-21 22:00 (head)\n")
        #expect(run.stderr.isEmpty)
        let entry = try #require(try painlog.entries().first)
        #expect(entry["medications"] as? [String] == ["sumatriptan 50mg"])
        #expect(entry["tags"] as? [String] == ["aura"])
        #expect(entry["note"] as? String == "dark room")
        #expect(entry["occurred_at"] as? String == "2026-11-21T22:00:00+01:00")
    }

    @Test func shortOptionsFilterAndEdit() throws {
        let painlog = try PainlogSandbox()
        try painlog.log(["4", "-a", "head", "-t", "weather", "-m", "ibuprofen"])
        try painlog.log(["6", "-a", "neck"])
        let listed = try painlog.run(["list", "-a", "head", "-t", "weather", "-m", "ibuprofen", "--format", "csv"])
        #expect(listed.status == 0, "\(listed)")
        #expect(listed.stdout.split(separator: "\r\n").count == 2)
        let edited = try painlog.run([
            "edit", "2", "-a", "knee", "-t", "stairs", "-m", "paracetamol 1g", "-n", "new note",
        ])
        #expect(edited.status == 0, "\(edited)")
        let entry = try #require(try painlog.entries().first)
        #expect(entry["areas"] as? [String] == ["knee"])
        #expect(entry["note"] as? String == "new note")
    }

    @Test(arguments: [
        (["lgo", "5", "--area", "lower back"], "error: unknown command 'lgo'; did you mean 'log'?"),
        (["lsit"], "error: unknown command 'lsit'; did you mean 'list'?"),
        (["--no-color", "stast"], "error: unknown command 'stast'; did you mean 'stats'?"),
        (["Log", "5"], "error: unknown command 'Log'; did you mean 'log'?"),
        (
            ["frobnicate"],
            "error: unknown command 'frobnicate'; the commands are: log, list, show, edit, delete, undo, export, import, "
                + "stats, calendar, areas, tags, meds, conditions, course, courses, impact, report, sync, migrate, due, "
                + "remind, key, completion, dashboard "
                + "(painlog --help says more)"
        ),
        (
            ["log", "5", "--area", "lower", "back"],
            "error: unexpected word 'back' after --area 'lower'; put a name with spaces in quotes: --area 'lower back'"
        ),
        (
            ["5", "-a", "lower", "left", "back", "-t", "x"],
            "error: unexpected word 'left' after -a 'lower'; put a name with spaces in quotes: -a 'lower left back'"
        ),
        (
            ["log", "--med", "codeine", "30", "mg", "5"],
            "error: unexpected word '30' after --med 'codeine'; put a name with spaces in quotes: --med 'codeine 30 mg'"
        ),
        (
            ["log", "--area", "lower", "back"],
            "error: unexpected word 'back' after --area 'lower'; put a name with spaces in quotes: --area 'lower back'"
        ),
        (
            ["log", "5", "--at", "yesterday", "8pm"],
            "error: unexpected word '8pm' after --at 'yesterday'; put a value with spaces in quotes: --at 'yesterday 8pm'"
        ),
        (
            ["list", "--tag", "bad", "sleep"],
            "error: unexpected word 'sleep' after --tag 'bad'; put a name with spaces in quotes: --tag 'bad sleep'"
        ),
        (["11", "-a", "head"], "error: intensity must be a whole number 0–10, got '11'"),
        (["5.5"], "error: intensity must be a whole number 0–10, got '5.5'"),
        (["log", "--area", "head", "11"], "error: intensity must be a whole number 0–10, got '11'"),
        (["-1"], "error: intensity must be a whole number 0–10, got '-1'"),
    ])
    func eachMisstepIsAUsageErrorThatSaysWhatToDo(arguments: [String], message: String) throws {
        let painlog = try PainlogSandbox()
        try painlog.log(["3", "--area", "head"])
        let before = try painlog.dump()
        let run = try painlog.run(arguments)
        #expect(run.status == 64, "\(run)")
        #expect(run.stderr == message + "\n", "\(run)")
        #expect(run.stdout.isEmpty)
        #expect(try painlog.dump() == before)
    }

    @Test func aBadValueAfterTheShortcutNamesTheValueAndTheForms() throws {
        let painlog = try PainlogSandbox()
        let run = try painlog.run(["5", "--at", "tomorrow"])
        #expect(run.status == 64)
        #expect(run.stderr.hasPrefix("error: --at 'tomorrow' is not a time; use now, 2026-11-22"), "\(run)")
        #expect(!FileManager.default.fileExists(atPath: painlog.database))
    }

    @Test func aNewNameCloseToAKnownOneIsStoredWithANotice() throws {
        let painlog = try PainlogSandbox()
        try painlog.log(["6", "-a", "lower back", "--at", "08:00"])
        let run = try painlog.run(["5", "-a", "lower bakc", "-m", "Ibuprofen", "--at", "09:00"])
        #expect(run.status == 0, "\(run)")
        #expect(LogCommandTests.withoutKey(run.stdout) == "Logged #2: 5/10 at Sun 2026-11-22 09:00 (lower bakc)\n")
        #expect(
            run.stderr
                == "notice: new area 'lower bakc' is close to 'lower back'; if they are the same, merge them: "
                + "painlog areas rename 'lower bakc' 'lower back'\n")
        #expect(try painlog.entryCount() == 2)
    }

    @Test func anEditWithANewNameCloseToAKnownOneSaysSo() throws {
        let painlog = try PainlogSandbox()
        try painlog.log(["6", "-a", "lower back"])
        try painlog.log(["4", "-a", "neck"])
        let run = try painlog.run(["edit", "2", "--add-area", "Lower Bakc"])
        #expect(run.status == 0, "\(run)")
        #expect(
            run.stderr
                == "notice: new area 'Lower Bakc' is close to 'lower back'; if they are the same, merge them: "
                + "painlog areas rename 'Lower Bakc' 'lower back'\n")
        #expect(try painlog.entries().first?["areas"] as? [String] == ["neck", "Lower Bakc"])
    }

    @Test func aFilterNamingAnUnknownNameSaysSo() throws {
        let painlog = try PainlogSandbox()
        try painlog.log(["6", "-a", "head"])
        let run = try painlog.run(["list", "--area", "heda"])
        #expect(run.status == 0, "\(run)")
        #expect(run.stderr == "notice: no area is named 'heda'; did you mean 'head'?\n")
        #expect(run.stdout == "No entries match.\n")
        let far = try painlog.run(["stats", "-a", "elbow"])
        #expect(far.stderr == "notice: no area is named 'elbow'\n", "\(far)")
    }

    @Test func aPossibleDuplicateIsLoggedWithANoticeAndUndoRemovesIt() throws {
        let painlog = try PainlogSandbox()
        try painlog.log(["6", "-a", "head", "-a", "neck", "--at", "last night"])
        let run = try painlog.run(["6", "-a", "Neck", "-a", "head", "--at", "yesterday 22:09"])
        #expect(run.status == 0, "\(run)")
        #expect(
            run.stderr
                == "notice: #1 at Sat 2026-11-21 22:00 has the same intensity and areas; "
                + "if #2 logs the same pain twice, 'painlog undo' removes it\n")
        #expect(try painlog.run(["undo"]).status == 0)
        #expect(try painlog.entryCount() == 1)
        let apart = try painlog.run(["6", "-a", "head", "-a", "neck", "--at", "yesterday 22:11"])
        #expect(apart.stderr.isEmpty, "\(apart)")
        let other = try painlog.run(["5", "-a", "head", "-a", "neck", "--at", "yesterday 22:01"])
        #expect(other.stderr.isEmpty, "\(other)")
    }
}
