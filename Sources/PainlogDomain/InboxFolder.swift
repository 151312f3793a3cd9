/// The inbox files of a sync folder (`painlog-inbox*.txt`), which a phone's text editor appends to.
///
/// There is no compare-and-swap on a synced folder: `replace` and `remove` compare the file with
/// what was read just before they change it, and a line written on the phone in that instant
/// survives as the file-sync tool's conflict copy, which is an inbox file too.
public protocol InboxFolder {
    /// The names of the inbox files in the folder, sorted, whatever they are (a link or a FIFO
    /// under such a name is named, and `read` says why it is skipped).
    func inboxFileNames() throws -> [String]

    /// File `name` whole, with what identifies this version of it.
    func read(_ name: String) throws -> InboxFileRead

    /// Replaces file `name` with `text` (atomically, mode 0600) only if it is still exactly
    /// `version`; false, changing nothing, when it changed or is gone.
    func replace(_ name: String, ifStill version: InboxFileVersion, with text: String) throws -> Bool

    /// Removes file `name` only if it is still exactly `version`; false, changing nothing, else.
    func remove(_ name: String, ifStill version: InboxFileVersion) throws -> Bool
}

/// One version of an inbox file: its size, modification time and bytes.
public struct InboxFileVersion: Sendable, Equatable {
    public let size: Int64
    /// Nanoseconds since 1970.
    public let modified: Int64
    public let bytes: [UInt8]

    public init(size: Int64, modified: Int64, bytes: [UInt8]) {
        self.size = size
        self.modified = modified
        self.bytes = bytes
    }
}

/// What reading an inbox file gave.
public enum InboxFileRead: Sendable, Equatable {
    /// The file's bytes.
    case file(InboxFileVersion)
    /// Gone since the folder was listed.
    case missing
    /// Left alone, and why ("it is a symbolic link, not a regular file", "it is larger than 4 MiB").
    case skipped(String)
}
