import PainlogDomain
import PainlogSystem

/// A sync folder on disk.
///
/// Its own file is replaced through `AtomicFileSink` (a temporary name, fsync, rename), so the
/// folder holds the old file or the new one, never a part.
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

    func fileNames() throws -> [String] {
        guard let names = FileSystemEntries.names(in: name) else {
            throw PainlogError.failure(
                "cannot list the sync folder \(name): \(FileSystemEntries.lastErrorDescription())")
        }
        return names.filter { FileSystemEntries.isRegularFile(path($0)) }.sorted()
    }

    func read(_ file: String) throws -> [UInt8] {
        let source = try FileByteSource(path: path(file))
        var bytes: [UInt8] = []
        while true {
            let chunk = try source.nextChunk()
            if chunk.isEmpty { return bytes }
            bytes += chunk
        }
    }

    func replace(_ file: String, with text: String) throws {
        let sink = try AtomicFileSink(path: path(file), replaceExisting: true)
        sink.write(text)
        try sink.commit()
    }

    private func path(_ file: String) -> String {
        name.hasSuffix("/") ? name + file : name + "/" + file
    }
}
