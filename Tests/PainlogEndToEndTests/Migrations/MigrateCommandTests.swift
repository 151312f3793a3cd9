import Foundation
import Testing

/// `painlog migrate`, its `--status` and `--dry-run`, and databases painlog must refuse.
@Suite struct MigrateCommandTests {
    /// `0001_create_entries.sql  pending` → ("0001_create_entries.sql", "pending").
    private func statusLines(_ run: ProgramRun) -> [(name: String, status: String)] {
        run.stdoutLines.compactMap { line in
            guard let match = line.wholeMatch(of: /(\d{4}_\w+\.sql) {2,}(.+)/) else { return nil }
            return (String(match.1), String(match.2))
        }
    }

    @Test func statusOnANewPathListsEveryMigrationAsPendingAndCreatesNothing() throws {
        let painlog = try PainlogSandbox()
        let migrations = try migrationFileNames()
        try #require(migrations.first == "0001_create_entries.sql")

        let run = try painlog.run(["migrate", "--status"])

        expectSuccess(run)
        let lines = statusLines(run)
        #expect(lines.count == run.stdoutLines.count, "\(run)")
        #expect(lines.map(\.name) == migrations)
        #expect(lines.allSatisfy { $0.status == "pending" }, "\(run)")
        #expect(try folderContents(painlog.folder.path).isEmpty)
    }

    @Test func dryRunOnANewPathSaysWhatItWouldApplyAndCreatesNothing() throws {
        let painlog = try PainlogSandbox()
        let migrations = try migrationFileNames()

        let run = try painlog.run(["migrate", "--dry-run"])

        expectSuccess(run)
        #expect(run.stdoutLines.count == migrations.count, "\(run)")
        for name in migrations {
            #expect(run.stdout.contains(name), "\(run)")
        }
        #expect(try folderContents(painlog.folder.path).isEmpty)
    }

    @Test func afterAnyCommandEveryMigrationIsAppliedWithItsTime() throws {
        let painlog = try PainlogSandbox()
        let migrations = try migrationFileNames()
        expectSuccess(try painlog.run(["list"]))

        let run = try painlog.run(["migrate", "--status"])

        expectSuccess(run)
        let lines = statusLines(run)
        #expect(lines.map(\.name) == migrations)
        #expect(lines.allSatisfy { $0.status == "applied \(PainlogSandbox.now)" }, "\(run)")
        #expect(try painlog.sqlite("SELECT count(*) FROM schema_migrations;") == "\(migrations.count)")
        let columns = try painlog.sqlite("SELECT name FROM pragma_table_info('schema_migrations') ORDER BY cid;")
        #expect(columns.split(separator: "\n") == ["version", "name", "checksum", "applied_at"])
    }

    @Test func migrateOnAnUpToDateDatabaseHasNothingToDo() throws {
        let painlog = try PainlogSandbox()
        try painlog.log(["5", "--area", "head"])
        let before = try painlog.dump()

        let migrate = try painlog.run(["migrate"])
        expectSuccess(migrate)
        #expect(migrate.stdout.lowercased().contains("nothing to migrate"), "\(migrate)")

        let dryRun = try painlog.run(["migrate", "--dry-run"])
        expectSuccess(dryRun)
        #expect(dryRun.stdout.lowercased().contains("nothing to migrate"), "\(dryRun)")

        #expect(try painlog.dump() == before)
        // No backup: nothing was migrated.
        #expect(try folderContents(painlog.folder.path).filter { $0.contains("backup") }.isEmpty)
    }

    /// A way a database's migration history can disagree with this painlog, and what the error names.
    struct Tampering: Sendable, CustomTestStringConvertible {
        let sql: String
        let naming: [String]
        let statusMark: String
        var testDescription: String { sql }
    }

    static let tamperings: [Tampering] = [
        Tampering(
            sql: "UPDATE schema_migrations SET checksum = 'x' WHERE version = 1;",
            naming: ["0001_create_entries.sql", "checksum"], statusMark: "0001_create_entries.sql"),
        Tampering(
            sql: "UPDATE schema_migrations SET checksum = 'x';",
            naming: ["0001_create_entries.sql"], statusMark: "0001_create_entries.sql"),
        Tampering(
            sql: "INSERT INTO schema_migrations VALUES (9999, 'from_the_future', 'abc', '2030-01-01T00:00:00+01:00');",
            naming: ["newer", "9999"], statusMark: "9999_from_the_future.sql"),
    ]

    @Test(arguments: tamperings)
    func aDatabaseWhoseHistoryDisagreesIsRefusedByEveryCommand(_ tampering: Tampering) throws {
        let painlog = try PainlogSandbox()
        try painlog.log(["5", "--area", "head"])
        _ = try painlog.sqlite(tampering.sql)
        let before = try painlog.dump()

        for command in [
            ["log", "6"], ["list"], ["show", "1"], ["list", "--format", "json"], ["migrate"], ["migrate", "--dry-run"],
        ] {
            let run = try painlog.run(command)
            expectError(run, status: ExitStatus.failure, naming: tampering.naming)
        }

        // --status still lists what it found, then fails.
        let status = try painlog.run(["migrate", "--status"])
        #expect(status.status == ExitStatus.failure, "\(status)")
        #expect(status.stderrLines.count == 1 && status.stderr.hasPrefix("error: "), "\(status)")
        for value in tampering.naming {
            #expect(status.stderr.contains(value), "\(status)")
        }
        let listed = statusLines(status).map(\.name)
        #expect(listed.contains(tampering.statusMark), "\(status)")
        #expect(Set(try migrationFileNames()).isSubset(of: Set(listed)), "\(status)")

        #expect(try painlog.dump() == before)
        #expect(try painlog.entryCount() == 1)
    }
}
