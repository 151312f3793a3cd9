import Foundation
import Testing

/// A real shell (bash, zsh or fish) typed at on a pseudo-terminal, to see what TAB puts on the
/// command line and what that line then gives a program.
///
/// For each line it types the line and TAB, then Ctrl-A, `printf 'got<%s>\n' ` (so the completed line
/// becomes printf's arguments) and Enter: the shell itself parses what its line editor inserted, and
/// the words it passes come back one `got<…>` line each. Keys typed meanwhile wait in the terminal,
/// as when a person types ahead.
struct InteractiveShell {
    let executable: String
    let arguments: [String]
    /// Typed first, on its own line (source the script, start compinit…).
    let setup: String

    /// The words each line gave printf after TAB, one list per line, and what the terminal showed.
    func wordsAfterTab(
        _ lines: [String], in painlog: PainlogSandbox, bin: String
    ) throws -> (words: [[String]], transcript: String) {
        let home = painlog.folder.path
        let session = try PseudoTerminalSession(
            executable: executable, arguments: arguments,
            environment: [
                "PATH": bin + ":/usr/bin:/bin", "PAINLOG_DB": painlog.database, "LANG": "C.UTF-8", "TERM": "dumb",
                "HOME": home, "XDG_CONFIG_HOME": home + "/.config", "XDG_DATA_HOME": home + "/.local/share",
                "INPUTRC": "/dev/null", "PS1": "$ ",
            ])
        session.type(setup + "\r")
        session.type("echo READ\"\"Y\r")
        try session.waitFor("READY")
        for line in lines {
            session.type(line + "\t" + "\u{1}" + "printf 'got<%s>\\n' " + "\r")
            session.type("echo EN\"\"D\r")
            try session.waitFor("\nEND")
        }
        session.type("exit\r")
        _ = try session.finish()
        var result: [[String]] = []
        var words: [String] = []
        // Without every carriage return first: "\r\n" is one Character, which no "\n" splits.
        for line in session.transcript.replacingOccurrences(of: "\r", with: "").split(separator: "\n") {
            if line.hasSuffix("END") && !line.contains("EN\"\"D") {
                result.append(words)
                words = []
            } else if !line.contains("printf"), let start = line.range(of: "got<"), line.hasSuffix(">") {
                words.append(String(line[start.upperBound..<line.index(before: line.endIndex)]))
            }
        }
        return (result, session.transcript)
    }

    /// An interactive bash without start-up files or inputrc, with `script` sourced.
    static func bash(sourcing script: String) throws -> InteractiveShell {
        InteractiveShell(
            executable: try SystemTools.require("bash", package: "bash"), arguments: ["--norc", "--noprofile", "-i"],
            setup: "source '\(script)'")
    }

    /// An interactive zsh without start-up files, with compinit run and `script` sourced.
    static func zsh(sourcing script: String) throws -> InteractiveShell {
        InteractiveShell(
            executable: try SystemTools.require("zsh", package: "zsh"), arguments: ["-f", "-i"],
            setup: "PROMPT_EOL_MARK=''; autoload -Uz compinit && compinit -u -D && source '\(script)'")
    }

    /// An interactive fish without its configuration, with `script` sourced.
    static func fish(sourcing script: String) throws -> InteractiveShell {
        InteractiveShell(
            executable: try SystemTools.require("fish", package: "fish"), arguments: ["--no-config", "-i"],
            setup: "source '\(script)'")
    }
}
