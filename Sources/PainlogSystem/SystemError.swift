#if canImport(Glibc)
    import Glibc
#endif

/// An error number of the C library (`errno`), shown as `strerror(3)` words it: the one way the
/// targets above `PainlogSystem` learn why a file, folder or descriptor call failed, and the one
/// place that names the numbers they tell apart.
public struct SystemError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The error number.
    public let code: Int32

    /// The error numbered `code` (as `sqlite3_system_errno` reports one).
    public init(code: Int32) {
        self.code = code
    }

    /// The error the last failed C library call of this thread left: read it at once, before any
    /// other call can change it.
    public static var last: SystemError { SystemError(code: errno) }

    /// What a descriptor that is no longer written to reports (`EBADF`).
    public static let badDescriptor = SystemError(code: EBADF)

    /// The C library's words for it, such as "No such file or directory".
    public var description: String { String(cString: strerror(code)) }

    /// Nothing is at the path (`ENOENT`).
    public var isMissing: Bool { code == ENOENT }

    /// The name is taken already (`EEXIST`).
    public var isNameTaken: Bool { code == EEXIST }

    /// A symbolic link was met where none is followed (`ELOOP`, from `O_NOFOLLOW`).
    public var isSymbolicLink: Bool { code == ELOOP }

    /// A signal interrupted the call before it did anything (`EINTR`); it may be made again.
    public var isInterrupted: Bool { code == EINTR }

    /// The disk or the quota is full (`ENOSPC`, `EDQUOT`).
    public var isDiskFull: Bool { code == ENOSPC || code == EDQUOT }
}
