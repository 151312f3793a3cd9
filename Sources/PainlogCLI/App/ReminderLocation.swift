import PainlogDomain
#if canImport(Glibc)
    import Glibc
#endif

/// Where `remind` puts its units, and the absolute paths they name.
enum ReminderLocation {
    /// `$XDG_CONFIG_HOME/systemd/user`, else `~/.config/systemd/user`: the folder systemd's user
    /// manager reads.
    static func unitFolder(variables: [String: String]) throws(PainlogError) -> String {
        // The XDG spec says a relative XDG_CONFIG_HOME is invalid and is to be ignored.
        if let config = variables["XDG_CONFIG_HOME"], config.hasPrefix("/") {
            return config + "/systemd/user"
        }
        guard let home = variables["HOME"], home.hasPrefix("/") else {
            throw .failure("cannot find your home folder (HOME is not set); set XDG_CONFIG_HOME to say where systemd user units go")
        }
        return home + "/.config/systemd/user"
    }

    /// `path` made absolute against the current folder (a unit runs elsewhere).
    static func absolute(_ path: String) throws(PainlogError) -> String {
        if path.hasPrefix("/") { return path }
        guard let folder = currentFolder() else {
            throw .failure("cannot find the current folder to make '\(path)' absolute; give --db an absolute path")
        }
        var relative = Substring(path)
        while relative.hasPrefix("./") { relative = relative.dropFirst(2) }
        return (folder == "/" ? "" : folder) + "/" + relative
    }

    /// This painlog binary, by absolute path (`/proc/self/exe`), so that a timer runs the same
    /// painlog whatever its PATH is.
    static func runningBinary() throws(PainlogError) -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard length > 0 else { throw .failure("cannot find this painlog binary's path (/proc/self/exe)") }
        return String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    private static func currentFolder() -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        guard getcwd(&buffer, buffer.count) != nil else { return nil }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
