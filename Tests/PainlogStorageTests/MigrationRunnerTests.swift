import Foundation
import PainlogChecksum
import PainlogDomain
import Testing

@testable import PainlogStorage

@Suite struct MigrationRunnerTests {
    let folder = TemporaryFolder()
    var path: String { folder.file("diary.sqlite") }

    static let appliedAt = "2026-11-22T08:30:00+01:00"
    static let broken = MigrationScript(
        version: 99, name: "broken", sql: "CREATE TABLE x(a); INSERT INTO nope VALUES(1);")

    /// Creates the diary at the newest embedded schema with `entries` entries, and closes it.
    func createDiary(entries count: Int = 0, scripts: [MigrationScript] = MigrationScript.embedded) throws {
        let storage = try openStorage(path, scripts: scripts)
        for number in 0..<count {
            _ = try storage.entries.insert(content(number + 1, areas: ["head"], note: "entry \(number + 1)"))
        }
    }

    /// Runs SQL on the diary through a connection of its own, then closes it.
    func execute(_ sql: String) throws {
        let connection = try SQLiteConnection(path: path)
        try connection.execute(sql)
    }

    func expectNoSideFiles(sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(!FileManager.default.fileExists(atPath: path + "-wal"), sourceLocation: sourceLocation)
        #expect(!FileManager.default.fileExists(atPath: path + "-shm"), sourceLocation: sourceLocation)
    }

    // MARK: A failing migration

    @Test(arguments: [0, 3])
    func aFailingMigrationLeavesTheDiaryExactlyAsItWasAndIsNamed(entries: Int) throws {
        try createDiary(entries: entries)
        let before = try #require(bytes(path))
        let schemaBefore = try schema(path)

        do {
            let storage = try openStorage(path, scripts: MigrationScript.embedded + [Self.broken])
            let error = try #require(throws: PainlogError.self) { try storage.migrator.migrate() }
            #expect(error.kind == .failure)
            #expect(error.message.contains("0099_broken.sql"), "\(error)")
            #expect(error.message.contains("no such table: nope"), "\(error)")
        }

        #expect(bytes(path) == before)
        expectNoSideFiles()
        #expect(try schema(path) == schemaBefore)
        let storage = try openStorage(path)
        #expect(try storage.entries.count(matching: .all) == entries)
    }

    @Test func eachMigrationCommitsOnItsOwn() throws {
        try createDiary()
        let good = laterMigration(1)
        let bad = laterMigration(2, sql: "CREATE TABLE y(a); INSERT INTO nope VALUES(1);")

        let storage = try openStorage(path, scripts: MigrationScript.embedded + [good, bad])
        #expect(throws: (any Error).self) { try storage.migrator.migrate() }

        let states = try storage.migrator.states()
        #expect(states.first { $0.version == good.version }?.status == .applied(at: Self.appliedAt))
        #expect(states.first { $0.version == bad.version }?.status == .pending)
        #expect(try schema(path).contains { $0.hasPrefix("table later_1 ") })
        #expect(try !schema(path).contains { $0.hasPrefix("table y ") })
    }

    // MARK: Databases this painlog must not use

