import Foundation
import Testing

/// `painlog show ID`: one entry in full.
@Suite struct ShowCommandTests {
    @Test func showPrintsEveryField() throws {
        let painlog = try PainlogSandbox()
        let logged = try painlog.run([
            "log", "7", "--at", "2026-11-21T08:30", "--area", "head", "--area", "neck", "--tag", "work", "--med",
            "ibuprofen 400mg", "--note", "first line\nsecond line", "--json",
        ])
        expectSuccess(logged)
        let uid = try #require(try PainlogSandbox.jsonObject(logged.stdoutBytes)["uid"] as? String)

        let run = try painlog.run(["show", "1"])

        expectSuccess(run)
        let lines = run.stdoutLines
        #expect(lines.first == "Entry #1  key @" + uid.prefix(8), "\(run)")
        let text = run.stdout
        #expect(text.contains("Sat 2026-11-21 08:30:00 +01:00"), "\(run)")
        #expect(text.contains("7/10"), "\(run)")
        #expect(text.contains("head, neck"), "\(run)")
        #expect(text.contains("work"), "\(run)")
        #expect(text.contains("ibuprofen 400mg"), "\(run)")
        #expect(text.contains(uid), "\(run)")
        #expect(text.contains("Sun 2026-11-22 10:00:00 +01:00"), "created and updated\n\(run)")
        // The note keeps its own lines.
        let first = try #require(lines.firstIndex { $0.hasSuffix("first line") })
        #expect(lines[first + 1].hasSuffix("second line"), "\(run)")
        #expect(lines[first + 1].trimmingCharacters(in: .whitespaces) == "second line", "\(run)")
    }

    @Test func showTakesTheIDWithOrWithoutAHash() throws {
        let painlog = try PainlogSandbox()
        try painlog.log(["3", "--area", "knee"])
        try painlog.log(["4", "--area", "hip"])

        let plain = try painlog.run(["show", "2"])
        let hashed = try painlog.run(["show", "#2"])

        expectSuccess(plain)
        expectSuccess(hashed)
        #expect(plain.stdout == hashed.stdout)
        #expect(plain.stdout.contains("hip"))
        #expect(!plain.stdout.contains("knee"))
    }

    @Test func showJSONIsTheEntryAsLogAndListGiveIt() throws {
        let painlog = try PainlogSandbox()
        let logged = try painlog.run(["log", "2", "--tag", "t", "--note", "n", "--json"])
        expectSuccess(logged)

        let run = try painlog.run(["show", "#1", "--json"])

        expectSuccess(run)
        #expect(run.stdout == logged.stdout)
        let object = try PainlogSandbox.jsonObject(run.stdoutBytes)
        #expect(Set(object.keys) == LogCommandTests.listFields)
        #expect(object["tags"] as? [String] == ["t"])
        #expect(object["areas"] as? [String] == [])
    }

    @Test func controlCharactersInANoteCannotReachTheTerminal() throws {
        let painlog = try PainlogSandbox()
        try painlog.log(["5", "--note", "bell\u{7} and \u{1B}[31mred\u{1B}[0m"])

        for arguments in [["show", "1"], ["list"]] {
            let run = try painlog.run(arguments)
            expectSuccess(run)
            #expect(!run.stdout.contains(escapeCharacter), "\(run)")
            #expect(!run.stdout.contains("\u{7}"), "\(run)")
        }
        // The note itself is kept as it was.
        let stored = try #require(try painlog.entries().first?["note"] as? String)
        #expect(stored == "bell\u{7} and \u{1B}[31mred\u{1B}[0m")
    }
}
