import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

extension ReliabilityTests {
    /// A full disk: the error says so, the diary keeps what it had, and no half-written file is left.
    ///
    /// The disk is a 2 MB tmpfs mounted for the test (skipped, saying why, where mounting is not allowed).
    @Suite("Disk full")
    struct DiskFullTests {
        /// The diary's entries as text, to compare before and after.
        private func dump(_ harness: ReliabilityHarness, _ db: String) throws -> String {
            try harness.sqlite(db, "SELECT id, uid, occurred_at, intensity, note FROM entries ORDER BY id;")
        }

        @Test("an import that does not fit: exit 1, the disk is named, the diary is as it was")
        func importOnFullDisk() throws {
            let harness = try ReliabilityHarness()
            let disk = try mountSmallDisk(harness)
            defer { disk.unmount() }
            let db = disk.path + "/diary.sqlite"
            for intensity in 1...3 {
                #expect(
                    try harness.painlog(["log", "\(intensity)", "--note", "before the full disk"], db: db).exited(0))
            }
            let before = try dump(harness, db)
            let csv = harness.path("too-big.csv")
            try writeImportCSV(csv, rows: 20_000, noteLength: 150)

            let outcome = try harness.painlog(["import", csv], db: db)
            #expect(outcome.exited(1), "\(outcome)")
            #expect(outcome.hasOneErrorLine, "\(outcome)")
            #expect(
                outcome.err.lowercased().contains("disk is full") || outcome.err.contains("No space left"), "\(outcome)"
            )

