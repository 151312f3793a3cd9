import PainlogDomain

/// Where the diary is: `--db`, else `$PAINLOG_DB`, else `$XDG_DATA_HOME/painlog/painlog.sqlite`,
/// else `~/.local/share/painlog/painlog.sqlite`.
enum DatabaseLocation {
    static func resolve(option: String?, variables: [String: String]) throws(PainlogError) -> String {
        let home = variables["HOME"].flatMap { $0.isEmpty ? nil : $0 }
        if let option {
            guard !option.isEmpty else { throw .usage("--db needs a file path, got ''") }
            return expandingTilde(option, home: home)
        }
        if let path = variables["PAINLOG_DB"], !path.isEmpty {
            return expandingTilde(path, home: home)
        }
        // The XDG spec says a relative XDG_DATA_HOME is invalid and is to be ignored.
        if let data = variables["XDG_DATA_HOME"], data.hasPrefix("/") {
            return data + "/painlog/painlog.sqlite"
        }
        guard let home else {
            throw .failure(
                "cannot find your home folder (HOME is not set); give the database with --db PATH or PAINLOG_DB")
        }
        return home + "/.local/share/painlog/painlog.sqlite"
    }

    private static func expandingTilde(_ path: String, home: String?) -> String {
        guard let home, path == "~" || path.hasPrefix("~/") else { return path }
        return home + path.dropFirst()
    }
}
