import PainlogDomain
import PainlogSystem

#if canImport(Glibc)
    import Glibc
#endif

/// Pages long output on a terminal, as git does: standard output goes through a pipe to `$PAGER`
/// (else `less -FRX`, which prints and quits when the output fits one screen, keeps the colours and
/// leaves the screen as it was) until `finish`.
///
/// Only on a terminal and without `--no-pager`; `PAGER` empty or `cat` means none. A pager that
/// cannot start is the same as none: the output goes to the terminal as it is.
final class Pager {
    private let child: pid_t
    private let savedOutput: Int32

    /// The pager's command line for a process whose standard output is a terminal, or nil for none.
    static func command(variables: [String: String], outputIsTerminal: Bool, disabled: Bool) -> String? {
        guard outputIsTerminal, !disabled else { return nil }
        let pager = (variables["PAINLOG_PAGER"] ?? variables["PAGER"] ?? "less -FRX").trimmingWhitespace()
        return pager.isEmpty || pager == "cat" ? nil : pager
    }

    /// Starts `command` through `/bin/sh` and sends standard output to it; nil when it cannot start.
    static func start(_ command: String) -> Pager? {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return nil }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, ends[0], 0)
        posix_spawn_file_actions_addclose(&actions, ends[0])
        posix_spawn_file_actions_addclose(&actions, ends[1])
        let arguments = ["/bin/sh", "-c", command].map { FileSystemPath.cString($0) }
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var child: pid_t = 0
        guard posix_spawn(&child, arguments[0], &actions, nil, &argv, environ) == 0 else {
            close(ends[0])
            close(ends[1])
            return nil
        }
        close(ends[0])
        let saved = dup(1)
        // A pager quit before the end (q in less) must not kill painlog: writes then fail, quietly.
        signal(SIGPIPE, SIG_IGN)
        dup2(ends[1], 1)
        close(ends[1])
        return Pager(child: child, savedOutput: saved)
    }

    private init(child: pid_t, savedOutput: Int32) {
        self.child = child
        self.savedOutput = savedOutput
    }

    /// Gives standard output back to the terminal, which ends the pager's input, and waits for the
    /// person to quit it.
    func finish() {
        dup2(savedOutput, 1)
        close(savedOutput)
        var status: Int32 = 0
        while waitpid(child, &status, 0) < 0, errno == EINTR {}
    }
}
