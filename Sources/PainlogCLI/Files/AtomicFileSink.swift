import PainlogDomain
import PainlogSystem

#if canImport(Glibc)
    import Glibc
#endif

/// An output file that appears complete or not at all: written to a temporary name in the same
/// folder (mode 0600), fsynced, then renamed over the final name.
///
/// Until `commit()` the final name is untouched; `abandon()` (or being released uncommitted)
/// removes the temporary file.
final class AtomicFileSink: OutputSink {
    private let path: String
    private let temporaryPath: String
    private let replaceExisting: Bool
    private let sink: FileDescriptorSink
    private let descriptor: Int32
    private var finished = false

    /// Refuses an existing file unless `replaceExisting`, and a path whose folder does not exist.
    init(path: String, replaceExisting: Bool) throws(PainlogError) {
        var info = stat()
        if lstat(FileSystemPath.cString(path), &info) == 0 {
            if info.st_mode & S_IFMT == S_IFDIR {
                throw .failure("\(path) is a folder; give a file name with --output")
            }
            if !replaceExisting { throw .failure("\(path) already exists; pass --force to replace it") }
        }
        self.path = path
        self.replaceExisting = replaceExisting
        self.temporaryPath = path + ".painlog-partial-\(getpid())"
        // What an earlier painlog killed while writing here left behind.
        StaleFileSweep.removeLeftovers(of: path, companionSuffixes: AppAssembly.diaryCompanionSuffixes)
        PartialFiles.register(temporaryPath)
        let opened = open(FileSystemPath.cString(temporaryPath), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard opened >= 0 else {
            PartialFiles.unregister(temporaryPath)
            throw .failure("cannot create \(path): \(String(cString: strerror(errno)))")
        }
        fchmod(opened, 0o600)
        descriptor = opened
        sink = FileDescriptorSink(descriptor: opened)
    }

    deinit {
        if !finished { abandon() }
    }

    func write(_ text: String) { sink.write(text) }

    func write(bytes: [UInt8]) { sink.write(bytes: bytes) }

    func flush() throws { try sink.flush() }

    /// Makes the file durable and gives it its final name.
    func commit() throws {
        do {
            try sink.flush()
        } catch {
            abandon()
            throw PainlogError.failure("could not write \(path): \(error); no file was written")
        }
        guard fsync(descriptor) == 0 else {
            let reason = String(cString: strerror(errno))
            abandon()
            throw PainlogError.failure("could not write \(path): \(reason); no file was written")
        }
        sink.discard()
        close(descriptor)
        finished = true
        defer { PartialFiles.unregister(temporaryPath) }
        if replaceExisting {
            guard rename(FileSystemPath.cString(temporaryPath), FileSystemPath.cString(path)) == 0 else {
                let reason = String(cString: strerror(errno))
                unlink(FileSystemPath.cString(temporaryPath))
                throw PainlogError.failure("could not write \(path): \(reason); no file was written")
            }
        } else {
            // link() fails if the name was taken meanwhile: never replace a file without --force.
            let linked = link(FileSystemPath.cString(temporaryPath), FileSystemPath.cString(path))
            let reason = String(cString: strerror(errno))
            unlink(FileSystemPath.cString(temporaryPath))
            guard linked == 0 else {
                throw PainlogError.failure("could not write \(path): \(reason); no file was written")
            }
        }
        syncFolder()
    }

    /// Removes the temporary file; the final name is left as it was.
    func abandon() {
        guard !finished else { return }
        finished = true
        sink.discard()
        close(descriptor)
        unlink(FileSystemPath.cString(temporaryPath))
        PartialFiles.unregister(temporaryPath)
    }

    private func syncFolder() {
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { String(path[..<$0]) } ?? "."
        let opened = open(FileSystemPath.cString(folder.isEmpty ? "/" : folder), O_RDONLY | O_CLOEXEC)
        guard opened >= 0 else { return }
        fsync(opened)
        close(opened)
    }
}