            let state = try harness.state(db)
            #expect(state.integrity == "ok" && state.entries == 3, "\(state)")
            #expect(try dump(harness, db) == before)
            let next = try harness.painlog(["list"], db: db)
            #expect(next.exited(0) && next.out.contains("before the full disk"), "\(next)")
        }

        @Test("an export bigger than the free space: exit 1, no file, no partial file, an older file kept")
        func exportOnFullDisk() throws {
            let harness = try ReliabilityHarness()
            let disk = try mountSmallDisk(harness)
            defer { disk.unmount() }
            // A diary of about 5 MB of CSV, on the big disk.
            #expect(try harness.painlog(["migrate"]).exited(0))
            try harness.fillDiary(harness.database, entries: 20_000, noteLength: 200)

            for format in ["csv", "json"] {
                let output = disk.path + "/x.\(format)"
                let outcome = try harness.painlog(["export", "--format", format, "--output", output])
                #expect(outcome.exited(1), "\(outcome)")
                #expect(outcome.hasOneErrorLine, "\(outcome)")
                #expect(outcome.err.contains("No space left on device"), "\(outcome)")
                #expect(Files.names(in: disk.path).isEmpty, "left behind: \(Files.names(in: disk.path))")
            }

            // With --force over an existing export, a failed export keeps the old file as it was.
            let output = disk.path + "/x.csv"
            let old = Data("id,uid,occurred_at,intensity,areas,tags,medications,note,created_at,updated_at\r\n".utf8)
            try old.write(to: URL(fileURLWithPath: output))
            let forced = try harness.painlog(["export", "--output", output, "--force"])
            #expect(forced.exited(1) && forced.hasOneErrorLine, "\(forced)")
            #expect(Files.bytes(output) == old)
            #expect(Files.names(in: disk.path) == ["x.csv"], "left behind: \(Files.names(in: disk.path))")
        }

        @Test("a migration backup that does not fit: exit 1, nothing changed, and it works once there is room")
        func backupOnFullDisk() throws {
            let harness = try ReliabilityHarness()
            let disk = try mountSmallDisk(harness)
            defer { disk.unmount() }
            let db = disk.path + "/diary.sqlite"
            try harness.buildOldDiary(at: db, entries: 3_000)
            let size = Files.bytes(db)?.count ?? 0
            // Leave room for the -wal and -shm files, not for a copy of the diary.
            let filler = disk.path + "/filler"
            let fill = Files.freeBytes(disk.path) - max(size / 3, 160_000)
            try #require(fill > 0 && size > 300_000, "the diary (\(size) bytes) does not suit the 2 MB disk")
            try Data(count: fill).write(to: URL(fileURLWithPath: filler))
            let before = try dump(harness, db)

            let outcome = try harness.painlog(["log", "6", "--note", "needs a migration first"], db: db)
            #expect(outcome.exited(1), "\(outcome)")
            #expect(outcome.hasOneErrorLine, "\(outcome)")
            #expect(outcome.err.contains("back up") && outcome.err.contains("full"), "\(outcome)")
            let state = try harness.state(db)
            #expect(state.integrity == "ok" && state.versions == [1] && state.entries == 3_000, "\(state)")
            #expect(try dump(harness, db) == before)
            #expect(Files.names(in: disk.path).allSatisfy { !$0.contains(".backup-") }, "\(Files.names(in: disk.path))")

            unlink(filler)
            let retry = try harness.painlog(["log", "6", "--note", "needs a migration first"], db: db)
            #expect(retry.exited(0), "\(retry)")
            let after = try harness.state(db)
            #expect(after.integrity == "ok" && after.entries == 3_001, "\(after)")
            #expect(after.versions == ReliabilityPaths.migrationVersions)
            let backups = Files.names(in: disk.path).filter { $0.contains(".backup-") }
            #expect(backups.count == 1, "\(backups)")
            for backup in backups {
                let saved = try harness.state(disk.path + "/" + backup)
                #expect(saved.integrity == "ok" && saved.entries == 3_000 && saved.versions == [1], "\(saved)")
            }
        }

        @Test("a disk already full when painlog starts: exit 1, the disk is named, nothing changed, then it works")
        func alreadyFull() throws {
            let harness = try ReliabilityHarness()
            let disk = try mountSmallDisk(harness)
            defer { disk.unmount() }
            let db = disk.path + "/diary.sqlite"
            for intensity in 1...2 {
                #expect(
                    try harness.painlog(["log", "\(intensity)", "--note", "before the disk filled up"], db: db).exited(
                        0))
            }
            let before = try dump(harness, db)
            // Something else fills the disk to the last byte.
            let filler = disk.path + "/filler"
            _ = FileManager.default.createFile(atPath: filler, contents: nil)
            if let handle = FileHandle(forWritingAtPath: filler) {
                let block = Data(count: 4096)
                while (try? handle.write(contentsOf: block)) != nil {}
                try? handle.close()
            }
            #expect(Files.freeBytes(disk.path) < 4096)

            for command in [
                ["log", "6", "--note", "on a full disk"], ["edit", "1", "--note", "changed"], ["delete", "2", "--yes"],
            ] {
                let outcome = try harness.painlog(command, db: db)
                #expect(outcome.exited(1), "\(outcome)")
                #expect(outcome.hasOneErrorLine, "\(outcome)")
                #expect(outcome.err.contains("full"), "the error does not say the disk is full: \(outcome)")
            }
            unlink(filler)
            let state = try harness.state(db)
            #expect(state.integrity == "ok" && state.entries == 2, "\(state)")
            #expect(try dump(harness, db) == before)
            let retry = try harness.painlog(["log", "6", "--note", "on a full disk"], db: db)
            #expect(retry.exited(0), "\(retry)")
            #expect(try harness.count(db) == 3)
        }

        @Test("export, list and stats into /dev/full: exit 1 with an error line")
        func writingToDevFull() throws {
            let harness = try ReliabilityHarness()
            #expect(try harness.painlog(["log", "5", "--note", "one entry"]).exited(0))
            try harness.fillDiary(harness.database, entries: 2_000, noteLength: 100)
            for command in [
                ["export"], ["export", "--format", "json"], ["list", "--all"], ["list", "--format", "json"], ["stats"],
                ["show", "1"],
            ] {
                let outcome = try harness.painlog(command, stdout: "/dev/full")
                #expect(outcome.exited(1), "\(outcome)")
                #expect(outcome.hasOneErrorLine, "\(outcome)")
                #expect(outcome.err.contains("No space left on device"), "\(outcome)")
            }
        }
    }
}
