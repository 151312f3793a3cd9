/// Help and `--version` as ArgumentParser writes them, fitted to the terminal.
///
/// ArgumentParser wraps every text of painlog's to the width, but leaves one line of its own whole:
/// the pointer under a group's subcommands, `See 'painlog help conditions <subcommand>' for detailed
/// help.`, whose length is the group's name's. A line wider than the terminal is broken at its
/// spaces, each part keeping the line's indent, so that no line of any help is wider (issue 28).
enum HelpText {
    /// `text` with every line wider than `width` broken at spaces; a word longer than the width
    /// stays whole on a line of its own.
    static func fitted(_ text: String, width: Int) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { fittedLine($0, width: width) }
            .joined(separator: "\n")
    }

    private static func fittedLine(_ line: Substring, width: Int) -> String {
        guard line.count > width else { return String(line) }
        let indent = String(line.prefix { $0 == " " })
        var lines: [String] = []
        var current = indent
        for word in line.dropFirst(indent.count).split(separator: " ") {
            if current.count > indent.count, current.count + 1 + word.count > width {
                lines.append(current)
                current = indent
            }
            current += (current.count > indent.count ? " " : "") + word
        }
        lines.append(current)
        return lines.joined(separator: "\n")
    }
}
