import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

extension ReliabilityTests {
    /// "Your file is never replaced or repaired": a path holding anything but a usable painlog
    /// database is refused with one `error:` line and exit 1, and nothing at it or beside it changes.
    @Suite("Bad database files")
    struct BadFileTests {
        /// Every command that opens the diary: writers, readers and the read-only `migrate --status`.
        static let commands: [[String]] = [["log", "5"], ["list"], ["export"], ["migrate", "--status"], ["migrate"]]

        /// One thing in a folder: its name, mode, and the bytes of a file or the target of a link.
        private struct FolderItem: Equatable, CustomStringConvertible {
            let name: String
            let mode: mode_t?
            let link: String?
            let bytes: Data?
            var description: String {
                "\(name) \(mode.map { String($0, radix: 8) } ?? "?") \(link ?? "") \(bytes?.count ?? -1)"
            }
        }

        /// What is in a folder.
        private static func snapshot(_ folder: String) -> [FolderItem] {
            Files.names(in: folder).map { name in
                let path = folder + "/" + name
                return FolderItem(
                    name: name, mode: Files.mode(path),
                    link: try? FileManager.default.destinationOfSymbolicLink(atPath: path),
                    bytes: Files.bytes(path))
            }
        }

        /// Runs every command on `db` (as `user`) and checks each is refused without a trace.
        private func expectRefused(
            _ db: String, _ harness: ReliabilityHarness, as user: RunAs = .current, because reason: String,
            sourceLocation: SourceLocation = #_sourceLocation
        ) throws {
            let folder = (db as NSString).deletingLastPathComponent
            let before = Self.snapshot(folder)
            let bytesBefore = Files.bytes(db)
            for command in Self.commands {
                let outcome = try harness.painlog(command, db: db, as: user)
                #expect(outcome.exited(1), "\(reason): \(outcome)", sourceLocation: sourceLocation)
                #expect(outcome.hasOneErrorLine, "\(reason): \(outcome)", sourceLocation: sourceLocation)
                #expect(outcome.out.isEmpty, "\(reason): \(outcome)", sourceLocation: sourceLocation)
            }
            #expect(Files.bytes(db) == bytesBefore, "\(reason): the file changed", sourceLocation: sourceLocation)
            #expect(
                !Files.exists(db + "-wal") && !Files.exists(db + "-shm"), "\(reason)", sourceLocation: sourceLocation)
            #expect(!Files.exists(db + "-journal"), "\(reason)", sourceLocation: sourceLocation)
            #expect(Self.snapshot(folder) == before, "\(reason): the folder changed", sourceLocation: sourceLocation)
        }

        /// A folder of its own for one case.
        private func caseFolder(_ harness: ReliabilityHarness, _ name: String) -> String {
            let folder = harness.path(name)
            mkdir(folder, 0o755)
            chmod(folder, 0o755)
            return folder
        }

        /// A real diary of several hundred KB, made by painlog.
        private func realDiary(_ harness: ReliabilityHarness) throws -> String {
            let csv = harness.path("diary.csv")
            try writeImportCSV(csv, rows: 2_500, noteLength: 120)
            let db = harness.path("real.sqlite")
            let outcome = try harness.painlog(["import", csv], db: db)
            try #require(outcome.exited(0), "\(outcome)")
            let size = Files.bytes(db)?.count ?? 0
            try #require(size > 300_000, "the real diary is only \(size) bytes")
            return db
        }

