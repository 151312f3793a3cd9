import ArgumentParser

/// painlog's completion scripts: swift-argument-parser's, which complete the commands and options,
/// with the parts that complete the diary's names replaced by painlog's own.
///
/// argument-parser 1.8's bash script passes the names painlog prints through `compgen -W`, which
/// expands each one: an area named `$(touch x)` (from a sync or an imported file) ran when the
/// user pressed TAB after `--area`. Its fish script gives painlog no cursor index under fish 3, so
/// names never came; and none of the three knows that `painlog 7 …` means `painlog log 7 …`.
///
/// So each script asks painlog for every name of the kind (the shell matches what was typed
/// itself), offers each name as one candidate and lets it reach the command line only quoted for
/// where the cursor is: nothing in a name is ever expanded, run or globbed. `painlog completion
/// SHELL` and `painlog --generate-completion-script SHELL` print these scripts.
enum CompletionScript {
    /// The script for `shell`.
    static func text(for shell: CompletionShell) -> String {
        let generated = Painlog.completionScript(for: shell)
        switch shell {
        case .bash: return bash(from: generated)
        case .zsh: return zsh(from: generated)
        case .fish: return fish(from: generated)
        default: return generated
        }
    }

    /// painlog's script in place of argument-parser's, when `message` (what argument-parser would
    /// print for a parse that ended in success) is argument-parser's script for one of the shells:
    /// `painlog --generate-completion-script SHELL` prints the same script as `painlog completion SHELL`.
    static func replacing(_ message: String) -> String? {
        guard message.hasPrefix("#") || message.hasPrefix("function ") else { return nil }
        for shell in CompletionShell.allCases where message == Painlog.completionScript(for: shell) {
            return text(for: shell)
        }
        return nil
    }

    /// `script` with `insertion` put before the first occurrence of `marker`.
    ///
    /// A marker that is not there means argument-parser's generator changed: painlog stops rather
    /// than print a script that may not be safe (the end-to-end tests run each script in its shell).
    static func inserting(_ insertion: String, before marker: String, in script: String) -> String {
        let range = found(marker, in: script)
        return script[..<range.lowerBound] + insertion + script[range.lowerBound...]
    }

    /// `script` with `insertion` put after the first occurrence of `marker` (which must be there).
    static func inserting(_ insertion: String, after marker: String, in script: String) -> String {
        let range = found(marker, in: script)
        return script[..<range.upperBound] + insertion + script[range.upperBound...]
    }

    private static func found(_ marker: String, in script: String) -> Range<String.Index> {
        guard let range = script.firstRange(of: marker) else {
            fatalError("argument-parser's completion script changed: no \(String(reflecting: marker)) in it")
        }
        return range
    }

    /// `script` with every `unsafe` replaced by `safe`; fails when there is none.
    static func replacing(_ unsafe: String, with safe: String, in script: String) -> String {
        guard script.contains(unsafe) else {
            fatalError("argument-parser's completion script changed: no \(String(reflecting: unsafe)) in it")
        }
        return script.replacing(unsafe, with: safe)
    }

    /// `script` with each line that `rewrite` returns a replacement for replaced by it.
    static func rewritingLines(of script: String, _ rewrite: (Substring) -> String?) -> String {
        script.split(separator: "\n", omittingEmptySubsequences: false)
            .map { line in rewrite(line) ?? String(line) }
            .joined(separator: "\n")
    }

    /// Fails when `script` still holds `unsafe`, argument-parser's way of completing names.
    static func checked(_ script: String, holdsNo unsafe: String) -> String {
        guard !script.contains(unsafe) else {
            fatalError("argument-parser's completion script changed: it still holds \(String(reflecting: unsafe))")
        }
        return script
    }
}
