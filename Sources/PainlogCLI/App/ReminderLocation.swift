import PainlogDomain
import PainlogSystem

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
            throw .failure(
                "cannot find your home folder (HOME is not set); set XDG_CONFIG_HOME to say where systemd user units go"
            )
        }
        return home + "/.config/systemd/user"
    }

    /// `path` made absolute against the current folder (a unit runs elsewhere).
    static func absolute(_ path: String) throws(PainlogError) -> String {
        if path.hasPrefix("/") { return path }
        guard let folder = FileSystemEntries.currentFolder() else {
            throw .failure("cannot find the current folder to make '\(path)' absolute; give --db an absolute path")
        }
        var relative = Substring(path)
        while relative.hasPrefix("./") { relative = relative.dropFirst(2) }
        return (folder == "/" ? "" : folder) + "/" + relative
    }

    /// This painlog binary, by absolute path (`/proc/self/exe`), so that a timer runs the same
    /// painlog whatever its PATH is.
    static func runningBinary() throws(PainlogError) -> String {
        guard let binary = FileSystemEntries.linkTarget(of: "/proc/self/exe") else {
            throw .failure("cannot find this painlog binary's path (/proc/self/exe)")
        }
        return binary
    }
}
