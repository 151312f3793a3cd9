import PainlogDomain
import PainlogSystem

extension FileSyncFolder {
    /// Replaces this diary's status file `file` with `text` atomically (`replace`: a temporary name,
    /// fsync, rename); a folder under its name is refused, naming it.
    func writeStatusFile(_ file: String, text: String) throws {
        let path = statusPath(file)
        if FileStatus(ofLink: path)?.kind == .folder { throw PainlogError.failure("\(path) is a folder") }
        try replace(file, with: text)
    }

    /// Removes this diary's status file `file` (`sync --no-status`) when it is a regular file (a
    /// link or a folder under its name is left alone); whether there was one to remove.
    func removeStatusFile(_ file: String) throws(SystemError) -> Bool {
        let path = statusPath(file)
        guard FileStatus(ofLink: path)?.kind == .regularFile else { return false }
        try FileSystemEntries.removeFile(path)
        return true
    }

    private func statusPath(_ file: String) -> String { name.hasSuffix("/") ? name + file : name + "/" + file }
}
