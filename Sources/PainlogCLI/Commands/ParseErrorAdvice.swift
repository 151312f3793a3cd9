import ArgumentParser
import PainlogDomain
import PainlogFeatures

/// Better words for the commonest mistakes ArgumentParser reports in its own terms: a mistyped
/// command (`Unexpected argument 'lsit'`) and a name with spaces not in quotes
/// (`Unexpected argument 'back'`).
///
/// Each is found by repairing the command line and seeing it parse.
enum ParseErrorAdvice {
    /// The options whose value is an area, tag or medication name.
    static let nameOptions: Set<String> = [
        "--area", "-a", "--tag", "-t", "--med", "-m", "--add-area", "--remove-area", "--add-tag", "--remove-tag",
    ]

    /// Every command's name and alias, and `help`.
    static var commandNames: [String] {
        Painlog.configuration.subcommands.flatMap { [$0.configuration.commandName ?? ""] + $0.configuration.aliases }
            .filter { !$0.isEmpty } + ["help"]
    }

    /// The message for a command line that did not parse, when one of these mistakes explains it.
    static func message(arguments: [String]) -> String? {
        unknownCommand(arguments) ?? unquotedValue(arguments)
    }

    /// The argument that made ArgumentParser answer with help although no one asked for it.
    ///
    /// That is a cluster of short flags holding `h` (`-xh`, or `-1h` after an option painlog does not
    /// know, read as `-1 -h`), when the command line has no `-h`, `--help` or `help` of its own. Nil
    /// otherwise.
    static func helpInACluster(_ arguments: [String]) -> String? {
        let asked = arguments.contains { $0 == "-h" || $0 == "--help" || $0 == "help" }
        guard !asked else { return nil }
        return arguments.first { argument in
            argument.count > 2 && argument.hasPrefix("-") && !argument.hasPrefix("--") && argument.contains("h")
        }
    }

    /// The message for an argument such as `-1h` or `-xh` that is not an option of the command.
    static func unknownCluster(_ argument: String) -> String {
        "unknown option '\(QuotedValue.shown(argument))'; for help, give -h or --help on its own"
    }

    /// `unknown command 'lgo'; did you mean 'log'?` when the command's name is not one painlog has.
    static func unknownCommand(_ arguments: [String]) -> String? {
        let index = CommandWord.index(in: arguments)
        guard index < arguments.count else { return nil }
        let word = arguments[index]
        guard !word.hasPrefix("-"), !commandNames.contains(word) else { return nil }
        let shown = QuotedValue.shown(word)
        let sameLetters = commandNames.first { $0 == word.lowercased() }
        if let closest = sameLetters ?? NameSuggestion.closest(to: word, among: commandNames) {
            return "unknown command '\(shown)'; did you mean '\(closest)'?"
        }
        let list = commandNames.filter { $0 != "help" && $0 != "add" }.joined(separator: ", ")
        return "unknown command '\(shown)'; the commands are: \(list) (painlog --help says more)"
    }

    /// `--area lower back`: when joining the words after an option's value into that value makes
    /// the command line parse, the hint to quote it.
    ///
    /// A join ending in a number is taken only where the number cannot have been meant as `log`'s
    /// INTENSITY (`log --area head 11`).
    static func unquotedValue(_ arguments: [String]) -> String? {
        // Options of the command only: a join must never swallow the command's name, and `--db`
        // takes a path, where a space is rarer than a forgotten command.
        let command = CommandWord.index(in: arguments)
        for index in arguments.indices.dropLast(2) where index > command {
            let option = arguments[index]
            guard option.hasPrefix("-"), !option.contains("="), option != "--", option != "--db" else { continue }
            var end = index + 2
            while end < arguments.count, !arguments[end].hasPrefix("-") {
                end += 1
                let value = arguments[(index + 1)..<end].joined(separator: " ")
                let repaired = Array(arguments[...index]) + [value] + Array(arguments[end...])
                guard let command = try? Painlog.parseAsRoot(repaired) else { continue }
                if arguments[end - 1].allSatisfy(\.isNumber), let log = command as? Painlog.Log, log.intensity == nil {
                    continue
                }
                let noun = nameOptions.contains(option) ? "a name" : "a value"
                return "unexpected word '\(QuotedValue.shown(arguments[index + 2]))' after \(option) "
                    + "'\(QuotedValue.shown(arguments[index + 1]))'; put \(noun) with spaces in quotes: "
                    + "\(option) \(shellQuoted(value))"
            }
        }
        return nil
    }

    /// `value` in single quotes for a POSIX shell.
    private static func shellQuoted(_ value: String) -> String {
        "'" + value.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''") + "'"
    }

    /// ArgumentParser's message begun in lowercase (`Unknown option '--x'` → `unknown option '--x'`),
    /// like every other `error:` line; a word in capitals (`PAINLOG_…`) stays as it is.
    static func lowercasedStart(_ message: String) -> String {
        let scalars = Array(message.unicodeScalars.prefix(2))
        guard scalars.count == 2, ("A"..."Z").contains(scalars[0]), ("a"..."z").contains(scalars[1]) else {
            return message
        }
        return String(Character(scalars[0]).lowercased()) + message.dropFirst()
    }
}
