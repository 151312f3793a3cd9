import Foundation
import Testing

@testable import PainlogSystem

@Suite struct FileSystemEntriesChangesTests {
    typealias Folder = StaleFileSweepTests.Folder

    @Test func createsAndRemovesFoldersAndFiles() throws {
        let folder = try Folder()
        let previous = umask(0o022)
        defer { umask(previous) }

        try FileSystemEntries.createFolder(folder.file("units"), mode: 0o755)
        #expect(FileStatus(of: folder.file("units"))?.permissions == 0o755)
        #expect(throws: SystemError(code: EEXIST)) {
            try FileSystemEntries.createFolder(folder.file("units"), mode: 0o700)
        }

        #expect(FileManager.default.createFile(atPath: folder.file("units/a"), contents: Data()))
        #expect(throws: SystemError(code: ENOTEMPTY)) { try FileSystemEntries.removeFolder(folder.file("units")) }
        try FileSystemEntries.removeFile(folder.file("units/a"))
        #expect(throws: SystemError(code: ENOENT)) { try FileSystemEntries.removeFile(folder.file("units/a")) }
        try FileSystemEntries.removeFolder(folder.file("units"))
        #expect(FileStatus(ofLink: folder.file("units")) == nil)
    }

    @Test func removingALinkLeavesItsTarget() throws {
        let folder = try Folder()
        #expect(FileManager.default.createFile(atPath: folder.file("diary"), contents: Data("x".utf8)))
        #expect(symlink(folder.file("diary"), folder.file("link")) == 0)

        try FileSystemEntries.removeFile(folder.file("link"))

        #expect(FileStatus(ofLink: folder.file("link")) == nil)
        #expect(FileStatus(of: folder.file("diary"))?.size == 1)
    }

    @Test func linkNeverReplacesWhereRenameDoes() throws {
        let folder = try Folder()
        #expect(FileManager.default.createFile(atPath: folder.file("new"), contents: Data("new".utf8)))
        #expect(FileManager.default.createFile(atPath: folder.file("old"), contents: Data("old!".utf8)))

        #expect(throws: SystemError(code: EEXIST)) {
            try FileSystemEntries.link(folder.file("new"), to: folder.file("old"))
        }
        #expect(FileStatus(of: folder.file("old"))?.size == 4)
        try FileSystemEntries.link(folder.file("new"), to: folder.file("second"))
        #expect(FileStatus(of: folder.file("second"))?.inode == FileStatus(of: folder.file("new"))?.inode)

        try FileSystemEntries.rename(folder.file("new"), to: folder.file("old"))
        #expect(FileStatus(of: folder.file("old"))?.size == 3)
        #expect(FileStatus(of: folder.file("new")) == nil)
        #expect(throws: SystemError(code: ENOENT)) {
            try FileSystemEntries.rename(folder.file("new"), to: folder.file("x"))
        }
    }

    @Test func setsPermissionsWhateverTheUmaskAndChecksAccess() throws {
        let folder = try Folder()
        let path = folder.file("diary-wal")
        #expect(FileManager.default.createFile(atPath: path, contents: Data()))

        try FileSystemEntries.setPermissions(path, to: 0o604)
        #expect(FileStatus(of: path)?.permissions == 0o604)
        try FileSystemEntries.checkAccess(to: path)
        try FileSystemEntries.checkAccess(to: path, writing: true)
        #expect(throws: SystemError(code: ENOENT)) { try FileSystemEntries.checkAccess(to: folder.file("missing")) }
        #expect(throws: SystemError(code: ENOENT)) {
            try FileSystemEntries.setPermissions(folder.file("missing"), to: 0o600)
        }
    }
}
