import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

extension ReliabilityTests {
    /// `kill -9` during `sync`: the diary is as it was or fully merged (with its undo step), and the
    /// diary's own file in the folder is complete or absent, never a part.
    @Suite("Sync crash safety")
    struct SyncCrashTests {
        static let rounds = ProcessInfo.processInfo.environment["PAINLOG_CRASH_ROUNDS"].flatMap(Int.init) ?? 4

        @Test("kill -9 during a sync of 20,000 entries: all of it or none of it, and the file whole or absent")
        func killedSync() throws {
            let harness = try ReliabilityHarness()
            let rows = 20_000
            let csv = harness.path("big.csv")
            try writeImportCSV(csv, rows: rows)
            let source = harness.path("source.sqlite")
            let template = harness.path("template")
            try FileManager.default.createDirectory(atPath: template, withIntermediateDirectories: true)
            try #require(try harness.painlog(["import", csv], db: source).exited(0))
            try #require(try harness.painlog(["sync", template], db: source).exited(0))
            let sourceFile = try #require(Files.names(in: template).first)

            /// A fresh folder holding a copy of the source diary's file.
            func folder(_ name: String) throws -> String {
                let path = harness.path(name)
                try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
                try FileManager.default.copyItem(atPath: template + "/" + sourceFile, toPath: path + "/" + sourceFile)
                return path
            }

            // The full run, timed: the range the kills are spread over.
            let measured = harness.path("measured.sqlite")
            #expect(try harness.painlog(["log", "3", "--note", "its own"], db: measured).exited(0))
            let started = Date()
            let full = try harness.painlog(["sync", try folder("measured-folder")], db: measured)
            let duration = Date().timeIntervalSince(started)
            try #require(full.exited(0), "\(full)")
            #expect(try harness.count(measured) == rows + 1)

            var random = SeededRandom(seed: 0x0017_5A7C)
            for round in 0..<Self.rounds {
                let db = harness.path("round-\(round).sqlite")
                #expect(try harness.painlog(["log", "3", "--note", "its own"], db: db).exited(0))
                let shared = try folder("round-\(round)-folder")
                let delay = Double.random(in: 0..<duration, using: &random)
                let syncing = try harness.startPainlog(["sync", shared], db: db)
                pause(delay)
                syncing.kill()
                let outcome = syncing.wait()
                let context =
                    "round \(round), killed after \(String(format: "%.2f", delay)) s of \(String(format: "%.1f", duration)) s"

                let state = try harness.state(db)
                #expect(state.integrity == "ok", "\(context)")
                #expect(state.entries == 1 || state.entries == rows + 1, "\(context): \(state.entries) entries")
                #expect(try harness.count(db, "journal_steps") == (state.entries == 1 ? 1 : 2), "\(context)")
                if outcome.exited(0) { #expect(state.entries == rows + 1, "\(context)") }
                // A merge that committed remembers its folder with it.
                if state.entries == rows + 1 {
                    #expect(
                        try harness.sqlite(db, "SELECT value FROM diary_settings WHERE key = 'sync_folder';") == shared,
                        "\(context)")
                }
                // Its own file: absent, or complete (its last line closes it with the count of records).
                for name in Files.names(in: shared) where name.hasSuffix(".jsonl") && name != sourceFile {
                    let text = try String(contentsOfFile: shared + "/" + name, encoding: .utf8)
                    let lines = text.split(separator: "\n")
                    #expect(
                        text.hasSuffix("\n") && lines.last == "{\"end\":\(lines.count - 2)}",
                        "\(context): \(name) is cut short")
                }

                // The next sync finishes the job.
                let again = try harness.painlog(["sync", shared], db: db)
                #expect(again.exited(0), "\(context): \(again)")
                #expect(try harness.count(db) == rows + 1, "\(context)")
            }
        }
    }
}
