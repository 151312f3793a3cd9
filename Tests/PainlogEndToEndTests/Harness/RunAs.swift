/// How painlog is started: as which user, under which umask.
enum RunAs {
    /// As the test process (root on the project's machines).
    case current
    /// As `nobody:nogroup`, through `setpriv`, so file permissions apply (root ignores them).
    case nobody
    /// Under this umask (e.g. `0o022`), through `/bin/sh`, whatever the test process's umask is.
    case umask(Int)

    /// Under `umask 022`.
    static let umask022 = RunAs.umask(0o022)

    /// `command` wrapped so that it runs this way.
    func wrapping(_ command: [String]) -> [String] {
        switch self {
        case .current: command
        case .nobody: ["/usr/bin/setpriv", "--reuid=nobody", "--regid=nogroup", "--clear-groups"] + command
        case .umask(let mask): ["/bin/sh", "-c", "umask \(String(mask, radix: 8)) && exec \"$@\"", "sh"] + command
        }
    }
}
