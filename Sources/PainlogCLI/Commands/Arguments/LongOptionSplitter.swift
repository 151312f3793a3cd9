/// Makes every `--name=value` mean exactly `--name value`, before ArgumentParser sees the command line.
///
/// ArgumentParser finds the `=` of `--name=value` among the argument's Characters, and `=` followed
/// by a combining mark (U+0301), a halfwidth sound mark (U+FF9F) or any other grapheme extender is
/// one Character that is not `=`: `--note=\u{301}abc` became an unknown option. And `--note=` with
/// nothing after `=` made it take the next argument as the value. So such an argument is split here
/// at its first `=` by Unicode scalars, into `--name` and the value (possibly empty), which
/// ArgumentParser then reads as it reads `--name value`.
///
/// Only those two cases are split: every other `--name=value` ArgumentParser already reads right,
/// and leaving it alone keeps a value that starts with `-` attached to its option, and a flag given
/// a value (`--yes=1`) an error rather than a flag and a stray argument. Arguments after `--` are
/// left as they are.
enum LongOptionSplitter {
    static func normalized(_ arguments: [String]) -> [String] {
        var result: [String] = []
        result.reserveCapacity(arguments.count)
        for (index, argument) in arguments.enumerated() {
            if argument == "--" {
                result += arguments[index...]
                break
            }
            if let (name, value) = split(argument) {
                result += [name, value]
            } else {
                result.append(argument)
            }
        }
        return result
    }

    /// `--name` and the value, when ArgumentParser would misread `argument`; nil otherwise.
    static func split(_ argument: String) -> (name: String, value: String)? {
        let scalars = argument.unicodeScalars
        guard scalars.starts(with: "--".unicodeScalars), let equals = scalars.firstIndex(of: "=") else { return nil }
        let name = String(scalars[..<equals])
        let value = String(scalars[scalars.index(after: equals)...])
        guard name.unicodeScalars.count > 2 else { return nil }
        // ArgumentParser reads it right when its first `=` Character is this `=` scalar on its own
        // (not `=` with a mark after it, nor a `=` swallowed by a prepended mark before it).
        if !value.isEmpty, argument.firstIndex(of: "=") == equals {
            return nil
        }
        return (name, value)
    }
}
