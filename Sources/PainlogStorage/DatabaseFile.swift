import PainlogDomain
import PainlogSystem

/// The rules for the database file itself: where it may be, who may read it, and how a new one
/// comes into being.
///
/// A new diary is built under a temporary name and linked into place only when complete, so the
/// real path never holds an empty or half-made database, and several painlog processes starting at
/// once on a new path agree on one file.
enum DatabaseFile {
    /// What is at a path.
    enum Kind: Equatable {
        case missing
        case regularFile(size: Int64)
        case folder
        case danglingLink(target: String)
        case other
    }

    static func kind(at path: String) -> Kind {
        guard var info = FileStatus(ofLink: path) else { return .missing }
        if info.kind == .symbolicLink {
            guard let followed = FileStatus(of: path) else {
                let target = FileSystemEntries.linkTarget(of: path) ?? "?"
                return .danglingLink(target: target)
            }
            info = followed
        }
        switch info.kind {
        case .regularFile: return .regularFile(size: info.size)
        case .folder: return .folder
        default: return .other
        }
    }

    /// Throws when `path` holds something that must not be opened as a diary.
    ///
    /// Never changes anything.
    static func refuseUnusable(_ path: String) throws(PainlogError) {
        switch kind(at: path) {
        case .missing: return
        case .folder:
            throw .failure("\(path) is a folder, not a painlog database; give the path of a file with --db")
        case .danglingLink(let target):
            throw .failure(
                "\(path) is a symbolic link to \(target), which does not exist; painlog will not create a database behind it"
            )
        case .other:
            throw .failure("\(path) is not a regular file; painlog will not use it as a database")
        case .regularFile(let size):
            if size == 0 {
                throw .failure("\(path) is an empty file (0 bytes), not a painlog database; it was left untouched")
            }
            do {
                try FileSystemEntries.checkAccess(to: path)
            } catch {
                throw .failure("\(path) cannot be read (\(error)); it was left untouched")
            }
            try refuseDamagedHeader(path, size: size)
        }
    }

    /// Reads the 100-byte SQLite header and refuses, before SQLite opens (and could write to) the
    /// file: a file that is not SQLite at all, and a database shorter than its header says, which is
    /// what a truncated copy looks like.
    ///
    /// The size in the header counts only when its change counter matches its version-valid-for
    /// number, as SQLite's file format documents.
    static func refuseDamagedHeader(_ path: String, size: Int64) throws(PainlogError) {
        let descriptor: Int32
        do {
            descriptor = try FileDescriptors.openForReading(path)
        } catch {
            throw .failure("\(path) cannot be read (\(error)); it was left untouched")
        }
        defer { FileDescriptors.close(descriptor) }
        let header = (try? FileDescriptors.read(descriptor, upTo: 100)) ?? []
        guard header.count == 100, Array(header[0..<16]) == Array("SQLite format 3\u{0}".utf8) else {
            throw .failure("\(path) is not a SQLite database; it was left untouched")
        }
        func number(at offset: Int, bytes: Int) -> Int64 {
            header[offset..<offset + bytes].reduce(0) { $0 << 8 | Int64($1) }
        }
        let rawPageSize = number(at: 16, bytes: 2)
        let pageSize = rawPageSize == 1 ? 65_536 : rawPageSize
        let pageCount = number(at: 28, bytes: 4)
        let headerSizeIsValid = pageCount > 0 && number(at: 24, bytes: 4) == number(at: 92, bytes: 4)
        if headerSizeIsValid, size < pageSize * pageCount, kind(at: path + walSuffix) == .missing {
            throw .failure(
                "\(path) is damaged: it is \(size) bytes long, but its header says \(pageSize * pageCount) (a truncated copy?); it was left untouched"
            )
        }
    }

    /// Creates the missing folders above `path`, each with mode 0700, and returns them, outermost first.
    @discardableResult
    static func createParentFolder(of path: String) throws(PainlogError) -> [String] {
        let parent = FileSystemPath.parent(of: path)
        guard !parent.isEmpty else { return [] }
        if let info = FileStatus(of: parent) {
            if info.kind != .folder { throw .failure("\(parent) is not a folder; cannot create \(path)") }
            return []
        }
        let created = try createParentFolder(of: parent)
        do throws(SystemError) {
            try FileSystemEntries.createFolder(parent, mode: 0o700)
        } catch {
            if error.isNameTaken { return created }
            throw .failure("cannot create folder \(parent): \(error)")
        }
        return created + [parent]
    }

    /// Creates an empty file with mode 0600 (whatever the umask) under a new name beside `path`,
    /// `<path>.<purpose>-<PID>-<random>`, and returns that name.
    ///
    /// Made by `TemporaryFile`: never through an existing name or a planted link, so SQLite, which
    /// opens the name afterwards (and follows links), opens the file made here; the name cannot be
    /// guessed in advance. It is registered with `PartialFiles`, so Ctrl-C removes it, until it is
    /// linked into place or removed.
    static func createPrivateFile(beside path: String, purpose: String) throws(PainlogError) -> String {
        var file = try TemporaryFile(beside: path, purpose: purpose)
        file.close()
        return file.path
    }

    /// Moves the finished file at `temporary` to `path` unless something is there already.
    ///
    /// Returns false when another process got there first (the temporary file is then removed).
    static func linkIntoPlace(_ temporary: String, at path: String) throws(PainlogError) -> Bool {
        defer {
            try? FileSystemEntries.removeFile(temporary)
            PartialFiles.unregister(temporary)
        }
        do throws(SystemError) {
            try FileSystemEntries.link(temporary, to: path)
            syncFolder(of: path)
            return true
        } catch {
            if error.isNameTaken { return false }
        }
        // Some file systems have no hard links; fall back to a rename while the path is still free.
        if kind(at: path) == .missing, (try? FileSystemEntries.rename(temporary, to: path)) != nil {
            syncFolder(of: path)
            return true
        }
        if kind(at: path) != .missing { return false }
        // `errno` as the calls above left it: the rename's, or that of the look at the path after it.
        throw .failure("cannot create \(path): \(SystemError.last)")
    }

    /// Makes a new directory entry durable.
    static func syncFolder(of path: String) {
        TemporaryFile.syncFolder(of: path)
    }
}
