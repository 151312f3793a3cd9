import PainlogDomain
import PainlogSystem

#if canImport(Glibc)
    import Glibc
#endif

/// Opens a name in a shared folder for reading only when it is a regular file: the one safe open
/// behind the sync folder's files and the inbox.
///
/// `O_NONBLOCK`: opening a FIFO does not wait for a writer; `O_NOFOLLOW`: a symbolic link is not
/// followed (to `/dev/zero`, to a file elsewhere): the open fails with `ELOOP`. The kind is then
/// checked on the open descriptor (`fstat`), so nothing can be swapped in between.
enum RegularFileOpening {
    enum Outcome {
        /// Nothing by that name.
        case missing
        /// A regular file, open for reading (the caller closes it), with its status.
        case file(descriptor: Int32, info: stat)
        /// Something else by that name.
        case other(SyncFolderItem.NotAFile)
        /// It could not be opened or examined: the C library's reason.
        case failed(String)
    }

    static func open(_ path: String) -> Outcome {
        let descriptor = Glibc.open(FileSystemPath.cString(path), O_RDONLY | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else {
            if errno == ENOENT { return .missing }
            if errno == ELOOP { return .other(.symbolicLink) }
            return .failed(FileSystemEntries.lastErrorDescription())
        }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            let reason = FileSystemEntries.lastErrorDescription()
            close(descriptor)
            return .failed(reason)
        }
        guard info.st_mode & S_IFMT == S_IFREG else {
            close(descriptor)
            return .other(notAFile(info.st_mode & S_IFMT))
        }
        return .file(descriptor: descriptor, info: info)
    }

    private static func notAFile(_ kind: mode_t) -> SyncFolderItem.NotAFile {
        switch kind {
        case S_IFDIR: .folder
        case S_IFIFO: .fifo
        case S_IFSOCK: .socket
        case S_IFLNK: .symbolicLink
        default: .device
        }
    }
}
