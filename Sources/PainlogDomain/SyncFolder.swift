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

    /// Removes file `name`, if it is there: only ever one of this diary's own segments, once a new
    /// snapshot holds what it held.
    func remove(_ name: String) throws

    /// A new version of file `name`, written in parts, that replaces the file only when committed,
    /// atomically and mode 0600 as `replace`; until then the file is left as it is.
    ///
    /// A diary's own file is written so, record by record, without holding it whole.
    func draft(_ name: String) throws -> any SyncFileDraft
}

/// A new version of a file in a sync folder, being written (`SyncFolder.draft`).
public protocol SyncFileDraft: AnyObject {
    /// Appends `text`.
    func write(_ text: String) throws

    /// Makes the file durable and gives it its name, complete, in place of the file there.
    func commit() throws

    /// Drops what was written; the file is left as it was.
    func abandon()
}

extension SyncFolder {
    /// A draft held in memory that `replace`s the file when committed (for folders that have
    /// nothing better).
    public func draft(_ name: String) throws -> any SyncFileDraft { HeldSyncFileDraft(folder: self, name: name) }
}

/// A draft held in memory, committed through `SyncFolder.replace`.
private final class HeldSyncFileDraft<Folder: SyncFolder>: SyncFileDraft {
    private let folder: Folder
    private let name: String
    private var text = ""

    init(folder: Folder, name: String) {
        self.folder = folder
        self.name = name
    }

    func write(_ text: String) throws { self.text += text }

    func commit() throws { try folder.replace(name, with: text) }

    func abandon() { text = "" }
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
