import Foundation
import Testing

/// Entry keys through the built binary: `log`, `show`, `list --json`, `edit` and `delete` by key,
/// ambiguous and deleted prefixes, bad keys, and a key that names the same entry on two diaries
/// synced through a folder.
@Suite struct EntryKeyCommandTests {
    static let header =
        "id,uid,occurred_at,intensity,areas,tags,medications,note,created_at,updated_at,rev,ended_at\r\n"

    /// Imports entries with chosen uids (notes `n1`, `n2`, …) into `database`.
    static func importUIDs(_ uids: [String], into painlog: PainlogSandbox, database: String? = nil) throws {
        var csv = header
        for (index, uid) in uids.enumerated() {
            csv += ",\(uid),2026-11-1\(index + 1)T08:00:00+01:00,5,head,,,n\(index + 1),,,,\r\n"
        }
        let file = try painlog.write("chosen-\(UUID().uuidString).csv", csv)
        let run = try painlog.run(["import", file], database: database)
        #expect(run.status == 0, "\(run)")
    }

    static let first = "3f2a9c1e-5a4d-4e8f-9b1a-2c3d4e5f6a7b"
    static let second = "3f2a9c1e-5b00-4e8f-9b1a-2c3d4e5f6a7b"
    static let third = "77777777-0000-4000-8000-000000000001"

    @Test func logShowAndListGiveTheKey() throws {
        let painlog = try PainlogSandbox()
        let logged = try painlog.run(["log", "7", "--area", "head"])
        expectSuccess(logged)
        let uid = try #require(try painlog.entries().first?["uid"] as? String)
        let key = String(uid.prefix(8))
        #expect(logged.stdout.hasSuffix("(head) key @\(key)\n"), "\(logged)")

        let shown = try painlog.run(["show", "1"])
        expectSuccess(shown)
        #expect(shown.stdoutLines.first == "Entry #1  key @\(key)", "\(shown)")
        let json = try PainlogSandbox.jsonObject(try painlog.run(["show", "1", "--json"]).stdoutBytes)
        #expect(json["key"] as? String == key)
        let list = try PainlogSandbox.jsonArray(try painlog.run(["list", "--json"]).stdoutBytes)
        #expect(list.first?["key"] as? String == key)
        let logJSON = try PainlogSandbox.jsonObject(
            try painlog.run(["log", "3", "--json"]).stdoutBytes)
        #expect((logJSON["key"] as? String)?.count == 8)
    }

    @Test func keysAndPrefixesNameEntriesForShowEditAndDelete() throws {
        let painlog = try PainlogSandbox()
        try Self.importUIDs([Self.first, Self.second, Self.third], into: painlog)

        let shown = try painlog.run(["show", "@7777"])
        expectSuccess(shown)
        #expect(shown.stdoutLines.first == "Entry #3  key @77777777", "\(shown)")
        // Letters make the @ optional; case and dashes are ignored.
        #expect(try painlog.run(["show", "3F2A9C1E-5A"]).stdoutLines.first == "Entry #1  key @3f2a9c1e5a")

        expectSuccess(try painlog.run(["edit", "@3f2a9c1e5b", "--note", "better after dinner"]))
        #expect(
            try painlog.entries().first { $0["uid"] as? String == Self.second }?["note"] as? String
                == "better after dinner")

