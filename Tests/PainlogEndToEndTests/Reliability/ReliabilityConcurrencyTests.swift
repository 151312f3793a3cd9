import Foundation
import Testing

extension ReliabilityTests {
    /// "Many painlogs at once are fine": writers wait for each other, readers never wait, and
    /// several painlogs starting at once on a new or old database agree on who creates or migrates it.
    @Suite("Concurrency")
    struct ConcurrencyTests {
        /// 8 writers and 4 readers, let go in the same instant on `db`; returns their outcomes.
        private func race(_ harness: ReliabilityHarness, on db: String) throws -> [ProcessOutcome] {
            let gate = try StartingGate(path: harness.folder + ".gate")
            defer { unlink(gate.path) }
            var running: [RunningProcess] = []
            for writer in 1...8 {
                running.append(
                    try harness.startPainlog(
                        ["log", "\(writer)", "--note", "writer \(writer)"], db: db, wrapper: gate.wrapper))
            }
            for _ in 1...4 {
                running.append(try harness.startPainlog(["list", "--all"], db: db, wrapper: gate.wrapper))
            }
            gate.open(whenWaiting: running.count)
            return running.map { $0.wait() }
        }

        @Test("8 writers and 4 readers starting at once on a new path: one database, 8 entries")
        func newDatabaseRace() throws {
            let harness = try ReliabilityHarness()
            let outcomes = try race(harness, on: harness.database)
            for outcome in outcomes {
                #expect(outcome.exited(0), "\(outcome)")
            }
            #expect(try harness.count(harness.database) == 8)
            let notes = try harness.sqlite(harness.database, "SELECT note FROM entries ORDER BY note;")
            #expect(notes == (1...8).map { "writer \($0)" }.joined(separator: "\n"))
            #expect(try harness.appliedVersions(harness.database) == ReliabilityPaths.migrationVersions)
            #expect(try harness.integrity(harness.database) == "ok")
            // The losers of the creation race removed their temporary files.
            #expect(Files.names(in: harness.folder) == ["diary.sqlite"])
        }

        @Test(
            "8 writers and 4 readers starting at once on an old database: one migrates, with one backup",
            arguments: [true, false])
        func oldDatabaseRace(wal: Bool) throws {
            let harness = try ReliabilityHarness()
            try harness.buildOldDiary(at: harness.database, entries: 5, wal: wal)
            let outcomes = try race(harness, on: harness.database)
            for outcome in outcomes {
                #expect(outcome.exited(0), "\(outcome)")
            }
            #expect(try harness.count(harness.database) == 5 + 8)
            #expect(
                try harness.sqlite(harness.database, "SELECT count(*) FROM entries WHERE note LIKE 'old entry %';")
                    == "5")
            #expect(try harness.appliedVersions(harness.database) == ReliabilityPaths.migrationVersions)
            #expect(try harness.integrity(harness.database) == "ok")
            // One painlog made the backup; and it holds the diary as it was.
            let backups = Files.names(in: harness.folder).filter { $0.contains(".backup-") }
            #expect(backups.count == 1, "\(backups)")
            for backup in backups {
                let path = harness.path(backup)
                #expect(try harness.integrity(path) == "ok")
                #expect(try harness.count(path) == 5)
                #expect(try harness.appliedVersions(path) == [1])
            }
            // Exactly one painlog said it migrated.
            let migrated = outcomes.filter { $0.err.contains("applied migration") }
            #expect(migrated.count == 1, "\(outcomes.map(\.err))")
        }

        @Test("a writer gives up with the busy error while another holds the write lock; readers go on")
        func busyWriterAndFreeReader() throws {
            let harness = try ReliabilityHarness()
            try harness.painlog(["log", "4", "--note", "before the lock"])
            let locked = harness.path("locked")
            // Holds BEGIN IMMEDIATE until the test closes its stdin (at most 60 s), so the test does
            // not depend on how fast this machine is.
            let holder = try harness.start(
                [
                    "/usr/bin/python3", "-c",
                    """
                    import select, sqlite3, sys
                    c = sqlite3.connect(sys.argv[1], isolation_level=None)
                    c.execute('BEGIN IMMEDIATE')
                    open(sys.argv[2], 'w').close()
                    select.select([sys.stdin], [], [], 60)
                    c.execute('ROLLBACK')
                    """,
                    harness.database, locked,
                ], stdin: .pipe)
            defer {
                try? holder.input?.close()
                _ = holder.wait()
            }
            #expect(waitUntil { Files.exists(locked) || !holder.isRunning }, "the lock holder never locked")
            try #require(holder.isRunning, "the lock holder ended early")

            let writer = try harness.painlog(
                ["log", "5", "--note", "during the lock"], environment: ["PAINLOG_BUSY_TIMEOUT": "300"])
            #expect(writer.exited(1), "\(writer)")
            #expect(writer.err == "error: the database is busy (another painlog is writing); try again\n")
            #expect(writer.out.isEmpty)

            // With the same 300 ms limit a reader still works: it never waits for the write lock.
            let reader = try harness.painlog(["list", "--format", "csv"], environment: ["PAINLOG_BUSY_TIMEOUT": "300"])
            #expect(reader.exited(0), "\(reader)")
            #expect(reader.out.contains("before the lock"))

            try holder.input?.close()
            #expect(holder.wait().exited(0))
            #expect(try harness.count(harness.database) == 1)
            #expect(
                try harness.sqlite(harness.database, "SELECT count(*) FROM entries WHERE note = 'during the lock';")
                    == "0")
            #expect(try harness.integrity(harness.database) == "ok")
        }
    }
}
