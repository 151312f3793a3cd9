import Foundation
import PainlogDomain
import Testing

@testable import PainlogSystem

@Suite struct TemporaryFileTests {
    typealias Folder = StaleFileSweepTests.Folder

    /// Whether `PartialFiles` holds `path` (Ctrl-C would remove it).
    static func isRegistered(_ path: String) -> Bool {
        (0..<PartialFiles.capacity).contains { index in
            PartialFiles.slots[index].map { String(cString: $0) == path } ?? false
        }
    }

    @Test func createsAnUnguessableNameBesideTheDestinationWithMode0600() throws {
        let folder = try Folder()
        let destination = folder.file("out.csv")
        let previous = umask(0)
        defer { umask(previous) }

        var first = try TemporaryFile(beside: destination, purpose: TemporaryFile.outputPurpose)
        var second = try TemporaryFile(beside: destination, purpose: TemporaryFile.outputPurpose)
        defer {
            first.remove()
            second.remove()
        }

        let prefix = "\(destination).painlog-partial-\(getpid())-"
        for file in [first, second] {
            #expect(file.path.hasPrefix(prefix), "\(file.path)")
            let random = file.path.dropFirst(prefix.count)
            #expect(random.count == 16 && random.allSatisfy { "0123456789abcdef".contains($0) }, "\(file.path)")
            #expect(
                StaleFileSweep.leftoverProcess(
                    String(file.path.dropFirst(destination.count + 1)), companionSuffixes: []) == getpid())
            var info = stat()
            #expect(lstat(file.path, &info) == 0 && info.st_mode & S_IFMT == S_IFREG && info.st_size == 0)
            #expect(info.st_mode & 0o7777 == 0o600)
            #expect(Self.isRegistered(file.path))
        }
        #expect(first.path != second.path)
    }

    @Test func givesTheModeItIsAskedForWhateverTheUmask() throws {
        let folder = try Folder()
        let previous = umask(0o077)
        defer { umask(previous) }

        var file = try TemporaryFile(beside: folder.file("unit.timer"), purpose: "painlog-partial", mode: 0o644)
        defer { file.remove() }

        var info = stat()
        #expect(lstat(file.path, &info) == 0 && info.st_mode & 0o7777 == 0o644)
    }

    @Test func aMissingFolderIsAnErrorNamingTheDestination() throws {
        let folder = try Folder()
        let destination = folder.file("missing/out.csv")

        let error = try #require(throws: PainlogError.self) {
            _ = try TemporaryFile(beside: destination, purpose: "painlog-partial")
        }

        #expect(error.message == "cannot create \(destination): No such file or directory")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    @Test func renameReplacesALinkAtTheDestinationWithoutFollowingIt() throws {
        let folder = try Folder()
        let victim = folder.file("victim.txt")
        #expect(FileManager.default.createFile(atPath: victim, contents: Data("mine".utf8)))
        let destination = folder.file("out.csv")
        try FileManager.default.createSymbolicLink(atPath: destination, withDestinationPath: victim)

        var file = try TemporaryFile(beside: destination, purpose: "painlog-partial")
        #expect(write(file.descriptor, "new", 3) == 3)
        #expect(file.sync())
        let temporary = file.path
        #expect(file.rename(to: destination) == nil)

        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: destination)) == nil)
        #expect(FileManager.default.contents(atPath: destination) == Data("new".utf8))
        #expect(FileManager.default.contents(atPath: victim) == Data("mine".utf8))
        #expect(!FileManager.default.fileExists(atPath: temporary))
        #expect(!Self.isRegistered(temporary))
    }

    @Test func linkRefusesAnyExistingNameEvenADanglingLink() throws {
        let folder = try Folder()
        let destination = folder.file("out.csv")
        try FileManager.default.createSymbolicLink(atPath: destination, withDestinationPath: folder.file("nowhere"))

        var file = try TemporaryFile(beside: destination, purpose: "painlog-partial")
        let temporary = file.path
        #expect(file.link(to: destination) == EEXIST)

        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: destination)) == folder.file("nowhere"))
        #expect(!FileManager.default.fileExists(atPath: folder.file("nowhere")))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["out.csv"])
        #expect(!Self.isRegistered(temporary))
    }

    @Test func removeTakesTheFileAwayAndForgetsIt() throws {
        let folder = try Folder()
        var file = try TemporaryFile(beside: folder.file("out.csv"), purpose: "painlog-partial")
        let temporary = file.path

        file.remove()

        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
        #expect(!Self.isRegistered(temporary))
    }
}
