public import PainlogDomain

#if canImport(Glibc)
    import Glibc
#endif

/// A new folder only painlog's user can enter (mode 0700, under `TMPDIR` or /tmp, an unguessable
/// name from `mkdtemp(3)`), for a program that reads and writes files rather than pipes (headless
/// Chromium's HTML in and PDF out); removed with everything in it by `remove()`.
///
/// The files painlog writes there, and those it expects a program to write (`willHold(_:)`), are
/// registered with `PartialFiles`, so Ctrl-C removes the report's health data from it too.
public final class PrivateFolder {
    /// The folder's path.
    public let path: String
    /// The paths registered with `PartialFiles`, unregistered by `remove()`.
    private var registered: [String] = []

    /// Makes the folder.
    ///
    /// - Throws: a failure naming the folder it was to be made in.
    public init(variables: [String: String]) throws(PainlogError) {
        let parent = variables["TMPDIR"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? "/tmp"
        var template = Array(FileSystemPath.cString(parent + "/painlog-XXXXXX"))
        guard let made = mkdtemp(&template) else {
            throw .failure("cannot create a private folder in \(parent): \(String(cString: strerror(errno)))")
        }
        path = String(cString: made)
        chmod(path, 0o700)
    }

    /// Writes `bytes` to a new file `name` in the folder (mode 0600).
    public func write(_ bytes: [UInt8], to name: String) throws(PainlogError) {
        let file = path + "/" + name
        let descriptor = open(FileSystemPath.cString(file), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw .failure("cannot create \(file): \(String(cString: strerror(errno)))") }
        PartialFiles.register(file)
        registered.append(file)
        defer { close(descriptor) }
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { throw .failure("cannot write \(file): \(String(cString: strerror(errno)))") }
            written += count
        }
    }

    /// Registers the file `name` that another program is to write in the folder, so that Ctrl-C
    /// removes it.
    public func willHold(_ name: String) {
        PartialFiles.register(path + "/" + name)
        registered.append(path + "/" + name)
    }

    /// The bytes of the file `name` in the folder; nil when there is none.
    public func contents(of name: String) -> [UInt8]? {
        FileSystemEntries.contents(of: path + "/" + name)
    }

    /// Removes the folder and everything in it (never following a link out of it).
    public func remove() {
        Self.removeTree(path)
        for file in registered { PartialFiles.unregister(file) }
        registered = []
    }

    private static func removeTree(_ path: String) {
        if FileSystemEntries.isFolder(path, followingLinks: false) {
            for name in FileSystemEntries.names(in: path) ?? [] { removeTree(path + "/" + name) }
            rmdir(FileSystemPath.cString(path))
        } else {
            unlink(FileSystemPath.cString(path))
        }
    }
}
