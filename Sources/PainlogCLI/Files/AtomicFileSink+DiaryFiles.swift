import PainlogDomain
import PainlogSystem

extension AtomicFileSink {
    /// The names SQLite gives the files that belong to a diary: the diary itself and its companions
    /// (its WAL, shared-memory index and rollback journal), as the storage names them.
    static let diarySuffixes = [""] + AppAssembly.diaryCompanionSuffixes

    /// Refuses an output file that is the diary or one of its files, by name whether or not it
    /// exists now (`export --output d.sqlite-wal --force` was renamed over the WAL, which SQLite then
    /// deleted: "exported" to a file that vanished), and by identity under any other name (a hard
    /// link), so that the export is never renamed over the database.
    static func refuseReplacing(database: String, with output: String) throws(PainlogError) {
        let refusal = PainlogError.failure(
            "\(output) is part of the diary itself; give another file name with --output")
        if let target = place(of: output) {
            // SQLite follows a symbolic link to the diary and keeps its files beside the real one.
            var diaries = [database]
            if let resolved = FileSystemEntries.realPath(of: database) {
                diaries.append(resolved)
            }
            for diary in diaries {
                guard let place = place(of: diary) else { continue }
                for suffix in diarySuffixes
                where place.device == target.device && place.inode == target.inode && place.name + suffix == target.name
                {
                    throw refusal
                }
            }
        }
        guard let outputInfo = FileStatus(of: output) else { return }
        for file in diarySuffixes.map({ database + $0 }) {
            if let info = FileStatus(of: file), outputInfo.device == info.device, outputInfo.inode == info.inode {
                throw refusal
            }
        }
    }

    /// The folder a path names a file in (by device and inode, so `./x` and `/abs/x` agree) and the
    /// file's name; nil when the folder does not exist.
    private static func place(of path: String) -> (device: UInt64, inode: UInt64, name: String)? {
        let slash = path.lastIndex(of: "/")
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        let folder = slash.map { String(path[..<$0]) } ?? "."
        guard !name.isEmpty, let info = FileStatus(of: folder.isEmpty ? "/" : folder) else { return nil }
        return (info.device, info.inode, name)
    }
}
