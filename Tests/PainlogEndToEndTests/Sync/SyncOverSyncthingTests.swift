import Foundation
import Testing

/// Real transport: two diaries whose sync folders are kept in step by two real Syncthing instances
/// on this computer (loopback only; see `SyncthingPair`), driven as a person's two computers would
/// be: each diary syncs with its own folder, and Syncthing carries the files between them.
@Suite struct SyncOverSyncthingTests {
    @Test func twoDiariesStayInStepThroughSyncthing() async throws {
        let painlog = try PainlogSandbox()
        let pair = try await SyncthingPair.started(in: painlog)
        defer { pair.stop() }
        let diaries = try SyncedDiaries(painlog, folder: "unused")
        var minute = 10

        /// `painlog sync` on each diary in its own folder, Syncthing carrying the files after each,
        /// until a round changes neither diary's file.
        func syncUntilInStep() async throws {
            for _ in 0..<4 {
                let before = pair.files(pair.instances[0])
                for instance in pair.instances {
                    minute += 1
                    try diaries.run(instance.name, ["sync", instance.folder], at: minute)
                    try await pair.carry()
                }
                if pair.files(pair.instances[0]) == before { return }
            }
            Issue.record("the diaries' files still changed after 4 rounds of sync")
        }

        try diaries.run("laptop", ["log", "5", "--note", "on the laptop", "--area", "head"], at: 1)
        try diaries.run("desktop", ["log", "7", "--note", "on the desktop"], at: 2)
        try diaries.run("desktop", ["log", "2", "--note", "deleted on the laptop later"], at: 3)
        try await syncUntilInStep()
        #expect(
            try diaries.notes("laptop") == ["deleted on the laptop later", "on the desktop", "on the laptop"])
        #expect(try diaries.contents("laptop") == diaries.contents("desktop"))

        // Edits on both sides, each of a different entry, then a deletion against nothing.
        try diaries.run(
            "laptop", ["delete", try diaries.id(of: "deleted on the laptop later", in: "laptop"), "--yes"], at: 30)
        try diaries.run(
            "desktop", ["edit", try diaries.id(of: "on the laptop", in: "desktop"), "--intensity", "3"], at: 31)
        try diaries.run(
            "laptop", ["edit", try diaries.id(of: "on the desktop", in: "laptop"), "--note", "edited on the laptop"],
            at: 32)
        minute = 40
        try await syncUntilInStep()

