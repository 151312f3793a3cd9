import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

extension ReliabilityTests {
    /// "Only you can read it": under a permissive umask (022) the folder painlog creates is 0700 and
    /// the database, its -wal and -shm files, migration backups and exports are 0600.
    @Suite("Permissions")
    struct PermissionTests {
        private func octal(_ mode: mode_t?) -> String {
            mode.map { "0" + String($0, radix: 8) } ?? "missing"
        }

        @Test("the default location's folder is 0700; the database, -wal and -shm are 0600")
        func defaultLocation() throws {
            let harness = try ReliabilityHarness()
            // No --db, no PAINLOG_DB, no XDG_DATA_HOME: HOME/.local/share/painlog/painlog.sqlite.
            let first = try harness.painlog(["log", "5", "--note", "first"], db: .some(nil), as: .umask022)
            try #require(first.exited(0), "\(first)")
            let share = harness.path(".local/share")
            let folder = share + "/painlog"
            let db = folder + "/painlog.sqlite"
            #expect(octal(Files.mode(folder)) == "0700")
            // The folders above it that painlog had to make are private too.
            #expect(octal(Files.mode(harness.path(".local"))) == "0700")
            #expect(octal(Files.mode(share)) == "0700")
            #expect(octal(Files.mode(db)) == "0600")

            // SQLite removes -wal and -shm when the last connection closes, so a second process keeps
            // the diary open while painlog writes to it.
            let ready = harness.path("reader-ready")
            let reader = try harness.start(
                [
                    "/usr/bin/python3", "-c",
                    """
                    import select, sqlite3, sys
                    c = sqlite3.connect(sys.argv[1])
                    c.execute('SELECT count(*) FROM entries').fetchall()
                    open(sys.argv[2], 'w').close()
                    select.select([sys.stdin], [], [], 60)
                    c.close()
                    """,
                    db, ready,
                ], stdin: .pipe)
            defer {
                try? reader.input?.close()
                _ = reader.wait()
            }
            #expect(waitUntil { Files.exists(ready) || !reader.isRunning })
            let second = try harness.painlog(["log", "6", "--note", "second"], db: .some(nil), as: .umask022)
            #expect(second.exited(0), "\(second)")
            #expect(octal(Files.mode(db)) == "0600")
            #expect(octal(Files.mode(db + "-wal")) == "0600")
            #expect(octal(Files.mode(db + "-shm")) == "0600")
            try reader.input?.close()
            _ = reader.wait()
            #expect(try harness.count(db) == 2)
        }

        @Test("a diary painlog creates at a --db path in a new folder: folder 0700, file 0600")
        func explicitPath() throws {
            let harness = try ReliabilityHarness()
            let db = harness.path("new/deeper/diary.sqlite")
            #expect(try harness.painlog(["log", "5"], db: db, as: .umask022).exited(0))
            #expect(octal(Files.mode(harness.path("new"))) == "0700")
            #expect(octal(Files.mode(harness.path("new/deeper"))) == "0700")
            #expect(octal(Files.mode(db)) == "0600")
        }

        @Test("a migration backup and an export file are 0600")
        func backupAndExport() throws {
            let harness = try ReliabilityHarness()
            // An old diary as another tool left it, readable by everyone: its backup is still private.
            try harness.buildOldDiary(at: harness.database, entries: 10)
            chmod(harness.database, 0o644)
            let migrate = try harness.painlog(["migrate"], as: .umask022)
            #expect(migrate.exited(0), "\(migrate)")
            let backups = Files.names(in: harness.folder).filter { $0.contains(".backup-") }
            #expect(backups.count == 1, "\(backups)")
            for backup in backups {
                #expect(octal(Files.mode(harness.path(backup))) == "0600", "\(backup)")
            }

            for format in ["csv", "json"] {
                let output = harness.path("export.\(format)")
                let export = try harness.painlog(["export", "--format", format, "--output", output], as: .umask022)
                #expect(export.exited(0), "\(export)")
                #expect(octal(Files.mode(output)) == "0600", "\(format)")
                // Replacing an existing, readable file gives a private one too.
                chmod(output, 0o644)
                let again = try harness.painlog(
                    ["export", "--format", format, "--output", output, "--force"], as: .umask022)
                #expect(again.exited(0), "\(again)")
                #expect(octal(Files.mode(output)) == "0600", "\(format) --force")
            }
        }
    }
}
