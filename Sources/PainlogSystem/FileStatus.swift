import PainlogDomain

#if canImport(Glibc)
    import Glibc
#endif

/// What `stat(2)` says of a file: its kind, size, identity, permissions, owner and modification
/// time, read by path (following a symbolic link or not) or on an open descriptor.
public struct FileStatus: Equatable, Sendable {
    /// What the file is.
    public enum Kind: Equatable, Sendable {
        case regularFile
        case folder
        case symbolicLink
        case fifo
        case socket
        /// A character or block device.
        case device
    }

    /// What the file is.
    public let kind: Kind
    /// Its size in bytes.
    public let size: Int64
    /// The device it is on; with `inode`, the file's identity whatever name reaches it.
    public let device: UInt64
    /// Its inode number on `device`.
    public let inode: UInt64
    /// Its permission bits (`mode & 0777`).
    public let permissions: UInt32
    /// Its owner's user id.
    public let owner: UInt32
    /// Its modification time, in nanoseconds since 1970.
    public let modifiedNanoseconds: Int64

    /// The status of what `path` names, following a symbolic link (`stat(2)`); nil when nothing can
    /// be found there (`SystemError.last` says why).
    public init?(of path: String) {
        var info = stat()
        guard stat(FileSystemPath.cString(path), &info) == 0 else { return nil }
        self.init(info)
    }

    /// The status of `path` itself: a symbolic link is described, not followed (`lstat(2)`); nil when
    /// nothing is there (`SystemError.last` says why).
    public init?(ofLink path: String) {
        var info = stat()
        guard lstat(FileSystemPath.cString(path), &info) == 0 else { return nil }
        self.init(info)
    }

    /// The status of the file open as `descriptor` (`fstat(2)`), which no rename can swap; nil when it
    /// cannot be read (`SystemError.last` says why).
    public init?(descriptor: Int32) {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return nil }
        self.init(info)
    }

    private init(_ info: stat) {
        switch info.st_mode & S_IFMT {
        case S_IFREG: kind = .regularFile
        case S_IFDIR: kind = .folder
        case S_IFLNK: kind = .symbolicLink
        case S_IFIFO: kind = .fifo
        case S_IFSOCK: kind = .socket
        default: kind = .device
        }
        size = Int64(info.st_size)
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
        permissions = UInt32(info.st_mode & 0o777)
        owner = UInt32(info.st_uid)
        modifiedNanoseconds = Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
    }
}
