import PainlogDomain
import PainlogSystem

/// A sync folder on disk.
///
/// Files are read as streams, and only regular files: a FIFO is never waited on, a symbolic link
/// (to `/dev/zero`, to a file elsewhere) never followed, a device never read. Its own file is replaced through `AtomicFileSink` (a temporary name,
/// fsync, rename), so the folder holds the old file or the new one, never a part.
struct FileSyncFolder: SyncFolder {
    let name: String

    /// Refuses a path that is not an existing folder, naming it as the user gave it (`given`).
    init(path: String, given: String) throws {
        guard FileSystemEntries.isFolder(path) else {
            throw PainlogError.usage(
                "sync folder '\(QuotedValue.shown(given))' is not an existing folder; create it (or let your sync tool) first"
            )
        }
        name = path
    }

    /// Every name in the folder but its subfolders: a link or a FIFO under a diary's file name is
    /// named by `open` and skipped with a notice, not passed over in silence.
    func fileNames() throws -> [String] {
        guard let names = FileSystemEntries.names(in: name) else {
            throw PainlogError.failure(
                "cannot list the sync folder \(name): \(FileSystemEntries.lastErrorDescription())")
        }
        return names.filter { !FileSystemEntries.isFolder(path($0), followingLinks: false) }.sorted()
    }

    func open(_ file: String) throws -> SyncFolderItem {
        let path = path(file)
        switch RegularFileOpening.open(path) {
        case .missing: return .missing
        case .other(let kind): return .other(kind)
        case .failed(let reason): throw PainlogError(.noInput, "cannot read \(path): \(reason)")
        case .file(let descriptor, _): return .file(FileByteSource(owning: descriptor, name: path))
        }
    }

    func replace(_ file: String, with text: String) throws {
        let sink = try AtomicFileSink(path: path(file), replaceExisting: true)
        sink.write(text)
        try sink.commit()
    }

    func remove(_ file: String) throws {
        do {
            try FileSystemEntries.removeFile(path(file))
        } catch let error where error.isMissing {
            return
        } catch {
            throw PainlogError.failure("cannot remove \(path(file)): \(error)")
        }
    }

    /// Written as it comes to the temporary file of an `AtomicFileSink` (mode 0600, created anew,
    /// never through a link), fsynced and renamed over the file when committed.
    func draft(_ file: String) throws -> any SyncFileDraft {
        FileSyncDraft(sink: try AtomicFileSink(path: path(file), replaceExisting: true))
    }

    /// The path of `file` in the folder.
    func path(_ file: String) -> String {
        name.hasSuffix("/") ? name + file : name + "/" + file
    }
}

/// A diary's own file being written into a sync folder on disk.
private final class FileSyncDraft: SyncFileDraft {
    private let sink: AtomicFileSink

    init(sink: AtomicFileSink) {
        self.sink = sink
    }

    func write(_ text: String) throws { sink.write(text) }

    func commit() throws { try sink.commit() }

    func abandon() { sink.abandon() }
}
