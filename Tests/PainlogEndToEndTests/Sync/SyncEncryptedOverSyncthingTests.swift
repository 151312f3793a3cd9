import Foundation
import Testing

/// Issue 43's "done when", carried by two real Syncthing instances on 127.0.0.1 (`SyncthingPair`):
/// two diaries sharing one identity sync with `--encrypt`, an entry logged on one arrives on the
/// other, and the folder holds only `.age` diary files, in none of which a note can be read.
@Suite struct SyncEncryptedOverSyncthingTests {
    @Test func anEntryArrivesThroughAnEncryptedFolderThatHoldsOnlyAgeFiles() async throws {
        let painlog = try PainlogSandbox()
        // One identity for both diaries (one HOME in the sandbox): a person's two computers share it.
        try painlog.run(["key", "new"], withDatabase: false)
        let pair = try await SyncthingPair.started(in: painlog)
        defer { pair.stop() }
        let diaries = try SyncedDiaries(painlog, folder: "unused")
        var minute = 10
        func syncBoth(rounds: Int = 2) async throws {
            for _ in 0..<rounds {
                for instance in pair.instances {
                    minute += 1
                    try diaries.run(instance.name, ["sync", instance.folder, "--encrypt"], at: minute)
                    try await pair.carry()
                }
            }
        }

        try diaries.run("laptop", ["log", "5", "--note", "after gardening", "--area", "knee"], at: 1)
        try await syncBoth()
        #expect(try diaries.notes("desktop") == ["after gardening"])

        try diaries.run("desktop", ["log", "3", "--note", "on the desktop"], at: 30)
        minute = 40
        try await syncBoth()
        #expect(try diaries.notes("laptop") == ["after gardening", "on the desktop"])
        #expect(try diaries.contents("laptop") == diaries.contents("desktop"))

        for instance in pair.instances {
            let files = pair.files(instance)
            #expect(files.count >= 2, "\(instance.name): \(files.keys.sorted())")
            #expect(files.keys.allSatisfy { $0.hasSuffix(".age") }, "\(instance.name): \(files.keys.sorted())")
            #expect(files.keys.filter { $0.contains("sync-conflict") }.isEmpty)
            for (name, data) in files {
                #expect(data.range(of: Data("after gardening".utf8)) == nil, "\(instance.name): \(name)")
                #expect(data.range(of: Data("on the desktop".utf8)) == nil, "\(instance.name): \(name)")
            }
        }
    }
}
