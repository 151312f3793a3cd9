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

    /// A random source that gives `values` in turn, then the last one again.
    final class RandomParts {
        var values: [UInt64]
        init(_ values: [UInt64]) { self.values = values }
        func next() -> UInt64 { values.count > 1 ? values.removeFirst() : values[0] }
    }

    @Test(arguments: ["link", "danglingLink", "file", "folder"])
    func aNameThatIsTakenIsNeverUsedAnotherIsTaken(_ kind: String) throws {
        let folder = try Folder()
        let victim = folder.file("victim.txt")
        #expect(FileManager.default.createFile(atPath: victim, contents: Data("mine".utf8)))
        let destination = folder.file("out.csv")
        let planted = TemporaryFile.name(beside: destination, purpose: "painlog-partial", random: 0)
        switch kind {
        case "link": try FileManager.default.createSymbolicLink(atPath: planted, withDestinationPath: victim)
        case "danglingLink":
            try FileManager.default.createSymbolicLink(atPath: planted, withDestinationPath: folder.file("nowhere"))
        case "file": #expect(FileManager.default.createFile(atPath: planted, contents: Data("theirs".utf8)))
        default: try FileManager.default.createDirectory(atPath: planted, withIntermediateDirectories: false)
        }
        let before = try FileManager.default.attributesOfItem(atPath: planted)

        var file = try TemporaryFile(
            beside: destination, purpose: "painlog-partial", mode: 0o600, random: RandomParts([0, 0xbeef]).next)
        defer { file.remove() }

        #expect(file.path == TemporaryFile.name(beside: destination, purpose: "painlog-partial", random: 0xbeef))
        #expect(file.path.hasSuffix("-000000000000beef"))
        #expect(write(file.descriptor, "new", 3) == 3)
        #expect(try FileManager.default.attributesOfItem(atPath: planted)[.size] as? Int == before[.size] as? Int)
        #expect(FileManager.default.contents(atPath: victim) == Data("mine".utf8))
        #expect(!FileManager.default.fileExists(atPath: folder.file("nowhere")))
        if kind == "file" { #expect(FileManager.default.contents(atPath: planted) == Data("theirs".utf8)) }
        #expect(!Self.isRegistered(planted), "a name painlog did not make is never removed on Ctrl-C")
    }

    @Test func whenEveryNameTriedIsTakenItFailsAndTouchesNone() throws {
        let folder = try Folder()
        let victim = folder.file("victim.txt")
        #expect(FileManager.default.createFile(atPath: victim, contents: Data("mine".utf8)))
        let destination = folder.file("out.csv")
        let planted = TemporaryFile.name(beside: destination, purpose: "new", random: 7)
        try FileManager.default.createSymbolicLink(atPath: planted, withDestinationPath: victim)

        let error = try #require(throws: PainlogError.self) {
            _ = try TemporaryFile(beside: destination, purpose: "new", mode: 0o600, random: { 7 })
        }

        #expect(error.message == "cannot create \(destination): File exists")
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: planted)) == victim)
        #expect(FileManager.default.contents(atPath: victim) == Data("mine".utf8))
        #expect(!Self.isRegistered(planted))
    }
}
