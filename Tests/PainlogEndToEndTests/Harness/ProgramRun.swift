import Foundation

/// What one finished program did: how it ended and everything it wrote.
///
/// The one result type of every harness, and the expectations every end-to-end test checks it with.
struct ProgramRun: CustomStringConvertible {
    /// The exit status; for a program ended by a signal, 128 + the signal's number, as a shell says.
    let status: Int32
    /// The signal that ended it (a crash, or a test's `kill -9`); nil when it exited.
    let signal: Int32?
    let stdoutBytes: Data
    let stderrBytes: Data
    /// The command line it ran, for failure messages.
    let arguments: [String]

    init(status: Int32, signal: Int32? = nil, stdoutBytes: Data, stderrBytes: Data, arguments: [String] = []) {
        self.status = status
        self.signal = signal
        self.stdoutBytes = stdoutBytes
        self.stderrBytes = stderrBytes
        self.arguments = arguments
    }

    var stdout: String { String(decoding: stdoutBytes, as: UTF8.self) }
    var stderr: String { String(decoding: stderrBytes, as: UTF8.self) }

    /// stdout's lines, without the empty one after the last line end.
    var stdoutLines: [String] { Self.lines(stdout) }
    /// stderr's lines, without the empty one after the last line end.
    var stderrLines: [String] { Self.lines(stderr) }

    /// True when the program was ended by a signal.
    var signalled: Bool { signal != nil }

    /// True when it exited with `expected` (not killed by a signal).
    func exited(_ expected: Int32) -> Bool { !signalled && status == expected }

    /// True when stderr is exactly one line starting `error: `, as the contract says of every error.
    var hasOneErrorLine: Bool {
        stderrLines.count == 1 && stderr.hasPrefix("error: ") && stderr.hasSuffix("\n")
    }

    /// For failure messages: the status and both outputs.
    var description: String {
        "exit \(status)\n--- stdout:\n\(stdout)\n--- stderr:\n\(stderr)"
    }

    private static func lines(_ text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }
}
