import Foundation
import PainlogDomain
import Testing

@testable import PainlogStorage

@Suite struct SQLiteStorageTests {
    let folder = TemporaryFolder()

    static let appliedAt = "2026-11-22T08:30:00+01:00"

    /// The migration history as `version name checksum applied_at`.
    static func history(_ path: String) throws -> [String] {
        let connection = try SQLiteConnection(path: path, readOnly: true)
        var rows: [String] = []
        try connection.query(
            """
            SELECT version || ' ' || name || ' ' || checksum || ' ' || applied_at FROM schema_migrations
            ORDER BY version
            """, SingleColumn.self
        ) { rows.append(String(row: $0)) }
        return rows
    }

    static var embeddedHistory: [String] {
        MigrationScript.embedded.map { "\($0.version) \($0.name) \($0.checksum) \(appliedAt)" }
    }

    // MARK: Opening

    @Test func createsANewDiaryPrivatelyAtTheNewestSchema() throws {
        let path = folder.file("a/b/diary.sqlite")
        let previousMask = umask(0o022)
        defer { umask(previousMask) }

        let storage = try openStorage(path)

        #expect(mode(folder.file("a")) == 0o700)
        #expect(mode(folder.file("a/b")) == 0o700)
        #expect(mode(path) == 0o600)
        #expect(try Self.history(path) == Self.embeddedHistory)
        #expect(
            try storage.migrator.states()
                == MigrationScript.embedded.map {
                    MigrationState(version: $0.version, name: $0.name, status: .applied(at: Self.appliedAt))
                })
        let connection = try SQLiteConnection(path: path, readOnly: true)
        #expect(try connection.scalarText("PRAGMA journal_mode") == "wal")
        // The write-ahead log holds the same health data as the file, so it must be as private.
        _ = try storage.entries.insert(content(1, note: "private"))
        #expect(mode(path + "-wal") == 0o600)
        #expect(try storage.entries.count(matching: .all) == 1)
    }

    @Test func leavesNoTemporaryFilesBehindAfterCreating() throws {
        let path = folder.file("diary.sqlite")
        try createDatabase(path)
        #expect(folder.contents() == ["diary.sqlite"])
    }

    @Test func opensAnExistingDiaryAgainWithoutApplyingAnything() throws {
        let path = folder.file("diary.sqlite")
        do {
            let storage = try openStorage(path)
            _ = try storage.entries.insert(content(1))
        }
        let later = SQLiteStorageTests.laterClock
        let storage = try SQLiteStorage.open(
            path: path, scripts: MigrationScript.embedded, clock: later, zone: testZone)
        let outcome = try storage.migrator.migrate()

        #expect(outcome == MigrationOutcome(applied: [], backupPath: nil))
        #expect(try Self.history(path) == Self.embeddedHistory)
        #expect(try storage.entries.count(matching: .all) == 1)
        #expect(!folder.contents().contains { $0.contains("backup") })
    }

    static let laterClock = FixedTimeSource(testNow + 86_400)

    @Test func theEmbeddedOpenUsesTheEmbeddedMigrations() throws {
        let path = folder.file("diary.sqlite")
        _ = try SQLiteStorage.open(path: path, clock: testClock, zone: testZone)
        #expect(try Self.history(path) == Self.embeddedHistory)
        #expect(SQLiteStorage.embeddedMigrations.map(\.version) == MigrationScript.embedded.map(\.version))
        #expect(SQLiteStorage.embeddedMigrations.allSatisfy { $0.status == .pending })
    }

    @Test func readOnlyOpenOfAMissingFileCreatesNothing() throws {
        let path = folder.file("missing/diary.sqlite")
        #expect(try SQLiteStorage.openReadOnly(path: path, clock: testClock, zone: testZone) == nil)
        #expect(folder.contents().isEmpty)
    }

    // MARK: Refusals

    enum Unusable: String, CaseIterable, Sendable {
        case textFile, emptyFile, folder, danglingSymlink, truncatedDatabase, foreignDatabase
    }

    /// Puts something that is not a painlog diary at `path`.
    func make(_ kind: Unusable, at path: String) throws {
        switch kind {
        case .textFile:
            try Data("hello".utf8).write(to: URL(fileURLWithPath: path))
        case .emptyFile:
            try Data().write(to: URL(fileURLWithPath: path))
        case .folder:
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        case .danglingSymlink:
            try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: folder.file("nowhere.sqlite"))
        case .truncatedDatabase:
            let real = folder.file("real.sqlite")
            do {
                let storage = try openStorage(real)
                for number in 1...20 {
                    _ = try storage.entries.insert(content(number, note: String(repeating: "x", count: 500)))
                }
            }
            let whole = try #require(bytes(real))
            #expect(whole.count > 4096)
            try whole.prefix(1000).write(to: URL(fileURLWithPath: path))
            try FileManager.default.removeItem(atPath: real)
        case .foreignDatabase:
            #expect(FileManager.default.createFile(atPath: path, contents: Data()))
            let connection = try SQLiteConnection(path: path)
            try connection.execute("CREATE TABLE t (a TEXT); INSERT INTO t VALUES ('someone else''s data');")
        }
    }

    @Test(arguments: Unusable.allCases)
    func refusesWhatIsNotAPainlogDiaryAndLeavesItUntouched(kind: Unusable) throws {
        let path = folder.file("diary.sqlite")
        try make(kind, at: path)
        let before = bytes(path)
        let listingBefore = folder.contents()

        let error = try #require(throws: PainlogError.self) { try openStorage(path) }

        #expect(error.kind == .failure)
        #expect(error.message.contains(path), "\(error.message)")
        #expect(bytes(path) == before)
        #expect(folder.contents() == listingBefore)
        #expect(!FileManager.default.fileExists(atPath: path + "-wal"))
        #expect(!FileManager.default.fileExists(atPath: path + "-shm"))
        #expect(!FileManager.default.fileExists(atPath: folder.file("nowhere.sqlite")))
    }

    @Test func aForeignDatabaseIsCalledNotAPainlogDiary() throws {
        let path = folder.file("other.sqlite")
        try make(.foreignDatabase, at: path)
        let error = try #require(throws: PainlogError.self) { try openStorage(path) }
        #expect(error.message.contains("not a painlog diary"))
    }

    // MARK: Several openers at once

    /// Results gathered from several threads.
    final class Outcomes: @unchecked Sendable {
        private let lock = NSLock()
        private var values: [Result<MigrationOutcome, TestFailure>] = []

        func append(_ value: Result<MigrationOutcome, TestFailure>) {
            lock.lock()
            values.append(value)
            lock.unlock()
        }

        var all: [Result<MigrationOutcome, TestFailure>] {
            lock.lock()
            defer { lock.unlock() }
            return values
        }
    }

    struct TestFailure: Error, Sendable, CustomStringConvertible {
        let description: String
    }

    /// Runs `work` on `count` threads released at the same moment, as processes starting together would be.
    static func startTogether(_ count: Int, _ work: @escaping @Sendable (Int) -> Void) {
        let ready = DispatchGroup()
        let finished = DispatchGroup()
        let start = DispatchSemaphore(value: 0)
        for index in 0..<count {
            ready.enter()
            finished.enter()
            let thread = Thread {
                ready.leave()
                start.wait()
                work(index)
                finished.leave()
            }
            thread.start()
        }
        ready.wait()
        for _ in 0..<count { start.signal() }
        finished.wait()
    }

    /// Each thread does what a painlog `log` does: open, apply pending migrations, insert one entry.
    static func openMigrateAndLog(
        _ path: String, scripts: [MigrationScript], count: Int, firstNumber: Int
    ) -> [Result<MigrationOutcome, TestFailure>] {
        let outcomes = Outcomes()
        startTogether(count) { index in
            do {
                let storage = try openStorage(path, scripts: scripts)
                let outcome = try storage.migrator.migrate()
                _ = try storage.entries.insert(content(firstNumber + index))
                outcomes.append(.success(outcome))
            } catch {
                outcomes.append(.failure(TestFailure(description: "\(error)")))
            }
        }
        return outcomes.all
    }

    @Test func eightOpenersOfANewDiaryAllSucceedOnOneFile() throws {
        let path = folder.file("new/diary.sqlite")
        let outcomes = Self.openMigrateAndLog(path, scripts: MigrationScript.embedded, count: 8, firstNumber: 1)

        #expect(outcomes.count == 8)
        for outcome in outcomes {
            #expect(throws: Never.self) { try outcome.get() }
        }
        let storage = try openStorage(path)
        #expect(try storage.entries.count(matching: .all) == 8)
        #expect(try Self.history(path) == Self.embeddedHistory)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.file("new")).filter {
                !$0.hasSuffix("-wal") && !$0.hasSuffix("-shm")
            } == ["diary.sqlite"])
    }

    @Test func eightOpenersOfAnOldDiaryMigrateItOnce() throws {
        let path = folder.file("diary.sqlite")
        do {
            let storage = try openStorage(path)
            _ = try storage.entries.insert(content(100))
        }
        let later = laterMigration()
        let outcomes = Self.openMigrateAndLog(
            path, scripts: MigrationScript.embedded + [later], count: 8, firstNumber: 1)

        let successes = outcomes.compactMap { try? $0.get() }
        #expect(successes.count == 8, "\(outcomes)")
        #expect(successes.filter { !$0.applied.isEmpty }.map { $0.applied.map(\.version) } == [[later.version]])
        #expect(successes.compactMap(\.backupPath).count == 1)
        #expect(folder.contents().filter { $0.contains(".backup-") }.count == 1)
        let storage = try openStorage(path, scripts: MigrationScript.embedded + [later])
        #expect(try storage.entries.count(matching: .all) == 9)
        #expect(
            try Self.history(path) == Self.embeddedHistory + [
                "\(later.version) \(later.name) \(later.checksum) \(Self.appliedAt)"
            ])
    }
}
