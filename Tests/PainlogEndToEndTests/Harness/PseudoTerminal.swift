import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// A program run on a pseudo-terminal the test makes itself (`openpty`), typed at as a person
/// would: wait for a question, type an answer, press Ctrl-C or Ctrl-D.
///
/// The program is the leader of its own session with the terminal as its controlling terminal, so
/// Ctrl-C reaches it as SIGINT through the terminal's line discipline, as on a real one. CI has no
/// terminal; this needs none.
final class PseudoTerminalSession {
    /// A question that did not come, or the program that did not end.
    struct Stalled: Error, CustomStringConvertible {
        let description: String
    }

    private let master: Int32
    private let pid: pid_t
    private var bytes: [UInt8] = []
    private var matched = 0
    private var closed = false

    /// What the terminal showed so far (typed answers echoed), with its `\r\n` as `\n`.
    var transcript: String {
        String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: "\r\n", with: "\n")
    }

    /// Starts `executable` with `arguments` and exactly `environment` on a new 100×24 terminal;
    /// skips the test, saying why, where no pseudo-terminal can be made.
    init(executable: String, arguments: [String], environment: [String: String]) throws {
        var master: Int32 = -1
        var slave: Int32 = -1
        var size = winsize(ws_row: 24, ws_col: 100, ws_xpixel: 0, ws_ypixel: 0)
        guard openpty(&master, &slave, nil, nil, &size) == 0 else {
            try Test.cancel(
                "skipped: no pseudo-terminal can be made here (openpty: \(String(cString: strerror(errno))))")
        }
        defer { close(slave) }
        // ttyname_r, not ttyname: tests run in parallel, and ttyname's buffer is shared.
        var name = [CChar](repeating: 0, count: 256)
        guard ttyname_r(slave, &name, name.count) == 0 else {
            close(master)
            throw Stalled(description: "the pseudo-terminal has no name")
        }
        let slavePath = String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addclose(&actions, master)
        posix_spawn_file_actions_addclose(&actions, slave)
        // Opened after setsid (which posix_spawn does first), the terminal becomes the controlling one.
        posix_spawn_file_actions_addopen(&actions, 0, slavePath, O_RDWR, 0)
        posix_spawn_file_actions_adddup2(&actions, 0, 1)
        posix_spawn_file_actions_adddup2(&actions, 0, 2)

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGINT, SIGQUIT, SIGTSTP, SIGPIPE, SIGHUP] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        let setsid: Int32 = 0x80  // POSIX_SPAWN_SETSID (glibc ≥ 2.26), not visible to Swift without _GNU_SOURCE
        posix_spawnattr_setflags(&attributes, Int16(setsid | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for pointer in argv { free(pointer) }
            for pointer in envp { free(pointer) }
        }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        guard spawned == 0 else {
            close(master)
            throw Stalled(description: "could not start \(executable): \(String(cString: strerror(spawned)))")
        }
        self.master = master
        self.pid = pid
    }

    deinit {
        if !closed {
            kill(pid, SIGKILL)
            var status: Int32 = 0
            waitpid(pid, &status, 0)
            close(master)
        }
    }

    /// Waits until the terminal shows `text` after what was last waited for.
    ///
    /// The time limit only keeps a broken program from hanging the suite; it is not a timing
    /// assertion.
    func waitFor(_ text: String, limitSeconds: Int32 = 60) throws {
        while true {
            let unread = String(decoding: bytes[matched...], as: UTF8.self)
            if let range = unread.range(of: text) {
                matched += unread[..<range.upperBound].utf8.count
                return
            }
            guard try readMore(limitSeconds: limitSeconds) else {
                throw Stalled(
                    description: "the terminal never showed \(String(reflecting: text)); it showed:\n\(transcript)")
            }
        }
    }

    /// Types `text` (`\n` is Enter, `\u{3}` Ctrl-C, `\u{4}` Ctrl-D at the start of a line).
    func type(_ text: String) {
        let data = Array(text.utf8)
        var written = 0
        while written < data.count {
            let count = data[written...].withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return }
            written += count
        }
    }

    /// Reads until the program closes the terminal, then returns its exit status (128 + N when
    /// killed by signal N).
    func finish(limitSeconds: Int32 = 60) throws -> Int32 {
        while try readMore(limitSeconds: limitSeconds) {}
        var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        if poll(&descriptor, 1, 0) == 0 {
            // Still open after the limit: the program is waiting for input it will never get.
            throw Stalled(description: "the program did not end; the terminal showed:\n\(transcript)")
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        close(master)
        closed = true
        let signal = status & 0x7f
        return signal == 0 ? (status >> 8) & 0xff : 128 + signal
    }

    /// Reads what is there; false at the end (the program closed the terminal) or after the limit.
    private func readMore(limitSeconds: Int32) throws -> Bool {
        var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        let ready = poll(&descriptor, 1, limitSeconds * 1000)
        if ready < 0 && errno == EINTR { return true }
        guard ready > 0 else { return false }
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = read(master, &buffer, buffer.count)
        if count < 0 && errno == EINTR { return true }
        // Linux reports EIO once the last descriptor of the terminal's other side is closed.
        guard count > 0 else { return false }
        bytes += buffer[..<count]
        return true
    }
}

extension PainlogSandbox {
    /// Starts `painlog --db <database> ARGUMENTS` on a pseudo-terminal of its own, with the
    /// sandbox's clock, zone and width and `TERM=xterm-256color`.
    func startOnPseudoTerminal(_ arguments: [String], environment: [String: String] = [:]) throws
        -> PseudoTerminalSession
    {
        var variables = Self.baseEnvironment
        variables["HOME"] = folder.path
        variables["TERM"] = "xterm-256color"
        for (name, value) in self.environment { variables[name] = value }
        variables.merge(environment) { _, given in given }
        return try PseudoTerminalSession(
            executable: try PainlogBinary.path(), arguments: ["--db", database] + arguments, environment: variables)
    }
}