        #expect(try diaries.notes("laptop") == ["edited on the laptop", "on the laptop"])
        #expect(try diaries.contents("laptop") == diaries.contents("desktop"))
        let laptop = try painlog.entries(database: diaries.database("laptop"))
        #expect(laptop.first { $0["note"] as? String == "on the laptop" }?["intensity"] as? Int == 3)
        // Each diary wrote only its own files, so Syncthing never had two versions of one file:
        // a snapshot each, and the segments it added since (sync format 3's layout).
        #expect(pair.files(pair.instances[0]).keys.filter { $0.contains("sync-conflict") }.isEmpty)
        #expect(syncSnapshots(names: pair.files(pair.instances[0]).keys).count == 2)
    }

    /// Issue 27's "done when", carried by Syncthing: a note edited on one computer and the intensity
    /// on the other both survive; an undo, a rename and a deletion travel once and stay; a clock a
    /// minute behind changes nothing; two edits of one field are said, and the other value stays in
    /// `show --history`.
    @Test func editsOfOneEntryOnBothComputersAllSurvive() async throws {
        let painlog = try PainlogSandbox()
        let pair = try await SyncthingPair.started(in: painlog)
        defer { pair.stop() }
        let diaries = try SyncedDiaries(painlog, folder: "unused")
        var minute = 10
        var outputs: [String: String] = [:]
        func syncBoth(rounds: Int = 2) async throws {
            for _ in 0..<rounds {
                for instance in pair.instances {
                    minute += 1
                    let run = try diaries.run(instance.name, ["sync", instance.folder], at: minute)
                    outputs[instance.name, default: ""] += run.stderr
                    try await pair.carry()
                }
            }
        }
        try diaries.run("laptop", ["log", "5", "--note", "first", "--area", "back"], at: 1)
        try diaries.run("laptop", ["log", "3", "--note", "to delete"], at: 2)
        try await syncBoth()
        #expect(try diaries.notes("desktop") == ["first", "to delete"])

        try diaries.run(
            "laptop", ["edit", try diaries.id(of: "first", in: "laptop"), "--note", "after the walk"], at: 30)
        try diaries.run("desktop", ["edit", try diaries.id(of: "first", in: "desktop"), "--intensity", "8"], at: 31)
        try diaries.run("desktop", ["delete", try diaries.id(of: "to delete", in: "desktop"), "--yes"], at: 32)
        try diaries.run("laptop", ["areas", "rename", "back", "lower back"], at: 33)
        minute = 40
        try await syncBoth()
        for name in ["laptop", "desktop"] {
            let entries = try painlog.entries(database: diaries.database(name))
            #expect(entries.count == 1, "\(name): \(entries)")
            #expect(entries.first?["note"] as? String == "after the walk")
            #expect(entries.first?["intensity"] as? Int == 8)
            #expect(entries.first?["areas"] as? [String] == ["lower back"])
        }

        // The desktop's clock is a minute behind: its edit, made after it synced the laptop's,
        // still wins, on both.
        try diaries.run(
            "laptop", ["edit", try diaries.id(of: "after the walk", in: "laptop"), "--note", "laptop's"], at: 80)
        minute = 80
        try await syncBoth(rounds: 1)
        try diaries.run(
            "desktop", ["edit", try diaries.id(of: "laptop's", in: "desktop"), "--note", "desktop's"], at: 79)
        try await syncBoth()
        #expect(try diaries.notes("laptop") == ["desktop's"])
        #expect(try diaries.notes("desktop") == ["desktop's"])

        // Two edits of one field while neither synced: the later is kept on both, said, and the other
        // is in `show --history` on both.
        try diaries.run("laptop", ["edit", try diaries.id(of: "desktop's", in: "laptop"), "--note", "L2"], at: 100)
        try diaries.run("desktop", ["edit", try diaries.id(of: "desktop's", in: "desktop"), "--note", "D2"], at: 101)
        minute = 110
        outputs = [:]
        try await syncBoth()
        #expect(try diaries.notes("laptop") == ["D2"])
        #expect(try diaries.contents("laptop") == diaries.contents("desktop"))
        let said = (outputs["laptop"] ?? "") + (outputs["desktop"] ?? "")
        #expect(said.contains("notice: conflict in entry #") && said.contains("kept 'D2'"), "\(said)")
        for name in ["laptop", "desktop"] {
            let history = try diaries.run(name, ["show", try diaries.id(of: "D2", in: name), "--history"], at: 120)
            #expect(history.stdout.contains("Earlier values") && history.stdout.contains("L2"), "\(history)")
        }
        #expect(pair.files(pair.instances[0]).keys.filter { $0.contains("sync-conflict") }.isEmpty)
    }

    /// A line a phone appends to the inbox (issue 30) travels through Syncthing and is logged once,
    /// in both diaries, and the inbox is empty again in both folders.
    @Test func anInboxLineIsLoggedOnceInEveryDiary() async throws {
        let painlog = try PainlogSandbox()
        let pair = try await SyncthingPair.started(in: painlog)
        defer { pair.stop() }
        let diaries = try SyncedDiaries(painlog, folder: "unused")
        // The phone's text editor wrote into the laptop's copy of the folder, with typographic quotes.
        let line = "2026-11-22 08:15 7 -a head -m \u{201C}sumatriptan 50mg\u{201D}\n"
        try Data(line.utf8).write(to: URL(fileURLWithPath: pair.instances[0].folder + "/painlog-inbox.txt"))
        try await pair.carry()
        var minute = 20
        for _ in 0..<3 {
            for instance in pair.instances {
                minute += 1
                try diaries.run(instance.name, ["sync", instance.folder], at: minute)
                try await pair.carry()
            }
        }
        for instance in pair.instances {
            let entries = try painlog.entries(database: diaries.database(instance.name))
            #expect(entries.count == 1, "\(instance.name): \(entries)")
            #expect(entries.first?["medications"] as? [String] == ["sumatriptan 50mg"])
            #expect(entries.first?["occurred_at"] as? String == "2026-11-22T08:15:00+01:00")
            let inbox = String(decoding: pair.files(instance)["painlog-inbox.txt"] ?? Data(), as: UTF8.self)
            #expect(inbox.hasPrefix("# painlog inbox generation") && !inbox.contains("sumatriptan"), "\(inbox)")
        }
        #expect(try diaries.contents("laptop") == diaries.contents("desktop"))
    }

    /// Both versions of a file changed on two computers while apart are merged, the conflict copy too.
    ///
    /// A diary copied to a second computer, syncing with a folder at the same path there, writes
    /// under the same name as the original; while the two computers are apart both change that
    /// file, and Syncthing keeps one version and a `.sync-conflict-…` copy of the other. The copy
    /// takes a new id, and no entry written on either side is lost.
    @Test func aConflictCopyThatSyncthingMakesIsMergedToo() async throws {
        let painlog = try PainlogSandbox()
        let pair = try await SyncthingPair.started(in: painlog)
        defer { pair.stop() }
        let diaries = try SyncedDiaries(painlog, folder: "unused")
        let (laptop, desktop) = (pair.instances[0], pair.instances[1])

        try diaries.run("laptop", ["log", "4", "--note", "before the copy"], at: 1)
        try diaries.run("laptop", ["sync", laptop.folder], at: 2)
        try await pair.carry()
        // The desktop starts as a copy of the laptop's diary, which syncs with the desktop's folder.
        try FileManager.default.copyItem(atPath: diaries.database("laptop"), toPath: diaries.database("desktop"))
        // As if the folder had the same path on both computers: the copy takes the laptop's file for
        // its own (painlog's copy detection sees nothing yet).
        let (from, to) = (
            URL(fileURLWithPath: laptop.folder).resolvingSymlinksInPath().path,
            URL(fileURLWithPath: desktop.folder).resolvingSymlinksInPath().path
        )
        _ = try painlog.sqlite(
            """
            UPDATE diary_settings SET key = replace(key, '\(from)', '\(to)'), value = replace(value, '\(from)', '\(to)')
            WHERE key = 'sync_folder' OR key LIKE 'sync_written %';
            """, file: diaries.database("desktop"))
        try diaries.run("desktop", ["sync", desktop.folder], at: 3)

        try await pair.link(connected: false)
        try diaries.run("laptop", ["log", "5", "--note", "on the laptop while apart"], at: 4)
        try diaries.run("laptop", ["sync", laptop.folder], at: 5)
        try diaries.run("desktop", ["log", "6", "--note", "on the desktop while apart"], at: 6)
        try diaries.run("desktop", ["sync", desktop.folder], at: 7)
        try await pair.link(connected: true)
        try await pair.carry()
        #expect(
            pair.files(laptop).keys.contains { $0.contains(".sync-conflict-") },
            "no conflict copy: \(pair.files(laptop).keys.sorted())")

        for minute in 8..<16 {
            let instance = pair.instances[minute % 2]
            try diaries.run(instance.name, ["sync", instance.folder], at: minute)
            try await pair.carry()
        }
        let all = ["before the copy", "on the desktop while apart", "on the laptop while apart"]
        #expect(try diaries.notes("laptop") == all)
        #expect(try diaries.notes("desktop") == all)
        #expect(try diaries.contents("laptop") == diaries.contents("desktop"))
    }
}
