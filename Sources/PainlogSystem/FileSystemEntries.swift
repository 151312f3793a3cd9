import PainlogDomain

#if canImport(Glibc)
    import Glibc
#endif

/// What painlog asks of the file system, through the C library: the names in a folder, the kind
/// and contents of a path, and (in `FileSystemEntries+Changes.swift`) removing, creating, renaming
/// and linking names, with paths passed byte for byte (see `FileSystemPath`).
public enum FileSystemEntries {
    /// The names in `folder`, without `.` and `..`; nil when it cannot be read (`errno` says why).
    public static func names(in folder: String) -> [String]? {
        guard let directory = opendir(FileSystemPath.cString(folder)) else { return nil }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                FileSystemPath.string(fromBytes: Array(raw.prefix(while: { $0 != 0 })))
            }
            if name != ".", name != ".." { names.append(name) }
        }
        return names
    }

    /// Whether `path` is a folder (following symbolic links).
    public static func isFolder(_ path: String) -> Bool {
        kind(of: path) == S_IFDIR
    }

    /// Whether `path` is a folder; with `followingLinks: false`, a symbolic link to one is not.
    public static func isFolder(_ path: String, followingLinks: Bool) -> Bool {
        guard !followingLinks else { return isFolder(path) }
        var info = stat()
        return lstat(FileSystemPath.cString(path), &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }

    /// Whether `path` is a regular file (following symbolic links).
    public static func isRegularFile(_ path: String) -> Bool {
        kind(of: path) == S_IFREG
    }

    /// Whether this process may run the regular file at `path`.
    public static func isExecutableFile(_ path: String) -> Bool {
        isRegularFile(path) && access(FileSystemPath.cString(path), X_OK) == 0
    }

    /// The bytes of the regular file at `path` (following symbolic links); nil when it cannot be
    /// read or is something else (a folder, a pipe).
    public static func contents(of path: String) -> [UInt8]? {
        let descriptor = open(FileSystemPath.cString(path), O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(Int(info.st_size))
        var chunk = [UInt8](repeating: 0, count: 16_384)
        while true {
            let count = read(descriptor, &chunk, chunk.count)
            if count < 0, errno == EINTR { continue }
            if count < 0 { return nil }
            if count == 0 { return bytes }
            bytes += chunk[..<count]
        }
    }

    /// The real absolute path of `path` (realpath(3)); nil when it does not exist.
    ///
    /// Every symbolic link, `.`, `..` and repeated `/` is resolved: one spelling for one file or folder.
    public static func realPath(of path: String) -> String? {
        guard let resolved = realpath(FileSystemPath.cString(path), nil) else { return nil }
        defer { free(resolved) }
        return FileSystemPath.string(fromBytes: Array(UnsafeRawBufferPointer(start: resolved, count: strlen(resolved))))
    }

    /// What the symbolic link at `path` points to; nil when `path` is not a symbolic link.
    public static func linkTarget(of path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(FileSystemPath.cString(path), &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        return FileSystemPath.string(fromBytes: buffer[..<count].map { UInt8(bitPattern: $0) })
    }

    /// The current folder's path; nil when it cannot be found (removed from under the process).
    public static func currentFolder() -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        guard getcwd(&buffer, buffer.count) != nil else { return nil }
        return FileSystemPath.string(fromBytes: buffer.prefix(while: { $0 != 0 }).map { UInt8(bitPattern: $0) })
    }

    /// The last error of the C library, in words.
    public static func lastErrorDescription() -> String {
        SystemError.last.description
    }

    private static func kind(of path: String) -> mode_t? {
        var info = stat()
        guard stat(FileSystemPath.cString(path), &info) == 0 else { return nil }
        return info.st_mode & S_IFMT
    }
}
