import Foundation
import Testing

@testable import PainlogSystem

@Suite struct FileDescriptorsTests {
    typealias Folder = StaleFileSweepTests.Folder

    @Test func readsAFileInChunksUntilItsEnd() throws {
        let folder = try Folder()
        let path = folder.file("import.csv")
        #expect(FileManager.default.createFile(atPath: path, contents: Data("0123456789".utf8)))

        let descriptor = try FileDescriptors.openForReading(path)
        defer { FileDescriptors.close(descriptor) }

        #expect(try FileDescriptors.read(descriptor, upTo: 4) == Array("0123".utf8))
        #expect(try FileDescriptors.read(descriptor, upTo: 100) == Array("456789".utf8))
        #expect(try FileDescriptors.read(descriptor, upTo: 100) == [])
        // Closed on exec: no program painlog starts inherits it.
        #expect(fcntl(descriptor, F_GETFD) & FD_CLOEXEC != 0)
    }

    @Test func openingWhatIsNotThereSaysWhy() throws {
        let folder = try Folder()
        #expect(throws: SystemError(code: ENOENT)) { try FileDescriptors.openForReading(folder.file("missing")) }
        #expect(throws: SystemError.badDescriptor) { try FileDescriptors.read(-1, upTo: 1) }
        #expect(throws: SystemError.badDescriptor) { try FileDescriptors.write(-1, ArraySlice<UInt8>([1])) }
    }

    @Test func writesThroughAPipeAndRedirectsOneDescriptorToAnother() throws {
        var ends: [Int32] = [-1, -1]
        #expect(pipe(&ends) == 0)
        let spare = FileDescriptors.duplicate(ends[1])
        #expect(spare >= 0 && spare != ends[1])

        let bytes = Array("hello, pager".utf8)
        #expect(try FileDescriptors.write(ends[1], bytes[6...]) == 6)
        FileDescriptors.close(ends[1])
        // The duplicate still writes into the same pipe.
        #expect(try FileDescriptors.write(spare, bytes[..<5]) == 5)
        FileDescriptors.close(spare)

        #expect(try FileDescriptors.read(ends[0], upTo: 100) == Array(" pagerhello".utf8))
        #expect(try FileDescriptors.read(ends[0], upTo: 100) == [])

        // dup2: the pipe's read end now stands where /dev/null was opened.
        let null = open("/dev/null", O_RDONLY)
        FileDescriptors.redirect(null, to: ends[0])
        #expect(FileStatus(descriptor: null)?.kind == .fifo)
        FileDescriptors.close(null)
        FileDescriptors.close(ends[0])
    }
}
