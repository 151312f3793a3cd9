import Foundation
import Testing

extension ReliabilityTests {
    /// "No half-written file is left behind": Ctrl-C or SIGTERM during an export removes its
    /// partial file, and what a `kill -9` left is swept at the next start (issue #12, point 8).
    @Suite("Leftovers")
    struct LeftoverTests {
        /// The names in the harness's folder that hold `part`.
        private func names(_ harness: ReliabilityHarness, holding part: String) -> [String] {
            Files.names(in: harness.folder).filter { $0.contains(part) }
        }

        @Test("SIGINT or SIGTERM during export --output removes the partial file", arguments: [SIGINT, SIGTERM])
        func signalDuringExport(signal: Int32) throws {
            let harness = try ReliabilityHarness()
            try harness.painlog(["migrate"])
            try harness.fillDiary(harness.database, entries: 400_000, noteLength: 200)
            let export = try harness.startPainlog(["export", "--output", harness.path("out.csv")])
            let started = waitUntil(limit: 60) {
                !names(harness, holding: "painlog-partial").isEmpty || !export.isRunning
            }
            // Stopped while it writes, so the signal surely arrives before the export is done.
            _ = kill(export.pid, SIGSTOP)
            try #require(
                started && export.isRunning && !names(harness, holding: "painlog-partial").isEmpty,
                "the export should be writing")
            _ = kill(export.pid, signal)
            _ = kill(export.pid, SIGCONT)
            let outcome = export.wait()
            #expect(outcome.signalled && outcome.status == signal, "\(outcome)")
            #expect(names(harness, holding: "out.csv").isEmpty, "\(Files.names(in: harness.folder))")
            #expect(try harness.integrity(harness.database) == "ok")
        }

        @Test("files a killed painlog left are removed at the next start; others' files stay")
        func staleFilesAreSwept() throws {
            let harness = try ReliabilityHarness()
            try harness.painlog(["log", "4"])
            // A process id that is surely gone: a finished child's.
            let gone = DeadProcess.id()
            let alive = getpid()
            let stale = [
                "diary.sqlite.new-\(gone)-12345", "diary.sqlite.new-\(gone)-12345-wal",
                "diary.sqlite.new-\(gone)-12345-shm",
                "diary.sqlite.backup-1-to-5-20261123T101010Z.partial-\(gone)-777", "out.csv.painlog-partial-\(gone)",
            ]
            let kept = [
                "diary.sqlite.new-\(alive)-1",  // a painlog (here: the test) still at work
                "diary.sqlite.notes.txt", "diary.sqlite.backup-1-to-5-20261123T101010Z", "other.sqlite.new-\(gone)-1",
                "out.csv.painlog-partial-x",
            ]
            for name in stale + kept {
                #expect(FileManager.default.createFile(atPath: harness.path(name), contents: Data("health data".utf8)))
            }
            let listed = try harness.painlog(["list"])
            #expect(listed.exited(0), "\(listed)")
            let exported = try harness.painlog(["export", "--output", harness.path("out.csv")])
            #expect(exported.exited(0), "\(exported)")
            let left = Set(Files.names(in: harness.folder))
            for name in stale { #expect(!left.contains(name), "\(name) should be gone") }
            for name in kept { #expect(left.contains(name), "\(name) should stay") }
        }
    }
}
