extension SQLiteStorage {
    /// The suffixes of the files SQLite may keep beside a diary (`-wal` and the like), for code
    /// outside the storage that must treat them as part of the diary (removing a half-made diary's
    /// files on Ctrl-C, refusing an output file named like one) without spelling them itself.
    public static let companionSuffixes = DatabaseFile.companionSuffixes
}
