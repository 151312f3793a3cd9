import Foundation
import Testing

/// Several painlog processes at once on one database.
@Suite struct ConcurrencyTests {
    @Test func eightLogsAtOnceOnANewDatabaseAllSucceed() throws {
        let painlog = try PainlogSandbox()
        let migrations = try migrationFileNames()

        let started = try (1...8).map { try painlog.start(["log", "\($0)", "--note", "process \($0)"]) }
        let runs = started.map { $0.wait() }

        for run in runs {
            expectSuccess(run)
            #expect(run.stdout.hasPrefix("Logged #"), "\(run)")
        }
        let entries = try painlog.entries()
        #expect(entries.count == 8)
        #expect(Set(entries.compactMap { $0["id"] as? Int }) == Set(1...8))
        #expect(Set(entries.compactMap { $0["note"] as? String }) == Set((1...8).map { "process \($0)" }))
        #expect(try painlog.sqlite("SELECT count(*) FROM schema_migrations;") == "\(migrations.count)")
        #expect(try painlog.sqlite("SELECT count(DISTINCT version) FROM schema_migrations;") == "\(migrations.count)")
        // Only the diary itself is left: no half-made or temporary databases beside it.
        let leftovers = try folderContents(painlog.folder.path).filter { !$0.hasPrefix("diary.sqlite") }
        #expect(leftovers.isEmpty, "\(leftovers)")
        #expect(try folderContents(painlog.folder.path).filter { $0.hasPrefix("diary.sqlite.") }.isEmpty)
    }

    @Test func readersAndWritersAtOnceAllSucceed() throws {
        let painlog = try PainlogSandbox()
        try painlog.log(["1"])

        let started = try (0..<8).map { index in
            try painlog.start(
                index.isMultiple(of: 2) ? ["log", "\(index % 11)"] : ["list", "--format", "json", "--all"])
        }
        let runs = started.map { $0.wait() }

        for run in runs {
            expectSuccess(run)
        }
        #expect(try painlog.entryCount() == 5)
    }
}
