public import PainlogDomain

#if canImport(Glibc)
    import Glibc
#endif

/// A new file of painlog's own under a temporary name beside the file it will become: the one way
/// painlog creates a file before it has its real name (an export or report `--output`, the sync
/// folder's own file, a reminder's unit files, a new diary, a backup before a migration).
///
/// The name is `<destination>.<purpose>-<PID>-<random>`, in the destination's folder (so the final
/// rename stays on one file system), the random part 16 hexadecimal digits from the system's random
/// source. It is created with `O_CREAT|O_EXCL|O_NOFOLLOW`: a name that exists already, a symbolic
/// link included (even one to nowhere), is never opened, truncated, followed or removed; another
/// random name is tried instead. Nobody can plant a link at a name they cannot predict, and a name
/// they planted is not used.
///
/// The file is registered with `PartialFiles` once it exists, so Ctrl-C removes it, until it gets its
/// final name (`rename(to:)`, `link(to:)`) or is removed (`remove()`).
public struct TemporaryFile {
    /// What an export, report, sync file or unit file is called while being written:
    /// `<file>.painlog-partial-<PID>-<random>`.
    public static let outputPurpose = "painlog-partial"

    /// How many random names are tried before giving up; each one taken means someone is planting
    /// names (or a 1 in 2⁶⁴ coincidence).
    static let attempts = 8

    /// The temporary file's path.
    public let path: String
    /// The open file, for writing; -1 once `close()` ran.
    public private(set) var descriptor: Int32

    /// Creates the file, empty, with exactly `mode` whatever the umask (0600 unless told).
    ///
    /// - Throws: `cannot create <destination>: <reason>` when the folder does not exist or cannot be
    ///   written, or every name tried was taken.
    public init(beside destination: String, purpose: String, mode: UInt32 = 0o600) throws(PainlogError) {
        try self.init(beside: destination, purpose: purpose, mode: mode, random: Self.systemRandom)
    }

    /// - Parameter random: the random part of each name tried; tests pass a predictable one.
    init(beside destination: String, purpose: String, mode: UInt32, random: () -> UInt64) throws(PainlogError) {
        var reason = ""
        for _ in 0..<Self.attempts {
            let candidate = Self.name(beside: destination, purpose: purpose, random: random())
            let opened = open(
                FileSystemPath.cString(candidate), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode_t(0o600))
            if opened >= 0 {
                PartialFiles.register(candidate)
                fchmod(opened, mode_t(mode))
                path = candidate
                descriptor = opened
                return
            }
            reason = String(cString: strerror(errno))
            // Only a name that is taken (ELOOP: a link, with some file systems' O_NOFOLLOW) is worth
            // another try; a missing or read-only folder fails the same way every time.
            guard errno == EEXIST || errno == ELOOP else { break }
        }
        throw .failure("cannot create \(destination): \(reason)")
    }

    /// A name beside `destination` that nobody can guess: `<destination>.<purpose>-<PID>-<random>`.
    ///
    /// Nothing is created; a final name that must not replace anything (a second backup made in
    /// the same second) is then given with `link(2)` or checked to be free.
    public static func uniqueName(beside destination: String, purpose: String) -> String {
        name(beside: destination, purpose: purpose, random: systemRandom())
    }

    /// `<destination>.<purpose>-<PID>-<random>`, the random part as 16 hexadecimal digits.
    static func name(beside destination: String, purpose: String, random: UInt64) -> String {
        let digits = String(random, radix: 16)
        return "\(destination).\(purpose)-\(getpid())-\(String(repeating: "0", count: 16 - digits.count))\(digits)"
    }

    /// 64 bits from the system's random source (`getrandom(2)`).
    static func systemRandom() -> UInt64 {
        var generator = SystemRandomNumberGenerator()
        return UInt64.random(in: .min ... .max, using: &generator)
    }

    /// Makes what was written durable; false (with `errno`) when the disk refused.
    public func sync() -> Bool {
        fsync(descriptor) == 0
    }

    /// Closes the file; its name stays until `rename(to:)`, `link(to:)` or `remove()`.
    public mutating func close() {
        guard descriptor >= 0 else { return }
        _ = Glibc.close(descriptor)
        descriptor = -1
    }

    /// Closes and removes the file.
    public mutating func remove() {
        close()
        unlink(FileSystemPath.cString(path))
        PartialFiles.unregister(path)
    }

    /// Gives the file the name `destination`, replacing whatever is there (a link there is
    /// replaced, never followed), and makes the new name durable.
    ///
    /// Returns the reason when it failed; the temporary file is then removed.
    public mutating func rename(to destination: String) -> String? {
        close()
        defer { PartialFiles.unregister(path) }
        guard Glibc.rename(FileSystemPath.cString(path), FileSystemPath.cString(destination)) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(FileSystemPath.cString(path))
            return reason
        }
        Self.syncFolder(of: destination)
        return nil
    }

    /// Gives the file the name `destination` only while nothing is there (`link(2)` fails on any
    /// existing name, a link included), removes the temporary name, and makes the new name durable.
    ///
    /// Returns the `errno` when it failed (`EEXIST`: the name was taken); the temporary file is
    /// removed either way.
    public mutating func link(to destination: String) -> Int32? {
        close()
        defer { PartialFiles.unregister(path) }
        let linked = Glibc.link(FileSystemPath.cString(path), FileSystemPath.cString(destination))
        let failure = errno
        unlink(FileSystemPath.cString(path))
        guard linked == 0 else { return failure }
        Self.syncFolder(of: destination)
        return nil
    }

    /// Makes a new directory entry in `path`'s folder durable.
    public static func syncFolder(of path: String) {
        let parent = FileSystemPath.parent(of: path)
        let opened = open(FileSystemPath.cString(parent.isEmpty ? "." : parent), O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard opened >= 0 else { return }
        fsync(opened)
        _ = Glibc.close(opened)
    }
}
