/// A folder shared with other diaries through a file-sync tool (Syncthing, Dropbox, git, rsync).
public protocol SyncFolder {
    /// The folder as the user named it, for messages.
    var name: String { get }

    /// The names of the files in it (not folders), sorted.
    func fileNames() throws -> [String]

    /// The bytes of file `name`; throws when it cannot be read.
    func read(_ name: String) throws -> [UInt8]

    /// Replaces file `name` with `text` atomically (complete or not at all), mode 0600.
    func replace(_ name: String, with text: String) throws
}
