import PainlogDomain
import PainlogSystem

#if canImport(Glibc)
    import Glibc
#endif

/// Sends a desktop notification through `notify-send` (libnotify) when it is on PATH, and does
/// nothing otherwise: `due --notify` runs from timers on machines with and without a desktop, and
/// a missing notifier is not an error.
///
/// The notifier's own output and failures are ignored.
struct DesktopNotifier {
    /// The `notify-send` found on PATH, if any.
    let executable: String?

    /// Looks for `notify-send` in the folders of `PATH` (absolute folders only, in order).
    init(variables: [String: String]) {
        executable = ExecutableSearch.find("notify-send", variables: variables)
    }

    /// Runs `notify-send TITLE BODY` with its standard streams on /dev/null, and waits for it.
    func notify(title: String, body: String) {
        guard let executable else { return }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for descriptor: Int32 in [0, 1, 2] {
            posix_spawn_file_actions_addopen(
                &actions, descriptor, "/dev/null", descriptor == 0 ? O_RDONLY : O_WRONLY, 0)
        }
        let arguments = [executable, title, body].map { FileSystemPath.cString($0) }
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var child: pid_t = 0
        // A notifier that cannot start is the same as none: the line on stdout still says it.
        guard posix_spawn(&child, arguments[0], &actions, nil, &argv, environ) == 0 else { return }
        var status: Int32 = 0
        while waitpid(child, &status, 0) < 0, errno == EINTR {}
    }
}
