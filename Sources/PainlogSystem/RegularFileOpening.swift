public import PainlogDomain

#if canImport(Glibc)
    import Glibc
#endif

/// Opens a name in a shared folder for reading only when it is a regular file: the one safe open
/// behind the sync folder's files and the inbox.
///
/// `O_NONBLOCK`: opening a FIFO does not wait for a writer; `O_NOFOLLOW`: a symbolic link is not
/// followed (to `/dev/zero`, to a file elsewhere): the open fails with `ELOOP`. The kind is then
/// checked on the open descriptor (`fstat`), so nothing can be swapped in between.
public enum RegularFileOpening {
    /// What was found at the name.
    public enum Outcome {
        /// Nothing by that name.
        case missing
        /// A regular file, open for reading (the caller closes it), with its status.
        case file(descriptor: Int32, info: FileStatus)
        /// Something else by that name.
        case other(SyncFolderItem.NotAFile)
        /// It could not be opened or examined: the C library's reason.
        case failed(String)
    }

    /// Opens `path` if it names a regular file; otherwise says what is there.
    public static func open(_ path: String) -> Outcome {
        let descriptor = Glibc.open(FileSystemPath.cString(path), O_RDONLY | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else {
            let error = SystemError.last
            if error.isMissing { return .missing }
            if error.isSymbolicLink { return .other(.symbolicLink) }
            return .failed(error.description)
        }
        guard let info = FileStatus(descriptor: descriptor) else {
            let reason = FileSystemEntries.lastErrorDescription()
            close(descriptor)
            return .failed(reason)
        }
        guard info.kind == .regularFile else {
            close(descriptor)
            return .other(notAFile(info.kind))
        }
        return .file(descriptor: descriptor, info: info)
    }

    private static func notAFile(_ kind: FileStatus.Kind) -> SyncFolderItem.NotAFile {
        switch kind {
        case .folder: .folder
        case .fifo: .fifo
        case .socket: .socket
        case .symbolicLink: .symbolicLink
        case .regularFile, .device: .device
        }
    }
}
