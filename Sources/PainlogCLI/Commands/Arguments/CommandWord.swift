/// Where the command's name is on painlog's command line: the first argument that is not one of the
/// global options before it (`--db PATH`, `--db=PATH`, `--no-color`).
enum CommandWord {
    /// The index of the first argument after the leading global options; `arguments.count` when
    /// there is none.
    static func index(in arguments: [String]) -> Int {
        var index = 0
        while index < arguments.count {
            switch arguments[index] {
            case "--db": index += 2
            case "--no-color": index += 1
            case let argument where argument.hasPrefix("--db="): index += 1
            default: return index
            }
        }
        return arguments.count
    }

    /// `painlog --json` (or `--format json`) is `painlog dashboard --json`: the dashboard's format options
    /// where the command's name goes get `dashboard` before them.
    static func withDashboardShortcut(_ arguments: [String]) -> [String] {
        let index = index(in: arguments)
        guard index < arguments.count else { return arguments }
        let word = arguments[index]
        guard word == "--json" || word == "--format" || word.hasPrefix("--format=") else { return arguments }
        var expanded = arguments
        expanded.insert("dashboard", at: index)
        return expanded
    }

    /// `painlog 7 …` is `painlog log 7 …`: a number (or what looks meant as one: `5.5`, `-1`) where
    /// the command's name goes gets `log` before it, so a bad one is refused as an intensity.
    static func withLogShortcut(_ arguments: [String]) -> [String] {
        let index = index(in: arguments)
        guard index < arguments.count else { return arguments }
        let word = arguments[index].unicodeScalars
        let digits = word.first == "-" ? word.dropFirst() : word[...]
        guard let first = digits.first, ("0"..."9").contains(first) else { return arguments }
        var expanded = arguments
        expanded.insert("log", at: index)
        return expanded
    }
}
