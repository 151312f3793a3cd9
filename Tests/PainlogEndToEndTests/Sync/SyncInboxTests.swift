import Foundation
import Testing

/// `painlog sync` reading the folder's inbox through the built binary: lines logged once in every
/// diary, a bad line kept (exit 65), the file emptied and a conflict copy removed.
@Suite struct SyncInboxTests {
    private func write(_ text: String, to file: String) throws {
        try text.write(toFile: file, atomically: false, encoding: .utf8)
    }

    @Test func aPhonesLinesAreLoggedOnceInEveryDiaryAndTheInboxEmptied() throws {
        let painlog = try PainlogSandbox()
        let diaries = try SyncedDiaries(painlog)
        let inbox = diaries.folder + "/painlog-inbox.txt"
        try write("7 -a head -m “sumatriptan 50mg”\n2026-11-21 21:30 5 -a back\n", to: inbox)

        let a = try diaries.run("a", ["sync", diaries.folder], at: 1)

        #expect(a.stdout.contains("from painlog-inbox.txt line 1, at the time of this sync"), "\(a)")
        #expect(a.stdout.contains("from painlog-inbox.txt line 2\n"), "\(a)")
        #expect(a.stderr.contains("notice: emptied painlog-inbox.txt"), "\(a)")
        let emptied = try String(contentsOfFile: inbox, encoding: .utf8)
        #expect(emptied.hasPrefix("# painlog inbox generation ") && emptied.split(separator: "\n").count == 1)
        let attributes = try FileManager.default.attributesOfItem(atPath: inbox)
        #expect((attributes[.posixPermissions] as? Int) == 0o600)

        // b reads the emptied inbox and gets the entries through a's file, once.
        let b = try diaries.run("b", ["sync", diaries.folder], at: 2)
        #expect(!b.stdout.contains("Logged"), "\(b)")
        #expect(try diaries.contents("a") == diaries.contents("b"))
        #expect(try painlog.entries(database: diaries.database("b")).count == 2)
        let medications = try painlog.sqlite("SELECT count(*) FROM entry_medications;", file: diaries.database("b"))
        #expect(medications == "1")
        // The line comes back (an old copy of the file, kept by the file-sync tool as a conflict
        // copy): neither diary logs it again. (Under the inbox's own name, a file without a generation
        // line is one the phone made anew: SyncInboxIdentityTests.)
        try write(
            "7 -a head -m “sumatriptan 50mg”\n",
            to: diaries.folder + "/painlog-inbox.sync-conflict-20261126-081500-ABCDEFG.txt")
        let again = try diaries.run("a", ["sync", diaries.folder], at: 3)
        #expect(!again.stdout.contains("Logged"), "\(again)")
        #expect(try painlog.entries(database: diaries.database("a")).count == 2)
    }

    @Test func aBadLineIsReportedWithItsLineNumberKeptAndExits65() throws {
        let painlog = try PainlogSandbox()
        let diaries = try SyncedDiaries(painlog)
        let inbox = diaries.folder + "/painlog-inbox.txt"
        let text = "6 -a neck\n11 -a head\n5 --db other.sqlite\n"
        try write(text, to: inbox)

        let run = try diaries.runAllowingFailure("a", ["sync", diaries.folder], at: 1)

        #expect(run.status == 65, "\(run)")
        #expect(run.stderr.contains("error: painlog-inbox.txt line 2: "), "\(run)")
        #expect(run.stderr.contains("error: painlog-inbox.txt line 3: '--db'"), "\(run)")
        #expect(try String(contentsOfFile: inbox, encoding: .utf8) == text)
        // The good line is logged (on a new diary too) and not again on the next sync.
        #expect(try painlog.entries(database: diaries.database("a")).count == 1)
        let next = try diaries.runAllowingFailure("a", ["sync", diaries.folder], at: 2)
        #expect(next.status == 65)
        #expect(try painlog.entries(database: diaries.database("a")).count == 1)
        // Corrected on the phone: logged, and the file emptied.
        try write("6 -a neck\n9 -a head\n", to: inbox)
        try diaries.run("a", ["sync", diaries.folder], at: 3)
        #expect(try painlog.entries(database: diaries.database("a")).count == 2)
        #expect(try String(contentsOfFile: inbox, encoding: .utf8).hasPrefix("# painlog inbox generation "))
    }

    @Test func aConflictCopyIsReadAndRemovedAndADryRunChangesNothing() throws {
        let painlog = try PainlogSandbox()
        let diaries = try SyncedDiaries(painlog)
        let inbox = diaries.folder + "/painlog-inbox.txt"
        let copy = diaries.folder + "/painlog-inbox.sync-conflict-20261126-081500-ABCDEFG.txt"
        try write("# painlog inbox generation g1\n7 -a head\n", to: inbox)
        try write("# painlog inbox generation g1\n7 -a head\n3 -a knee\n", to: copy)
        try FileManager.default.createSymbolicLink(
            atPath: diaries.folder + "/painlog-inbox-2.txt", withDestinationPath: "/dev/zero")

        let dry = try diaries.run("a", ["sync", diaries.folder, "--dry-run"], at: 1)
        #expect(dry.stdout.components(separatedBy: "Would log: ").count == 3, "\(dry)")
        #expect(FileManager.default.fileExists(atPath: copy))
        #expect(try painlog.entries(database: diaries.database("a")).isEmpty)

        #expect(mkfifo(diaries.folder + "/painlog-inbox-fifo.txt", 0o600) == 0)
        let run = try diaries.run("a", ["sync", diaries.folder], at: 2)
        #expect(run.stderr.contains("notice: skipped painlog-inbox-2.txt: it is a symbolic link"), "\(run)")
        #expect(run.stderr.contains("notice: skipped painlog-inbox-fifo.txt: it is not a regular file"), "\(run)")
        #expect(!FileManager.default.fileExists(atPath: copy))
        #expect(try painlog.entries(database: diaries.database("a")).count == 2)
        #expect(try String(contentsOfFile: inbox, encoding: .utf8).hasPrefix("# painlog inbox generation "))
    }

    @Test func syncJSONCarriesTheInboxReport() throws {
        let painlog = try PainlogSandbox()
        let diaries = try SyncedDiaries(painlog)
        try write("4 -a neck\nbad line\n", to: diaries.folder + "/painlog-inbox.txt")

        let run = try diaries.runAllowingFailure("a", ["sync", diaries.folder, "--json"], at: 1)

        #expect(run.status == 65, "\(run)")
        let object = try #require(try JSONSerialization.jsonObject(with: run.stdoutBytes) as? [String: Any])
        let inbox = try #require(object["inbox"] as? [String: Any])
        let logged = try #require(inbox["logged"] as? [[String: Any]])
        #expect(logged.count == 1 && logged[0]["line"] as? Int == 1 && logged[0]["at_sync_time"] as? Bool == true)
        #expect((logged[0]["entry"] as? [String: Any])?["intensity"] as? Int == 4)
        let refused = try #require(inbox["refused"] as? [[String: Any]])
        #expect(refused.count == 1 && refused[0]["line"] as? Int == 2)
        #expect(inbox["emptied"] as? [String] == [])
        #expect(run.stderr.contains("error: painlog-inbox.txt line 2: "))
    }
}
