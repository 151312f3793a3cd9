#if canImport(Glibc)
    import Glibc
#endif

/// Ctrl-C, SIGTERM or SIGHUP while painlog writes a file removes the half-written file
/// (`PartialFiles`), then ends painlog the way the signal would have, so the shell still sees
/// "killed by SIGINT" (status 130).
///
/// The diary itself needs nothing: SQLite's journal keeps it whole.
///
/// A signal the parent set to be ignored (a shell ignores SIGINT for background jobs) stays
/// ignored; one it left blocked (some process runners do) is unblocked, so it is not held back
/// until painlog has finished writing what it should not.
public enum SignalCleanup {
    /// Installs the handlers; a half-made diary's `companionSuffixes` files go with it.
    public static func install(companionSuffixes: [String]) {
        PartialFiles.prepare(companionSuffixes: companionSuffixes)
        var unblock = sigset_t()
        sigemptyset(&unblock)
        for number in [SIGINT, SIGTERM, SIGHUP] {
            var previous = sigaction()
            sigaction(number, nil, &previous)
            // SIG_IGN is the handler address 1.
            if let handler = previous.__sigaction_handler.sa_handler, unsafeBitCast(handler, to: Int.self) == 1 {
                continue
            }
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { received in
                PartialFiles.removeAllFromSignalHandler()
                signal(received, SIG_DFL)
                raise(received)
            }
            sigemptyset(&action.sa_mask)
            action.sa_flags = 0
            sigaction(number, &action, nil)
            sigaddset(&unblock, number)
        }
        sigprocmask(SIG_UNBLOCK, &unblock, nil)
    }
}
