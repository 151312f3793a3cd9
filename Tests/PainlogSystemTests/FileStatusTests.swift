import Foundation
import Testing

@testable import PainlogSystem

@Suite struct FileStatusTests {
    typealias Folder = StaleFileSweepTests.Folder

    @Test func describesARegularFileAsStatDoes() throws {
        let folder = try Folder()
        let path = folder.file("diary.sqlite")
        #expect(FileManager.default.createFile(atPath: path, contents: Data("twelve bytes".utf8)))
        #expect(chmod(path, 0o640) == 0)
        var info = stat()
        #expect(stat(path, &info) == 0)

        let status = try #require(FileStatus(of: path))

        #expect(status.kind == .regularFile)
        #expect(status.size == 12)
        #expect(status.device == UInt64(info.st_dev) && status.inode == UInt64(info.st_ino))
        #expect(status.permissions == 0o640)
        #expect(status.owner == geteuid())
        #expect(
            status.modifiedNanoseconds == Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec))
        #expect(FileStatus(ofLink: path) == status)
    }

    @Test func aLinkIsFollowedOrDescribedAsAsked() throws {
        let folder = try Folder()
        #expect(symlink(folder.path, folder.file("to-folder")) == 0)
        #expect(symlink(folder.file("nowhere"), folder.file("dangling")) == 0)

        #expect(FileStatus(of: folder.file("to-folder"))?.kind == .folder)
        #expect(FileStatus(ofLink: folder.file("to-folder"))?.kind == .symbolicLink)
        #expect(FileStatus(ofLink: folder.file("dangling"))?.kind == .symbolicLink)
        let dangling = FileStatus(of: folder.file("dangling"))
        let error = SystemError.last
        #expect(dangling == nil && error.isMissing)
    }

    @Test func namesFifosAndDevices() throws {
        let folder = try Folder()
        #expect(mkfifo(folder.file("fifo"), 0o600) == 0)

        #expect(FileStatus(of: folder.file("fifo"))?.kind == .fifo)
        #expect(FileStatus(of: "/dev/null")?.kind == .device)
        #expect(FileStatus(of: folder.file("missing")) == nil)
    }

    @Test func readsAnOpenDescriptor() throws {
        let folder = try Folder()
        let path = folder.file("notes")
        #expect(FileManager.default.createFile(atPath: path, contents: Data("abc".utf8)))
        let descriptor = try FileDescriptors.openForReading(path)
        defer { FileDescriptors.close(descriptor) }
        // Renamed away after the open: the descriptor still names the file it opened.
        #expect(rename(path, folder.file("moved")) == 0)

        #expect(FileStatus(descriptor: descriptor)?.size == 3)
        let closed = FileStatus(descriptor: -1)
        let error = SystemError.last
        #expect(closed == nil && error == .badDescriptor)
    }
}
