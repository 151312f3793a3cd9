/// Values about the diary itself (migration 0006): its random id, which names its file in a sync
/// folder, the folder it last synced with, and the report's remembered patient line.
public protocol DiarySettings {
    /// The diary's id: 32 lowercase hexadecimal digits, made once when the table was created.
    func diaryID() throws -> String

    /// The value kept under `key`, or nil.
    func value(_ key: String) throws -> String?

    /// Keeps `value` under `key`, replacing what was there.
    func set(_ key: String, to value: String) throws

    /// Removes what is kept under `key`, if anything.
    func removeValue(_ key: String) throws
}