        @Test("text, truncated, empty, a folder, a dangling link, another program's database: refused, untouched")
        func refusedFiles() throws {
            let harness = try ReliabilityHarness()

            let text = caseFolder(harness, "text") + "/diary.sqlite"
            try Data("2026-11-22 pain 5 lower back\nthis is my old text diary\n".utf8).write(
                to: URL(fileURLWithPath: text))
            try expectRefused(text, harness, because: "a text file")

            let truncated = caseFolder(harness, "truncated") + "/diary.sqlite"
            let real = try realDiary(harness)
            try #require(Files.bytes(real)).prefix(40_000).write(to: URL(fileURLWithPath: truncated))
            try expectRefused(truncated, harness, because: "the first 40,000 bytes of a real diary")

            let empty = caseFolder(harness, "empty") + "/diary.sqlite"
            _ = FileManager.default.createFile(atPath: empty, contents: Data())
            try expectRefused(empty, harness, because: "a zero-length file")

            let folder = caseFolder(harness, "folder") + "/diary.sqlite"
            mkdir(folder, 0o755)
            try expectRefused(folder, harness, because: "a folder")
            #expect(Files.names(in: folder).isEmpty, "something was created inside the folder")

            let dangling = caseFolder(harness, "dangling") + "/diary.sqlite"
            let target = harness.path("dangling/gone/elsewhere.sqlite")
            symlink(target, dangling)
            try expectRefused(dangling, harness, because: "a dangling symbolic link")
            #expect(!Files.exists(target) && !Files.exists(harness.path("dangling/gone")), "created behind the link")

            let foreign = caseFolder(harness, "foreign") + "/contacts.sqlite"
            try harness.python(
                """
                import sqlite3, sys
                c = sqlite3.connect(sys.argv[1])
                c.execute('CREATE TABLE contacts (name TEXT, phone TEXT)')
                c.execute("INSERT INTO contacts VALUES ('Ada', '+44 20 7946 0000')")
                c.commit()
                """, [foreign])
            try expectRefused(foreign, harness, because: "another program's SQLite database")
        }

        @Test("export --output --force naming the diary itself (or a link to it) is refused; the diary stays")
        func exportOverTheDiary() throws {
            let harness = try ReliabilityHarness()
            #expect(try harness.painlog(["log", "5", "--note", "keep me"]).exited(0))
            let link = harness.path("link-to-diary.sqlite")
            symlink(harness.database, link)
            let before = Files.bytes(harness.database)
            for output in [harness.database, link, "./diary.sqlite"] {
                for format in ["csv", "json"] {
                    let outcome = try harness.painlog(["export", "--format", format, "--output", output, "--force"])
                    #expect(outcome.exited(1) && outcome.hasOneErrorLine, "\(outcome)")
                    #expect(Files.bytes(harness.database) == before, "\(output): the diary was replaced")
                }
            }
            #expect(
                (try? FileManager.default.destinationOfSymbolicLink(atPath: link)) == harness.database,
                "the link was replaced")
            let list = try harness.painlog(["list"])
            #expect(list.exited(0) && list.out.contains("keep me"), "\(list)")
        }

        @Test("a file painlog cannot read, and a diary in a folder it cannot write: refused, untouched")
        func refusedAsNobody() throws {
            try requireRoot("run painlog as nobody, for whom permissions apply")
            let harness = try ReliabilityHarness()
            let real = try realDiary(harness)

            let unreadable = caseFolder(harness, "unreadable") + "/diary.sqlite"
            try FileManager.default.copyItem(atPath: real, toPath: unreadable)
            chmod(unreadable, 0o000)
            try expectRefused(unreadable, harness, as: .nobody, because: "a file with mode 000")

            // A folder of root's (0555): painlog cannot put its -wal and -shm files beside the diary,
            // neither when the diary is root's and only readable nor when it is nobody's own.
            let lockedFolder = caseFolder(harness, "locked-folder")
            let readable = lockedFolder + "/readable.sqlite"
            let owned = lockedFolder + "/owned.sqlite"
            try FileManager.default.copyItem(atPath: real, toPath: readable)
            try FileManager.default.copyItem(atPath: real, toPath: owned)
            chmod(readable, 0o644)
            chown(owned, 65_534, 65_534)
            chmod(owned, 0o600)
            chmod(lockedFolder, 0o555)
            try expectRefused(
                readable, harness, as: .nobody, because: "a readable diary in a folder of root's, mode 0555")
            try expectRefused(owned, harness, as: .nobody, because: "nobody's diary in a folder of root's, mode 0555")
            chmod(lockedFolder, 0o755)
        }
    }
}