        expectSuccess(try painlog.run(["delete", "@77777777", "--yes"]))
        #expect(try painlog.entryCount() == 2)
    }

    @Test func anAmbiguousPrefixExits64ListingTheMatchesAndChangesNothing() throws {
        let painlog = try PainlogSandbox()
        try Self.importUIDs([Self.first, Self.second], into: painlog)
        let before = try painlog.dump()

        for arguments in [["show", "@3f2a"], ["edit", "3f2a", "--note", "x"], ["delete", "@3f2a9c1e", "--yes"]] {
            let run = try painlog.run(arguments)
            #expect(run.exited(64), "\(run)")
            #expect(run.hasOneErrorLine, "\(run)")
            #expect(run.stderr.contains("names more than one entry: #1 @3f2a9c1e5a ("), "\(run)")
            #expect(run.stderr.contains("#2 @3f2a9c1e5b ("), "\(run)")
        }
        #expect(try painlog.dump() == before)
    }

    @Test func aDeletedEntrysKeySaysWhenAndByWhichDiary() throws {
        let painlog = try PainlogSandbox()
        try Self.importUIDs([Self.third], into: painlog)
        expectSuccess(try painlog.run(["delete", "1", "--yes"]))
        let id = try painlog.sqlite("SELECT value FROM diary_settings WHERE key = 'diary_id';")
        let before = try painlog.dump()

        let run = try painlog.run(["edit", "@7777", "--note", "x"])

        #expect(run.exited(1), "\(run)")
        #expect(run.hasOneErrorLine, "\(run)")
        #expect(run.stderr.hasPrefix("error: @7777 names an entry that was deleted: @77777777 on "), "\(run)")
        #expect(run.stderr.hasSuffix(" by diary \(id.prefix(8))\n"), "\(run)")
        #expect(try painlog.dump() == before)
    }

    @Test(arguments: [
        ["show", "@abc"], ["show", "abc"], ["show", "@3f2g"], ["edit", "@xyzw", "--note", "x"],
        ["delete", "@12", "--yes"], ["show", "3f2a 9c1e"],
    ])
    func aBadKeyExits64NamingIt(arguments: [String]) throws {
        let painlog = try PainlogSandbox()
        try Self.importUIDs([Self.first], into: painlog)
        let before = try painlog.dump()

        let run = try painlog.run(arguments)

        #expect(run.exited(64), "\(run)")
        #expect(run.hasOneErrorLine, "\(run)")
        #expect(run.stderr.contains("is not an entry id"), "\(run)")
        #expect(run.stderr.contains("a key such as @3f2a9c1e"), "\(run)")
        #expect(try painlog.dump() == before)
    }

    @Test func digitsAloneAreANumberNeverAUID() throws {
        let painlog = try PainlogSandbox()
        try Self.importUIDs(["77770000-0000-4000-8000-000000000001"], into: painlog)
        let run = try painlog.run(["delete", "7777", "--yes"])
        #expect(run.exited(1), "\(run)")
        #expect(run.stderr.contains("no entry #7777"), "\(run)")
        #expect(try painlog.entryCount() == 1)
    }

    @Test func theSameKeyNamesTheSameEntryOnTwoSyncedDiaries() throws {
        let painlog = try PainlogSandbox()
        let diaries = try SyncedDiaries(painlog)
        // b holds an older entry first, so the laptop's #1 is the desktop's #2.
        try diaries.run("b", ["log", "3", "--note", "desktop's own"], at: 1)
        let logged = try diaries.run("a", ["log", "6", "--area", "head", "--note", "laptop"], at: 2)
        let key = try #require(logged.stdout.split(separator: "@").last.map { String($0.dropLast()) })
        try diaries.run("a", ["sync", diaries.folder], at: 3)
        try diaries.run("b", ["sync", diaries.folder], at: 4)

        try diaries.run("b", ["edit", "@" + key, "--note", "better after dinner"], at: 5)
        try diaries.run("b", ["sync", diaries.folder], at: 6)
        try diaries.run("a", ["sync", diaries.folder], at: 7)

        for name in ["a", "b"] {
            let shown = try diaries.run(name, ["show", "@" + key, "--json"], at: 8)
            let object = try PainlogSandbox.jsonObject(shown.stdoutBytes)
            #expect(object["note"] as? String == "better after dinner", "\(name): \(shown)")
            #expect(object["key"] as? String == key, "\(name)")
        }
        #expect(try diaries.notes("b").contains("desktop's own"))
    }

    @Test func aSyncBringingAnEntrySharingEightDigitsLengthensBothKeysAndSaysSo() throws {
        let painlog = try PainlogSandbox()
        let diaries = try SyncedDiaries(painlog)
        try Self.importUIDs([Self.first], into: painlog, database: diaries.database("a"))
        try Self.importUIDs([Self.second], into: painlog, database: diaries.database("b"))
        try diaries.run("b", ["sync", diaries.folder], at: 1)

        let run = try diaries.run("a", ["sync", diaries.folder], at: 2)

        #expect(
            run.stderr.contains(
                "notice: #1 is now @3f2a9c1e5a: #2 (@3f2a9c1e5b), new from the sync, shares its "
                    + "first 8 digits\n"), "\(run)")
        let shown = try diaries.run("a", ["show", "1"], at: 3)
        #expect(shown.stdoutLines.first == "Entry #1  key @3f2a9c1e5a", "\(shown)")
        // A sync that brings nothing new says nothing of keys.
        let again = try diaries.run("a", ["sync", diaries.folder], at: 4)
        #expect(!again.stderr.contains("is now @"), "\(again)")
    }
}
