import PainlogDomain
import PainlogSystem

extension DatabaseFile {
    /// SQLite's write-ahead log beside a diary in WAL mode: it can hold committed entries not yet in
    /// the diary file.
    ///
    /// The one place painlog spells SQLite's file names; every other target asks here.
    static let walSuffix = "-wal"
    /// SQLite's shared-memory index of the write-ahead log.
    static let sharedMemorySuffix = "-shm"
    /// SQLite's rollback journal, beside a diary in rollback-journal mode (a restored backup).
    static let journalSuffix = "-journal"

    /// The files SQLite keeps beside a diary while it is open (WAL mode), which belong to it.
    static let walModeSuffixes = [walSuffix, sharedMemorySuffix]
    /// Every file SQLite may keep beside a diary, in any journal mode.
    static let companionSuffixes = [walSuffix, sharedMemorySuffix, journalSuffix]

    /// Gives the diary's `-wal` and `-shm` files the diary's own mode again when they differ.
    ///
    /// SQLite creates them with the diary's mode of the moment: reading a diary made read-only
    /// (0400) leaves them 0400, and after `chmod 600` on the diary every write then failed with
    /// "attempt to write a readonly database". A file the user owns is put back; one they do not
    /// own and cannot write, while the diary itself is writable, is an error naming it and the fix.
    static func alignCompanionModes(of path: String) throws(PainlogError) {
        guard let diary = FileStatus(of: path) else { return }
        let mode = diary.permissions
        for suffix in walModeSuffixes {
            let companion = path + suffix
            guard let info = FileStatus(ofLink: companion), info.kind == .regularFile, info.permissions != mode else {
                continue
            }
            if info.owner == CurrentProcess.effectiveUserID,
                (try? FileSystemEntries.setPermissions(companion, to: mode)) != nil
            {
                continue
            }
            if (try? FileSystemEntries.checkAccess(to: path, writing: true)) != nil,
                (try? FileSystemEntries.checkAccess(to: companion, writing: true)) == nil
            {
                // Removing it is no fix: a -wal file can hold committed entries not yet in the diary.
                throw .failure(
                    "\(companion) belongs to the diary but cannot be written (owner uid \(info.owner), mode 0\(String(info.permissions, radix: 8))); "
                        + "its owner or root can give it back: chown \(CurrentProcess.effectiveUserID) '\(companion)' && chmod 0\(String(mode, radix: 8)) '\(companion)'"
                )
            }
        }
    }
}
