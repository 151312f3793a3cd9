import PainlogDomain
import PainlogSystem

/// Pages long output on a terminal, as git does: standard output goes through a pipe to `$PAGER`
/// (else `less -FRX`, which prints and quits when the output fits one screen, keeps the colours and
/// leaves the screen as it was) until `finish`.
///
/// Only on a terminal and without `--no-pager`; `PAGER` empty or `cat` means none. A pager that
/// cannot start is the same as none: the output goes to the terminal as it is.
final class Pager {
    private let process: StartedProcess
    private let runner: any ProcessRunner
    private let savedOutput: Int32

    /// The pager's command line for a process whose standard output is a terminal, or nil for none.
    static func command(variables: [String: String], outputIsTerminal: Bool, disabled: Bool) -> String? {
        guard outputIsTerminal, !disabled else { return nil }
        let pager = (variables["PAINLOG_PAGER"] ?? variables["PAGER"] ?? "less -FRX").trimmingWhitespace()
        return pager.isEmpty || pager == "cat" ? nil : pager
    }

    /// Starts `command` through `/bin/sh` with the process runner, in painlog's environment, and
    /// sends standard output to it; nil when it cannot start.
    static func start(_ command: String, runner: any ProcessRunner, variables: [String: String]) -> Pager? {
        guard
            let process = try? runner.start(
                executable: "/bin/sh", arguments: ["-c", command], environment: variables)
        else { return nil }
        let saved = FileDescriptors.duplicate(FileDescriptors.standardOutput)
        // A pager quit before the end (q in less) must not kill painlog: writes then fail, quietly.
        CurrentProcess.ignoreBrokenPipes()
        FileDescriptors.redirect(FileDescriptors.standardOutput, to: process.input)
        FileDescriptors.close(process.input)
        return Pager(process: process, runner: runner, savedOutput: saved)
    }

    private init(process: StartedProcess, runner: any ProcessRunner, savedOutput: Int32) {
        self.process = process
        self.runner = runner
        self.savedOutput = savedOutput
    }

    /// Gives standard output back to the terminal, which ends the pager's input, and waits for the
    /// person to quit it.
    func finish() {
        FileDescriptors.redirect(FileDescriptors.standardOutput, to: savedOutput)
        FileDescriptors.close(savedOutput)
        runner.wait(for: process)
    }
}
