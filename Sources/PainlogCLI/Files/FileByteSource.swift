import PainlogDomain
import PainlogSystem

/// An import file, or standard input, read in 256 KiB chunks.
final class FileByteSource: ByteSource {
    private let descriptor: Int32
    private let ownsDescriptor: Bool
    private let name: String
    private var pending: [UInt8]?

    /// Opens `path` for reading; `-` is standard input.
    ///
    /// A file that does not exist or cannot be read is a `noInput` error (exit 66).
    init(path: String) throws(PainlogError) {
        if path == "-" {
            descriptor = 0
            ownsDescriptor = false
            name = "standard input"
            return
        }
        if FileStatus(of: path)?.kind == .folder {
            throw PainlogError(.noInput, "cannot read \(path): it is a folder")
        }
        do {
            descriptor = try FileDescriptors.openForReading(path)
        } catch {
            throw PainlogError(.noInput, "cannot read \(path): \(error)")
        }
        ownsDescriptor = true
        name = path
    }

    /// Reads from `descriptor`, already open, which this source closes; `name` names it in messages.
    init(owning descriptor: Int32, name: String) {
        self.descriptor = descriptor
        ownsDescriptor = true
        self.name = name
    }

    deinit {
        if ownsDescriptor { FileDescriptors.close(descriptor) }
    }

    /// The first byte of the input that is not in `skipped`, or nil when there is none, without
    /// consuming anything (what was read comes again from `nextChunk`).
    ///
    /// Reads on until it finds one: a pipe's first read may hold only white space, with the rest
    /// still to come.
    func peekFirstByte(notIn skipped: Set<UInt8>) throws -> UInt8? {
        var bytes = pending ?? []
        var searched = 0
        while true {
            if let found = bytes[searched...].first(where: { !skipped.contains($0) }) {
                pending = bytes
                return found
            }
            searched = bytes.count
            let more = try readChunk()
            if more.isEmpty {
                pending = bytes
                return nil
            }
            bytes += more
        }
    }

    /// Up to the first `count` bytes of the input (fewer only when it is shorter), without
    /// consuming them.
    func peekBytes(_ count: Int) throws -> [UInt8] {
        var bytes = pending ?? []
        while bytes.count < count {
            let more = try readChunk()
            if more.isEmpty { break }
            bytes += more
        }
        pending = bytes
        return Array(bytes.prefix(count))
    }

    func nextChunk() throws -> [UInt8] {
        if let pending {
            self.pending = nil
            return pending
        }
        return try readChunk()
    }

    private func readChunk() throws -> [UInt8] {
        while true {
            do throws(SystemError) {
                return try FileDescriptors.read(descriptor, upTo: 256 * 1024)
            } catch {
                if error.isInterrupted { continue }
                throw PainlogError.failure("could not read \(name): \(error)")
            }
        }
    }
}