    @Test func aChangedMigrationIsRefusedByNameAndNothingIsWritten() throws {
        try createDiary(entries: 1)
        let before = try #require(bytes(path))
        let first = try #require(MigrationScript.embedded.first)
        let changed =
            [MigrationScript(version: first.version, name: first.name, sql: first.sql + "\n-- edited after shipping\n")]
            + MigrationScript.embedded.dropFirst()

        let error = try #require(throws: PainlogError.self) { try openStorage(path, scripts: changed) }

        #expect(error.kind == .failure)
        #expect(error.message.contains("0001_create_entries.sql"), "\(error.message)")
        #expect(error.message.contains("checksum"), "\(error.message)")
        #expect(bytes(path) == before)
        expectNoSideFiles()
        let readOnly = try #require(
            try SQLiteStorage.openReadOnly(path: path, scripts: changed, clock: testClock, zone: testZone))
        #expect(try readOnly.migrator.states().first?.status == .checksumMismatch(appliedAt: Self.appliedAt))
    }

    @Test func anAppliedMigrationThisPainlogDoesNotHaveIsRefused() throws {
        let recorded = laterMigration(1)
        try createDiary(scripts: MigrationScript.embedded + [recorded])
        let before = try #require(bytes(path))

        let error = try #require(throws: PainlogError.self) {
            try openStorage(path, scripts: MigrationScript.embedded + [laterMigration(2)])
        }

        #expect(error.kind == .failure)
        let recordedFile = MigrationState(version: recorded.version, name: recorded.name, status: .pending).fileName
        #expect(error.message.contains(recordedFile), "\(error.message)")
        #expect(error.message.contains("does not have"), "\(error.message)")
        #expect(bytes(path) == before)
        expectNoSideFiles()
    }

    @Test func aDiaryMigratedByANewerPainlogIsRefused() throws {
        try createDiary(entries: 1)
        try execute(
            "INSERT INTO schema_migrations (version, name, checksum, applied_at) VALUES (9999, 'future', 'abc', '2030-01-01T00:00:00+00:00')"
        )
        let before = try #require(bytes(path))

        let error = try #require(throws: PainlogError.self) { try openStorage(path) }

        #expect(error.kind == .failure)
        #expect(error.message.contains("newer"), "\(error.message)")
        #expect(error.message.contains("9999"), "\(error.message)")
        #expect(bytes(path) == before)
        expectNoSideFiles()
    }

    // MARK: Backups

    @Test func migratingADiaryWithEntriesFirstWritesAPrivateBackup() throws {
        try createDiary(entries: 2)
        let original = try openStorage(path).entries.entries(matching: .all, order: .oldestFirst, limit: nil)
        let latest = try #require(MigrationScript.embedded.last).version
        let later = laterMigration()

        let storage = try openStorage(path, scripts: MigrationScript.embedded + [later])
        let outcome = try storage.migrator.migrate()

        let expectedBackup = path + ".backup-\(latest)-to-\(later.version)-20261122T073000Z"
        #expect(outcome.backupPath == expectedBackup)
        #expect(
            outcome.applied == [
                MigrationState(version: later.version, name: later.name, status: .applied(at: Self.appliedAt))
            ])
        #expect(mode(expectedBackup) == 0o600)
        let backup = try #require(
            try SQLiteStorage.openReadOnly(path: expectedBackup, clock: testClock, zone: testZone))
        #expect(try backup.entries.entries(matching: .all, order: .oldestFirst, limit: nil) == original)
        #expect(try backup.migrator.states().allSatisfy { $0.status == .applied(at: Self.appliedAt) })
        #expect(try !schema(expectedBackup).contains { $0.hasPrefix("table later_1 ") })
    }

    @Test func migratingADiaryWithoutEntriesWritesNoBackup() throws {
        try createDiary()
        let storage = try openStorage(path, scripts: MigrationScript.embedded + [laterMigration()])
        let outcome = try storage.migrator.migrate()

        #expect(outcome.backupPath == nil)
        #expect(outcome.applied.map(\.version) == [laterMigration().version])
        #expect(!folder.contents().contains { $0.contains("backup") })
    }

    @Test func aRetryInTheSameSecondDoesNotOverwriteTheFirstBackup() throws {
        try createDiary(entries: 1)
        let storage = try openStorage(path, scripts: MigrationScript.embedded + [Self.broken])
        #expect(throws: (any Error).self) { try storage.migrator.migrate() }
        let backups = folder.contents().filter { $0.contains(".backup-") }
        #expect(backups.count == 1)
        let firstBackup = try #require(backups.first.flatMap { bytes(folder.file($0)) })

        #expect(throws: (any Error).self) { try storage.migrator.migrate() }

        let after = folder.contents().filter { $0.contains(".backup-") }
        #expect(after.count == 2)
        #expect(backups.first.flatMap { bytes(folder.file($0)) } == firstBackup)
    }

    // MARK: Status

    @Test func statesListAppliedMigrationsWithTheirTimeAndPendingOnes() throws {
        try createDiary()
        let later = laterMigration()
        let storage = try openStorage(path, scripts: MigrationScript.embedded + [later])

        let expected =
            MigrationScript.embedded.map {
                MigrationState(version: $0.version, name: $0.name, status: .applied(at: Self.appliedAt))
            }
            + [MigrationState(version: later.version, name: later.name, status: .pending)]
        #expect(try storage.migrator.states() == expected)
        try storage.migrator.validate()
    }

    @Test func aNewDiaryRecordsEveryEmbeddedMigrationWithItsChecksum() throws {
        try createDiary()
        let connection = try SQLiteConnection(path: path, readOnly: true)
        var rows: [String] = []
        try connection.query(
            "SELECT version || ' ' || name || ' ' || checksum FROM schema_migrations ORDER BY version",
            SingleColumn.self
        ) { rows.append(String(row: $0)) }
        #expect(rows == MigrationScript.embedded.map { "\($0.version) \($0.name) \(SHA256.hex(of: $0.sql.utf8))" })
    }
}
