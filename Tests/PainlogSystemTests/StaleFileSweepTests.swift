import Foundation
import Testing

@testable import PainlogSystem

@Suite struct StaleFileSweepTests {
    /// What the storage passes for a diary's companion files.
    let sqliteCompanions = ["-wal", "-shm", "-journal"]

    @Test(
        "painlog's own partial names, and only those",
        arguments: [
            ("d.sqlite.new-123-456", 123), ("d.sqlite.new-123-456-wal", 123), ("d.sqlite.new-123-456-shm", 123),
            ("d.sqlite.backup-1-to-5-20261123T101010Z.partial-77-9", 77), ("d.sqlite.painlog-partial-88", 88),
            ("d.sqlite.new-x-1", nil), ("d.sqlite.backup-1-to-5-20261123T101010Z", nil), ("d.sqlite.notes", nil),
            ("d.sqlite.again-5-6", nil), ("d.sqlite-wal", nil), ("other.sqlite.new-1-2", nil),
            // TemporaryFile's names: a 16-digit hexadecimal random part.
            ("d.sqlite.painlog-partial-88-0123456789abcdef", 88), ("d.sqlite.new-12-00c0ffee00c0ffee", 12),
            ("d.sqlite.new-12-00c0ffee00c0ffee-shm", 12),
            ("d.sqlite.backup-1-to-5-20261123T101010Z.partial-77-fedcba9876543210", 77),
            ("d.sqlite.painlog-partial-88-0123456789abcdef0", nil), ("d.sqlite.painlog-partial-88-XYZ", nil),
            ("d.sqlite.painlog-partial-88-", nil), ("d.sqlite.painlog-partial-88-+a", nil),
            ("d.sqlite.painlog-partial-88-1-2", nil), ("d.sqlite.new-12-ABCDEF", nil),
        ] as [(String, Int32?)])
    func staleNames(name: String, process: Int32?) {
        let companions = sqliteCompanions
        let stale = StaleFileSweep.isStale(name, of: "d.sqlite", companionSuffixes: companions, isAlive: { _ in false })
        #expect(stale == (process != nil))
        #expect(!StaleFileSweep.isStale(name, of: "d.sqlite", companionSuffixes: companions, isAlive: { _ in true }))
        if let process {
            let rest = String(name.dropFirst("d.sqlite.".count))
            #expect(StaleFileSweep.leftoverProcess(rest, companionSuffixes: companions) == process)
        }
    }

    /// A fresh folder, removed at the end of the test.
    final class Folder {
        let path: String

        init() throws {
            var template = Array("/tmp/painlog-sweep-XXXXXX".utf8CString)
            guard let made = mkdtemp(&template) else { throw SweepTestError("mkdtemp failed") }
            path = String(cString: made)
        }

        deinit { try? FileManager.default.removeItem(atPath: path) }

        func file(_ name: String) -> String { path + "/" + name }
    }

    struct SweepTestError: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }

    /// The id of a process that has ended (and was reaped).
    static func deadProcessID() -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/true")
        try? process.run()
        process.waitUntilExit()
        return process.processIdentifier
    }

    @Test("a link or a folder named like a dead painlog's leftover is never removed; regular files are")
    func onlyRegularFilesAreRemoved() throws {
        let folder = try Folder()
        let victim = folder.file("victim.txt")
        #expect(FileManager.default.createFile(atPath: victim, contents: Data("mine".utf8)))
        let gone = Self.deadProcessID()
        let links = [
            "out.csv.painlog-partial-\(gone)", "out.csv.painlog-partial-\(gone)-0123456789abcdef",
            "d.sqlite.new-\(gone)-1", "d.sqlite.new-\(gone)-1-wal",
        ]
        let danglingLinks = ["out.csv.painlog-partial-\(gone)-1"]
        let folders = ["out.csv.painlog-partial-\(gone)-2", "d.sqlite.new-\(gone)-2"]
        // 0.2's shape and the new one, both left by a process that is gone.
        let leftovers = [
            "out.csv.painlog-partial-\(gone)", "out.csv.painlog-partial-\(gone)-fedcba9876543210",
            "d.sqlite.new-\(gone)-3", "d.sqlite.new-\(gone)-3-wal",
            "d.sqlite.backup-1-to-5-20261123T101010Z.partial-\(gone)-9",
        ].map { "other-" + $0 }
        for link in links {
            try FileManager.default.createSymbolicLink(atPath: folder.file(link), withDestinationPath: victim)
        }
        for link in danglingLinks {
            try FileManager.default.createSymbolicLink(
                atPath: folder.file(link), withDestinationPath: folder.file("no"))
        }
        for name in folders {
            try FileManager.default.createDirectory(atPath: folder.file(name), withIntermediateDirectories: false)
        }
        for name in leftovers {
            #expect(FileManager.default.createFile(atPath: folder.file(name), contents: Data("health data".utf8)))
        }

        for base in ["out.csv", "d.sqlite", "other-out.csv", "other-d.sqlite"] {
            StaleFileSweep.removeLeftovers(of: folder.file(base), companionSuffixes: sqliteCompanions)
        }

        for link in links + danglingLinks {
            #expect(
                (try? FileManager.default.destinationOfSymbolicLink(atPath: folder.file(link))) != nil,
                "\(link) should stay")
        }
        for name in folders { #expect(FileManager.default.fileExists(atPath: folder.file(name)), "\(name)") }
        for name in leftovers { #expect(!FileManager.default.fileExists(atPath: folder.file(name)), "\(name)") }
        #expect(FileManager.default.contents(atPath: victim) == Data("mine".utf8))
    }
}
