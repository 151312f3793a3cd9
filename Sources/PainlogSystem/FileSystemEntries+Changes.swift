import PainlogDomain

#if canImport(Glibc)
    import Glibc
#endif

extension FileSystemEntries {
    /// Removes the name `path` (`unlink(2)`): a file, or a symbolic link itself, never a folder.
    public static func removeFile(_ path: String) throws(SystemError) {
        guard unlink(FileSystemPath.cString(path)) == 0 else { throw .last }
    }

    /// Creates the folder `path` with `mode`, less the umask (`mkdir(2)`).
    ///
    /// - Throws: `isNameTaken` when something is there already.
    public static func createFolder(_ path: String, mode: UInt32) throws(SystemError) {
        guard mkdir(FileSystemPath.cString(path), mode_t(mode)) == 0 else { throw .last }
    }

    /// Removes the folder `path` when it is empty (`rmdir(2)`).
    public static func removeFolder(_ path: String) throws(SystemError) {
        guard rmdir(FileSystemPath.cString(path)) == 0 else { throw .last }
    }

    /// Gives `path` the name `destination` (`rename(2)`), replacing whatever is there.
    public static func rename(_ path: String, to destination: String) throws(SystemError) {
        guard Glibc.rename(FileSystemPath.cString(path), FileSystemPath.cString(destination)) == 0 else {
            throw .last
        }
    }

    /// Gives the file at `path` the second name `destination` (`link(2)`) only while nothing is
    /// there.
    ///
    /// - Throws: `isNameTaken` when the name is taken, a symbolic link included.
    public static func link(_ path: String, to destination: String) throws(SystemError) {
        guard Glibc.link(FileSystemPath.cString(path), FileSystemPath.cString(destination)) == 0 else {
            throw .last
        }
    }

    /// Sets the permission bits of `path` to `mode` (`chmod(2)`), whatever the umask.
    public static func setPermissions(_ path: String, to mode: UInt32) throws(SystemError) {
        guard chmod(FileSystemPath.cString(path), mode_t(mode)) == 0 else { throw .last }
    }

    /// Throws why this process may not read `path`, or with `writing`, write it (`access(2)`, with
    /// the real user's rights).
    public static func checkAccess(to path: String, writing: Bool = false) throws(SystemError) {
        guard access(FileSystemPath.cString(path), writing ? W_OK : R_OK) == 0 else { throw .last }
    }
}
