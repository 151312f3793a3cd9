import PainlogDomain
import PainlogSystem

#if canImport(Glibc)
    import Glibc
#endif

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
        var info = stat()
        if lstat(FileSystemPath.cString(path), &info) != 0 { return .missing }
        if info.st_mode & S_IFMT == S_IFLNK {
            if stat(FileSystemPath.cString(path), &info) != 0 {
                let target = FileSystemEntries.linkTarget(of: path) ?? "?"
                return .danglingLink(target: target)
            }
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .regularFile(size: Int64(info.st_size))
        case S_IFDIR: return .folder
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
            if access(FileSystemPath.cString(path), R_OK) != 0 {
                throw .failure("\(path) cannot be read (\(String(cString: strerror(errno)))); it was left untouched")
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
        let descriptor = open(FileSystemPath.cString(path), O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw .failure("\(path) cannot be read (\(String(cString: strerror(errno)))); it was left untouched")
        }
        defer { close(descriptor) }
        var header = [UInt8](repeating: 0, count: 100)
        let count = header.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, 100) }
        guard count == 100, Array(header[0..<16]) == Array("SQLite format 3\u{0}".utf8) else {
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
        var info = stat()
        if stat(FileSystemPath.cString(parent), &info) == 0 {
            if info.st_mode & S_IFMT != S_IFDIR { throw .failure("\(parent) is not a folder; cannot create \(path)") }
            return []
        }
        let created = try createParentFolder(of: parent)
        if mkdir(FileSystemPath.cString(parent), 0o700) != 0 {
            if errno == EEXIST { return created }
            throw .failure("cannot create folder \(parent): \(String(cString: strerror(errno)))")
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
            unlink(FileSystemPath.cString(temporary))
            PartialFiles.unregister(temporary)
        }
        if link(FileSystemPath.cString(temporary), FileSystemPath.cString(path)) == 0 {
            syncFolder(of: path)
            return true
        }
        if errno == EEXIST { return false }
        // Some file systems have no hard links; fall back to a rename while the path is still free.
        if kind(at: path) == .missing, rename(FileSystemPath.cString(temporary), FileSystemPath.cString(path)) == 0 {
            syncFolder(of: path)
            return true
        }
        if kind(at: path) != .missing { return false }
        throw .failure("cannot create \(path): \(String(cString: strerror(errno)))")
    }

    /// Makes a new directory entry durable.
    static func syncFolder(of path: String) {
        TemporaryFile.syncFolder(of: path)
    }
}
