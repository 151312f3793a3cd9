/// Values about the diary itself (migration 0005): its random id, which names its file in a sync
/// folder, and the folder it last synced with.
public protocol DiarySettings {
    /// The diary's id: 32 lowercase hexadecimal digits, made once when the table was created.
    func diaryID() throws -> String

    /// The value kept under `key`, or nil.
    func value(_ key: String) throws -> String?

    /// Keeps `value` under `key`, replacing what was there.
    func set(_ key: String, to value: String) throws
}

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
