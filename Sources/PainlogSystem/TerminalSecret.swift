#if canImport(Glibc)
    import Glibc
#endif

/// A secret typed at the controlling terminal with echo off, as `age` asks for a passphrase: the
/// question and the answer go through `/dev/tty`, never stdout or stdin.
public enum TerminalSecret {
    /// The line typed after `prompt`, without its line end; nil when there is no terminal or it
    /// ends before a line (Ctrl-D).
    public static func read(prompt: String) -> [UInt8]? {
        let descriptor = open("/dev/tty", O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var saved = termios()
        guard tcgetattr(descriptor, &saved) == 0 else { return nil }
        var quiet = saved
        quiet.c_lflag &= ~tcflag_t(ECHO)
        quiet.c_lflag |= tcflag_t(ECHONL)
        guard tcsetattr(descriptor, TCSANOW, &quiet) == 0 else { return nil }
        defer { tcsetattr(descriptor, TCSANOW, &saved) }
        let question = Array(prompt.utf8)
        _ = question.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        var line: [UInt8] = []
        var byte: UInt8 = 0
        while true {
            let count = Glibc.read(descriptor, &byte, 1)
            if count < 0, errno == EINTR { continue }
            guard count == 1 else { return nil }
            if byte == UInt8(ascii: "\n") { break }
            line.append(byte)
        }
        if line.last == UInt8(ascii: "\r") { line.removeLast() }
        return line
    }
}
