/// A folder shared with other diaries through a file-sync tool (Syncthing, Dropbox, git, rsync).
public protocol SyncFolder {
    /// The folder as the user named it, for messages.
    var name: String { get }

    /// The names of the regular files in it (not folders, links to devices or pipes), sorted.
    func fileNames() throws -> [String]

    /// File `name`, opened for reading in chunks when it is a regular file.
    ///
    /// Never blocks on a pipe and never reads a device: what is not a regular file is only named
    /// (`.other`). Throws when the file exists but cannot be opened.
    func open(_ name: String) throws -> SyncFolderItem

    /// Replaces file `name` with `text` atomically (complete or not at all), mode 0600.
    func replace(_ name: String, with text: String) throws
}

/// What a name in a sync folder holds.
public enum SyncFolderItem {
    /// Nothing by that name.
    case missing
    /// A regular file, open for reading.
    case file(any ByteSource)
    /// Something else: a folder, a symbolic link, a pipe, a device or a socket.
    case other(NotAFile)

    /// What a name holds that is not a regular file.
    public enum NotAFile: Sendable, Equatable {
        case folder, symbolicLink, fifo, device, socket

        /// In words, as messages name it: "a folder", "a FIFO (named pipe)".
        public var description: String {
            switch self {
            case .folder: "a folder"
            case .symbolicLink: "a symbolic link"
            case .fifo: "a FIFO (named pipe)"
            case .device: "a device"
            case .socket: "a socket"
            }
        }
    }
}
