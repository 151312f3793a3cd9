import PainlogDomain
import PainlogFeatures
import PainlogSystem

/// The inbox files of a sync folder on disk.
///
/// Only regular files are read: a symbolic link is not followed, a FIFO not waited on. A file is
/// rewritten through `AtomicFileSink` (a temporary name, fsync, rename), and only when its size,
/// modification time and bytes are still those read.
struct FileInboxFolder: InboxFolder {
    /// A larger file is skipped (a phone's inbox holds a few lines).
    static let maximumBytes = 4 * 1024 * 1024

    let path: String

    func inboxFileNames() throws -> [String] {
        guard let names = FileSystemEntries.names(in: path) else {
            throw PainlogError.failure(
                "cannot list the sync folder \(path): \(FileSystemEntries.lastErrorDescription())")
        }
        return names.filter(InboxInteractor.isInboxFile).sorted()
    }

    func read(_ name: String) throws -> InboxFileRead {
        let file = filePath(name)
        let descriptor: Int32
        let info: FileStatus
        switch RegularFileOpening.open(file) {
        case .missing: return .missing
        case .other(.symbolicLink): return .skipped("it is a symbolic link, not a regular file")
        case .other: return .skipped("it is not a regular file")
        case .failed(let reason): return .skipped("cannot read it (\(reason))")
        case .file(let opened, let status):
            descriptor = opened
            info = status
        }
        defer { FileDescriptors.close(descriptor) }
        guard info.size <= Self.maximumBytes else {
            return .skipped("it is larger than \(Self.maximumBytes / 1024 / 1024) MiB; an inbox holds a few lines")
        }
        var bytes: [UInt8] = []
        while true {
            let chunk: [UInt8]
            do throws(SystemError) {
                chunk = try FileDescriptors.read(descriptor, upTo: 65_536)
            } catch {
                if error.isInterrupted { continue }
                return .skipped("cannot read it (\(error))")
            }
            if chunk.isEmpty { break }
            bytes += chunk
            if bytes.count > Self.maximumBytes {
                return .skipped("it is larger than \(Self.maximumBytes / 1024 / 1024) MiB; an inbox holds a few lines")
            }
        }
        return .file(
            InboxFileVersion(
                size: info.size,
                modified: info.modifiedNanoseconds,
                bytes: bytes))
    }

    func replace(_ name: String, ifStill version: InboxFileVersion, with text: String) throws -> Bool {
        guard try read(name) == .file(version) else { return false }
        let sink = try AtomicFileSink(path: filePath(name), replaceExisting: true)
        sink.write(text)
        try sink.commit()
        return true
    }

    func remove(_ name: String, ifStill version: InboxFileVersion) throws -> Bool {
        guard try read(name) == .file(version) else { return false }
        do {
            try FileSystemEntries.removeFile(filePath(name))
        } catch {
            throw PainlogError.failure("cannot remove \(filePath(name)): \(error)")
        }
        return true
    }

    private func filePath(_ name: String) -> String {
        path.hasSuffix("/") ? path + name : path + "/" + name
    }
}
