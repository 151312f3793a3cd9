import PainlogDomain
import PainlogSystem

/// The folder of systemd user units, as `remind` uses it: read a unit, write one atomically,
/// remove one.
struct UnitFileFolder {
    /// What is at a unit's name.
    enum Existing: Equatable {
        case nothing
        /// A regular file and its text.
        case file(String)
        /// A link, folder or unreadable file: never painlog's.
        case other
    }

    let path: String

    func file(_ name: String) -> String { path + "/" + name }

    func existing(_ name: String) -> Existing {
        guard let info = FileStatus(ofLink: file(name)) else { return .nothing }
        guard info.kind == .regularFile, let bytes = FileSystemEntries.contents(of: file(name)) else {
            return .other
        }
        return .file(String(decoding: bytes, as: UTF8.self))
    }

    /// Writes `text` as `name` atomically (a temporary file renamed into place), creating the
    /// folder when needed.
    ///
    /// `replacing`: the name holds painlog's own unit; otherwise it must stay free until the new
    /// file is linked there.
    func write(_ text: String, as name: String, replacing: Bool) throws {
        try createFolder()
        // 0644 as systemd's units usually are, given before the name appears.
        let sink = try AtomicFileSink(path: file(name), replaceExisting: replacing, mode: 0o644)
        sink.write(text)
        try sink.commit()
    }

    /// Removes `name`; a name that is already gone is fine.
    func remove(_ name: String) throws(PainlogError) {
        do throws(SystemError) {
            try FileSystemEntries.removeFile(file(name))
        } catch {
            guard error.isMissing else { throw .failure("cannot remove \(file(name)): \(error)") }
        }
    }

    /// `mkdir -p`, mode 0755 as systemd's folders usually are.
    private func createFolder() throws(PainlogError) {
        var built = ""
        for part in path.split(separator: "/") {
            built += "/" + part
            do throws(SystemError) {
                try FileSystemEntries.createFolder(built, mode: 0o755)
            } catch {
                guard error.isNameTaken else { throw .failure("cannot create \(built): \(error)") }
            }
        }
    }
}
